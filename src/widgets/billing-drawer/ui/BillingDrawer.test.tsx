import { fireEvent, screen, waitFor, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { createStore } from "jotai"
import { describe, expect, it } from "vitest"
import { selectedPortalAtom } from "@/entities/portal"
import { currentUserAtom } from "@/entities/session"
import { SandboxGatewayContext, type SandboxGateway } from "@/entities/payment"
import type { Portal } from "@/shared/api"
import { makeAgency, makeUser } from "@/shared/lib/fixtures"
import { openModalAtom } from "@/shared/lib/modal"
import { type FakeRoute, fakeServer, renderWithApp } from "@/shared/lib/testing"
import { AlertOutlet } from "@/shared/ui/alert"
import { openDrawerAtom } from "@/shared/ui/drawer"
import { billingRoutes, cardList, FREE_PORTAL, makeCard, makePayment, portalList, CORE_PORTAL, PRO_PORTAL } from "./BillingDrawer.fixtures.ts"
import { BillingDrawer } from "./BillingDrawer.tsx"
import { DELETE_CARD_CANCEL, DELETE_CARD_CONFIRM, DELETE_CARD_TEXT, DELETE_CARD_TITLE } from "./SavedCards.tsx"
import { ADMINS_ONLY_TEXT, ON_PRO_TEXT, PLAN_UPDATED_TEXT } from "./UpgradeView.tsx"

const agencyBase = "/agency/api/v2"

interface Setup {
  routes?: Record<string, FakeRoute>
  role?: "agency-admin" | "user"
  selected?: Portal | null
  usesSelectedPortal?: boolean
  gateway?: SandboxGateway
}

/** Short waits: the first status read after 20 ms, one every 20 ms, giving up after 300 ms. */
const quick = { firstReadMs: 20, everyMs: 20, giveUpMs: 300 }

async function openBilling({ routes = {}, role = "agency-admin", selected = null, usesSelectedPortal = false, gateway }: Setup = {}) {
  const store = createStore()
  store.set(currentUserAtom, makeUser({ roles: [{ name: role }], agencies: [makeAgency({ id: 1, name: "Zenith Agency", credit_limit: 3, portals_available: 2, role: { name: role } })] }))
  store.set(selectedPortalAtom, selected)
  store.set(openDrawerAtom, "billing")
  const server = fakeServer(billingRoutes(routes))
  const drawer = <BillingDrawer usesSelectedPortal={usesSelectedPortal} cardMountDelayMs={0} paymentTiming={quick} />
  await renderWithApp(
    <>
      <AlertOutlet />
      {gateway === undefined ? drawer : <SandboxGatewayContext.Provider value={gateway}>{drawer}</SandboxGatewayContext.Provider>}
    </>,
    { store, server }
  )
  return { store, server }
}

/** Name on Card, Email, Country or Region (picked from the list) and the sandbox card. */
async function fillCardForm(cardNumber: string) {
  fireEvent.change(await screen.findByRole("textbox", { name: /Name on Card/ }), { target: { value: "Zed Zenith" } })
  fireEvent.change(screen.getByRole("textbox", { name: /Email/ }), { target: { value: "zed@example.com" } })
  await userEvent.type(screen.getByRole("combobox", { name: /Country or Region/ }), "Germ")
  await userEvent.click(await screen.findByRole("option", { name: "Germany" }))
  fireEvent.change(await screen.findByRole("textbox", { name: "Card number" }), { target: { value: cardNumber } })
  fireEvent.change(screen.getByRole("textbox", { name: "Expiry" }), { target: { value: "1230" } })
  fireEvent.change(screen.getByRole("textbox", { name: "CVC" }), { target: { value: "123" } })
}

const dialogTitle = () => screen.getByRole("dialog").querySelector("[slot=title], h2")?.textContent
const choose = async (name: string) => fireEvent.click(await screen.findByRole("button", { name: new RegExp(`^${name}`) }))

/** The Upgrade view is ready: its chosen plan and the button that opens the select-plan modal. */
const planReady = () => screen.findByRole("button", { name: "Select Plan" })

/** Opens the select-plan modal and answers its plan radios. */
async function openPlans() {
  fireEvent.click(await planReady())
  return screen.findByRole("radiogroup", { name: "Plan" })
}

describe("BillingDrawer", () => {
  it("main view: 'Portals' with the counts, PRO licences, credits with Buy and the agency's portals", async () => {
    const { server, store } = await openBilling()
    expect(await screen.findByRole("list", { name: "Portals" })).toBeTruthy()
    expect(dialogTitle()).toBe("Portals")
    const text = screen.getByLabelText("Zenith Agency billing").textContent
    expect(text).toContain("Free portals1")
    expect(text).toContain("Core portals1")
    expect(text).toContain("PRO portals2")
    expect(text).toContain("PRO licenses available2")
    expect(text).toContain("Module credits3")
    expect(server.requests.find((request) => request.path === "/portal/api/v2/portals")?.search).toContain("agency_id=1")
    // Agency admins see the payment history.
    expect(await within(await screen.findByRole("grid", { name: "Payment history" })).findByText("3 Credits")).toBeTruthy()
    fireEvent.click(screen.getByRole("button", { name: "Buy credits" }))
    expect(store.get(openModalAtom)).toBe("credit-purchase")
  })

  it("a member who is not an agency admin sees no payment history", async () => {
    const { server } = await openBilling({ role: "user" })
    expect(await screen.findByRole("list", { name: "Portals" })).toBeTruthy()
    expect(screen.queryByRole("grid", { name: "Payment history" })).toBeNull()
    expect(server.requests.some((request) => request.path.endsWith("/billings/history"))).toBe(false)
  })

  it("title is 'Upgrade' once a portal is chosen and 'Payment Method' while adding a card", async () => {
    await openBilling()
    await choose("Zenith Free")
    expect(await planReady()).toBeTruthy()
    expect(dialogTitle()).toBe("Upgrade")
    fireEvent.click(screen.getByRole("button", { name: "Add Card" }))
    expect(await screen.findByRole("textbox", { name: /Name on Card/ })).toBeTruthy()
    expect(dialogTitle()).toBe("Payment Method")
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }))
    await waitFor(() => expect(dialogTitle()).toBe("Upgrade"))
    fireEvent.click(screen.getByRole("button", { name: "Back to portals" }))
    await waitFor(() => expect(dialogTitle()).toBe("Portals"))
  })

  it("title is 'Upgrade' at once when the route names a portal", async () => {
    await openBilling({ selected: FREE_PORTAL, usesSelectedPortal: true })
    expect(dialogTitle()).toBe("Upgrade")
    expect(await planReady()).toBeTruthy()
    expect(screen.queryByRole("button", { name: "Back to portals" })).toBeNull()
  })

  it("the select-plan modal shows the plans side by side; the portal's own plan is marked and cannot be chosen", async () => {
    await openBilling()
    await choose("Zenith Portal")
    // The first plan above Core is chosen to start with.
    expect((await screen.findByRole("region", { name: "Chosen plan" })).textContent).toContain("Stack$997 / month · 70 Modules · Core and Pro")
    const group = await openPlans()
    const radios = within(group).getAllByRole("radio")
    expect(radios.map((radio) => radio.getAttribute("aria-label"))).toEqual(["Core", "Stack", "PRO"])
    expect(radios.map((radio) => (radio as HTMLInputElement).disabled)).toEqual([true, false, false])
    expect(group.textContent).toContain("Current plan")
    expect(group.textContent).toContain("Unlimited Modules")
    fireEvent.click(within(group).getByRole("radio", { name: "PRO" }))
    fireEvent.click(screen.getByRole("button", { name: "Choose Plan" }))
    await waitFor(() => expect(screen.queryByRole("radiogroup", { name: "Plan" })).toBeNull())
    expect(screen.getByRole("region", { name: "Chosen plan" }).textContent).toContain("PRO$2,997 / month · Unlimited Modules · Available on Pro")
  })

  it("a PRO portal is not offered for an upgrade: its row opens nothing it is on PRO with no Upgrade", async () => {
    await openBilling()
    const row = await screen.findByRole("listitem", { name: "Zenith Pro" })
    expect(within(row).queryByRole("button")).toBeNull()
    expect(row.textContent).toContain("Plan: PRO (highest plan)")
  })

  it("a PRO portal named by the route says it is on PRO and offers no Upgrade", async () => {
    await openBilling({ selected: PRO_PORTAL, usesSelectedPortal: true })
    expect(await screen.findByText(ON_PRO_TEXT)).toBeTruthy()
    expect(screen.queryByRole("button", { name: "Upgrade" })).toBeNull()
  })

  it("a member who is not an agency admin sees no Upgrade", async () => {
    await openBilling({ role: "user" })
    await choose("Zenith Free")
    expect(await screen.findByText(ADMINS_ONLY_TEXT)).toBeTruthy()
    expect(screen.queryByRole("button", { name: "Upgrade" })).toBeNull()
  })

  it("a coupon shows the discounted final price; an unknown one shows the server's message", async () => {
    const { server } = await openBilling()
    await choose("Zenith Free")
    await planReady()
    expect(screen.getByLabelText("Final price").textContent).toContain("$197 / month")

    fireEvent.change(screen.getByRole("textbox", { name: "Coupon" }), { target: { value: "NOPE" } })
    fireEvent.click(screen.getByRole("button", { name: "Apply" }))
    expect(await screen.findByText("The coupon does not exist.")).toBeTruthy()

    fireEvent.change(screen.getByRole("textbox", { name: "Coupon" }), { target: { value: "SAVE20" } })
    fireEvent.click(screen.getByRole("button", { name: "Apply" }))
    await waitFor(() => expect(screen.getByLabelText("Final price").textContent).toContain("$157.60 / month"))
    expect(screen.getByLabelText("Final price").textContent).toContain("SAVE20: 20% off")
    expect(server.requests.filter((request) => request.path === `${agencyBase}/coupons/apply`).at(-1)?.body).toEqual({ coupon: "SAVE20", plan: 35 })

    // The same coupon on another plan: the final price follows the plan.
    fireEvent.click(within(await openPlans()).getByRole("radio", { name: "Stack" }))
    fireEvent.click(screen.getByRole("button", { name: "Choose Plan" }))
    await waitFor(() => expect(screen.getByLabelText("Final price").textContent).toContain("$797.60 / month"))
  })

  it("Upgrade pays with the saved card, waits for the payment and says the plan was updated", async () => {
    let polls = 0
    const { server, store } = await openBilling({
      routes: {
        [`GET ${agencyBase}/agencies/payment/77/status`]: () => {
          polls += 1
          return { status: 200, body: { data: makePayment({ status: polls < 2 ? "pending" : "succeeded" }) } }
        }
      }
    })
    await choose("Zenith Free")
    await planReady()
    fireEvent.change(screen.getByRole("textbox", { name: "Coupon" }), { target: { value: "SAVE20" } })
    fireEvent.click(screen.getByRole("button", { name: "Apply" }))
    await waitFor(() => expect(screen.getByLabelText("Final price").textContent).toContain("$157.60"))
    server.answer("GET /portal/api/v2/portals", portalList([CORE_PORTAL, { ...FREE_PORTAL, plan: "core" }, PRO_PORTAL]))
    fireEvent.click(screen.getByRole("button", { name: "Upgrade" }))

    expect(await screen.findByRole("progressbar", { name: "Waiting for the payment to be confirmed…" })).toBeTruthy()
    expect(await screen.findByText(PLAN_UPDATED_TEXT, undefined, { timeout: 4000 })).toBeTruthy()
    expect(polls).toBe(2)
    expect(server.requests.find((request) => request.method === "POST" && request.path === `${agencyBase}/agencies/payment/1`)?.body).toEqual({
      portal_id: 102,
      plan: 35,
      payment: "pm_4242",
      coupon: "SAVE20"
    })
    // The portal list is read again: the portal now shows its new plan.
    expect(await screen.findByText("Current plan: Core")).toBeTruthy()
    const key = server.requests.find((request) => request.method === "POST" && request.path === `${agencyBase}/agencies/payment/1`)?.headers["idempotency-key"]
    expect(key).toMatch(/^[A-Za-z0-9_-]{8,128}$/)
  })

  it("a declined card shows its message and the form stays", async () => {
    await openBilling({ routes: { [`POST ${agencyBase}/agencies/payment/1`]: { status: 422, body: { message: "Your card was declined." } } } })
    await choose("Zenith Free")
    await planReady()
    fireEvent.click(screen.getByRole("button", { name: "Upgrade" }))
    expect(await screen.findByText("Your card was declined.")).toBeTruthy()
    expect(screen.getByRole("button", { name: "Upgrade" })).toBeTruthy()
  })

  it("Delete asks first; 'No, cancel!' keeps the card, 'Yes, delete it!' deletes it", async () => {
    const { server } = await openBilling()
    fireEvent.click(await screen.findByRole("button", { name: "Delete Visa •••• 4242" }))
    const confirm = await screen.findByRole("alertdialog")
    expect(within(confirm).getByText(DELETE_CARD_TITLE)).toBeTruthy()
    expect(within(confirm).getByText(DELETE_CARD_TEXT)).toBeTruthy()
    fireEvent.click(within(confirm).getByRole("button", { name: DELETE_CARD_CANCEL }))
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull())
    expect(server.requests.some((request) => request.method === "DELETE")).toBe(false)

    server.answer(`DELETE ${agencyBase}/billings/payment-methods/pm_4242`, { status: 200, body: { message: "Deleted" } })
    fireEvent.click(screen.getByRole("button", { name: "Delete Visa •••• 4242" }))
    server.answer(`GET ${agencyBase}/billings/payment-methods`, cardList([]))
    fireEvent.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: DELETE_CARD_CONFIRM }))
    expect(await screen.findByText("No saved cards.")).toBeTruthy()
    expect(server.requests.find((request) => request.method === "DELETE")?.search).toContain("agency=1")
  })

  it("adds a card: setup intent, card confirmation, then the card is saved to the agency", async () => {
    const gateway: SandboxGateway = { post: async () => ({ status: 200, body: { id: "seti_1", status: "succeeded", payment_method: "pm_new" } }) }
    const { server } = await openBilling({
      gateway,
      routes: {
        [`GET ${agencyBase}/billings/setup-intent/1`]: { status: 200, body: { data: { client_secret: "seti_1_secret_x" } } },
        [`POST ${agencyBase}/billings/payment-methods`]: { status: 200, body: { data: makeCard({ id: "pm_new", last4: "4444" }) } }
      }
    })
    fireEvent.click(await screen.findByRole("button", { name: "Add Card" }))
    fireEvent.click(await screen.findByRole("button", { name: "Save Card" }))
    expect(await screen.findByText("The name on card field is required.")).toBeTruthy()
    expect(server.requests.some((request) => request.path.includes("setup-intent"))).toBe(false)

    await fillCardForm("4242424242424242")
    server.answer(`GET ${agencyBase}/billings/payment-methods`, cardList([makeCard(), makeCard({ id: "pm_new", last4: "4444", is_default: false })]))
    fireEvent.click(screen.getByRole("button", { name: "Save Card" }))

    expect(await screen.findByRole("listitem", { name: "Visa •••• 4444" })).toBeTruthy()
    expect(dialogTitle()).toBe("Portals")
    expect(server.requests.find((request) => request.method === "POST" && request.path === `${agencyBase}/billings/payment-methods`)?.body).toEqual({
      agency: 1,
      payment_method: "pm_new",
      billing: { name: "Zed Zenith", email: "zed@example.com", country: "DE" }
    })
  })

  it("a card that cannot be added only stops the spinner", async () => {
    const gateway: SandboxGateway = { post: async () => ({ status: 402, body: { error: { message: "Your card was declined." } } }) }
    const { server } = await openBilling({ gateway, routes: { [`GET ${agencyBase}/billings/setup-intent/1`]: { status: 200, body: { data: { client_secret: "seti_1_secret_x" } } } } })
    fireEvent.click(await screen.findByRole("button", { name: "Add Card" }))
    await fillCardForm("4000000000000002")
    fireEvent.click(screen.getByRole("button", { name: "Save Card" }))
    await waitFor(() => expect(server.requests.some((request) => request.path.includes("setup-intent"))).toBe(true))
    await waitFor(() => expect(screen.getByRole("button", { name: "Save Card" }).getAttribute("aria-busy")).toBeNull())
    expect(screen.queryByText("Your card was declined.")).toBeNull()
    expect(server.requests.some((request) => request.method === "POST" && request.path === `${agencyBase}/billings/payment-methods`)).toBe(false)
    expect(dialogTitle()).toBe("Payment Method")
  })

  it("Update sends the saved card's id with the new billing details and no card field", async () => {
    const { server } = await openBilling({ routes: { [`POST ${agencyBase}/billings/payment-methods`]: { status: 200, body: { data: makeCard({ name: "Ada King" }) } } } })
    fireEvent.click(await screen.findByRole("button", { name: "Update Visa •••• 4242" }))
    const name = await screen.findByRole("textbox", { name: /Name on Card/ })
    expect((name as HTMLInputElement).value).toBe("Ada Lovelace")
    expect(screen.queryByRole("textbox", { name: "Card number" })).toBeNull()
    fireEvent.change(name, { target: { value: "Ada King" } })
    fireEvent.click(screen.getByRole("button", { name: "Save Card" }))
    await waitFor(() => expect(dialogTitle()).toBe("Portals"))
    expect(server.requests.find((request) => request.method === "POST")?.body).toEqual({
      agency: 1,
      payment_method: "pm_4242",
      billing: { name: "Ada King", email: "ada@example.com", country: "GB" }
    })
  })

  it("a load failure shows the error message with Retry", async () => {
    const { server } = await openBilling({ routes: { "GET /portal/api/v2/portals": { status: 500, body: { message: "boom" } } } })
    expect(await screen.findByText("Billing could not be loaded.")).toBeTruthy()
    expect(screen.getByText("Internal Server Error. Please try again later.")).toBeTruthy()
    server.answer("GET /portal/api/v2/portals", portalList([FREE_PORTAL]))
    fireEvent.click(screen.getByRole("button", { name: "Retry" }))
    expect(await screen.findByRole("listitem", { name: "Zenith Free" })).toBeTruthy()
  })
})
