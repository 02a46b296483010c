// Saving a card the browser confirmed (POST /billings/payment-methods). Idempotent: the save attempt's
// Idempotency-Key goes with every provider call, so a retried request repeats none of them; and a card
// entered again (a save that failed and was tried anew confirms a second SetupIntent, so the provider
// holds two PaymentMethods of one card) is kept once: the card the agency has, the new PaymentMethod
// detached. The provider's fingerprint (one per card number) tells the two are the same card.
import { Effect } from "effect"

import type { PaymentMethodPayload } from "#contract/billing-api.ts"
import { Forbidden } from "#contract/errors.ts"
import type { User } from "#contract/user.ts"

import { ActivityLogRepo } from "../../db/repos/ActivityLogRepo.ts"
import { BillingRepo } from "../../db/repos/BillingRepo.ts"
import { Transaction } from "../../db/transaction.ts"
import { Payments } from "../../integrations/payments/index.ts"
import { SubjectType, userRef } from "../activity/subjects.ts"
import { FORBIDDEN } from "../messages.ts"
import { BillingCheckout } from "./Checkout.ts"
import { providerAnswer, providerRead } from "./provider-answers.ts"

export const PAYMENT_METHOD_NOT_FOUND = "The payment method was not found."

export const makeCardSaving = Effect.gen(function* () {
  const billing = yield* BillingRepo
  const payments = yield* Payments
  const activity = yield* ActivityLogRepo
  const transaction = yield* Transaction
  const { payerOf, customerFor } = yield* BillingCheckout

  /**
   * The card to keep for `paymentMethod`: itself, or (when the customer already holds the same card)
   * that card, the agency's saved one first. A card the agency saved itself is never merged away.
   */
  const cardToKeep = (agencyId: number, customer: string, paymentMethod: string) =>
    Effect.gen(function* () {
      if (yield* billing.cardSaved(agencyId, paymentMethod)) return paymentMethod
      const duplicates = yield* payments.duplicatesOf(customer, paymentMethod).pipe(providerRead(PAYMENT_METHOD_NOT_FOUND))
      if (duplicates.length === 0) return paymentMethod
      for (const duplicate of duplicates) if (yield* billing.cardSaved(agencyId, duplicate.id)) return duplicate.id
      return duplicates[0]!.id
    })

  /**
   * Saves the card with the billing details of the form and makes it the agency's default; for a card
   * saved before (its saved_cards row), only its details change. The row and the activity-log entry
   * commit together. A duplicate is detached first: killed after that, the card kept is still the
   * customer's, and the retry finds it again.
   */
  const addPaymentMethod = (user: User, payload: PaymentMethodPayload, idempotencyKey: string | null = null) =>
    Effect.gen(function* () {
      const agency = yield* payerOf(user, payload.agency, true)
      const customer = yield* customerFor(agency)
      const owner = yield* payments.paymentMethodOwner(payload.payment_method).pipe(providerRead(PAYMENT_METHOD_NOT_FOUND))
      // A card saved by another customer is not this agency's to touch.
      if (owner !== null && owner !== customer) return yield* new Forbidden({ message: FORBIDDEN })
      const kept = yield* cardToKeep(agency.id, customer, payload.payment_method)
      const merged = kept !== payload.payment_method
      if (merged && owner === customer) {
        yield* payments.detachPaymentMethod(payload.payment_method).pipe(providerRead(PAYMENT_METHOD_NOT_FOUND))
      }
      // A card saved before only gets new billing details; a new one (or one re-added) becomes the default.
      const edit = (merged || owner === customer) && (yield* billing.cardSaved(agency.id, kept))
      const method = yield* payments
        .attachPaymentMethod(customer, kept, payload.billing, !edit, idempotencyKey)
        .pipe(providerAnswer(PAYMENT_METHOD_NOT_FOUND, "payment_method"))
      yield* transaction.run(
        Effect.gen(function* () {
          yield* billing.saveCard(agency.id, method)
          yield* activity.record({
            event: edit ? "payment-method.updated" : "payment-method.added",
            causer: userRef(user.id),
            subject: { id: agency.id, type: SubjectType.Agency },
            properties: {
              payment_method: method.id,
              brand: method.brand,
              last4: method.last4,
              country: method.country,
              // The PaymentMethod the browser confirmed for this card again, detached.
              ...(merged ? { duplicate: payload.payment_method } : {})
            }
          })
        })
      )
      return method
    })

  return { addPaymentMethod } as const
})
