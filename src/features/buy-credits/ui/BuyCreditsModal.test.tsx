import { fireEvent, screen, waitFor, within } from "@testing-library/react"
import { createStore } from "jotai"
import { describe, expect, it, vi } from "vitest"
import { activeAgencyIdAtom } from "@/entities/agency"
import {
  creditChainResumeAtom,
  type CreditPurchaseRequest,
  creditPurchaseAtom,
  lastPaymentSucceededAtom,
  type PaymentWatchTiming,
  type SandboxGateway,
  SandboxGatewayContext
} from "@/entities/payment"
import { currentUserAtom, tokenAtom } from "@/entities/session"
import type { Payment } from "@/shared/api"
import { makeAgency, makeUser } from "@/shared/lib/fixtures"
import { openModalAtom } from "@/shared/lib/modal"
import { clientConfigAnswer, type FakeRoute, fakeServer, renderWithApp } from "@/shared/lib/testing"
import { alertsAtom } from "@/shared/ui/alert"
import { BuyCreditsModal } from "./BuyCreditsModal.tsx"

const clientConfig: FakeRoute = clientConfigAnswer()
const packs: FakeRoute = {
  status: 200,
  body: {
    data: [
      { id: 1, credit: 1, amount: 50, saving: null },
      { id: 2, credit: 5, amount: 225, saving: "10%" },
      { id: 3, credit: 10, amount: 425, saving: "15%" },
      { id: 4, credit: 20, amount: 800, saving: "20%" }
    ]
  }
}
const payment = (id: number, credit: number, status: Payment["status"] = "pending", message: string | null = null): Payment => ({
  id,
  user_id: null,
  user_name: null,
  reason: "purchase",
  amount_refunded: 0,
  client_secret: null,
  receipt_url: null,
  plan_name: null,
  portal_name: null,
  agency_id: 1,
  kind: "credits",
  status,
  amount: credit * 5000,
  currency: "usd",
  credit,
  plan_id: null,
  portal_id: null,
  coupon: null,
  message,
  created_at: "2026-01-01T00:00:00Z"
})
const intentPath = "/agency/api/v2/billings/payment-intent/1"

type Answer = { status: number; body: unknown }
const declined: Answer = { status: 402, body: { error: { type: "card_error", code: "card_declined", decline_code: "generic_decline", message: "Your card was declined." } } }
const succeeded = (id: string): Answer => ({ status: 200, body: { id, object: "payment_intent", status: "succeeded" } })

const statusPath = (id: number) => `/agency/api/v2/agencies/payment/${id}/status`
/** Short waits: the first status read after 20 ms, one every 20 ms, giving up after 300 ms. */
const quick: PaymentWatchTiming = { firstReadMs: 20, everyMs: 20, giveUpMs: 300 }

async function setup(request: CreditPurchaseRequest | null, answers: Array<Answer> = [], timing?: PaymentWatchTiming, routes: Record<string, FakeRoute> = {}) {
  const store = createStore()
  store.set(currentUserAtom, makeUser({ agencies: [makeAgency({ id: 1, credit_limit: 0 }), makeAgency({ id: 2, name: "Other", credit_limit: 3 })] }))
  store.set(activeAgencyIdAtom, 1)
  store.set(creditPurchaseAtom, request)
  store.set(openModalAtom, "credit-purchase")
  let intents = 0
  const server = fakeServer({
    "GET /auth/api/v2/client-config": clientConfig,
    "GET /agency/api/v2/plans/credits": packs,
    [`POST ${intentPath}`]: (recorded) => {
      intents += 1
      const credit = (recorded.body as { credit: number }).credit
      return { status: 200, body: { data: { client_secret: `pi_${intents}_secret_abc`, payment: payment(intents, credit) } } }
    },
    ...routes
  })
  const post = vi.fn<SandboxGateway["post"]>(() => Promise.resolve(answers.shift() ?? { status: 500, body: null }))
  await renderWithApp(
    <SandboxGatewayContext.Provider value={{ post }}>
      <BuyCreditsModal cardMountDelayMs={0} {...(timing !== undefined ? { timing } : {})} />
    </SandboxGatewayContext.Provider>,
    { store, server }
  )
  return { store, server, post }
}

