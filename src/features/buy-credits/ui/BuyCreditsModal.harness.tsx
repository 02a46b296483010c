// The Buy Credits modal under test: a fake server with the credit packs and the payment intent, a scripted
// card gateway, and the steps a user takes (continue, type a card, pay).
import { fireEvent, screen, waitFor } from "@testing-library/react"
import { createStore } from "jotai"
import { expect, vi } from "vitest"

import { activeAgencyIdAtom } from "@/entities/agency"
import {
  creditPurchaseAtom,
  type CreditPurchaseRequest,
  type PaymentWatchTiming,
  type SandboxGateway,
  SandboxGatewayContext
} from "@/entities/payment"
import { currentUserAtom } from "@/entities/session"
import type { Payment } from "@/shared/api"
import { makeAgency, makePayment, makeUser } from "@/shared/lib/fixtures"
import { openModalAtom } from "@/shared/lib/modal"
import { clientConfigAnswer, type FakeRoute, fakeServer, renderWithApp } from "@/shared/lib/testing"

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
/** A credit purchase's payment (5,000 cents a credit), as the intent and the status reads answer it. */
export const payment = (id: number, credit: number, status: Payment["status"] = "pending", message: string | null = null): Payment =>
  makePayment({ id, kind: "credits", credit, amount: credit * 5000, status, message, plan_id: null, portal_id: null, coupon: null })
export const intentPath = "/agency/api/v2/billings/payment-intent/1"

export type Answer = { status: number; body: unknown }
export const declined: Answer = {
  status: 402,
  body: { error: { type: "card_error", code: "card_declined", decline_code: "generic_decline", message: "Your card was declined." } }
}
export const succeeded = (id: string): Answer => ({ status: 200, body: { id, object: "payment_intent", status: "succeeded" } })

export const statusPath = (id: number) => `/agency/api/v2/agencies/payment/${id}/status`
/** Short waits: the first status read after 20 ms, one every 20 ms, giving up after 300 ms. */
export const quick: PaymentWatchTiming = { firstReadMs: 20, everyMs: 20, giveUpMs: 300 }
/** Reads as soon, but waits long enough for a busy machine's answers: for tests whose payment settles. */
export const patient: PaymentWatchTiming = { firstReadMs: 20, everyMs: 20, giveUpMs: 10_000 }

export async function setup(
  request: CreditPurchaseRequest | null,
  answers: Array<Answer> = [],
  timing?: PaymentWatchTiming,
  routes: Record<string, FakeRoute> = {}
) {
  const store = createStore()
  store.set(
    currentUserAtom,
    makeUser({ agencies: [makeAgency({ id: 1, credit_limit: 0 }), makeAgency({ id: 2, name: "Other", credit_limit: 3 })] })
  )
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
  const { queryClient } = await renderWithApp(
    <SandboxGatewayContext.Provider value={{ post }}>
      <BuyCreditsModal cardMountDelayMs={0} {...(timing !== undefined ? { timing } : {})} />
    </SandboxGatewayContext.Provider>,
    { store, server }
  )
  return { store, server, post, queryClient }
}

export const dialog = () => screen.findByRole("dialog")
export const radio = (name: string) => screen.getByRole("radio", { name }) as HTMLInputElement

export async function toPayment() {
  fireEvent.click(await screen.findByRole("button", { name: "Continue" }))
  await screen.findByLabelText("Card number")
}

export function typeCard(number = "4242 4242 4242 4242") {
  fireEvent.change(screen.getByLabelText("Card number"), { target: { value: number } })
  fireEvent.change(screen.getByLabelText("Expiry"), { target: { value: "12 / 34" } })
  fireEvent.change(screen.getByLabelText("CVC"), { target: { value: "123" } })
}

export async function payAndWait(
  store: Awaited<ReturnType<typeof setup>>["store"],
  post: Awaited<ReturnType<typeof setup>>["post"],
  label: string
) {
  fireEvent.click(screen.getByRole("button", { name: label }))
  await waitFor(() => expect(post).toHaveBeenCalled())
  return store
}
