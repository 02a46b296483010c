// The billing drawer: paying for an upgrade, saved cards, adding and updating a card, and load failures.
import { fireEvent, screen, waitFor, within } from "@testing-library/react"
import { describe, expect, it } from "vitest"

import { type SandboxGateway } from "@/entities/payment"
import { makePayment } from "@/shared/lib/fixtures"

import { cardList, CORE_PORTAL, FREE_PORTAL, makeCard, portalList, PRO_PORTAL } from "./BillingDrawer.fixtures.ts"
import { agencyBase, choose, dialogTitle, fillCardForm, openBilling, planReady } from "./BillingDrawer.harness.tsx"
import { DELETE_CARD_CANCEL, DELETE_CARD_CONFIRM, DELETE_CARD_TEXT, DELETE_CARD_TITLE } from "./SavedCards.tsx"
import { PLAN_UPDATED_TEXT } from "./UpgradeView.tsx"

describe("BillingDrawer: paying, cards and failures", () => {
  it("Upgrade pays with the saved card, waits for the payment and says the plan was updated", async () => {
    let polls = 0
    const { server } = await openBilling({
      routes: {
        [`GET ${agencyBase}/agencies/payment/77/status`]: () => {
          polls += 1
          // The plan changes on the server once the payment has succeeded, not before.
          if (polls >= 2)
            server.answer("GET /portal/api/v2/portals", portalList([CORE_PORTAL, { ...FREE_PORTAL, plan: "core" }, PRO_PORTAL]))
          return { status: 200, body: { data: makePayment({ status: polls < 2 ? "pending" : "succeeded" }) } }
        }
      }
    })
    await choose("Zenith Free")
    await planReady()
    fireEvent.change(screen.getByRole("textbox", { name: "Coupon" }), { target: { value: "SAVE20" } })
    fireEvent.click(screen.getByRole("button", { name: "Apply" }))
    await waitFor(() => expect(screen.getByLabelText("Final price").textContent).toContain("$157.60"))
    fireEvent.click(screen.getByRole("button", { name: "Upgrade" }))

    expect(await screen.findByRole("progressbar", { name: "Waiting for the payment to be confirmed…" })).toBeTruthy()
    expect(await screen.findByText(PLAN_UPDATED_TEXT)).toBeTruthy()
    expect(polls).toBe(2)
    expect(
      server.requests.find((request) => request.method === "POST" && request.path === `${agencyBase}/agencies/payment/1`)?.body
    ).toEqual({
      portal_id: 102,
      plan: 35,
      payment: "pm_4242",
      coupon: "SAVE20"
    })
    // The portal list is read again: the portal now shows its new plan.
    expect(await screen.findByText("Current plan: Core")).toBeTruthy()
    const key = server.requests.find((request) => request.method === "POST" && request.path === `${agencyBase}/agencies/payment/1`)
      ?.headers["idempotency-key"]
    expect(key).toMatch(/^[A-Za-z0-9_-]{8,128}$/)
  })

  it("a declined card shows its message and the form stays", async () => {
    await openBilling({
      routes: { [`POST ${agencyBase}/agencies/payment/1`]: { status: 422, body: { message: "Your card was declined." } } }
    })
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
    const gateway: SandboxGateway = {
      post: async () => ({ status: 200, body: { id: "seti_1", status: "succeeded", payment_method: "pm_new" } })
    }
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
    server.answer(
      `GET ${agencyBase}/billings/payment-methods`,
      cardList([makeCard(), makeCard({ id: "pm_new", last4: "4444", is_default: false })])
    )
    fireEvent.click(screen.getByRole("button", { name: "Save Card" }))

    expect(await screen.findByRole("listitem", { name: "Visa •••• 4444" })).toBeTruthy()
    expect(dialogTitle()).toBe("Portals")
    expect(
      server.requests.find((request) => request.method === "POST" && request.path === `${agencyBase}/billings/payment-methods`)?.body
    ).toEqual({
      agency: 1,
      payment_method: "pm_new",
      billing: { name: "Zed Zenith", email: "zed@example.com", country: "DE" }
    })
  })

  it.each([
    ["declined", "Your card was declined."],
    ["expired", "Your card has expired."],
    ["incorrect CVC", "Your card's security code is incorrect."],
    ["processing error", "An error occurred while processing your card. Try again in a little bit."]
  ])("a card the provider refuses (%s) is told at the card field in its words, and nothing is saved", async (_kind, message) => {
    const gateway: SandboxGateway = { post: async () => ({ status: 402, body: { error: { type: "card_error", message } } }) }
    const { server } = await openBilling({
      gateway,
      routes: { [`GET ${agencyBase}/billings/setup-intent/1`]: { status: 200, body: { data: { client_secret: "seti_1_secret_x" } } } }
    })
    fireEvent.click(await screen.findByRole("button", { name: "Add Card" }))
    await fillCardForm("4000000000000002")
    fireEvent.click(screen.getByRole("button", { name: "Save Card" }))
    const refusal = await screen.findByRole("alert")
    expect(refusal.textContent).toBe(message)
    // At the card field: inside its group, which it describes.
    const field = screen.getByRole("group", { name: "Card Details" })
    expect(field.contains(refusal)).toBe(true)
    expect(field.getAttribute("aria-describedby")).toBe(refusal.id)
    await waitFor(() => expect(screen.getByRole("button", { name: "Save Card" }).getAttribute("aria-busy")).toBeNull())
    expect(server.requests.some((request) => request.method === "POST" && request.path === `${agencyBase}/billings/payment-methods`)).toBe(
      false
    )
    expect(dialogTitle()).toBe("Payment Method")
  })

  it("Country or Region is marked required, for the eye and for screen readers", async () => {
    await openBilling()
    fireEvent.click(await screen.findByRole("button", { name: "Add Card" }))
    const country = await screen.findByRole("combobox", { name: "Country or Region" })
    expect(country.getAttribute("aria-required")).toBe("true")
    expect(screen.getByText("Country or Region").textContent).toBe("Country or Region *")
  })

  it("a coupon applied during an upgrade is still applied after Add Card saves a card", async () => {
    const gateway: SandboxGateway = {
      post: async () => ({ status: 200, body: { id: "seti_1", status: "succeeded", payment_method: "pm_new" } })
    }
    const { server } = await openBilling({
      gateway,
      routes: {
        [`GET ${agencyBase}/billings/setup-intent/1`]: { status: 200, body: { data: { client_secret: "seti_1_secret_x" } } },
        [`POST ${agencyBase}/billings/payment-methods`]: { status: 200, body: { data: makeCard({ id: "pm_new", last4: "4444" }) } }
      }
    })
    await choose("Zenith Free")
    await planReady()
    fireEvent.change(screen.getByRole("textbox", { name: "Coupon" }), { target: { value: "SAVE20" } })
    fireEvent.click(screen.getByRole("button", { name: "Apply" }))
    await waitFor(() => expect(screen.getByLabelText("Final price").textContent).toContain("$157.60"))

    fireEvent.click(screen.getByRole("button", { name: "Add Card" }))
    await fillCardForm("4242424242424242")
    server.answer(
      `GET ${agencyBase}/billings/payment-methods`,
      cardList([makeCard({ is_default: false }), makeCard({ id: "pm_new", last4: "4444", is_default: true })])
    )
    fireEvent.click(screen.getByRole("button", { name: "Save Card" }))

    await waitFor(() => expect(dialogTitle()).toBe("Upgrade"))
    expect((screen.getByRole("textbox", { name: "Coupon" }) as HTMLInputElement).value).toBe("SAVE20")
    expect(screen.getByLabelText("Final price").textContent).toContain("SAVE20: 20% off")
    expect(screen.getByLabelText("Final price").textContent).toContain("$157.60")
    // The new card, now the default, is the one to pay with.
    expect(((await screen.findByRole("radio", { name: /•••• 4444/ })) as HTMLInputElement).checked).toBe(true)
  })

  it("Update sends the saved card's id with the new billing details and no card field", async () => {
    const { server } = await openBilling({
      routes: { [`POST ${agencyBase}/billings/payment-methods`]: { status: 200, body: { data: makeCard({ name: "Ada King" }) } } }
    })
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
