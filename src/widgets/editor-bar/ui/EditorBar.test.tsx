import { act, fireEvent, screen, waitFor, within } from "@testing-library/react"
import { createStore } from "jotai"
import { describe, expect, it } from "vitest"

import { makePortalBatch } from "@/entities/batch"
import { openPortalRoute } from "@/entities/portal"
import { currentUserAtom } from "@/entities/session"
import type { Portal } from "@/shared/api"
import { makeAgency, makePortal, makeUser } from "@/shared/lib/fixtures"
import { fakeServer, renderWithApp } from "@/shared/lib/testing"
import { openDrawerAtom } from "@/shared/ui/drawer"

import { EditorBar } from "./EditorBar.tsx"

const list = (portals: ReadonlyArray<Portal>) => ({
  status: 200,
  body: {
    data: portals,
    meta: { pagination: { total: portals.length, count: portals.length, per_page: 1000, current_page: 1, total_pages: 1 } }
  }
})

const north = makePortal({ id: 1, name: "North Site", agency: { id: 1, name: "North" }, custom_installation: "north" })
const south = makePortal({ id: 2, name: "South Site", agency: { id: 2, name: "South" }, custom_installation: "", is_lock: true })

describe("EditorBar portal switcher", () => {
  it("lists top-level portals with agency, padlock and folder, and opens the one chosen", async () => {
    const store = createStore()
    store.set(currentUserAtom, makeUser({ agencies: [makeAgency({ id: 1 }), makeAgency({ id: 2 })] }))
    const server = fakeServer({ ...openPortalRoute(north), "GET /portal/api/v2/portals": list([north, south]) })
    const app = await renderWithApp(<EditorBar audience="member" />, { store, server, path: "/portals-main/1" })

    fireEvent.click(await screen.findByRole("button", { name: "Switch portal, current: North Site" }))
    const southItem = await screen.findByRole("menuitem", { name: /South Site/ })
    expect(southItem.textContent).toContain("(South)")
    expect(southItem.textContent).toContain("sr")
    expect(within(southItem).getByRole("img", { name: "Locked" })).toBeTruthy()
    expect(server.requests.find((request) => request.path === "/portal/api/v2/portals")?.search).toContain("is_parent=no")

    fireEvent.click(southItem)
    await waitFor(() => expect(app.currentPath()).toBe("/portals-main/2"))
  })

  it("leaves agency names out for a user of one agency, and guests switch among guest portals", async () => {
    const server = fakeServer({ ...openPortalRoute(north, "guest"), "GET /portal/api/v2/guest/portals": list([north]) })
    const store = createStore()
    await renderWithApp(<EditorBar audience="guest" />, { store, server, path: "/portals-guest/1" })

    fireEvent.click(await screen.findByRole("button", { name: "Switch portal, current: North Site" }))
    const item = await screen.findByRole("menuitem", { name: /North Site/ })
    expect(item.textContent).not.toContain("(North)")
    expect(item.getAttribute("href")).toBe("/portals-guest/1")
  })

  it("lists a child portal right under its parent, indented and labelled, and opens it", async () => {
    const store = createStore()
    const staging = makePortal({ id: 4, name: "Acme Staging", is_parent: false })
    const acme = makePortal({ id: 3, name: "Acme Portal", children: [staging] })
    const server = fakeServer({ ...openPortalRoute(staging), "GET /portal/api/v2/portals": list([acme, south]) })
    const app = await renderWithApp(<EditorBar audience="member" />, { store, server, path: "/portals-main/4" })

    fireEvent.click(await screen.findByRole("button", { name: "Switch portal, current: Acme Staging" }))
    const items = await screen.findAllByRole("menuitem")
    expect(items.map((item) => item.getAttribute("href"))).toEqual(["/portals-main/3", "/portals-main/4", "/portals-main/2"])
    expect(items[1]!.textContent).toContain("Acme Staging")
    expect(items[1]!.textContent).toContain("Child of Acme Portal")
    // Under ten portals there is nothing to search.
    expect(screen.queryByRole("searchbox", { name: "Search portals" })).toBeNull()
    fireEvent.click(items[1]!)
    await waitFor(() => expect(app.currentPath()).toBe("/portals-main/4"))
  })

  it("past ten portals a search field narrows the list, children included", async () => {
    const store = createStore()
    const many = Array.from({ length: 11 }, (_, index) => makePortal({ id: 10 + index, name: `Client ${index + 1}` }))
    const acme = makePortal({ id: 3, name: "Acme Portal", children: [makePortal({ id: 4, name: "Acme Staging", is_parent: false })] })
    const server = fakeServer({ ...openPortalRoute(acme), "GET /portal/api/v2/portals": list([acme, ...many]) })
    await renderWithApp(<EditorBar audience="member" />, { store, server, path: "/portals-main/3" })

    fireEvent.click(await screen.findByRole("button", { name: "Switch portal, current: Acme Portal" }))
    const search = await screen.findByRole("searchbox", { name: "Search portals" })
    expect(screen.getAllByRole("menuitem")).toHaveLength(13)
    fireEvent.change(search, { target: { value: "staging" } })
    await waitFor(() =>
      expect(screen.getAllByRole("menuitem").map((item) => item.textContent)).toEqual([expect.stringContaining("Acme Staging")])
    )
    fireEvent.change(search, { target: { value: "nothing like it" } })
    expect(await screen.findByText("No portal matches.")).toBeTruthy()
  })

  it("a list that fails to load just shows the current portal", async () => {
    const store = createStore()
    const server = fakeServer({ ...openPortalRoute(north), "GET /portal/api/v2/portals": { status: 500, body: { message: "boom" } } })
    await renderWithApp(<EditorBar audience="member" />, { store, server, path: "/portals-main/1" })
    await waitFor(() => expect(screen.queryByRole("progressbar")).toBeNull())
    expect(screen.getByText("North Site")).toBeTruthy()
    expect(screen.queryByRole("button", { name: /Switch portal/ })).toBeNull()
    expect(screen.queryByRole("alert")).toBeNull()
  })

  it("shows the end slot and brands to the right list", async () => {
    const server = fakeServer({ "GET /portal/api/v2/portals": list([]) })
    await renderWithApp(<EditorBar audience="member" end={<span>user menu here</span>} />, { server, path: "/portals-main/1" })
    expect(screen.getByText("user menu here")).toBeTruthy()
    expect(screen.getByRole("link", { name: "Portal Builder" }).getAttribute("href")).toBe("/portals-main")
  })
})

