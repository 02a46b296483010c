import { fireEvent, screen, waitFor, within } from "@testing-library/react"
import { createStore } from "jotai"
import { describe, expect, it, vi } from "vitest"

import { currentUserAtom } from "@/entities/session"
import { makeAgency, makeUser } from "@/shared/lib/fixtures"
import { type FakeRoute, fakeServer, renderWithApp } from "@/shared/lib/testing"
import { alertsAtom } from "@/shared/ui/alert"
import { openDrawerAtom } from "@/shared/ui/drawer"

import { AgencyActivityDrawer } from "./AgencyActivityDrawer.tsx"
import { activityEntry, activityPage, agencyPortals } from "./fixtures.ts"

const params = (search: string | undefined) => Object.fromEntries(new URLSearchParams(search))
const bodyRows = () => screen.getAllByRole("row").slice(1)

async function openDrawer(routes: Record<string, FakeRoute>, user = makeUser()) {
  const store = createStore()
  store.set(currentUserAtom, user)
  store.set(openDrawerAtom, "activity")
  const server = fakeServer({ "GET /portal/api/v2/portals": agencyPortals(), ...routes })
  await renderWithApp(<AgencyActivityDrawer />, { store, server })
  return { server, store }
}

describe("AgencyActivityDrawer", () => {
  it("lists the agency's entries: time, event, who (or the app), the portal (deleted ones said so) and the details", async () => {
    const { server } = await openDrawer({
      "GET /agency/api/v2/agencies/1/activity": activityPage([
        activityEntry({ id: 3, event: "portal.deleted", portal: { id: 105, name: "Old Site", deleted: true }, properties: {} }),
        activityEntry({ id: 2, event: "payment.succeeded", causer: null, portal: null, properties: { amount: 297 } }),
        activityEntry({ id: 1 })
      ])
    })
    expect(screen.getByRole("dialog", { name: "Agency activity" })).toBeTruthy()
    await waitFor(() => expect(bodyRows()).toHaveLength(3))
    const cells = (row: number) => [...bodyRows()[row]!.querySelectorAll("td, th")].map((cell) => cell.textContent?.trim())
    expect(cells(0).slice(1)).toEqual(["portal.deleted", "Ada Lovelace", "Old Site (deleted)", ""])
    expect(cells(1).slice(1)).toEqual(["payment.succeeded", "The app", "", "amount: 297"])
    expect(cells(2).slice(1)).toEqual([
      "module.upgraded",
      "Ada Lovelace",
      "Acme Website",
      "module: hero · version: 2.0.0 · previous version: 1.4.0"
    ])
    expect(params(server.requests.find((request) => request.path.endsWith("/activity"))?.search)).toEqual({ page: "1", limit: "25" })
  })

  it("filters by kind, portal and days; each filter asks again from page 1; an empty answer says no match", async () => {
    const { server } = await openDrawer({
      "GET /agency/api/v2/agencies/1/activity": (request) =>
        params(request.search)["event"] === undefined ? activityPage([activityEntry({ id: 1 })], 1, 2, 26) : activityPage([])
    })
    await waitFor(() => expect(bodyRows()).toHaveLength(1))
    const last = () => params(server.requests.filter((request) => request.path.endsWith("/activity")).at(-1)?.search)

    fireEvent.click(screen.getByRole("button", { name: /Kind/ }))
    fireEvent.click(await screen.findByRole("option", { name: "Theme files" }))
    await waitFor(() => expect(last()).toEqual({ page: "1", limit: "25", event: "file" }))
    expect(await screen.findByText("No activity matches these filters.")).toBeTruthy()

    fireEvent.click(screen.getByRole("button", { name: /Portal/ }))
    fireEvent.click(await screen.findByRole("option", { name: "Acme Staging" }))
    await waitFor(() => expect(last()).toEqual({ page: "1", limit: "25", event: "file", portal_id: "102" }))

    fireEvent.change(screen.getByLabelText("From"), { target: { value: "2026-11-01" } })
    await waitFor(() => expect(last()).toMatchObject({ from: "2026-11-01" }))
    fireEvent.change(screen.getByLabelText("To"), { target: { value: "2026-11-30" } })
    await waitFor(() => expect(last()).toMatchObject({ from: "2026-11-01", to: "2026-11-30", portal_id: "102", event: "file" }))
  })

  it("downloads the filtered entries as CSV named after the agency, and says why when it cannot", async () => {
    const created = vi.spyOn(URL, "createObjectURL").mockReturnValue("blob:activity")
    const revoked = vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => {})
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {})
    let refuse = false
    const { server, store } = await openDrawer({
      "GET /agency/api/v2/agencies/1/activity": activityPage([activityEntry({ id: 1 })]),
      "GET /agency/api/v2/agencies/1/activity/export": () =>
        refuse
          ? { status: 403, body: { message: "This action is unauthorized." } }
          : { status: 200, text: "time,event,person,portal,details\r\n", contentType: "text/csv; charset=utf-8" }
    })
    await waitFor(() => expect(bodyRows()).toHaveLength(1))
    fireEvent.click(screen.getByRole("button", { name: "Download CSV" }))
    await waitFor(() => expect(clicked).toHaveBeenCalledTimes(1))
    expect(created).toHaveBeenCalledTimes(1)
    expect(revoked).toHaveBeenCalledWith("blob:activity")
    expect(server.requests.some((request) => request.path.endsWith("/activity/export"))).toBe(true)

    refuse = true
    fireEvent.click(screen.getByRole("button", { name: "Download CSV" }))
    await waitFor(() =>
      expect(store.get(alertsAtom).map((alert) => [alert.type, alert.content])).toContainEqual(["danger", "This action is unauthorized."])
    )
    expect(clicked).toHaveBeenCalledTimes(1)
    vi.restoreAllMocks()
  })

  it("lets an admin of several agencies choose whose activity to read", async () => {
    const user = makeUser({ agencies: [makeAgency({ id: 1, name: "Acme Agency" }), makeAgency({ id: 2, name: "Beta Agency" })] })
    const { server } = await openDrawer(
      {
        "GET /agency/api/v2/agencies/1/activity": activityPage([activityEntry({ id: 1 })]),
        "GET /agency/api/v2/agencies/2/activity": activityPage([activityEntry({ id: 9, event: "layout.apply-started" })])
      },
      user
    )
    await waitFor(() => expect(bodyRows()).toHaveLength(1))
    fireEvent.click(screen.getByRole("button", { name: /Agency/ }))
    fireEvent.click(await screen.findByRole("option", { name: "Beta Agency" }))
    await waitFor(() => expect(within(bodyRows()[0]!).getByText("layout.apply-started")).toBeTruthy())
    expect(server.requests.some((request) => request.path === "/agency/api/v2/agencies/2/activity")).toBe(true)
  })
})
