import { fireEvent, screen, waitFor, within } from "@testing-library/react"
import { createStore } from "jotai"
import { describe, expect, it } from "vitest"

import { portalHealthKeys, portalHealthQueries } from "@/entities/portal-health"
import { currentUserAtom } from "@/entities/session"
import { makeUser } from "@/shared/lib/fixtures"
import { type FakeRoute, fakeServer, renderWithApp } from "@/shared/lib/testing"

import { agencyOptions, HEALTH_PATH, healthPage, HEALTHY, makeHealth, TROUBLED } from "./PortalHealth.fixtures.ts"
import { PortalHealth } from "./PortalHealth.tsx"

const SUPER_ADMIN = makeUser({ id: 1, name: "Super Admin", roles: [{ name: "admin" }] })
const AGENCY_ADMIN = makeUser({ id: 2, name: "Agency Admin", roles: [{ name: "agency-admin" }] })

async function renderHealth(route: FakeRoute, user = AGENCY_ADMIN, path = "/portals-main?view=health") {
  const store = createStore()
  store.set(currentUserAtom, user)
  const server = fakeServer({ [`GET ${HEALTH_PATH}`]: route, "GET /agency/api/v2/agencies": agencyOptions() })
  const app = await renderWithApp(<PortalHealth />, { store, server, path })
  return app
}

const table = () => screen.getByRole("grid", { name: "Portal health" })
const headers = () =>
  within(table())
    .getAllByRole("columnheader")
    .map((header) => header.textContent)
const rowOf = (name: string) =>
  within(table())
    .getByRole("rowheader", { name: new RegExp(`^${name}`) })
    .closest("tr") as HTMLElement
const params = (search: string | undefined) => Object.fromEntries(new URLSearchParams(search))
const healthCalls = (app: { server: { requests: ReadonlyArray<{ path: string; search: string }> } }) =>
  app.server.requests.filter((request) => request.path === HEALTH_PATH).map((request) => params(request.search))
const addressOf = (app: { currentPath: () => string }) => params(app.currentPath().split("?")[1])