const dialog = () => screen.findByRole("dialog")
const radio = (name: string) => screen.getByRole("radio", { name }) as HTMLInputElement

async function toPayment() {
  fireEvent.click(await screen.findByRole("button", { name: "Continue" }))
  await screen.findByLabelText("Card number")
}

function typeCard(number = "4242 4242 4242 4242") {
  fireEvent.change(screen.getByLabelText("Card number"), { target: { value: number } })
  fireEvent.change(screen.getByLabelText("Expiry"), { target: { value: "12 / 34" } })
  fireEvent.change(screen.getByLabelText("CVC"), { target: { value: "123" } })
}

async function payAndWait(store: Awaited<ReturnType<typeof setup>>["store"], post: Awaited<ReturnType<typeof setup>>["post"], label: string) {
  fireEvent.click(screen.getByRole("button", { name: label }))
  await waitFor(() => expect(post).toHaveBeenCalled())
  return store
}

describe("BuyCreditsModal", () => {
  it("from the menu's Buy: preselects 1 credit and offers every pack, with its price per credit and saving", async () => {
    await setup(null)
    expect((await dialog()).getAttribute("aria-labelledby")).toBeTruthy()
    await screen.findByRole("radio", { name: "1 Credit for $50" })
    expect(screen.getAllByRole("radio").map((input) => input.getAttribute("aria-label"))).toEqual([
      "1 Credit for $50",
      "5 Credits for $225",
      "10 Credits for $425",
      "20 Credits for $800"
    ])
    expect(radio("1 Credit for $50").checked).toBe(true)
    expect(screen.getByText("Save 10%")).toBeTruthy()
    expect(screen.getByText("$45 per credit")).toBeTruthy()
    expect(screen.getByText("$40 per credit")).toBeTruthy()
  })

  it("preselects the credits a caller needs, priced per credit when no pack matches", async () => {
    await setup({ agencyId: 1, needed: 3, chain: null })
    await screen.findByRole("radio", { name: "3 Credits for $150" })
    expect(radio("3 Credits for $150").checked).toBe(true)
    expect(screen.getAllByRole("radio").map((input) => input.getAttribute("aria-label"))).toEqual(["3 Credits for $150", "5 Credits for $225", "10 Credits for $425", "20 Credits for $800"])
    fireEvent.click(radio("10 Credits for $425"))
    await toPayment()
    expect(screen.getByRole("button", { name: "Pay $425" })).toBeTruthy()
  })

  it("a declined card shows its message in the modal and resets Pay; the next try waits for the event", async () => {
    const { store, server, post } = await setup(null, [declined, succeeded("pi_2")])
    fireEvent.click(await screen.findByRole("radio", { name: "5 Credits for $225" }))
    await toPayment()
    typeCard("4000 0000 0000 0002")
    fireEvent.click(screen.getByRole("button", { name: "Pay $225" }))
    expect(await screen.findByText("Your card was declined.")).toBeTruthy()
    const pay = screen.getByRole("button", { name: "Pay $225" })
    expect(pay.getAttribute("aria-busy")).toBeNull()
    expect(pay.hasAttribute("disabled")).toBe(false)
    expect(server.requests.find((request) => request.path === intentPath)?.body).toEqual({ amount: 22500, credit: 5, options: { description: "5 module credits" } })
    const [path, body] = post.mock.calls[0] ?? []
    expect(path).toBe("/sandbox/stripe/v1/payment_intents/pi_1/confirm")
    expect(body?.get("client_secret")).toBe("pi_1_secret_abc")
    expect(body?.get("payment_method_data[card][number]")).toBe("4000000000000002")
    expect(body?.get("payment_method_data[card][exp_year]")).toBe("2034")

    typeCard()
    fireEvent.click(pay)
    await waitFor(() => expect(post).toHaveBeenCalledTimes(2))
    // Each Pay is its own checkout attempt, with its own Idempotency-Key.
    const keys = server.requests.filter((request) => request.path === intentPath).map((request) => request.headers["idempotency-key"])
    expect(keys).toHaveLength(2)
    expect(keys[0]).toMatch(/^[A-Za-z0-9_-]{8,128}$/)
    expect(keys[1]).toMatch(/^[A-Za-z0-9_-]{8,128}$/)
    expect(keys[0]).not.toBe(keys[1])
    await waitFor(() => expect(screen.queryByText("Your card was declined.")).toBeNull())
    expect(screen.getByRole("button", { name: "Pay $225" }).getAttribute("aria-busy")).toBe("true")
    expect(screen.queryByText("Credit Purchase Successful!")).toBeNull()
    expect(store.get(openModalAtom)).toBe("credit-purchase")
  })

  it("an incomplete card says so without starting a payment", async () => {
    const { post, server } = await setup(null)
    await toPayment()
    fireEvent.change(screen.getByLabelText("Card number"), { target: { value: "4242 4242" } })
    fireEvent.click(screen.getByRole("button", { name: "Pay $50" }))
    expect((await screen.findAllByText("Your card number is incomplete.")).length).toBeGreaterThan(0)
    expect(screen.getAllByText("Your card's expiration date is incomplete.").length).toBeGreaterThan(0)
    expect(post).not.toHaveBeenCalled()
    expect(server.requests.some((request) => request.path === intentPath)).toBe(false)
    expect(screen.getByRole("button", { name: "Pay $50" }).getAttribute("aria-busy")).toBeNull()
  })

  it("shows success only when payment.succeeded arrives for this agency", async () => {
    const { store, post } = await setup(null, [succeeded("pi_1")])
    await toPayment()
    typeCard()
    await payAndWait(store, post, "Pay $50")
    await waitFor(() => expect(screen.getByRole("button", { name: "Pay $50" }).getAttribute("aria-busy")).toBe("true"))
    store.set(lastPaymentSucceededAtom, { agencyId: 2, at: Date.now() })
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(screen.queryByText("Credit Purchase Successful!")).toBeNull()
    store.set(lastPaymentSucceededAtom, { agencyId: 1, at: Date.now() })
    expect(await screen.findByRole("heading", { name: "Credit Purchase Successful!" })).toBeTruthy()
    // Spec 1 section 4: 'Purchase Successful!' appears too, once.
    expect(store.get(alertsAtom).map((alert) => alert.content)).toEqual(["Purchase Successful!"])
    fireEvent.click(screen.getByRole("button", { name: "Done" }))
    await waitFor(() => expect(store.get(openModalAtom)).toBeNull())
    expect(store.get(creditChainResumeAtom)).toBeNull()
  })

  it("ignores an event from before Pay was pressed and waits for this payment's own", async () => {
    const { store, post } = await setup(null, [succeeded("pi_1")])
    // An earlier purchase's event, already in the store when this one starts.
    store.set(lastPaymentSucceededAtom, { agencyId: 1, at: Date.now() - 60_000 })
    await toPayment()
    typeCard()
    await payAndWait(store, post, "Pay $50")
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(screen.queryByText("Credit Purchase Successful!")).toBeNull()
    store.set(lastPaymentSucceededAtom, { agencyId: 1, at: Date.now() + 1 })
    expect(await screen.findByText("Credit Purchase Successful!")).toBeTruthy()
  })

  it("chain mode: after success, Continue hands the module button its token back", async () => {
    const { store, post } = await setup({ agencyId: 1, needed: 1, chain: "101:hero-banner" }, [succeeded("pi_1")])
    await toPayment()
    typeCard()
    await payAndWait(store, post, "Pay $50")
    store.set(lastPaymentSucceededAtom, { agencyId: 1, at: Date.now() + 1 })
    const success = await screen.findByRole("dialog")
    await within(success).findByText("Credit Purchase Successful!")
    fireEvent.click(within(success).getByRole("button", { name: "Continue" }))
    await waitFor(() => expect(store.get(openModalAtom)).toBeNull())
    expect(store.get(creditChainResumeAtom)).toBe("101:hero-banner")
    expect(store.get(creditPurchaseAtom)).toBeNull()
  })

  it("sends an unanswered request again with the same Idempotency-Key", async () => {
    let calls = 0
    const { server, post } = await setup(null, [succeeded("pi_1")], undefined, {
      [`POST ${intentPath}`]: (recorded) => {
        calls += 1
        if (calls === 1) return "network-down"
        return { status: 200, body: { data: { client_secret: "pi_1_secret_abc", payment: payment(1, (recorded.body as { credit: number }).credit) } } }
      }
    })
    await toPayment()
    typeCard()
    fireEvent.click(screen.getByRole("button", { name: "Pay $50" }))
    await waitFor(() => expect(post).toHaveBeenCalled(), { timeout: 3000 })
    const keys = server.requests.filter((request) => request.path === intentPath).map((request) => request.headers["idempotency-key"])
    expect(keys).toHaveLength(2)
    expect(keys[0]).toBe(keys[1])
  })

  it("with no realtime event, reads the payment's status and shows success, the user reloaded", async () => {
    let reads = 0
    const { store, post, server } = await setup(null, [succeeded("pi_1")], quick, {
      [`GET ${statusPath(1)}`]: () => {
        reads += 1
        return { status: 200, body: { data: payment(1, 1, reads < 2 ? "pending" : "succeeded") } }
      },
      "GET /auth/api/v2/me": { status: 200, body: { data: makeUser({ agencies: [makeAgency({ id: 1, credit_limit: 1 })] }) } }
    })
    store.set(tokenAtom, "token")
    await toPayment()
    typeCard()
    await payAndWait(store, post, "Pay $50")
    expect(await screen.findByRole("heading", { name: "Credit Purchase Successful!" }, { timeout: 3000 })).toBeTruthy()
    expect(reads).toBe(2)
    expect(server.requests.some((request) => request.path === "/auth/api/v2/me")).toBe(true)
    expect(store.get(currentUserAtom)?.agencies[0]?.credit_limit).toBe(1)
    expect(store.get(alertsAtom).map((alert) => alert.content)).toEqual(["Purchase Successful!"])
  })

  it("a payment the provider failed after the card shows 'Payment failed' with the reason", async () => {
    const { store, post } = await setup(null, [succeeded("pi_1")], quick, {
      [`GET ${statusPath(1)}`]: { status: 200, body: { data: payment(1, 1, "failed", "Your card has insufficient funds.") } }
    })
    await toPayment()
    typeCard()
    await payAndWait(store, post, "Pay $50")
    expect(await screen.findByText("Payment failed: Your card has insufficient funds.", {}, { timeout: 3000 })).toBeTruthy()
    expect(screen.getByRole("button", { name: "Pay $50" }).getAttribute("aria-busy")).toBeNull()
  })

  it("after the wait with no answer: says the payment was received and offers 'Check again'", async () => {
    const { store, post, server } = await setup(null, [succeeded("pi_1")], quick, {
      [`GET ${statusPath(1)}`]: { status: 200, body: { data: payment(1, 1) } }
    })
    await toPayment()
    typeCard()
    await payAndWait(store, post, "Pay $50")
    expect(await screen.findByText("Payment received, credits are on their way", {}, { timeout: 3000 })).toBeTruthy()
    expect(screen.getByRole("link", { name: "Check payment status" }).getAttribute("href")).toBe("/payment-process?payment=1")
    expect(screen.queryByRole("button", { name: "Pay $50" })).toBeNull()

    server.answer(`GET ${statusPath(1)}`, { status: 200, body: { data: payment(1, 1, "succeeded") } })
    fireEvent.click(screen.getByRole("button", { name: "Check again" }))
    expect(await screen.findByRole("heading", { name: "Credit Purchase Successful!" }, { timeout: 3000 })).toBeTruthy()
  })

  it("a lost answer from the card service does not invite a second payment: the status decides", async () => {
    const { store, post, server } = await setup(null, [], quick, {
      [`GET ${statusPath(1)}`]: { status: 200, body: { data: payment(1, 1) } }
    })
    post.mockImplementationOnce(() => Promise.reject(new TypeError("Failed to fetch")))
    await toPayment()
    typeCard()
    await payAndWait(store, post, "Pay $50")
    expect(await screen.findByText("The payment is not confirmed yet", {}, { timeout: 3000 })).toBeTruthy()
    expect(screen.queryByRole("button", { name: "Pay $50" })).toBeNull()
    server.answer(`GET ${statusPath(1)}`, { status: 200, body: { data: payment(1, 1, "succeeded") } })
    fireEvent.click(screen.getByRole("button", { name: "Check again" }))
    expect(await screen.findByRole("heading", { name: "Credit Purchase Successful!" }, { timeout: 3000 })).toBeTruthy()
  })
})
