import { fireEvent, screen, waitFor, within } from "@testing-library/react"
import { createStore } from "jotai"
import { describe, expect, it } from "vitest"

import type { Portal } from "@/shared/api"
import { makeDeletion, makePortal } from "@/shared/lib/fixtures"
import { type FakeAnswer, type FakeRoute, fakeServer, renderWithApp } from "@/shared/lib/testing"
import { AlertOutlet } from "@/shared/ui/alert"
import { openDrawerAtom } from "@/shared/ui/drawer"

import { HEALTH_ROUTE, healthOf, healthRoute } from "./PortalsAdminDrawer.fixtures.ts"
import { PortalsAdminDrawer } from "./PortalsAdminDrawer.tsx"

const acme = makePortal({
  id: 12,
  name: "Acme Portal",
  custom_installation: "sr",
  hub_id: 20001001,
  agency: { id: 1, name: "Demo Agency" },
  plan: "pro",
  portal_type: "professional",
  version: "5.0.0"
})
const alone = makeDeletion({ portals: [{ id: 12, name: "Acme Portal", parent_id: null }] })
const orphan = makePortal({ id: 11, name: "Orphan Portal", custom_installation: "", agency: null, plan: "free", portal_type: "starter" })
const custom = makePortal({
  id: 10,
  name: "Custom Portal",
  custom_installation: "acme-site",
  agency: { id: 1, name: "Demo Agency" },
  plan: "core",
  portal_type: "professional"
})

const page = (rows: ReadonlyArray<Portal>, totalPages = 1, total = rows.length): FakeAnswer => ({
  status: 200,
  body: { data: rows, meta: { pagination: { total, count: rows.length, per_page: 25, current_page: 1, total_pages: totalPages } } }
})

async function openDrawer(routes: Record<string, FakeRoute>) {
  const store = createStore()
  store.set(openDrawerAtom, "portal")
  const server = fakeServer(routes)
  await renderWithApp(
    <>
      <AlertOutlet />
      <PortalsAdminDrawer />
    </>,
    { store, server }
  )
  return server
}

const params = (search: string | undefined) => Object.fromEntries(new URLSearchParams(search))
const bodyRows = () => screen.getAllByRole("row").slice(1)
const listCalls = (server: { requests: ReadonlyArray<{ method: string; path: string; search: string }> }) =>
  server.requests.filter((request) => request.path === "/portal/api/v2/admin/portals").map((request) => params(request.search))

const rowOf = (name: string) => bodyRows().find((row) => row.textContent?.includes(name))!
const healthCalls = (server: { requests: ReadonlyArray<{ path: string; search: string }> }) =>
  server.requests.filter((request) => request.path === "/portal/api/v2/portals/health").map((request) => params(request.search))

