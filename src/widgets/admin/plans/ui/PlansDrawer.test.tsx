import { fireEvent, screen, waitFor, within } from "@testing-library/react"
import { createStore } from "jotai"
import { describe, expect, it } from "vitest"

import { currentUserAtom } from "@/entities/session"
import type { Plan } from "@/shared/api"
import { makeUser } from "@/shared/lib/fixtures"
import { type FakeRoute, fakeServer, renderWithApp } from "@/shared/lib/testing"
import { AlertOutlet } from "@/shared/ui/alert"
import { openDrawerAtom } from "@/shared/ui/drawer"

import { makePlan, planPage, SAMPLE_PLANS } from "./PlansDrawer.fixtures.ts"
import { PlansDrawer } from "./PlansDrawer.tsx"

const PLANS = "/agency/api/v2/plans"

async function openDrawer(routes: Record<string, FakeRoute>, role: "admin" | "agency-admin" = "admin") {
  const store = createStore()
  store.set(currentUserAtom, makeUser({ roles: [{ name: role }] }))
  store.set(openDrawerAtom, "plan")
  const byId = Object.fromEntries(SAMPLE_PLANS.map((plan) => [`GET ${PLANS}/${plan.id}`, { status: 200, body: { data: plan } }]))
  const server = fakeServer({ [`GET ${PLANS}`]: (request) => planPage(SAMPLE_PLANS, request.search), ...byId, ...routes })
  await renderWithApp(
    <>
      <PlansDrawer />
      <AlertOutlet />
    </>,
    { store, server }
  )
  return { server }
}

const params = (search: string | undefined) => Object.fromEntries(new URLSearchParams(search))
const bodyRows = () => screen.getAllByRole("row").slice(1)
const cellsOf = (row: HTMLElement) => [...row.querySelectorAll("td, th")].map((cell) => cell.textContent?.trim())

/** Picks an option of a react-aria Select by its label. */
async function choose(label: string, option: string) {
  // The trigger is named by its value (or placeholder) and the field's label.
  fireEvent.click(screen.getByRole("button", { name: new RegExp(` ${label}$`) }))
  fireEvent.click(await screen.findByRole("option", { name: option }))
}

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByRole("textbox", { name: new RegExp(`^${label}`) }), { target: { value } })

