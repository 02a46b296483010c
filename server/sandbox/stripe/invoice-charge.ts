// Paying an invoice moves money as any payment does: Stripe makes a PaymentIntent for the invoice and
// its charge, so the payment shows in charges, can be refunded and disputed, and has a receipt. The
// intent follows the card: charged (succeeded), waiting for the cardholder's 3-D Secure (requires_action,
// with the same next_action a one-off PaymentIntent gets, so the browser authenticates it the same
// way), or declined (requires_payment_method with a failed charge). For the subscription handlers
// (billing-routes.ts, subscription-payments.ts, subscription-flow.ts).
import { Effect } from "effect"

import { atomically } from "./atomically.ts"
import { authenticationRequired, type CardError, declineOf, needsAuthentication } from "./cards.ts"
import { renderChargeById } from "./render.ts"
import { nextActionFor, reloadPayment } from "./settle.ts"
import { insertCharge } from "./store/charges.ts"
import { newId } from "./store/ids.ts"
import { createPaymentIntent, markPaymentFailed, markPaymentSucceeded, markRequiresAction, paymentIntentJson } from "./store/intents.ts"
import { countInvoiceAttempt, setInvoicePayment } from "./store/invoices.ts"
import { paymentMethodJson, type PaymentMethodRow } from "./store/payment-methods.ts"
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
  atomically(
    Effect.gen(function* () {
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
      yield* setInvoicePayment(paid.invoice, intentId)
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
    })
  )

export interface InvoiceAttempt {
  readonly paymentIntent: string
  /** succeeded, requires_action (3-D Secure), requires_payment_method (declined) or requires_confirmation (not attempted). */
  readonly status: "succeeded" | "requires_action" | "requires_payment_method" | "requires_confirmation"
  readonly decline: CardError | undefined
}

/** Whether the card can pay now, must be authenticated first, or declines; as attemptInvoicePayment decides. */
export const invoiceOutcome = (
  paymentMethod: PaymentMethodRow,
  offSession: boolean
): { readonly action: boolean; readonly decline: CardError | undefined } => {
  const authenticate = needsAuthentication(paymentMethod.outcome, { offSession, setUpForOffSession: paymentMethod.off_session_ready })
  if (authenticate && !offSession) return { action: true, decline: undefined }
  return { action: false, decline: authenticate ? authenticationRequired : declineOf(paymentMethod.outcome) }
}

/**
 * An open invoice's PaymentIntent, confirmed with the card unless `confirm` is false (default_incomplete:
 * the caller confirms it). Inside the caller's transaction; the invoice's own events are the caller's,
 * or invoice-payment.ts's when the intent later succeeds.
 */
export const attemptInvoicePayment = (
  paid: PaidInvoice & {
    readonly card: PaymentMethodRow
    readonly offSession: boolean
    readonly confirm: boolean
    /** A decline whatever the card (the Dashboard's failed renewal); its attempt already counted. */
    readonly forceDecline?: CardError
  }
) =>
  Effect.gen(function* () {
    const intentId = yield* createPaymentIntent({
      amount: paid.amount,
      currency: paid.currency,
      customer: paid.customer,
      description: paid.description,
      metadata: paid.metadata,
      paymentMethod: paid.card.id,
      setupFutureUsage: null,
      returnUrl: null
    })
    yield* setInvoicePayment(paid.invoice, intentId)
    const created = yield* reloadPayment(intentId)
    yield* announce("payment_intent.created", paymentIntentJson(created))
    if (!paid.confirm) return { paymentIntent: intentId, status: "requires_confirmation", decline: undefined } satisfies InvoiceAttempt
    if (paid.forceDecline === undefined) yield* countInvoiceAttempt(paid.invoice)
    const outcome =
      paid.forceDecline === undefined ? invoiceOutcome(paid.card, paid.offSession) : { action: false, decline: paid.forceDecline }
    if (outcome.action) {
      const nextAction = yield* nextActionFor(intentId, created.client_secret, null)
      yield* markRequiresAction(intentId, { paymentMethod: paid.card.id, nextAction, returnUrl: null, setupFutureUsage: null })
      yield* announce("payment_intent.requires_action", paymentIntentJson(yield* reloadPayment(intentId)))
      return { paymentIntent: intentId, status: "requires_action", decline: undefined } satisfies InvoiceAttempt
    }
    if (outcome.decline !== undefined) {
      const decline = outcome.decline
      const chargeId = yield* insertCharge({
        paymentIntent: intentId,
        invoice: paid.invoice,
        customer: paid.customer,
        paymentMethod: paid.card.id,
        amount: paid.amount,
        currency: paid.currency,
        description: paid.description,
        metadata: paid.metadata,
        failure: { code: decline.code, message: decline.message, declineCode: decline.decline_code ?? null }
      })
      yield* markPaymentFailed(
        intentId,
        { type: "card_error", ...decline, charge: chargeId, payment_method: paymentMethodJson(paid.card) },
        chargeId
      )
      yield* announce("charge.failed", yield* renderChargeById(chargeId))
      yield* announce("payment_intent.payment_failed", paymentIntentJson(yield* reloadPayment(intentId)))
      return { paymentIntent: intentId, status: "requires_payment_method", decline } satisfies InvoiceAttempt
    }
    const chargeId = newId("ch")
    yield* markPaymentSucceeded(intentId, paid.card.id, chargeId)
    yield* insertCharge({
      id: chargeId,
      paymentIntent: intentId,
      invoice: paid.invoice,
      customer: paid.customer,
      paymentMethod: paid.card.id,
      amount: paid.amount,
      currency: paid.currency,
      description: paid.description,
      metadata: paid.metadata
    })
    yield* announce("charge.succeeded", yield* renderChargeById(chargeId))
    yield* announce("payment_intent.succeeded", paymentIntentJson(yield* reloadPayment(intentId)))
    return { paymentIntent: intentId, status: "succeeded", decline: undefined } satisfies InvoiceAttempt
  })