describe("PortalHealth", () => {
  it("shows each portal's facts and its attention reasons in words, most attention first", async () => {
    const app = await renderHealth(healthPage(TROUBLED))
    const northwind = await waitFor(() => rowOf("Northwind Portal"))
    expect(healthCalls(app)[0]).toEqual({ page: "1", limit: "25", sort_by: "attention", sort_direction: "desc" })
    // An agency admin sees one agency's portals: no agency column.
    expect(headers()).not.toContain("Agency")
    expect(within(northwind).getByRole("list", { name: "Needs attention" }).textContent).toContain("Needs reconnect")
    expect(northwind.textContent).toContain("Theme behind")
    expect(northwind.textContent).toContain("4.2.0 → 5.0.0")
    expect(northwind.textContent).toContain("3 modules · 1 file")
    expect(northwind.textContent).toContain("0 running · 2 failed")
    expect(northwind.textContent).toContain("PRO")
    expect(rowOf("Beacon Shop").textContent).toContain("2 edited · 1 missing · 0 added")
    const fresh = rowOf("Fresh Start")
    expect(fresh.textContent).toContain("Never audited")
    expect(fresh.textContent).toContain("HubDB permission missing")
    expect(fresh.textContent).toContain("Setup not finished")
    expect(rowOf("Calm Portal").textContent).toContain("All good")
    expect(rowOf("Calm Portal").textContent).toContain("Updated")
    expect(rowOf("Calm Portal").textContent).toContain("Ada Lovelace")

    // The table's page sits where the entity's options put it, so a prefetch through them fills the table.
    const firstPage = { page: 1, limit: 25, sort_by: "attention", sort_direction: "desc" } as const
    expect(portalHealthQueries.page(firstPage).queryKey).toEqual(portalHealthKeys.page(firstPage))
    expect(app.queryClient.getQueryData(portalHealthKeys.page(firstPage))).toMatchObject({ total: TROUBLED.length })

    fireEvent.click(within(northwind).getByRole("link", { name: "Northwind Portal" }))
    await waitFor(() => expect(app.currentPath()).toBe("/portals-main/7"))
  })

  it("narrows to the portals needing attention, in the request and the address, and says when none do", async () => {
    const app = await renderHealth((request) => (request.search.includes("attention=yes") ? healthPage([]) : healthPage(HEALTHY)))
    await waitFor(() => rowOf("Acme Shop"))
    fireEvent.click(screen.getByRole("checkbox", { name: "Needs attention" }))
    await waitFor(() => expect(healthCalls(app).at(-1)).toMatchObject({ attention: "yes", page: "1" }))
    expect(addressOf(app)).toMatchObject({ view: "health", health_attention: "yes" })
    expect(await within(table()).findByText("No portals need attention.")).toBeTruthy()

    fireEvent.click(screen.getByRole("checkbox", { name: "Needs attention" }))
    await waitFor(() => expect(rowOf("Acme Shop")).toBeTruthy())
    expect(addressOf(app)["health_attention"]).toBeUndefined()
  })

  it("filters by plan and searches after a pause, both kept in the address", async () => {
    const app = await renderHealth((request) => (request.search.includes("keyword=") ? healthPage([]) : healthPage(HEALTHY)))
    await waitFor(() => rowOf("Acme Shop"))
    fireEvent.click(screen.getByRole("button", { name: /Plan$/ }))
    fireEvent.click(await screen.findByRole("option", { name: "PRO" }))
    await waitFor(() => expect(healthCalls(app).at(-1)).toMatchObject({ plan: "pro" }))
    expect(addressOf(app)).toMatchObject({ health_plan: "pro" })

    fireEvent.change(screen.getByRole("searchbox", { name: "Search portals" }), { target: { value: "acme" } })
    expect(healthCalls(app).some((call) => call["keyword"] !== undefined)).toBe(false)
    await waitFor(() => expect(healthCalls(app).at(-1)).toMatchObject({ keyword: "acme", plan: "pro", page: "1" }))
    expect(addressOf(app)).toMatchObject({ health_q: "acme", health_plan: "pro" })
    expect(await within(table()).findByText("No portals match.")).toBeTruthy()
  })

  it("sorts by a header click and pages, both in the address", async () => {
    const app = await renderHealth(healthPage(TROUBLED, 3, 60))
    await waitFor(() => rowOf("Northwind Portal"))
    fireEvent.click(within(table()).getByRole("columnheader", { name: /Portal/ }))
    await waitFor(() => expect(healthCalls(app).at(-1)).toMatchObject({ sort_by: "name", sort_direction: "asc" }))
    expect(addressOf(app)).toMatchObject({ health_sort: "name.asc" })

    fireEvent.click(screen.getByRole("button", { name: "Page 2" }))
    await waitFor(() => expect(healthCalls(app).at(-1)).toMatchObject({ page: "2", sort_by: "name" }))
    expect(addressOf(app)).toMatchObject({ health_page: "2" })
  })

  it("reads its state from the address it was opened with", async () => {
    const app = await renderHealth(
      healthPage(HEALTHY),
      AGENCY_ADMIN,
      "/portals-main?view=health&health_page=2&health_plan=free&health_sort=last_change.desc"
    )
    await waitFor(() => rowOf("Acme Blog"))
    expect(healthCalls(app)[0]).toMatchObject({ page: "2", plan: "free", sort_by: "last_change", sort_direction: "desc" })
  })

  it("shows the failure with Retry, which loads again", async () => {
    const app = await renderHealth({ status: 500, body: { message: "db down" } })
    expect((await screen.findByRole("alert")).textContent).toContain("Portal health could not be loaded.")
    app.server.answer(`GET ${HEALTH_PATH}`, healthPage([makeHealth({ name: "Back again" })]))
    fireEvent.click(screen.getByRole("button", { name: "Retry" }))
    expect(await screen.findByRole("link", { name: "Back again" })).toBeTruthy()
  })

  it("gives a super admin the agency column and filter", async () => {
    const app = await renderHealth(healthPage(TROUBLED), SUPER_ADMIN)
    await waitFor(() => rowOf("Northwind Portal"))
    expect(headers()).toContain("Agency")
    expect(rowOf("Northwind Portal").textContent).toContain("Northwind Agency")
    fireEvent.click(screen.getByRole("button", { name: /Agency$/ }))
    fireEvent.click(await screen.findByRole("option", { name: "Northwind Agency" }))
    await waitFor(() => expect(healthCalls(app).at(-1)).toMatchObject({ agency_id: "2", page: "1" }))
    expect(addressOf(app)).toMatchObject({ health_agency: "2" })
  })

  it("never sends an agency filter for an agency admin, even from the address", async () => {
    const app = await renderHealth(healthPage(HEALTHY), AGENCY_ADMIN, "/portals-main?view=health&health_agency=2")
    await waitFor(() => rowOf("Acme Shop"))
    expect(screen.queryByRole("button", { name: /Agency$/ })).toBeNull()
    expect(healthCalls(app).every((call) => call["agency_id"] === undefined)).toBe(true)
  })

  it("'Roll out a change' opens a new rollout with the view's search and filters, not its page", async () => {
    await renderHealth(
      healthPage(HEALTHY),
      AGENCY_ADMIN,
      "/portals-main?view=health&health_plan=pro&health_attention=yes&health_page=2&health_q=acme"
    )
    const link = await screen.findByRole("link", { name: "Roll out a change" })
    expect(link.getAttribute("href")).toBe("/rollouts/new?health_q=acme&health_attention=yes&health_plan=pro")
  })
})
