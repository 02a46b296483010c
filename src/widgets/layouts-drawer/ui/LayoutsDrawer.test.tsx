import { fireEvent, screen, waitFor, within } from "@testing-library/react"
import { createStore } from "jotai"
import { describe, expect, it } from "vitest"

import { type Layout, makeLayout } from "@/entities/layout"
import { editorPathOf, openPortalRoute } from "@/entities/portal"
import { currentUserAtom } from "@/entities/session"
import { makeAgency, makePortal, makeUser } from "@/shared/lib/fixtures"
import { type FakeAnswer, type FakeRoute, type FakeServer, fakeServer, renderWithApp } from "@/shared/lib/testing"
import { AlertOutlet } from "@/shared/ui/alert"
import { openDrawerAtom } from "@/shared/ui/drawer"

import { LayoutsDrawer } from "./LayoutsDrawer.tsx"

/** The drawer's own calls: the open portal's read (the editor's loader makes it in the app) left out. */
const drawerCalls = (server: FakeServer) => server.requests.filter((request) => !/\/portals\/\d+$/.test(request.path))

const page = (layouts: ReadonlyArray<Layout>, currentPage = 1, totalPages = 1): FakeAnswer => ({
  status: 200,
  body: {
    data: layouts,
    meta: { pagination: { total: layouts.length, count: layouts.length, per_page: 25, current_page: currentPage, total_pages: totalPages } }
  }
})

const named = (from: number, count: number) =>
  Array.from({ length: count }, (_, index) => makeLayout({ id: from + index, name: `Layout ${from + index}` }))

async function openDrawer(routes: Record<string, FakeRoute>, user = makeUser({ roles: [{ name: "user" }] })) {
  const store = createStore()
  store.set(currentUserAtom, user)
  const opened = makePortal({ id: 101, agency: { id: 7, name: "Demo Agency" } })
  store.set(openDrawerAtom, "layout")
  const server = fakeServer({ ...openPortalRoute(opened), ...routes })
  const view = await renderWithApp(
    <>
      <AlertOutlet />
      <LayoutsDrawer />
    </>,
    { store, server, path: editorPathOf(opened) }
  )
  return { server, store, view }
}

const listed = () =>
  within(screen.getByRole("list", { name: "Layouts" }))
    .getAllByRole("listitem")
    .map((item) => item.getAttribute("aria-label"))

