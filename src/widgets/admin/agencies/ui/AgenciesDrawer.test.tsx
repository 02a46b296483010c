import { fireEvent, screen, waitFor, within } from "@testing-library/react"
import { createStore } from "jotai"
import { describe, expect, it } from "vitest"

import { currentUserAtom } from "@/entities/session"
import { makeDeletion, makeUser } from "@/shared/lib/fixtures"
import { type FakeRoute, fakeServer, renderWithApp } from "@/shared/lib/testing"
import { alertsAtom } from "@/shared/ui/alert"
import { openDrawerAtom } from "@/shared/ui/drawer"

import { agencyPage, makeAgencyRecord, plansAnswer } from "./AgenciesDrawer.fixtures.ts"
import { AgenciesDrawer } from "./AgenciesDrawer.tsx"

const LIST = "GET /agency/api/v2/agencies"

async function openDrawer(routes: Record<string, FakeRoute>, role: "admin" | "agency-admin" = "admin") {
  const store = createStore()
  store.set(currentUserAtom, makeUser({ roles: [{ name: role }] }))
  store.set(openDrawerAtom, "agency")
  const server = fakeServer({
    "GET /agency/api/v2/plans": plansAnswer,
    "GET /agency/api/v2/agencies/:id": recordFromList(routes),
    ...routes
  })
  await renderWithApp(<AgenciesDrawer />, { store, server })
  return { server, store }
}

/** GET /agencies/{id}: the agency as the list route has it (the edit view loads the record by id). */
const recordFromList =
  (routes: Record<string, FakeRoute>): FakeRoute =>
  (request) => {
    const list = routes[LIST]
    const answer = typeof list === "function" ? list({ ...request, path: "/agency/api/v2/agencies", search: "" }) : list
    const id = Number(request.path.split("/").at(-1))
    const rows =
      typeof answer === "object" && answer !== null
        ? ((answer.body as { data?: ReadonlyArray<{ id: number }> } | undefined)?.data ?? [])
        : []
    const found = rows.find((agency) => agency.id === id)
    return found === undefined ? { status: 404, body: { message: "Not found" } } : { status: 200, body: { data: found } }
  }

const params = (search: string | undefined) => Object.fromEntries(new URLSearchParams(search))
// The empty and loading states render in a row too: wait for an agency's row header instead of a count.
const bodyRows = () => screen.getAllByRole("row").slice(1)
const listRequests = (server: { requests: ReadonlyArray<{ method: string; path: string; search: string }> }) =>
  server.requests.filter((request) => request.method === "GET" && request.path === "/agency/api/v2/agencies")
const field = (name: string) => screen.getByRole("textbox", { name })
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } })

