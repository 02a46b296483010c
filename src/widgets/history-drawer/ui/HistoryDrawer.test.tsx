import { fireEvent, screen, waitFor, within } from "@testing-library/react"
import { createStore } from "jotai"
import { describe, expect, it } from "vitest"

import { type History, makeHistory } from "@/entities/history"
import { editorPathOf, openPortalRoute } from "@/entities/portal"
import { makePortal } from "@/shared/lib/fixtures"
import { type FakeAnswer, type FakeRoute, type FakeServer, fakeServer, renderWithApp } from "@/shared/lib/testing"
import { openDrawerAtom } from "@/shared/ui/drawer"

import { HistoryDrawer } from "./HistoryDrawer.tsx"

/** The drawer's own calls: the open portal's read (the editor's loader makes it in the app) left out. */
const drawerCalls = (server: FakeServer) => server.requests.filter((request) => !/\/portals\/\d+$/.test(request.path))

const page = (entries: ReadonlyArray<History>, currentPage = 1, totalPages = 1): FakeAnswer => ({
  status: 200,
  body: {
    data: entries,
    meta: { pagination: { total: entries.length, count: entries.length, per_page: 25, current_page: currentPage, total_pages: totalPages } }
  }
})

const jane = { id: 7, name: "Jane" }
const omar = { id: 9, name: "Omar" }
const entries = [
  makeHistory({ id: 3, name: "Timeline 1.0.0", status_label: "Reverted", created_by: jane }),
  makeHistory({ id: 2, name: "Timeline 2.0.0", status_label: "Upgraded", created_by: omar }),
  makeHistory({ id: 1, name: "Hero Banner 1.2.0", status_label: "Installed", created_by: jane })
]

async function openDrawer(routes: Record<string, FakeRoute>) {
  const store = createStore()
  const opened = makePortal({ id: 101 })
  store.set(openDrawerAtom, "history")
  const server = fakeServer({ ...openPortalRoute(opened), ...routes })
  const view = await renderWithApp(<HistoryDrawer />, { store, server, path: editorPathOf(opened) })
  return { server, store, view }
}

const listed = () =>
  within(screen.getByRole("list", { name: "History" }))
    .getAllByRole("listitem")
    .map((item) => item.getAttribute("aria-label"))
const params = (search: string | undefined) => Object.fromEntries(new URLSearchParams(search))

describe("HistoryDrawer", () => {
  it("lists the history newest first, 25 per page, with status and author", async () => {
    const { server } = await openDrawer({ "GET /module/api/v2/histories": page(entries) })
    expect(screen.getByRole("dialog", { name: "History" })).toBeTruthy()
    await waitFor(() => expect(listed()).toEqual(["Timeline 1.0.0", "Timeline 2.0.0", "Hero Banner 1.2.0"]))
    expect(params(drawerCalls(server)[0]?.search)).toMatchObject({ portal: "101", limit: "25", sort: "desc", page: "1" })
    expect(screen.getByRole("listitem", { name: "Timeline 2.0.0" }).textContent).toContain("Upgraded")
    expect(screen.getByRole("listitem", { name: "Timeline 2.0.0" }).textContent).toContain("Omar")
  })

  it("filters by a user who appears in the history and keeps the choice list", async () => {
    const { server } = await openDrawer({
      "GET /module/api/v2/histories": (request) => (request.search.includes("user=9") ? page([entries[1]!]) : page(entries))
    })
    await waitFor(() => expect(listed()).toHaveLength(3))
    // The app's styled select (react-aria), named by its value and label.
    fireEvent.click(screen.getByRole("button", { name: "All users User" }))
    expect((await screen.findAllByRole("option")).map((option) => option.textContent)).toEqual(["All users", "Jane", "Omar"])
    fireEvent.click(screen.getByRole("option", { name: "Omar" }))
    await waitFor(() => expect(listed()).toEqual(["Timeline 2.0.0"]))
    expect(server.requests.at(-1)?.search).toContain("user=9")
    fireEvent.click(screen.getByRole("button", { name: "Omar User" }))
    expect(await screen.findAllByRole("option")).toHaveLength(3)
  })

  it("flips to oldest first, searches after a pause, and loads more on demand", async () => {
    const { server } = await openDrawer({
      "GET /module/api/v2/histories": (request) =>
        request.search.includes("page=2") ? page([makeHistory({ id: 50, name: "Older" })], 2, 2) : page(entries, 1, 2)
    })
    await waitFor(() => expect(listed()).toHaveLength(3))
    fireEvent.click(screen.getByRole("button", { name: "Load more" }))
    await waitFor(() => expect(listed()).toHaveLength(4))
    fireEvent.click(screen.getByRole("button", { name: "Newest first" }))
    await waitFor(() => expect(server.requests.some((request) => params(request.search).sort === "asc")).toBe(true))
    fireEvent.change(screen.getByRole("searchbox", { name: "Search history" }), { target: { value: "hero" } })
    await waitFor(() => expect(server.requests.some((request) => request.search.includes("keyword=hero"))).toBe(true))
  })

  it("opening an entry goes to /portals-main/{portalId}/{historyId}/2", async () => {
    const { view } = await openDrawer({ "GET /module/api/v2/histories": page(entries) })
    fireEvent.click(await screen.findByRole("button", { name: /^Timeline 2\.0\.0/ }))
    await waitFor(() => expect(view.currentPath()).toBe("/portals-main/101/2/2"))
  })

  it("shows a load failure with Retry", async () => {
    let calls = 0
    await openDrawer({
      "GET /module/api/v2/histories": () => {
        calls += 1
        return calls === 1 ? { status: 500, body: { message: "boom" } } : page(entries)
      }
    })
    expect((await screen.findByRole("alert")).textContent).toContain("History could not be loaded.")
    fireEvent.click(screen.getByRole("button", { name: "Retry" }))
    await waitFor(() => expect(listed()).toHaveLength(3))
  })
})
