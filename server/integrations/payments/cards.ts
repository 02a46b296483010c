// The same card saved twice. Stripe gives each card a fingerprint, one per card number within the
// account: two PaymentMethods of one customer with the same fingerprint and the same expiry are one card
// entered twice (a card form retried after its save failed), and the customer should keep only one.
import { Effect } from "effect"
import type Stripe from "stripe"

import { call } from "./calls.ts"

/** A card of the customer as duplicates are told apart: by fingerprint and expiry. */
interface CardIdentity {
  readonly id: string
  readonly fingerprint: string | null
  readonly expMonth: number | null
  readonly expYear: number | null
  readonly created: number
}

const identityOf = (method: Stripe.PaymentMethod): CardIdentity => ({
  id: method.id,
  fingerprint: method.card?.fingerprint ?? null,
  expMonth: method.card?.exp_month ?? null,
  expYear: method.card?.exp_year ?? null,
  created: method.created
})

/** Same number (fingerprint) and same expiry: a card with a new expiry (reissued) is kept as another card. */
const sameCard = (a: CardIdentity, b: CardIdentity): boolean =>
  a.id !== b.id && a.fingerprint !== null && a.fingerprint === b.fingerprint && a.expMonth === b.expMonth && a.expYear === b.expYear

export const makeCardCalls = (stripe: Stripe) => {
  /** The customer's other cards that are the card `paymentMethodId` again, oldest first. */
  const duplicatesOf = (customer: string, paymentMethodId: string) =>
    Effect.gen(function* () {
      const card = identityOf(yield* call("retrievePaymentMethod", () => stripe.paymentMethods.retrieve(paymentMethodId)))
      const list = yield* call("listPaymentMethods", () => stripe.paymentMethods.list({ customer, type: "card", limit: 100 }))
      return list.data
        .map(identityOf)
        .filter((other) => sameCard(card, other))
        .sort((a, b) => a.created - b.created || a.id.localeCompare(b.id))
    })

  return { duplicatesOf } as const
}
