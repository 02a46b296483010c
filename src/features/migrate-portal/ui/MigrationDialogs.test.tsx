import { fireEvent, screen, waitFor } from "@testing-library/react"
import { createStore } from "jotai"
import { describe, expect, it } from "vitest"
import { selectedPortalAtom } from "@/entities/portal"
import { type FakeRoute, fakeServer, renderWithApp } from "@/shared/lib/testing"
import { AlertOutlet } from "@/shared/ui/alert"
import { corePortal, finishedBatch, migratedPortal, migrationPages } from "../lib/fixtures.ts"
import { MigrationFlowDemo } from "./MigrationFlowDemo.tsx"

const routes = (overrides: Record<string, FakeRoute> = {}): Record<string, FakeRoute> => ({
  "GET /portal/api/v2/portals/101/migration-pages": { status: 200, body: { data: migrationPages } },
  "POST /portal/api/v2/portals/101/migrate": { status: 200, body: { data: { batch_id: "batch-9" } } },
  "GET /portal/api/v2/batch/batch-9": { status: 200, body: { data: finishedBatch } },
  "GET /portal/api/v2/portals/101": { status: 200, body: { data: migratedPortal } },
  "POST /portal/api/v2/portals/101/revert-migration": { status: 200, body: { message: "All page has been revert." } },
  ...overrides
})

async function setup(server: ReturnType<typeof fakeServer>, portal = corePortal) {
  const store = createStore()
  store.set(selectedPortalAtom, portal)
  await renderWithApp(<><AlertOutlet /><MigrationFlowDemo pollInterval="10 millis" /></>, { store, server })
  return store
}

describe("migration flow", () => {
  it("lists the pages in 'Migrate'; Next runs the batch and reads the portal again", async () => {
    const server = fakeServer(routes())
    const store = await setup(server)
    fireEvent.click(screen.getByRole("button", { name: "Migrate" }))
    const dialog = await screen.findByRole("dialog", { name: "Migrate" })
    expect(dialog.textContent).toContain("Home")
    expect(dialog.textContent).toContain("sr/templates/about.html")
    // Escape does not dismiss it.
    fireEvent.keyDown(dialog, { key: "Escape" })
    expect(screen.getByRole("dialog", { name: "Migrate" })).toBeTruthy()
    fireEvent.click(screen.getByRole("button", { name: "Next" }))
    await waitFor(() => expect(store.get(selectedPortalAtom)?.has_migrate).toBe(true))
    expect(screen.queryByRole("dialog", { name: "Migrating Page" })).toBeNull()
    expect(server.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      "GET /portal/api/v2/portals/101/migration-pages",
      "POST /portal/api/v2/portals/101/migrate",
      "GET /portal/api/v2/batch/batch-9",
      "GET /portal/api/v2/portals/101"
    ])
  })

  it("Cancel closes 'Migrate' without starting anything", async () => {
    const server = fakeServer(routes())
    await setup(server)
    fireEvent.click(screen.getByRole("button", { name: "Migrate" }))
    await screen.findByRole("dialog", { name: "Migrate" })
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }))
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Migrate" })).toBeNull())
    expect(server.requests.map((r) => r.path)).toEqual(["/portal/api/v2/portals/101/migration-pages"])
  })

  it("revert asks 'Are you sure?' and ends with 'Completed!'", async () => {
    const server = fakeServer(routes({ "GET /portal/api/v2/portals/101": { status: 200, body: { data: { ...migratedPortal, has_page_migration: false } } } }))
    const store = await setup(server, migratedPortal)
    fireEvent.click(screen.getByRole("button", { name: "Revert Migration" }))
    const ask = await screen.findByRole("alertdialog", { name: "Are you sure?" })
    expect(ask.textContent).toContain("You won't be able to revert this!")
    expect(screen.getByRole("button", { name: "No, cancel!" })).toBeTruthy()
    fireEvent.click(screen.getByRole("button", { name: "Yes, revert it!" }))
    const done = await screen.findByRole("dialog", { name: "Completed!" })
    expect(done.textContent).toContain("All page has been revert.")
    await waitFor(() => expect(store.get(selectedPortalAtom)?.has_page_migration).toBe(false))
  })

  it("a refused revert shows the server's message as a danger alert", async () => {
    const server = fakeServer(routes({ "POST /portal/api/v2/portals/101/revert-migration": { status: 409, body: { message: "This portal has no page migration to revert." } } }))
    await setup(server, migratedPortal)
    fireEvent.click(screen.getByRole("button", { name: "Revert Migration" }))
    fireEvent.click(await screen.findByRole("button", { name: "Yes, revert it!" }))
    expect(await screen.findByText("This portal has no page migration to revert.")).toBeTruthy()
    expect(screen.queryByRole("dialog", { name: "Completed!" })).toBeNull()
  })
})