describe("EditorBar red dots", () => {
  const upgrades = "GET /module/api/v2/modules/upgrades"
  const summary = (modules: number, files: number) => ({ status: 200, body: { data: { modules, files } } })
  const entry = (name: string) => screen.getByRole("button", { name })

  it("marks Modules and Files from the portal's upgrade counts and reads them again after a change", async () => {
    const answers = [summary(2, 0), summary(0, 1)]
    const server = fakeServer({
      ...openPortalRoute(north),
      "GET /portal/api/v2/portals": list([north]),
      [upgrades]: () => answers.shift() ?? summary(0, 0)
    })
    const store = createStore()
    const { queryClient } = await renderWithApp(<EditorBar audience="member" />, { store, server, path: "/portals-main/1" })

    expect(await screen.findByRole("button", { name: "Modules, upgrade available" })).toBeTruthy()
    expect(entry("Files")).toBeTruthy()
    expect(server.requests.find((request) => request.path === "/module/api/v2/modules/upgrades")?.search).toContain("portal=1")

    // A change elsewhere (an install, a file call) invalidates the upgrade counts.
    act(() => void queryClient.invalidateQueries({ queryKey: ["upgrades"] }))
    expect(await screen.findByRole("button", { name: "Files, upgrade available" })).toBeTruthy()
    expect(entry("Modules")).toBeTruthy()
  })

  it("guests never ask, and a failed read shows no dot and no alert", async () => {
    const guestServer = fakeServer({ ...openPortalRoute(north, "guest"), "GET /portal/api/v2/guest/portals": list([north]) })
    const store = createStore()
    const guest = await renderWithApp(<EditorBar audience="guest" />, { store, server: guestServer, path: "/portals-guest/1" })
    await screen.findByRole("button", { name: /Switch portal/ })
    expect(guestServer.requests.some((request) => request.path.includes("upgrades"))).toBe(false)
    guest.unmount()

    const failing = fakeServer({
      ...openPortalRoute(north),
      "GET /portal/api/v2/portals": list([north]),
      [upgrades]: { status: 500, body: { message: "boom" } }
    })
    const memberStore = createStore()
    await renderWithApp(<EditorBar audience="member" />, { store: memberStore, server: failing, path: "/portals-main/1" })
    await waitFor(() => expect(failing.requests.some((request) => request.path.endsWith("/upgrades"))).toBe(true))
    await screen.findByRole("button", { name: /Switch portal/ })
    expect(screen.queryByRole("button", { name: /upgrade available/ })).toBeNull()
    expect(screen.queryByRole("alert")).toBeNull()
  })
})

