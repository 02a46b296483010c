// What the provider says of a payment's intent or subscription, read outside a webhook (right after the
// charge, or by the reconciler), applied as its webhook would be: the payment-status guards make a late
// (or concurrent) webhook and this path count once together.
import { Effect, Option } from "effect"

import { ActivityLogRepo } from "../../db/repos/ActivityLogRepo.ts"
import { PaymentRepo, type PaymentRow } from "../../db/repos/PaymentRepo.ts"
import { Transaction } from "../../db/transaction.ts"
import type { IntentState } from "../../integrations/payments/index.ts"
import { agencyRef, paymentSettlement } from "./paymentSettlement.ts"

/** What the provider says of a subscription a plan payment started or changed. */
export interface SubscriptionState {
  readonly id: string
  readonly status: string
  readonly metadata?: Record<string, string>
  /** A plan change waiting on its invoice's payment (pending_if_incomplete). */
  readonly pendingUpdate?: boolean
  /** The intent of the unpaid latest invoice: requires_action (authenticate) or declined. */
  readonly intent?: { readonly status: string; readonly clientSecret: string; readonly errorMessage: string | null } | null
}

export const PAYMENT_INTERRUPTED = "The payment was interrupted before the card was charged. Nothing was charged."
export const PAYMENT_CANCELED = "The payment was canceled before the card was charged. Nothing was charged."

export const providerStates = Effect.gen(function* () {
  const payments = yield* PaymentRepo
  const activity = yield* ActivityLogRepo
  const transaction = yield* Transaction
  const { applySuccess, announce, applyEnd } = yield* paymentSettlement

  /**
   * What the provider says of a payment's PaymentIntent, applied as its webhook would be: the
   * payment-status guards make a late (or concurrent) webhook and this path count once together.
   */
  const applyIntent = (payment: PaymentRow, intent: IntentState) =>
    Effect.gen(function* () {
      if (intent.status === "succeeded") {
        const applied = yield* transaction.run(applySuccess(payment.id, intent.id))
        if (Option.isSome(applied)) yield* announce(applied.value)
        return
      }
      yield* transaction.run(
        Effect.gen(function* () {
          if (intent.status === "requires_action") {
            const marked = yield* payments.markRequiresAction(payment.id, intent.clientSecret)
            // The client secret is the payer's to finish 3-D Secure with: never in the log.
            if (Option.isSome(marked)) {
              yield* activity.record({
                event: "payment.requires_action",
                causer: null,
                subject: agencyRef(payment.agency_id),
                properties: { payment_id: payment.id }
              })
            }
          } else if (intent.status === "requires_payment_method" && intent.errorMessage !== null) {
            yield* applyEnd(payment.id, "failed", intent.errorMessage)
          } else if (intent.status === "canceled") {
            yield* applyEnd(payment.id, "canceled", PAYMENT_CANCELED)
          }
        })
      )
    })

  /**
   * A subscription's state, for the payment that started it or changed its plan. A new one: active
   * means its first invoice is paid; incomplete with a declined intent failed; incomplete_expired
   * never paid. A plan change (pending_if_incomplete) is applied once the subscription carries the
   * payment's id and no pending update; while it waits, a declined or failed authentication ends it.
   */
  const applySubscription = (payment: PaymentRow, subscription: SubscriptionState) =>
    Effect.gen(function* () {
      const intent = subscription.intent ?? null
      const waiting =
        payment.reason === "plan_change"
          ? subscription.pendingUpdate === true ||
            (subscription.metadata !== undefined && subscription.metadata["payment_id"] !== String(payment.id))
          : subscription.status === "incomplete"
      if (!waiting && (subscription.status === "active" || subscription.status === "trialing")) {
        const applied = yield* transaction.run(applySuccess(payment.id, subscription.id))
        if (Option.isSome(applied)) yield* announce(applied.value)
      } else if (subscription.status === "incomplete_expired") {
        yield* transaction.run(
          applyEnd(payment.id, "failed", "The first payment of the subscription did not complete. Nothing was charged.")
        )
      } else if (waiting && intent !== null) {
        yield* applyIntent(payment, {
          id: subscription.id,
          status: intent.status,
          clientSecret: intent.clientSecret,
          metadata: {},
          errorMessage: intent.errorMessage,
          amount: payment.amount
        })
      }
    })

  /** A payment whose provider object was never created (the server stopped first) ends failed. */
  const interrupted = (payment: PaymentRow) => transaction.run(applyEnd(payment.id, "failed", PAYMENT_INTERRUPTED))

  return { applyIntent, applySubscription, interrupted } as const
})