// Forms with several selects take a few seconds in happy-dom on a busy machine.
describe("PlansDrawer", { timeout: 20_000 }, () => {
  it("lists every plan with its type and status, id asc, 25 a page", async () => {
    const { server } = await openDrawer({})
    await waitFor(() => expect(bodyRows()).toHaveLength(SAMPLE_PLANS.length))
    expect(screen.getByRole("dialog", { name: "Plans" })).toBeTruthy()
    expect(params(server.requests[0]?.search)).toMatchObject({ page: "1", limit: "25", status: "all" })
    const headers = screen.getAllByRole("columnheader").map((header) => header.textContent?.trim())
    expect(headers).toEqual(["ID", "Plan Name", "Type", "Portals", "Users", "Module Access", "Status", "Action"])
    expect(cellsOf(bodyRows()[0]!).slice(0, 7)).toEqual(["1", "Free", "Free", "10", "2", "free", "Active"])
    expect(cellsOf(bodyRows()[2]!).slice(0, 7)).toEqual(["35", "Core", "Subscription", "10", "5", "lite", "Active"])
    expect(cellsOf(bodyRows()[4]!)[2]).toBe("One-off Payment")
    expect(cellsOf(bodyRows()[5]!)[6]).toBe("Inactive")
    expect(screen.getByRole("button", { name: "Add Plan" })).toBeTruthy()
    expect(document.querySelector("table[aria-label='Plans']")?.className).toMatch(/fixed/)
  })

  it("hides Add Plan and the Action column from anyone but super admins", async () => {
    await openDrawer({}, "agency-admin")
    await waitFor(() => expect(bodyRows()).toHaveLength(SAMPLE_PLANS.length))
    expect(screen.queryByRole("button", { name: "Add Plan" })).toBeNull()
    expect(screen.queryByRole("columnheader", { name: "Action" })).toBeNull()
    expect(screen.queryByRole("button", { name: /^Edit / })).toBeNull()
  })

  it("pages by last_page", async () => {
    const many = Array.from({ length: 30 }, (_, index) => makePlan({ id: index + 1, name: `Plan ${index + 1}` }))
    const { server } = await openDrawer({ [`GET ${PLANS}`]: (request) => planPage(many, request.search) })
    await waitFor(() => expect(bodyRows()).toHaveLength(25))
    fireEvent.click(within(screen.getByRole("navigation", { name: "Pagination" })).getByRole("button", { name: "Page 2" }))
    await waitFor(() => expect(bodyRows()).toHaveLength(5))
    expect(params(server.requests.at(-1)?.search)).toMatchObject({ page: "2", limit: "25" })
  })

  it("requires the common fields, then the price fields for one-off and the subscription fields for paid plans", async () => {
    const { server } = await openDrawer({})
    fireEvent.click(await screen.findByRole("button", { name: "Add Plan" }))
    expect(screen.getByRole("region", { name: "Add Plan" })).toBeTruthy()
    expect(screen.queryByRole("textbox", { name: /^Price/ })).toBeNull()
    fireEvent.click(screen.getByRole("button", { name: "Save" }))
    // The server's own words for each missing field (the contract's check).
    for (const field of [
      "name",
      "type",
      "portal limit",
      "user limit",
      "module limit",
      "allow only free modules",
      "hidden plan",
      "custom logo",
      "module access"
    ]) {
      expect(await screen.findByText(`The ${field} field is required.`)).toBeTruthy()
    }
    await choose("Type", "One-off Payment")
    expect(screen.getByRole("textbox", { name: /^Price/ })).toBeTruthy()
    expect(screen.queryByRole("textbox", { name: /^Stripe Plan ID/ })).toBeNull()
    await choose("Type", "Subscription")
    expect(screen.getByRole("textbox", { name: /^Stripe Plan ID/ })).toBeTruthy()
    fill("Portal Limit", "ten")
    fireEvent.click(screen.getByRole("button", { name: "Save" }))
    for (const label of ["Price", "Currency", "Interval", "Trial Period", "Stripe Plan ID", "Agency Plan"]) {
      expect(await screen.findByText(`The ${label.toLowerCase()} field is required.`)).toBeTruthy()
    }
    expect(screen.getByText("The portal limit must be a number.")).toBeTruthy()
    expect(server.requests.some((request) => request.method === "POST")).toBe(false)
  })

  it("adds a free plan, says 'The plan was created' and returns to the reloaded list", async () => {
    let created: Plan | null = null
    const { server } = await openDrawer({
      [`POST ${PLANS}`]: (request) => {
        created = makePlan({ ...(request.body as Partial<Plan>), id: 50, price: 0, final_price: 0 })
        return { status: 201, body: { data: created } }
      },
      [`GET ${PLANS}`]: (request) => planPage(created === null ? SAMPLE_PLANS : [...SAMPLE_PLANS, created], request.search)
    })
    fireEvent.click(await screen.findByRole("button", { name: "Add Plan" }))
    fill("Name", "Starter")
    await choose("Type", "Free")
    fill("Portal Limit", "3")
    fill("User Limit", "2")
    fill("Module Limit", "15")
    await choose("Allow Only Free Modules", "Yes")
    await choose("Hidden Plan", "No")
    await choose("Allow Custom Logo", "No")
    await choose("Module Access", "free")
    fireEvent.click(screen.getByRole("button", { name: "Save" }))
    expect(await screen.findByText("The plan was created")).toBeTruthy()
    const post = server.requests.find((request) => request.method === "POST")
    expect(post?.body).toEqual({
      name: "Starter",
      type: "free",
      upgrade_order: null,
      portal_limit: 3,
      user_limit: 2,
      module_limit: 15,
      is_free_module: "yes",
      is_hidden_plan: "no",
      custom_logo: "no",
      status: 1,
      module_access: "free"
    })
    await waitFor(() => expect(bodyRows()).toHaveLength(SAMPLE_PLANS.length + 1))
    expect(screen.getByRole("rowheader", { name: "Starter" })).toBeTruthy()
  })

  it("edits a plan pre-filled from the plan as the server has it and says 'The plan was updated'", async () => {
    const { server } = await openDrawer({
      [`PUT ${PLANS}/35`]: (request) => ({ status: 200, body: { data: makePlan({ ...(request.body as Partial<Plan>), id: 35 }) } })
    })
    fireEvent.click(await screen.findByRole("button", { name: "Edit Core" }))
    expect(screen.getByRole("region", { name: "Edit Plan" })).toBeTruthy()
    expect(((await screen.findByRole("textbox", { name: /^Name/ })) as HTMLInputElement).value).toBe("Core")
    expect(server.requests.some((request) => request.method === "GET" && request.path === `${PLANS}/35`)).toBe(true)
    expect((screen.getByRole("textbox", { name: /^Stripe Plan ID/ }) as HTMLInputElement).value).toBe("price_core_monthly")
    fill("User Limit", "7")
    fireEvent.click(screen.getByRole("button", { name: "Save" }))
    expect(await screen.findByText("The plan was updated")).toBeTruthy()
    expect(server.requests.find((request) => request.method === "PUT")?.body).toMatchObject({
      name: "Core",
      type: "paid",
      user_limit: 7,
      price: 19700,
      currency: "USD",
      interval: "monthly",
      trial_period: "no",
      stripe_plan_id: "price_core_monthly",
      agency_plan: 1,
      status: 1
    })
    await waitFor(() => expect(screen.getByRole("button", { name: "Add Plan" })).toBeTruthy())
  })

  it("shows the server's message when saving fails and stays on the form", async () => {
    await openDrawer({ [`PUT ${PLANS}/35`]: { status: 422, body: { message: "The stripe plan id field is required." } } })
    fireEvent.click(await screen.findByRole("button", { name: "Edit Core" }))
    fireEvent.click(await screen.findByRole("button", { name: "Save" }))
    // In the alert and beside the field it names.
    await waitFor(() => expect(screen.getAllByText("The stripe plan id field is required.").length).toBe(2))
    expect(screen.getByRole("region", { name: "Edit Plan" })).toBeTruthy()
  })

  it("Cancel returns to the list without saving", async () => {
    const { server } = await openDrawer({})
    fireEvent.click(await screen.findByRole("button", { name: "Add Plan" }))
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }))
    await waitFor(() => expect(screen.getByRole("button", { name: "Add Plan" })).toBeTruthy())
    expect(server.requests.every((request) => request.method === "GET")).toBe(true)
  })

  it("asks before deleting, then says 'Deleted!' 'Plan has been deleted.' and reloads", async () => {
    const { server } = await openDrawer({ [`DELETE ${PLANS}/42`]: { status: 200, body: { data: { message: "Plan has been deleted." } } } })
    fireEvent.click(await screen.findByRole("button", { name: "Delete Retired" }))
    const dialog = await screen.findByRole("alertdialog", { name: "Are you sure?" })
    expect(dialog.textContent).toContain("You won't be able to revert this!")
    expect(within(dialog).getByRole("button", { name: "No, cancel!" })).toBeTruthy()
    const loads = server.requests.filter((request) => request.method === "GET").length
    fireEvent.click(within(dialog).getByRole("button", { name: "Yes, delete it!" }))
    const done = await screen.findByRole("dialog", { name: "Deleted!" })
    expect(done.textContent).toContain("Plan has been deleted.")
    expect(screen.queryByRole("status")).toBeNull()
    await waitFor(() => expect(server.requests.filter((request) => request.method === "GET").length).toBeGreaterThan(loads))
  })

  it("shows why a plan cannot be deleted", async () => {
    const message = "This plan is used by 2 agencies and cannot be deleted. Set its status to Inactive instead."
    await openDrawer({ [`DELETE ${PLANS}/35`]: { status: 409, body: { message } } })
    fireEvent.click(await screen.findByRole("button", { name: "Delete Core" }))
    fireEvent.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Yes, delete it!" }))
    expect(await screen.findByText(message)).toBeTruthy()
  })

  it("shows a spinner while loading", async () => {
    await openDrawer({ [`GET ${PLANS}`]: "hang" })
    expect(await screen.findByRole("progressbar", { name: "Loading…" })).toBeTruthy()
    expect(screen.queryByRole("navigation", { name: "Pagination" })).toBeNull()
  })

  it("shows the load failure with Retry, and the empty state", async () => {
    let calls = 0
    await openDrawer({ [`GET ${PLANS}`]: () => (++calls === 1 ? { status: 500, body: { message: "Whoops" } } : planPage([], "")) })
    expect(await screen.findByText("Plans could not be loaded.")).toBeTruthy()
    fireEvent.click(screen.getByRole("button", { name: "Retry" }))
    expect(await screen.findByText("No plans yet.")).toBeTruthy()
    expect(screen.queryByRole("navigation", { name: "Pagination" })).toBeNull()
  })
})
