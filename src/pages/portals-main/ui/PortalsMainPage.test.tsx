import { fireEvent, screen, waitFor, within } from "@testing-library/react"
import { createStore } from "jotai"
import { describe, expect, it } from "vitest"

import { currentUserAtom } from "@/entities/session"
import { makePortal, makeUser } from "@/shared/lib/fixtures"
import { fakeServer, renderWithApp } from "@/shared/lib/testing"

import { PortalsMainPage } from "./PortalsMainPage.tsx"

const paged = (rows: ReadonlyArray<unknown>) => ({
  status: 200,
  body: { data: rows, meta: { pagination: { total: rows.length, count: rows.length, per_page: 25, current_page: 1, total_pages: 1 } } }
})

const health = {
  id: 7,
  name: "Northwind Portal",
  hub_id: 20001007,
  plan: "pro",
  agency: { id: 1, name: "Acme Agency" },
  connection: "reconnect",
  theme: { installed: "4.2.0", latest: "5.0.0", behind: true },
  upgrades: { modules: 0, files: 0 },
  drift: null,
  work: { running: 0, failed: 0 },
  last_change: null,
  setup: "done",
  attention: ["reconnect", "theme-behind"]
}

async function renderPage(path: string) {
  const store = createStore()
  // A plain user: no promotion banner, the member's portal list.
  store.set(currentUserAtom, makeUser({ roles: [{ name: "user" }] }))
  const server = fakeServer({
    "GET /portal/api/v2/portals": paged([makePortal({ id: 7, name: "Northwind Portal" })]),
    "GET /portal/api/v2/portals/health": paged([health])
  })
  return renderWithApp(<PortalsMainPage />, { store, server, path })
}

const viewButton = (name: string) => within(screen.getByRole("radiogroup", { name: "Portal view" })).getByRole("radio", { name })

describe("PortalsMainPage", () => {
  it("shows the cards by default and switches to the health table and back, through the address", async () => {
    const app = await renderPage("/portals-main")
    const cards = await screen.findByRole("list", { name: "Portals" })
    expect(within(cards).getByRole("link", { name: /^Open Northwind Portal,/ })).toBeTruthy()
    expect(viewButton("Cards").getAttribute("aria-checked")).toBe("true")

    fireEvent.click(viewButton("Health"))
    await waitFor(() => expect(app.currentPath()).toBe("/portals-main?view=health"))
    const table = await screen.findByRole("grid", { name: "Portal health" })
    expect(await within(table).findByRole("list", { name: "Needs attention" })).toBeTruthy()
    expect(within(table).getByRole("list", { name: "Needs attention" }).textContent).toContain("Needs reconnect")
    expect(screen.queryByRole("list", { name: "Portals" })).toBeNull()

    fireEvent.click(viewButton("Cards"))
    await waitFor(() => expect(app.currentPath()).toBe("/portals-main"))
    expect(await screen.findByRole("list", { name: "Portals" })).toBeTruthy()
  })

  it("opens on the health table when the address says so", async () => {
    await renderPage("/portals-main?view=health")
    const table = await screen.findByRole("grid", { name: "Portal health" })
    expect(await within(table).findByRole("link", { name: "Northwind Portal" })).toBeTruthy()
    expect(viewButton("Health").getAttribute("aria-checked")).toBe("true")
  })
})
