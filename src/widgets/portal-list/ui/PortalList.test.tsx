import { fireEvent, screen, waitFor } from "@testing-library/react"
import { createStore } from "jotai"
import { describe, expect, it } from "vitest"

import { currentUserAtom } from "@/entities/session"
import type { Portal } from "@/shared/api"
import { makeAgency, makePortal, makeUser } from "@/shared/lib/fixtures"
import { fakeServer, renderWithApp } from "@/shared/lib/testing"

import { PortalList } from "./PortalList.tsx"

const page = (portals: ReadonlyArray<Portal>, totalPages = 1) => ({
  status: 200,
  body: {
    data: portals,
    meta: { pagination: { total: portals.length, count: portals.length, per_page: 24, current_page: 1, total_pages: totalPages } }
  }
})

describe("PortalList", () => {
  it("shows each portal with plan, folder and agency when the user has several agencies", async () => {
    const store = createStore()
    store.set(currentUserAtom, makeUser({ agencies: [makeAgency({ id: 1 }), makeAgency({ id: 2 })] }))
    const server = fakeServer({
      "GET /portal/api/v2/portals": page([
        makePortal({ id: 7, name: "Seven", plan: "pro", agency: { id: 2, name: "South" }, custom_installation: "seven" }),
        makePortal({ id: 8, name: "Eight", is_lock: true, custom_installation: "" })
      ])
    })
    const app = await renderWithApp(<PortalList audience="member" />, { store, server, path: "/portals-main" })

    // The accessible name carries what the card shows, in its order: name, folder, plan and hub id.
    const seven = await screen.findByRole("link", { name: /^Open Seven, seven, PRO, Hub ID \d+$/ })
    expect(seven.textContent).toContain("(South)")
    expect(seven.textContent).toContain("PRO")
    expect(seven.textContent).toContain("seven")
    const eight = screen.getByRole("link", { name: /^Open Eight, sr, Core, Hub ID \d+, locked$/ })
    expect(eight.textContent).toContain("sr")
    expect(screen.getByRole("img", { name: "Locked" })).toBeTruthy()

    fireEvent.click(seven)
    await waitFor(() => expect(app.currentPath()).toBe("/portals-main/7"))
  })

  it("says so when there are no portals, and links to how to start", async () => {
    const server = fakeServer({ "GET /portal/api/v2/portals": page([]) })
    await renderWithApp(<PortalList audience="member" />, { server, path: "/portals-main" })
    expect(await screen.findByText(/You have no portals yet\./)).toBeTruthy()
    expect(screen.getByRole("link", { name: "How to start" }).getAttribute("href")).toBe("/portals-start")
  })

  it("shows the catalogue message on failure and can try again", async () => {
    const server = fakeServer({ "GET /portal/api/v2/portals": { status: 500, body: { message: "db down" } } })
    await renderWithApp(<PortalList audience="member" />, { server, path: "/portals-main" })
    expect((await screen.findByRole("alert")).textContent).toContain("Internal Server Error. Please try again later.")

    server.answer("GET /portal/api/v2/portals", page([makePortal({ name: "Back" })]))
    fireEvent.click(screen.getByRole("button", { name: "Try again" }))
    expect(await screen.findByRole("link", { name: /^Open Back,/ })).toBeTruthy()
  })

  it("admins list through the admin call, guests through the guest call", async () => {
    const server = fakeServer({
      "GET /portal/api/v2/admin/portals": page([makePortal({ name: "Any agency" })]),
      "GET /portal/api/v2/guest/portals": page([makePortal({ id: 999999, name: "Demo" })])
    })
    await renderWithApp(<PortalList audience="admin" />, { server, path: "/portals-main" })
    expect(await screen.findByRole("link", { name: /^Open Any agency,/ })).toBeTruthy()
  })

  it("guest cards open the guest portal", async () => {
    const server = fakeServer({ "GET /portal/api/v2/guest/portals": page([makePortal({ id: 999999, name: "Demo" })]) })
    await renderWithApp(<PortalList audience="guest" />, { server, path: "/portals-guest" })
    expect((await screen.findByRole("link", { name: /^Open Demo,/ })).getAttribute("href")).toBe("/portals-guest/999999")
  })

  it("pages through long lists", async () => {
    const server = fakeServer({
      "GET /portal/api/v2/portals": (request) =>
        request.search.includes("page=2") ? page([makePortal({ name: "Second page" })], 2) : page([makePortal({ name: "First page" })], 2)
    })
    await renderWithApp(<PortalList audience="member" />, { server, path: "/portals-main" })
    await screen.findByRole("link", { name: /^Open First page,/ })
    fireEvent.click(screen.getByRole("button", { name: "Page 2" }))
    expect(await screen.findByRole("link", { name: /^Open Second page,/ })).toBeTruthy()
  })
})