describe("PortalsAdminDrawer", () => {
  it("lists 25 portals a page, id desc, with the folder, 'No Agency' and the plan", async () => {
    const server = await openDrawer({ "GET /portal/api/v2/admin/portals": page([acme, orphan, custom], 3, 60) })
    await screen.findByText("Orphan Portal")
    const cells = (row: number) => [...bodyRows()[row]!.querySelectorAll("td, th")].slice(0, 8).map((cell) => cell.textContent)
    // Custom Installation: 'sr' for the default folder, a slash plus the name for a custom one (spec 2 section 2).
    expect(cells(0)).toEqual(["12", "Acme Portal", "sr", "20001001", "Demo Agency", "professional", "PRO", "5.0.0"])
    expect(cells(1)).toEqual(["11", "Orphan Portal", "sr", String(orphan.hub_id), "No Agency", "starter", "Free", orphan.version])
    expect(cells(2)[2]).toBe("/acme-site")
    expect(listCalls(server)[0]).toEqual({ page: "1", limit: "25", sort_by: "id", sort_direction: "desc" })
    expect(screen.getByRole("navigation", { name: "Pagination" })).toBeTruthy()
  })

  it("a header click sorts ascending, a second click descending, each reloading", async () => {
    const server = await openDrawer({ "GET /portal/api/v2/admin/portals": page([acme]) })
    await screen.findByText("Acme Portal")
    fireEvent.click(screen.getByRole("columnheader", { name: /Portal Name/ }))
    await waitFor(() => expect(listCalls(server).at(-1)).toMatchObject({ sort_by: "name", sort_direction: "asc" }))
    fireEvent.click(screen.getByRole("columnheader", { name: /Portal Name/ }))
    await waitFor(() => expect(listCalls(server).at(-1)).toMatchObject({ sort_by: "name", sort_direction: "desc" }))
  })

  it("edits a portal with the admin payload, then returns to the reloaded list with 'The portal was updated'", async () => {
    const server = await openDrawer({
      "GET /portal/api/v2/admin/portals": page([acme]),
      "GET /portal/api/v2/admin/portals/12": { status: 200, body: { data: acme } },
      "GET /agency/api/v2/agencies": { status: 404, body: { message: "Not found" } },
      "PUT /portal/api/v2/portals/12": { status: 200, body: { data: { ...acme, name: "Acme Edited" } } }
    })
    await waitFor(() => expect(bodyRows()).toHaveLength(1))
    fireEvent.click(await screen.findByRole("button", { name: "Edit Acme Portal" }))
    const form = await screen.findByRole("form", { name: "Edit Portal" })
    expect((within(form).getByLabelText(/^Custom Installation/) as HTMLInputElement).disabled).toBe(true)
    expect((within(form).getByLabelText(/^Hub ID/) as HTMLInputElement).readOnly).toBe(true)
    fireEvent.change(within(form).getByLabelText(/^Name/), { target: { value: "Acme Edited" } })
    fireEvent.click(within(form).getByRole("button", { name: "Save" }))
    expect(await screen.findByText("The portal was updated")).toBeTruthy()
    expect(server.requests.find((request) => request.method === "PUT")?.body).toEqual({
      name: "Acme Edited",
      custom_installation: "sr",
      hub_id: 20001001,
      hub_url: acme.hub_url,
      domain: acme.domain,
      plan: "pro",
      agency_id: 1
    })
    await waitFor(() => expect(listCalls(server)).toHaveLength(2))
    expect(screen.queryByRole("form", { name: "Edit Portal" })).toBeNull()
  })

  it("Cancel returns to the list; a refused save stays on the form with the server's message", async () => {
    await openDrawer({
      "GET /portal/api/v2/admin/portals": page([acme]),
      "GET /portal/api/v2/admin/portals/12": { status: 200, body: { data: acme } },
      "PUT /portal/api/v2/portals/12": { status: 422, body: { message: "The hub id may not be changed." } }
    })
    await waitFor(() => expect(bodyRows()).toHaveLength(1))
    fireEvent.click(await screen.findByRole("button", { name: "Edit Acme Portal" }))
    fireEvent.click(within(await screen.findByRole("form", { name: "Edit Portal" })).getByRole("button", { name: "Save" }))
    expect(await screen.findByText("The hub id may not be changed.")).toBeTruthy()
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }))
    await waitFor(() => expect(screen.getByRole("grid", { name: "Portals" })).toBeTruthy())
  })

  it("Delete and Delete SR ask first, then say 'Deleted!' with their sentence and reload", async () => {
    const server = await openDrawer({
      "GET /portal/api/v2/admin/portals": page([acme]),
      "GET /portal/api/v2/portals/12/deletion": { status: 200, body: { data: alone } },
      "DELETE /portal/api/v2/portals/12": { status: 200, body: { message: "The portal was deleted.", deleted: alone } },
      "DELETE /portal/api/v2/portals/12/installation": { status: 200, body: { message: "The installation folder was removed." } }
    })
    await waitFor(() => expect(bodyRows()).toHaveLength(1))
    fireEvent.click(await screen.findByRole("button", { name: "Delete SR of Acme Portal" }))
    let dialog = await screen.findByRole("alertdialog", { name: "Are you sure?" })
    expect(dialog.textContent).toContain("You won't be able to revert this!")
    fireEvent.click(within(dialog).getByRole("button", { name: "Yes, delete it!" }))
    let done = await screen.findByRole("dialog", { name: "Deleted!" })
    expect(done.textContent).toContain("Portal SR has been deleted.")
    expect(screen.queryByRole("status")).toBeNull()
    fireEvent.click(within(done).getByRole("button", { name: "OK" }))
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Deleted!" })).toBeNull())

    fireEvent.click(await screen.findByRole("button", { name: "Delete Acme Portal" }))
    dialog = await screen.findByRole("alertdialog", { name: "Are you sure?" })
    fireEvent.click(within(dialog).getByRole("button", { name: "No, cancel!" }))
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull())
    expect(server.requests.filter((request) => request.path === "/portal/api/v2/portals/12")).toHaveLength(0)

    fireEvent.click(await screen.findByRole("button", { name: "Delete Acme Portal" }))
    dialog = await screen.findByRole("alertdialog")
    expect(await within(dialog).findByText("Nothing else goes with it.")).toBeTruthy()
    fireEvent.click(within(dialog).getByRole("button", { name: "Yes, delete it!" }))
    done = await screen.findByRole("dialog", { name: "Deleted!" })
    expect(done.textContent).toContain("Portal has been deleted.")
    await waitFor(() => expect(listCalls(server).length).toBeGreaterThanOrEqual(3))
  })

  it("Delete names the child portals and the running work; refused (409), it offers to cancel the work, then lists what went", async () => {
    const goes = makeDeletion({
      portals: [
        { id: 12, name: "Acme Portal", parent_id: null },
        { id: 13, name: "Acme Staging", parent_id: 12 }
      ],
      work: [
        {
          batch_id: "b-1",
          kind: "module-install",
          title: "Install Landing Page Essentials",
          status: "running",
          portal_id: 13,
          portal_name: "Acme Staging"
        }
      ]
    })
    let previews = 0
    const server = await openDrawer({
      "GET /portal/api/v2/admin/portals": page([acme]),
      // The work starts after the first preview.
      "GET /portal/api/v2/portals/12/deletion": () => ({ status: 200, body: { data: ++previews === 1 ? { ...goes, work: [] } : goes } }),
      "DELETE /portal/api/v2/portals/12": (request) =>
        request.search.includes("cancel_work=true")
          ? {
              status: 200,
              body: { message: "The portal was deleted.", deleted: { ...goes, work: [{ ...goes.work[0]!, status: "cancelled" }] } }
            }
          : { status: 409, body: { message: "Work is in progress: Install Landing Page Essentials on Acme Staging (batch b-1)." } }
    })
    fireEvent.click(await screen.findByRole("button", { name: "Delete Acme Portal" }))
    const dialog = await screen.findByRole("alertdialog", { name: "Are you sure?" })
    expect((await within(dialog).findByRole("list", { name: "Portals" })).textContent).toContain("Acme Staging (child of Acme Portal)")
    fireEvent.click(within(dialog).getByRole("button", { name: "Yes, delete it!" }))
    expect((await within(dialog).findByRole("alert")).textContent).toContain("Install Landing Page Essentials on Acme Staging (batch b-1)")
    const work = await within(dialog).findByRole("list", { name: "Work in progress" })
    expect(work.textContent).toContain("Install Landing Page Essentials — Acme Staging (running)")
    // Cancelling the work is a second choice: 'No, cancel!' keeps the focus.
    expect(document.activeElement?.textContent).toBe("No, cancel!")
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel the work and delete" }))
    const done = await screen.findByRole("dialog", { name: "Deleted!" })
    expect(within(done).getByRole("list", { name: "Work cancelled" }).textContent).toContain(
      "Install Landing Page Essentials — Acme Staging (cancelled)"
    )
    expect(server.requests.filter((request) => request.method === "DELETE").map((request) => request.search)).toEqual([
      "",
      "?cancel_work=true"
    ])
  })

  it("shows each row's health from one GET /portals/health per page, asking for that page's ids", async () => {
    const server = await openDrawer({
      "GET /portal/api/v2/admin/portals": (request) =>
        params(request.search).page === "2" ? page([custom], 2, 3) : page([acme, orphan], 2, 3),
      [HEALTH_ROUTE]: healthRoute([healthOf(acme, ["reconnect", "upgrades"]), healthOf(orphan), healthOf(custom, ["setup"])])
    })
    await screen.findByText("Orphan Portal")
    const acmeBadges = await waitFor(() => within(rowOf("Acme Portal")).getByRole("list", { name: "Needs attention" }))
    expect([...acmeBadges.querySelectorAll("li")].map((badge) => badge.textContent)).toEqual(["Needs reconnect", "Upgrades waiting"])
    expect(within(rowOf("Orphan Portal")).getByText("All good")).toBeTruthy()
    expect(healthCalls(server)).toEqual([{ ids: "11,12", limit: "2" }])
    // The health request follows the rows it is about.
    const firstList = server.requests.findIndex((request) => request.path === "/portal/api/v2/admin/portals")
    expect(server.requests.findIndex((request) => request.path === "/portal/api/v2/portals/health")).toBeGreaterThan(firstList)

    fireEvent.click(within(screen.getByRole("navigation", { name: "Pagination" })).getByRole("button", { name: "Page 2" }))
    await waitFor(() => expect(within(rowOf("Custom Portal")).getByText("Setup not finished")).toBeTruthy())
    expect(healthCalls(server)).toEqual([
      { ids: "11,12", limit: "2" },
      { ids: "10", limit: "1" }
    ])
    expect(listCalls(server)).toHaveLength(2)
  })

  it("shows '…' while the health is on its way, outside the table's own loading", async () => {
    const server = await openDrawer({ "GET /portal/api/v2/admin/portals": page([acme]), [HEALTH_ROUTE]: "hang" })
    await screen.findByText("Acme Portal")
    await waitFor(() => expect(healthCalls(server)).toEqual([{ ids: "12", limit: "1" }]))
    const cell = within(rowOf("Acme Portal")).getByText("Checking health").parentElement!
    expect(cell.textContent).toBe("…Checking health")
    expect(screen.getByRole("grid", { name: "Portals" }).getAttribute("aria-busy")).toBeNull()
  })

  it("shows '—' when the health could not be read, the table working as ever", async () => {
    await openDrawer({
      "GET /portal/api/v2/admin/portals": page([acme]),
      "GET /portal/api/v2/admin/portals/12": { status: 200, body: { data: acme } },
      [HEALTH_ROUTE]: { status: 500, body: { message: "boom" } }
    })
    await waitFor(() => expect(within(rowOf("Acme Portal")).getByText("Health not available")).toBeTruthy())
    expect(within(rowOf("Acme Portal")).getByText("—")).toBeTruthy()
    expect(screen.queryByText("Portals could not be loaded.")).toBeNull()
    fireEvent.click(screen.getByRole("button", { name: "Edit Acme Portal" }))
    expect(await screen.findByRole("form", { name: "Edit Portal" })).toBeTruthy()
  })

  it("shows the empty state", async () => {
    await openDrawer({ "GET /portal/api/v2/admin/portals": page([]) })
    expect(await screen.findByText("No portals yet.")).toBeTruthy()
  })

  it("a list that fails to load offers a retry", async () => {
    await openDrawer({ "GET /portal/api/v2/admin/portals": { status: 500, body: { message: "boom" } } })
    expect(await screen.findByText("Portals could not be loaded.")).toBeTruthy()
  })
})