describe("LayoutsDrawer", () => {
  it("lists the portal's layouts 25 at a time, ascending by name first, and loads the next page on 'Load more'", async () => {
    const { server } = await openDrawer({
      "GET /module/api/v2/layouts": (request) => (request.search.includes("page=2") ? page(named(26, 2), 2, 2) : page(named(1, 25), 1, 2))
    })
    expect(screen.getByRole("dialog", { name: "Layouts" })).toBeTruthy()
    await waitFor(() => expect(listed()).toHaveLength(25))
    const first = new URLSearchParams(drawerCalls(server)[0]?.search)
    expect(Object.fromEntries(first)).toMatchObject({ portal: "101", limit: "25", sort_by: "name", sort_direction: "asc", page: "1" })
    fireEvent.click(screen.getByRole("button", { name: "Load more" }))
    await waitFor(() => expect(listed()).toHaveLength(27))
    expect(listed().slice(-2)).toEqual(["Layout 26", "Layout 27"])
    expect(screen.queryByRole("button", { name: "Load more" })).toBeNull()
  })

  it("lists the layouts of all the agency's portals for an agency admin, naming the portal each came from", async () => {
    const { server } = await openDrawer(
      {
        "GET /module/api/v2/layouts": (request) =>
          request.search.includes("agency=7")
            ? page([
                makeLayout({ id: 1, name: "Here" }),
                makeLayout({ id: 2, name: "Elsewhere", portal_id: 102, portal_name: "Beacon Portal" })
              ])
            : page([makeLayout({ id: 1, name: "Here" })])
      },
      makeUser()
    )
    await waitFor(() => expect(listed()).toEqual(["Here"]))
    fireEvent.click(screen.getByRole("checkbox", { name: "Layouts of all the agency's portals" }))
    await waitFor(() => expect(listed()).toEqual(["Here", "Elsewhere"]))
    expect(screen.getByText(/from Beacon Portal/)).toBeTruthy()
    expect(screen.queryByText(/from Acme Portal/)).toBeNull()
    expect(server.requests.at(-1)?.search).toContain("portal=101")
  })

  it("offers the agency-wide list to no plain user", async () => {
    await openDrawer({ "GET /module/api/v2/layouts": page(named(1, 1)) })
    await waitFor(() => expect(listed()).toHaveLength(1))
    expect(screen.queryByRole("checkbox", { name: "Layouts of all the agency's portals" })).toBeNull()
  })

  it("flips the sort and searches once typing pauses for a second", async () => {
    const { server } = await openDrawer({ "GET /module/api/v2/layouts": page(named(1, 2)) })
    await waitFor(() => expect(listed()).toHaveLength(2))
    fireEvent.click(screen.getByRole("button", { name: "Sort: A → Z" }))
    await waitFor(() => expect(server.requests.some((request) => request.search.includes("sort_direction=desc"))).toBe(true))
    fireEvent.change(screen.getByRole("searchbox", { name: "Search layouts" }), { target: { value: "hero" } })
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(server.requests.some((request) => request.search.includes("keyword=hero"))).toBe(false)
    await waitFor(() => expect(server.requests.some((request) => request.search.includes("keyword=hero"))).toBe(true))
  })

  it("deletes a layout after 'Yes, delete it!', says so and reloads; 'No, cancel!' keeps it", async () => {
    let deleted = false
    const { server } = await openDrawer({
      "GET /module/api/v2/layouts": () => page(deleted ? named(2, 1) : named(1, 2)),
      "DELETE /module/api/v2/layouts/1": () => {
        deleted = true
        return { status: 200, body: { message: "Layout has been deleted!" } }
      }
    })
    await waitFor(() => expect(listed()).toEqual(["Layout 1", "Layout 2"]))
    fireEvent.click(screen.getByRole("button", { name: "Delete Layout 1" }))
    const confirm = await screen.findByRole("alertdialog", { name: "Are you sure?" })
    expect(confirm.textContent).toContain("You won't be able to revert this!")
    fireEvent.click(within(confirm).getByRole("button", { name: "No, cancel!" }))
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull())
    expect(server.requests.some((request) => request.method === "DELETE")).toBe(false)

    fireEvent.click(screen.getByRole("button", { name: "Delete Layout 1" }))
    fireEvent.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Yes, delete it!" }))
    expect(await screen.findByText("Layout has been deleted!")).toBeTruthy()
    await waitFor(() => expect(listed()).toEqual(["Layout 2"]))
  })

  it("offers Apply on every row, named with the layout; an empty layout's is disabled with the reason", async () => {
    await openDrawer({
      "GET /module/api/v2/layouts": page([
        makeLayout({ id: 1, name: "Starter", content: { modules: [{ key: "faq", name: "FAQ" }] } }),
        makeLayout({ id: 2, name: "Blank", content: {} })
      ])
    })
    const apply = await screen.findByRole("button", { name: "Apply layout Starter" })
    expect(apply.hasAttribute("disabled")).toBe(false)
    expect(apply.textContent).toBe("Apply")
    const blank = screen.getByRole("button", { name: "Apply layout Blank" })
    expect(blank.hasAttribute("disabled")).toBe(true)
    expect(
      within(screen.getByRole("listitem", { name: "Blank" })).getByText("Nothing to apply: it holds no modules or theme files.")
    ).toBeTruthy()
  })

  it("shows a failed delete as a danger alert with the server's message", async () => {
    await openDrawer({
      "GET /module/api/v2/layouts": page(named(1, 1)),
      "DELETE /module/api/v2/layouts/1": { status: 403, body: { message: "You do not have permission to perform this action." } }
    })
    await waitFor(() => expect(listed()).toEqual(["Layout 1"]))
    fireEvent.click(screen.getByRole("button", { name: "Delete Layout 1" }))
    fireEvent.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Yes, delete it!" }))
    await waitFor(() => expect(screen.getAllByRole("alert").some((alert) => alert.textContent?.includes("permission"))).toBe(true))
  })

  it("offers Delete to a plain user on their own layouts only, and to the agency's admin on every one", async () => {
    const rows = [makeLayout({ id: 1, name: "Mine" }), makeLayout({ id: 2, name: "The admin's", created_by: 99 })]
    const plainUser = makeUser({ roles: [{ name: "user" }], agencies: [makeAgency({ role: { name: "user" } })] })
    const plain = await openDrawer({ "GET /module/api/v2/layouts": page(rows) }, plainUser)
    await waitFor(() => expect(listed()).toEqual(["Mine", "The admin's"]))
    expect(screen.getByRole("button", { name: "Delete Mine" })).toBeTruthy()
    expect(screen.queryByRole("button", { name: "Delete The admin's" })).toBeNull()
    plain.view.unmount()

    await openDrawer({ "GET /module/api/v2/layouts": page(rows) }, makeUser())
    await waitFor(() => expect(listed()).toEqual(["Mine", "The admin's"]))
    expect(screen.getByRole("button", { name: "Delete The admin's" })).toBeTruthy()
  })

  it("opening a layout goes to /portals-main/{portalId}/{layoutId}/1 and closes the drawer", async () => {
    const { store, view } = await openDrawer({ "GET /module/api/v2/layouts": page([makeLayout({ id: 42, name: "Landing" })]) })
    fireEvent.click(await screen.findByRole("button", { name: /^Landing/ }))
    await waitFor(() => expect(view.currentPath()).toBe("/portals-main/101/42/1"))
    expect(store.get(openDrawerAtom)).toBeNull()
  })

  it("says when there are no layouts, and opens the History drawer", async () => {
    const { store } = await openDrawer({ "GET /module/api/v2/layouts": page([]) })
    expect(await screen.findByText("No layouts found.")).toBeTruthy()
    fireEvent.click(screen.getByRole("button", { name: "History" }))
    expect(store.get(openDrawerAtom)).toBe("history")
  })
})
