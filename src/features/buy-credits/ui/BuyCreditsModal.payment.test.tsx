// The Buy Credits modal: chain mode, retried requests and the payment status read when no event comes.
import { fireEvent, screen, waitFor, within } from "@testing-library/react"
import { describe, expect, it } from "vitest"

import { creditChainResumeAtom, creditPurchaseAtom, paymentSucceeded } from "@/entities/payment"
import { currentUserAtom, tokenAtom } from "@/entities/session"
import { makeAgency, makeUser } from "@/shared/lib/fixtures"
import { openModalAtom } from "@/shared/lib/modal"
import { alertsAtom } from "@/shared/ui/alert"

import {
  intentPath,
  patient,
  payAndWait,
  payment,
  quick,
  setup,
  statusPath,
  succeeded,
  toPayment,
  typeCard
} from "./BuyCreditsModal.harness.tsx"

describe("BuyCreditsModal: chains, retries and the payment status", () => {
  it("chain mode: after success, Continue hands the module button its token back", async () => {
    const { store, post, queryClient } = await setup({ agencyId: 1, needed: 1, chain: "101:hero-banner" }, [succeeded("pi_1")])
    await toPayment()
    typeCard()
    await payAndWait(store, post, "Pay $50")
    paymentSucceeded(queryClient, 1, Date.now() + 1)
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
        return {
          status: 200,
          body: { data: { client_secret: "pi_1_secret_abc", payment: payment(1, (recorded.body as { credit: number }).credit) } }
        }
      }
    })
    await toPayment()
    typeCard()
    fireEvent.click(screen.getByRole("button", { name: "Pay $50" }))
    await waitFor(() => expect(post).toHaveBeenCalled())
    const keys = server.requests.filter((request) => request.path === intentPath).map((request) => request.headers["idempotency-key"])
    expect(keys).toHaveLength(2)
    expect(keys[0]).toBe(keys[1])
  })

  it("with no realtime event, reads the payment's status and shows success, the user reloaded", async () => {
    let reads = 0
    // Settles on the second read: a give-up after 300 ms would race a busy machine's answers (CI failure).
    const { store, post, server } = await setup(null, [succeeded("pi_1")], patient, {
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
    expect(await screen.findByRole("heading", { name: "Credit Purchase Successful!" })).toBeTruthy()
    expect(reads).toBe(2)
    expect(server.requests.some((request) => request.path === "/auth/api/v2/me")).toBe(true)
    expect(store.get(currentUserAtom)?.agencies[0]?.credit_limit).toBe(1)
    expect(store.get(alertsAtom).map((alert) => alert.content)).toEqual(["Purchase Successful!"])
  })

  it("a payment the provider failed after the card shows 'Payment failed' with the reason", async () => {
    const { store, post } = await setup(null, [succeeded("pi_1")], patient, {
      [`GET ${statusPath(1)}`]: { status: 200, body: { data: payment(1, 1, "failed", "Your card has insufficient funds.") } }
    })
    await toPayment()
    typeCard()
    await payAndWait(store, post, "Pay $50")
    expect(await screen.findByText("Payment failed: Your card has insufficient funds.")).toBeTruthy()
    expect(screen.getByRole("button", { name: "Pay $50" }).getAttribute("aria-busy")).toBeNull()
  })

  it("after the wait with no answer: says the payment was received and offers 'Check again'", async () => {
    const { store, post, server } = await setup(null, [succeeded("pi_1")], quick, {
      [`GET ${statusPath(1)}`]: { status: 200, body: { data: payment(1, 1) } }
    })
    await toPayment()
    typeCard()
    await payAndWait(store, post, "Pay $50")
    expect(await screen.findByText("Payment received, credits are on their way")).toBeTruthy()
    expect(screen.getByRole("link", { name: "Check payment status" }).getAttribute("href")).toBe("/payment-process?payment=1")
    expect(screen.queryByRole("button", { name: "Pay $50" })).toBeNull()

    server.answer(`GET ${statusPath(1)}`, { status: 200, body: { data: payment(1, 1, "succeeded") } })
    fireEvent.click(screen.getByRole("button", { name: "Check again" }))
    expect(await screen.findByRole("heading", { name: "Credit Purchase Successful!" })).toBeTruthy()
  })

  it("a lost answer from the card service does not invite a second payment: the status decides", async () => {
    const { store, post, server } = await setup(null, [], quick, {
      [`GET ${statusPath(1)}`]: { status: 200, body: { data: payment(1, 1) } }
    })
    post.mockImplementationOnce(() => Promise.reject(new TypeError("Failed to fetch")))
    await toPayment()
    typeCard()
    await payAndWait(store, post, "Pay $50")
    expect(await screen.findByText("The payment is not confirmed yet")).toBeTruthy()
    expect(screen.queryByRole("button", { name: "Pay $50" })).toBeNull()
    server.answer(`GET ${statusPath(1)}`, { status: 200, body: { data: payment(1, 1, "succeeded") } })
    fireEvent.click(screen.getByRole("button", { name: "Check again" }))
    expect(await screen.findByRole("heading", { name: "Credit Purchase Successful!" })).toBeTruthy()
  })
})