describe("AgenciesDrawer", () => {
  it("lists agencies with the spec's columns and asks for the first page newest first", async () => {
    const { server } = await openDrawer({
      [LIST]: agencyPage([
        makeAgencyRecord({ id: 7, name: "Acme", users_count: 3, portals_count: 4, portals_available: 2, credit_limit: 25 })
      ])
    })
    await screen.findByRole("rowheader", { name: "Acme" })
    expect(screen.getAllByRole("columnheader").map((header) => header.textContent?.replace(/[▲▼↕]/g, "").trim())).toEqual([
      "Agency Name",
      "Users",
      "Portals",
      "Portals Available",
      "Credit",
      "Date Added",
      "Action"
    ])
    const cells = [...bodyRows()[0]!.querySelectorAll("td, th")].map((cell) => cell.textContent?.trim())
    expect(cells.slice(0, 6)).toEqual(["Acme", "3", "4", "2", "25", "20/11/2026"])
    expect(params(listRequests(server)[0]?.search)).toMatchObject({ page: "1", limit: "25", sort_by: "created_at", sort_direction: "desc" })
    expect(screen.getByRole("button", { name: "Add Agency" })).toBeTruthy()
  })

  it("shows no Action column and no Add Agency to anyone but a super admin", async () => {
    await openDrawer({ [LIST]: agencyPage([makeAgencyRecord({ id: 1, name: "Mine" })]) }, "agency-admin")
    await screen.findByRole("rowheader", { name: "Mine" })
    expect(screen.queryByRole("columnheader", { name: /Action/ })).toBeNull()
    expect(screen.queryByRole("button", { name: "Add Agency" })).toBeNull()
    expect(screen.queryByRole("button", { name: "Edit Mine" })).toBeNull()
  })

  it("toggles a header's sort between asc and desc and reloads", async () => {
    const { server } = await openDrawer({ [LIST]: agencyPage([makeAgencyRecord({ id: 1 })]) })
    await screen.findByRole("rowheader", { name: "Agency 1" })
    fireEvent.click(screen.getByRole("columnheader", { name: /Agency Name/ }))
    await waitFor(() => expect(params(listRequests(server).at(-1)?.search)).toMatchObject({ sort_by: "name", sort_direction: "asc" }))
    fireEvent.click(screen.getByRole("columnheader", { name: /Agency Name/ }))
    await waitFor(() => expect(params(listRequests(server).at(-1)?.search)).toMatchObject({ sort_by: "name", sort_direction: "desc" }))
    fireEvent.click(screen.getByRole("columnheader", { name: /Credit/ }))
    await waitFor(() =>
      expect(params(listRequests(server).at(-1)?.search)).toMatchObject({ sort_by: "credit_limit", sort_direction: "asc" })
    )
  })

  it("pages by total_pages and searches after a one-second pause from page 1", async () => {
    const { server } = await openDrawer({
      [LIST]: (request) =>
        params(request.search).page === "2"
          ? agencyPage([makeAgencyRecord({ id: 26, name: "Second page" })], 2, 26)
          : agencyPage([makeAgencyRecord({ id: 1, name: "First page" })], 2, 26)
    })
    await waitFor(() => expect(screen.getByText("First page")).toBeTruthy())
    fireEvent.click(within(screen.getByRole("navigation", { name: "Pagination" })).getByRole("button", { name: "Page 2" }))
    await waitFor(() => expect(screen.getByText("Second page")).toBeTruthy())
    fireEvent.change(screen.getByRole("searchbox", { name: "Search agencies" }), { target: { value: "acme" } })
    expect(listRequests(server).some((request) => request.search.includes("keyword="))).toBe(false)
    await waitFor(() => expect(params(listRequests(server).at(-1)?.search)).toMatchObject({ keyword: "acme", page: "1" }))
  })

  it("says so when there are no agencies, and shows the server's message on a failed load with a retry", async () => {
    let calls = 0
    await openDrawer({ [LIST]: () => (++calls === 1 ? { status: 500, body: { message: "boom" } } : agencyPage([])) })
    await waitFor(() => expect(screen.getByText("Agencies could not be loaded.")).toBeTruthy())
    expect(screen.getByText("Internal Server Error. Please try again later.")).toBeTruthy()
    fireEvent.click(screen.getByRole("button", { name: "Retry" }))
    await waitFor(() => expect(screen.getByText("No agencies yet.")).toBeTruthy())
    expect(screen.queryByRole("navigation", { name: "Pagination" })).toBeNull()
  })

  it("adds an agency: required fields first, then POST, the success alert naming the invited admin and the reloaded list", async () => {
    const created = makeAgencyRecord({ id: 9, name: "New Co" })
    const { server, store } = await openDrawer({
      [LIST]: agencyPage([]),
      "POST /agency/api/v2/agencies": { status: 201, body: { data: created, admin: { email: "nora@new.example", outcome: "invited" } } }
    })
    await waitFor(() => expect(screen.getByText("No agencies yet.")).toBeTruthy())
    fireEvent.click(screen.getByRole("button", { name: "Add Agency" }))
    expect(screen.getByRole("heading", { name: "Add Agency" })).toBeTruthy()
    expect(screen.queryByRole("button", { name: /Status/ })).toBeNull()
    expect(screen.queryByRole("textbox", { name: "Max Active Requests" })).toBeNull()
    fireEvent.click(screen.getByRole("button", { name: "Save" }))
    await waitFor(() => expect(screen.getByText("The name field is required.")).toBeTruthy())
    expect(screen.getByText("The admin email field is required.")).toBeTruthy()
    expect(server.requests.some((request) => request.method === "POST")).toBe(false)

    type("Name", "New Co")
    type("Admin Name", "Nora New")
    type("Admin Email", "nora@new.example")
    type("Credit Limit", "10")
    fireEvent.click(screen.getByRole("checkbox", { name: "Task Requests (SaaS)" }))
    type("Max Active Requests", "3")
    const before = listRequests(server).length
    fireEvent.click(screen.getByRole("button", { name: "Save" }))
    await waitFor(() =>
      expect(store.get(alertsAtom).map((alert) => alert.content)).toEqual([
        "The agency was created. The invitation was sent to nora@new.example."
      ])
    )
    const post = server.requests.find((request) => request.method === "POST")
    expect(post?.body).toMatchObject({
      name: "New Co",
      admin_name: "Nora New",
      admin_email: "nora@new.example",
      credit_limit: 10,
      portals_available: 0,
      plan_id: 1,
      paid_in_advance: true,
      sr_saas: 1,
      max_active_requests: 3
    })
    expect(post?.body).not.toHaveProperty("status")
    await waitFor(() => expect(listRequests(server).length).toBeGreaterThan(before))
    expect(screen.getByRole("grid", { name: "Agencies" })).toBeTruthy()
  })

  it("edits with the status select and shows a failed save's server message", async () => {
    const agency = makeAgencyRecord({ id: 4, name: "Acme", sr_saas: 1, max_active_requests: 2 })
    let fail = true
    const { server, store } = await openDrawer({
      [LIST]: agencyPage([agency]),
      "PUT /agency/api/v2/agencies/4": () =>
        fail
          ? {
              status: 422,
              body: {
                message: "admin_email: The admin email must be a valid email address.",
                errors: {
                  admin_email: ["The admin email must be a valid email address."],
                  credit_limit: ["The credit limit must be at least 0."]
                }
              }
            }
          : { status: 200, body: { data: { ...agency, status: "suspend" } } }
    })
    await screen.findByRole("rowheader", { name: "Acme" })
    fireEvent.click(screen.getByRole("button", { name: "Edit Acme" }))
    // The edit view loads the agency by id first.
    expect(await screen.findByRole("heading", { name: "Edit Agency" }, { timeout: 10_000 })).toBeTruthy()
    expect((field("Name") as HTMLInputElement).value).toBe("Acme")
    expect((field("Max Active Requests") as HTMLInputElement).value).toBe("2")
    fireEvent.click(screen.getByRole("checkbox", { name: "Task Requests (SaaS)" }))
    expect(screen.queryByRole("textbox", { name: "Max Active Requests" })).toBeNull()

    fireEvent.click(screen.getByRole("button", { name: "Save" }))
    await waitFor(() =>
      expect(store.get(alertsAtom)).toEqual([
        expect.objectContaining({ type: "danger", content: "admin_email: The admin email must be a valid email address." })
      ])
    )
    // Every field the 422 names is shown beside it too, all at once.
    expect(screen.getByText("The admin email must be a valid email address.")).toBeTruthy()
    expect(screen.getByText("The credit limit must be at least 0.")).toBeTruthy()
    expect(screen.getByRole("heading", { name: "Edit Agency" })).toBeTruthy()

    fail = false
    fireEvent.click(screen.getByRole("button", { name: /Status/ }))
    fireEvent.click(await screen.findByRole("option", { name: "Suspend" }))
    fireEvent.click(screen.getByRole("button", { name: "Save" }))
    await waitFor(() => expect(store.get(alertsAtom).map((alert) => alert.content)).toEqual(["The agency was updated"]))
    expect(server.requests.filter((request) => request.method === "PUT").at(-1)?.body).toMatchObject({
      name: "Acme",
      status: "suspend",
      sr_saas: 0
    })
    await waitFor(() => expect(screen.getByRole("grid", { name: "Agencies" })).toBeTruthy())
  })

  it("shows what an agency owes after refunds and disputes, in the list and read only on edit", async () => {
    const agency = makeAgencyRecord({ id: 4, name: "Acme", credit_limit: 0, credit_debt: 3 })
    const { server } = await openDrawer({
      [LIST]: agencyPage([agency, makeAgencyRecord({ id: 5, name: "Clear", credit_limit: 2 })]),
      "PUT /agency/api/v2/agencies/4": { status: 200, body: { data: agency } }
    })
    await screen.findByRole("rowheader", { name: "Acme" })
    const credit = (row: number) => [...bodyRows()[row]!.querySelectorAll("td, th")].map((cell) => cell.textContent?.trim())[4]
    expect(credit(0)).toBe("0 owes 3")
    expect(credit(1)).toBe("2")
    fireEvent.click(screen.getByRole("button", { name: "Edit Acme" }))
    expect(
      await screen.findByText(
        "Refunds and disputes took back 3 credits more than this agency had left: it owes 3, settled by the next credits it buys. Credit Limit does not change this.",
        {},
        { timeout: 10_000 }
      )
    ).toBeTruthy()
    fireEvent.click(screen.getByRole("button", { name: "Save" }))
    await waitFor(() => expect(server.requests.some((request) => request.method === "PUT")).toBe(true))
    expect(server.requests.find((request) => request.method === "PUT")?.body).not.toHaveProperty("credit_debt")
  })

  it("Cancel returns to the list and reloads it, focus back on the control that opened the form", async () => {
    const { server } = await openDrawer({ [LIST]: agencyPage([makeAgencyRecord({ id: 4, name: "Acme" })]) })
    await screen.findByRole("rowheader", { name: "Acme" })
    const before = listRequests(server).length
    fireEvent.click(screen.getByRole("button", { name: "Add Agency" }))
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }))
    await screen.findByRole("rowheader", { name: "Acme" })
    expect(listRequests(server).length).toBeGreaterThan(before)
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("button", { name: "Add Agency" })))

    fireEvent.click(screen.getByRole("button", { name: "Edit Acme" }))
    fireEvent.click(await screen.findByRole("button", { name: "Cancel" }))
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("button", { name: "Edit Acme" })))
  })

  it("deletes after 'Are you sure?' listing what goes, then says 'Deleted!' and reloads", async () => {
    const goes = makeDeletion({
      portals: [{ id: 9, name: "Acme Portal", parent_id: null }],
      members: [{ id: 31, name: "Lone Member", email: "lone@acme.example" }]
    })
    const { server } = await openDrawer({
      [LIST]: agencyPage([makeAgencyRecord({ id: 4, name: "Acme" })]),
      "GET /agency/api/v2/agencies/4/deletion": { status: 200, body: { data: goes } },
      "DELETE /agency/api/v2/agencies/4": { status: 200, body: { data: { message: "Agency has been deleted.", deleted: goes } } }
    })
    await screen.findByRole("rowheader", { name: "Acme" })
    fireEvent.click(screen.getByRole("button", { name: "Delete Acme" }))
    const confirm = await screen.findByRole("alertdialog", { name: "Are you sure?" })
    expect(within(confirm).getByText("You won't be able to revert this!")).toBeTruthy()
    const members = await within(confirm).findByRole("list", { name: "Members left in no agency" })
    expect(members.textContent).toContain("Lone Member (lone@acme.example)")
    expect(within(confirm).getByRole("list", { name: "Portals" }).textContent).toContain("Acme Portal")
    expect(within(confirm).getByRole("button", { name: "No, cancel!" })).toBeTruthy()
    const before = listRequests(server).length
    fireEvent.click(within(confirm).getByRole("button", { name: "Yes, delete it!" }))
    const done = await screen.findByRole("dialog", { name: "Deleted!" })
    expect(within(done).getByText("Agency has been deleted.")).toBeTruthy()
    expect(server.requests.some((request) => request.method === "DELETE" && request.path === "/agency/api/v2/agencies/4")).toBe(true)
    await waitFor(() => expect(listRequests(server).length).toBeGreaterThan(before))
  })
})
