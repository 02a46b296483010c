import { fireEvent, screen, waitFor, within } from "@testing-library/react"
import { createStore } from "jotai"
import { describe, expect, it } from "vitest"
import { selectedPortalAtom } from "@/entities/portal"
import { currentUserAtom } from "@/entities/session"
import type { Portal } from "@/shared/api"
import { makeAgency, makePortal, makeUser } from "@/shared/lib/fixtures"
import { fakeServer, renderWithApp } from "@/shared/lib/testing"
import { EditorBar } from "./EditorBar.tsx"

const list = (portals: ReadonlyArray<Portal>) => ({
  status: 200,
  body: { data: portals, meta: { pagination: { total: portals.length, count: portals.length, per_page: 1000, current_page: 1, total_pages: 1 } } }
})

const north = makePortal({ id: 1, name: "North Site", agency: { id: 1, name: "North" }, custom_installation: "north" })
const south = makePortal({ id: 2, name: "South Site", agency: { id: 2, name: "South" }, custom_installation: "", is_lock: true })

describe("EditorBar portal switcher", () => {
  it("lists top-level portals with agency, padlock and folder, and opens the one chosen", async () => {
    const store = createStore()
    store.set(currentUserAtom, makeUser({ agencies: [makeAgency({ id: 1 }), makeAgency({ id: 2 })] }))
    store.set(selectedPortalAtom, north)
    const server = fakeServer({ "GET /portal/api/v2/portals": list([north, south]) })
    const app = await renderWithApp(<EditorBar audience="member" />, { store, server, path: "/portals-main/1" })

    fireEvent.click(await screen.findByRole("button", { name: "Switch portal, current: North Site" }))
    const southItem = await screen.findByRole("menuitem", { name: /South Site/ })
    expect(southItem.textContent).toContain("(South)")
    expect(southItem.textContent).toContain("sr")
    expect(within(southItem).getByRole("img", { name: "Locked" })).toBeTruthy()
    expect(server.requests[0]?.search).toContain("is_parent=no")

    fireEvent.click(southItem)
    await waitFor(() => expect(app.currentPath()).toBe("/portals-main/2"))
  })

  it("leaves agency names out for a user of one agency, and guests switch among guest portals", async () => {
    const server = fakeServer({ "GET /portal/api/v2/guest/portals": list([north]) })
    const store = createStore()
    store.set(selectedPortalAtom, north)
    await renderWithApp(<EditorBar audience="guest" />, { store, server, path: "/portals-guest/1" })

    fireEvent.click(await screen.findByRole("button", { name: "Switch portal, current: North Site" }))
    const item = await screen.findByRole("menuitem", { name: /North Site/ })
    expect(item.textContent).not.toContain("(North)")
    expect(item.getAttribute("href")).toBe("/portals-guest/1")
  })

  it("a list that fails to load just shows the current portal", async () => {
    const store = createStore()
    store.set(selectedPortalAtom, north)
    const server = fakeServer({ "GET /portal/api/v2/portals": { status: 500, body: { message: "boom" } } })
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
