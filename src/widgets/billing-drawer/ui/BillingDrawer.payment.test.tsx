// The Upgrade view's payment when it does not settle at once: 3-D Secure (the sandbox's authentication
// page in a modal) and a wait with no answer ('Check again').
import { fireEvent, screen } from "@testing-library/react"
import { createStore } from "jotai"
import { describe, expect, it } from "vitest"

import { type SandboxGateway, SandboxGatewayContext } from "@/entities/payment"
import { currentUserAtom } from "@/entities/session"
import { makeAgency, makePayment, makeUser } from "@/shared/lib/fixtures"
import { type FakeRoute, fakeServer, renderWithApp } from "@/shared/lib/testing"
import { openDrawerAtom } from "@/shared/ui/drawer"

import { billingRoutes } from "./BillingDrawer.fixtures.ts"
import { BillingDrawer } from "./BillingDrawer.tsx"
import { PLAN_UPDATED_TEXT, STILL_CONFIRMING_TEXT } from "./UpgradeView.tsx"

const agencyBase = "/agency/api/v2"
/** Short waits: the first status read after 20 ms, one every 20 ms, giving up after 300 ms. */
const quick = { firstReadMs: 20, everyMs: 20, giveUpMs: 300 }
/** For a payment that settles: a busy machine's status reads may come later than 300 ms, so the wait lasts 10 s. */
const patient = { ...quick, giveUpMs: 10_000 }

async function openBilling({
  routes = {},
  gateway,
  timing = quick
}: { routes?: Record<string, FakeRoute>; gateway?: SandboxGateway; timing?: typeof quick } = {}) {
  const store = createStore()
  store.set(
    currentUserAtom,
    makeUser({
      roles: [{ name: "agency-admin" }],
      agencies: [makeAgency({ id: 1, name: "Zenith Agency", role: { name: "agency-admin" } })]
    })
  )
  store.set(openDrawerAtom, "billing")
  const server = fakeServer(billingRoutes(routes))
  const drawer = <BillingDrawer cardMountDelayMs={0} paymentTiming={timing} />
  await renderWithApp(
    gateway === undefined ? drawer : <SandboxGatewayContext.Provider value={gateway}>{drawer}</SandboxGatewayContext.Provider>,
    { store, server }
  )
  return { store, server }
}

const choose = async (name: string) => fireEvent.click(await screen.findByRole("button", { name: new RegExp(`^${name}`) }))

describe("BillingDrawer upgrade payment", () => {
  it("a payment that needs 3-D Secure shows the bank's page, then waits for the payment", async () => {
    const intent = {
      id: "pi_9",
      object: "payment_intent",
      status: "requires_action",
      next_action: { type: "redirect_to_url", redirect_to_url: { url: "/sandbox/stripe/authenticate/pi_9?client_secret=pi_9_secret_x" } }
    }
    let authenticated = false
    const gateway: SandboxGateway = {
      post: async () => ({ status: 500, body: null }),
      get: async (path) => {
        expect(path).toBe("/sandbox/stripe/v1/payment_intents/pi_9?client_secret=pi_9_secret_x")
        return { status: 200, body: authenticated ? { ...intent, status: "succeeded", next_action: null } : intent }
      }
    }
    await openBilling({
      gateway,
      timing: patient,
      routes: {
        [`POST ${agencyBase}/agencies/payment/1`]: {
          status: 200,
          body: { data: makePayment({ status: "requires_action", client_secret: "pi_9_secret_x" }) }
        },
        [`GET ${agencyBase}/agencies/payment/77/status`]: { status: 200, body: { data: makePayment({ status: "succeeded" }) } }
      }
    })
    await choose("Zenith Free")
    await screen.findByRole("button", { name: "Select Plan" })
    fireEvent.click(screen.getByRole("button", { name: "Upgrade" }))
    const frame = await screen.findByTitle("Card authentication")
    expect(frame.getAttribute("src")).toBe("/sandbox/stripe/authenticate/pi_9?client_secret=pi_9_secret_x")
    authenticated = true
    window.dispatchEvent(
      new MessageEvent("message", {
        origin: window.location.origin,
        data: { type: "sandbox-stripe-authentication", payment_intent: "pi_9", status: "succeeded" }
      })
    )
    expect(await screen.findByText(PLAN_UPDATED_TEXT)).toBeTruthy()
    expect(screen.queryByTitle("Card authentication")).toBeNull()
  })

  it("a failed authentication shows why and keeps the form", async () => {
    const intent = {
      id: "pi_9",
      status: "requires_action",
      next_action: { type: "redirect_to_url", redirect_to_url: { url: "/sandbox/stripe/authenticate/pi_9" } }
    }
    let failed = false
    const gateway: SandboxGateway = {
      post: async () => ({ status: 500, body: null }),
      get: async () => ({
        status: 200,
        body: failed
          ? {
              ...intent,
              status: "requires_payment_method",
              next_action: null,
              last_payment_error: {
                message: "We are unable to authenticate your payment method. Please choose a different payment method and try again."
              }
            }
          : intent
      })
    }
    await openBilling({
      gateway,
      routes: {
        [`POST ${agencyBase}/agencies/payment/1`]: {
          status: 200,
          body: { data: makePayment({ status: "requires_action", client_secret: "pi_9_secret_x" }) }
        }
      }
    })
    await choose("Zenith Free")
    await screen.findByRole("button", { name: "Select Plan" })
    fireEvent.click(screen.getByRole("button", { name: "Upgrade" }))
    await screen.findByTitle("Card authentication")
    failed = true
    window.dispatchEvent(
      new MessageEvent("message", {
        origin: window.location.origin,
        data: { type: "sandbox-stripe-authentication", payment_intent: "pi_9", status: "failed" }
      })
    )
    expect(await screen.findByText(/We are unable to authenticate your payment method/)).toBeTruthy()
    expect(screen.getByRole("button", { name: "Upgrade" })).toBeTruthy()
  })

  it("with no answer after the wait, says the payment is still being confirmed and offers 'Check again'", async () => {
    const { server } = await openBilling({
      routes: { [`GET ${agencyBase}/agencies/payment/77/status`]: { status: 200, body: { data: makePayment() } } }
    })
    await choose("Zenith Free")
    await screen.findByRole("button", { name: "Select Plan" })
    fireEvent.click(screen.getByRole("button", { name: "Upgrade" }))
    expect(await screen.findByText(STILL_CONFIRMING_TEXT)).toBeTruthy()
    server.answer(`GET ${agencyBase}/agencies/payment/77/status`, { status: 200, body: { data: makePayment({ status: "succeeded" }) } })
    fireEvent.click(screen.getByRole("button", { name: "Check again" }))
    expect(await screen.findByText(PLAN_UPDATED_TEXT)).toBeTruthy()
  })
})
