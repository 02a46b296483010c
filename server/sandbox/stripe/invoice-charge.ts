// Paying an invoice moves money as any payment does: Stripe makes a PaymentIntent for the invoice and
// its charge, so the payment shows in charges, can be refunded and disputed, and has a receipt. For
// the subscription handlers (billing-routes.ts), which call this once an invoice is paid.
import { Effect } from "effect"
import { atomically } from "./atomically.ts"
import { renderChargeById } from "./render.ts"
import { reloadPayment } from "./settle.ts"
import { insertCharge } from "./store/charges.ts"
import { newId } from "./store/ids.ts"
import { createPaymentIntent, markPaymentSucceeded, paymentIntentJson } from "./store/intents.ts"
import { announce } from "./webhooks.ts"

export interface PaidInvoice {
  readonly invoice: string
  readonly customer: string
  readonly paymentMethod: string
  /** What was paid, in cents; a zero invoice (a 100% coupon) charges nothing. */
  readonly amount: number
  readonly currency: string
  /** Stripe's are "Subscription creation" and "Subscription update". */
  readonly description: string
  readonly metadata: Record<string, string>
}

/** The PaymentIntent and charge of a paid invoice, announced; none for a zero invoice. */
export const chargeInvoice = (paid: PaidInvoice) =>
  atomically(Effect.gen(function* () {
    if (paid.amount <= 0) return undefined
    const intentId = yield* createPaymentIntent({
      amount: paid.amount,
      currency: paid.currency,
      customer: paid.customer,
      description: paid.description,
      metadata: paid.metadata,
      paymentMethod: paid.paymentMethod,
      setupFutureUsage: null,
      returnUrl: null
    })
    const chargeId = newId("ch")
    yield* markPaymentSucceeded(intentId, paid.paymentMethod, chargeId)
    yield* insertCharge({
      id: chargeId,
      paymentIntent: intentId,
      invoice: paid.invoice,
      customer: paid.customer,
      paymentMethod: paid.paymentMethod,
      amount: paid.amount,
      currency: paid.currency,
      description: paid.description,
      metadata: paid.metadata
    })
    const intent = yield* reloadPayment(intentId)
    yield* announce("payment_intent.created", paymentIntentJson({ ...intent, status: "requires_confirmation", latest_charge: null }))
    yield* announce("charge.succeeded", yield* renderChargeById(chargeId))
    yield* announce("payment_intent.succeeded", paymentIntentJson(intent))
    return { paymentIntent: intentId, charge: chargeId }
  }))