describe("EditorBar entries", () => {
  it("offers only the drawers the layout mounts (the guest demo: modules and page templates)", async () => {
    const server = fakeServer({ ...openPortalRoute(north, "guest"), "GET /portal/api/v2/guest/portals": list([north]) })
    const store = createStore()
    const drawers = new Set(["module", "website-page", "landing-page", "system-page", "blog-page"] as const)
    await renderWithApp(<EditorBar audience="guest" drawers={drawers} />, { store, server, path: "/portals-guest/1" })
    await screen.findByRole("button", { name: /Switch portal/ })
    const nav = screen.getByRole("navigation", { name: "Editor" })
    const labels = within(nav)
      .getAllByRole("button")
      .map((button) => button.textContent)
    expect(labels).toEqual(expect.arrayContaining(["Modules", "Website Pages", "Landing Pages", "System Templates", "Blogs"]))
    expect(within(nav).queryByRole("button", { name: "Layouts" })).toBeNull()
    expect(within(nav).queryByRole("button", { name: "Files" })).toBeNull()
  })
})

describe("EditorBar entries", () => {
  it("each drawer entry tells whether its drawer is open (aria-expanded)", async () => {
    const store = createStore()
    const server = fakeServer({ ...openPortalRoute(north), "GET /portal/api/v2/portals": list([north]) })
    await renderWithApp(<EditorBar audience="member" upgrades={new Set()} />, { store, server, path: "/portals-main/1" })
    const modules = await screen.findByRole("button", { name: "Modules" })
    expect(modules.getAttribute("aria-expanded")).toBe("false")
    fireEvent.click(modules)
    await waitFor(() => expect(screen.getByRole("button", { name: "Modules" }).getAttribute("aria-expanded")).toBe("true"))
    expect(screen.getByRole("button", { name: "Files" }).getAttribute("aria-expanded")).toBe("false")
  })

  it("marks each shown entry with its drawer, so that a press on it through the open drawer's overlay is known", async () => {
    const server = fakeServer({ ...openPortalRoute(north), "GET /portal/api/v2/portals": list([north]) })
    await renderWithApp(<EditorBar audience="member" upgrades={new Set()} />, { server, path: "/portals-main/1" })
    await screen.findByRole("button", { name: "Modules" })
    const marked = Array.from(document.querySelectorAll("[data-drawer-entry]"))
    expect(marked.map((entry) => entry.getAttribute("data-drawer-entry"))).toContain("module")
    // Only the shown entries: not the hidden copies measured to decide what fits.
    expect(marked.every((entry) => entry.closest("[inert]") === null)).toBe(true)
    expect(marked).toContain(screen.getByRole("button", { name: "Files" }))
  })
})

describe("EditorBar Activity entry", () => {
  const batches = "GET /portal/api/v2/portals/1/batches"

  it("appears with a count while work runs on the portal, opens the transition drawer, and hides without work", async () => {
    const answers = [
      { status: 200, body: { data: [] } },
      { status: 200, body: { data: [makePortalBatch()] } }
    ]
    const server = fakeServer({
      ...openPortalRoute(north),
      "GET /portal/api/v2/portals": list([north]),
      [batches]: () => answers.shift() ?? { status: 200, body: { data: [makePortalBatch()] } }
    })
    const store = createStore()
    const { queryClient } = await renderWithApp(<EditorBar audience="member" />, { store, server, path: "/portals-main/1" })

    await waitFor(() => expect(server.requests.some((request) => request.path === "/portal/api/v2/portals/1/batches")).toBe(true), {
      timeout: 15_000
    })
    expect(screen.queryByRole("button", { name: /^Activity/ })).toBeNull()

    // A feature starting a batch invalidates the batches: the entry appears at once.
    act(() => void queryClient.invalidateQueries({ queryKey: ["batches"] }))
    const entry = await screen.findByRole("button", { name: "Activity, 1 running" }, { timeout: 15_000 })
    fireEvent.click(entry)
    expect(store.get(openDrawerAtom)).toBe("transition")
  })

  it("is never read for guests", async () => {
    const server = fakeServer({ ...openPortalRoute(north, "guest"), "GET /portal/api/v2/portals": list([north]) })
    const store = createStore()
    await renderWithApp(<EditorBar audience="guest" />, { store, server, path: "/portals-guest/1" })
    await screen.findByRole("button", { name: "Modules" }, { timeout: 15_000 })
    expect(server.requests.some((request) => request.path.endsWith("/batches"))).toBe(false)
  })
})
