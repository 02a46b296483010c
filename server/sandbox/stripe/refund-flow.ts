// Refunding a charge as Stripe does: all that is left by default, or part of it; never more than is
// left, never a charge that was charged back; each refund announced with the refunded charge.
import { Effect, Option } from "effect"

import { atomically } from "./atomically.ts"
import { renderChargeById } from "./render.ts"
import { fail, invalidRequest, stripeError } from "./replies.ts"
import { addRefunded, type ChargeRow, findCharge } from "./store/charges.ts"
import { findPaymentMethod } from "./store/payment-methods.ts"
import { findRefund, insertRefund, markRefundFailed, REFUND_REASONS, refundJson } from "./store/refunds.ts"
import { announce } from "./webhooks.ts"

const dollars = (cents: number, currency: string) => `${currency === "usd" ? "$" : `${currency.toUpperCase()} `}${(cents / 100).toFixed(2)}`

export const refundCharge = (
  charge: ChargeRow,
  request: { readonly amount: string | undefined; readonly reason: string | undefined; readonly metadata: Record<string, string> }
) =>
  Effect.gen(function* () {
    // Parameters are checked before the charge's state, as Stripe does.
    const reason = request.reason ?? null
    if (reason !== null && !(REFUND_REASONS as ReadonlyArray<string>).includes(reason)) {
      return yield* fail(invalidRequest(`Invalid reason: must be one of ${REFUND_REASONS.join(", ")}`, { param: "reason" }))
    }
    if (request.amount !== undefined && !(Number.isInteger(Number(request.amount)) && Number(request.amount) >= 1)) {
      return yield* fail(invalidRequest("Invalid positive integer", { param: "amount" }))
    }
    if (charge.status !== "succeeded") {
      return yield* fail(invalidRequest(`Charge ${charge.id} has no successful payment to refund.`, { param: "charge" }))
    }
    if (charge.disputed) {
      return yield* fail(
        invalidRequest(`Charge ${charge.id} has been charged back; cannot issue a refund.`, { code: "charge_disputed", param: "charge" })
      )
    }
    const remaining = charge.amount - charge.amount_refunded
    if (remaining === 0) {
      return yield* fail(
        invalidRequest(`Charge ${charge.id} has already been refunded.`, { code: "charge_already_refunded", param: "charge" })
      )
    }
    const amount = request.amount === undefined ? remaining : Number(request.amount)
    const tooMuch = () =>
      fail(
        stripeError(400, {
          type: "invalid_request_error",
          param: "amount",
          message: `Refund amount (${dollars(amount, charge.currency)}) is greater than unrefunded amount on charge (${dollars(remaining, charge.currency)})`
        })
      )
    if (amount > remaining) return yield* tooMuch()
    const refund = yield* atomically(
      Effect.gen(function* () {
        // The conditional update keeps two refunds racing for the same charge from taking back more than was paid.
        if (!(yield* addRefunded(charge.id, amount))) return undefined
        const id = yield* insertRefund({ charge: charge.id, amount, currency: charge.currency, reason, metadata: request.metadata })
        const refund = refundJson(Option.getOrThrow(yield* findRefund(id)), charge)
        yield* announce("refund.created", refund)
        yield* announce("charge.refunded", yield* renderChargeById(charge.id))
        const paymentMethod = charge.payment_method === null ? Option.none() : yield* findPaymentMethod(charge.payment_method)
        if (Option.isSome(paymentMethod) && paymentMethod.value.outcome === "refund_fails") yield* failRefund(id)
        return refund
      })
    )
    if (refund === undefined) return yield* tooMuch()
    return refund
  })

/** The refund's later failure (test card 5126): announced as Stripe does, the money back to unrefunded. */
const failRefund = (id: string) =>
  Effect.gen(function* () {
    yield* markRefundFailed(id)
    const failed = Option.getOrThrow(yield* findRefund(id))
    const charge = Option.getOrThrow(yield* findCharge(failed.charge))
    const json = refundJson(failed, charge)
    yield* announce("refund.updated", json)
    yield* announce("refund.failed", json)
    yield* announce("charge.refund.updated", json)
  })
