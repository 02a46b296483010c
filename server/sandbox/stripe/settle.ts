// What confirming a PaymentIntent does to the card: asks for authentication (3-D Secure test cards),
// declines (with a failed charge, as Stripe records one), or charges it (a succeeded charge, the card
// saved for later when asked, and a dispute for the card that always draws one).
import { Effect, Option } from "effect"

import { SANDBOX_STRIPE_PREFIX } from "../../lib/embedded-services.ts"
import { atomically } from "./atomically.ts"
import { authenticationRequired, type CardError, declineOf, needsAuthentication } from "./cards.ts"
import { openDispute } from "./dispute-flow.ts"
import { invoicePaymentFailedOf, payInvoiceOf } from "./invoice-payment.ts"
import { renderChargeById } from "./render.ts"
import { fail, stripeError } from "./replies.ts"
import { SandboxStripeSettings } from "./settings.ts"
import { insertCharge } from "./store/charges.ts"
import { newId, randomToken } from "./store/ids.ts"
import {
  findPaymentIntent,
  markPaymentFailed,
  markPaymentSucceeded,
  markRequiresAction,
  paymentIntentJson,
  type PaymentIntentRow
} from "./store/intents.ts"
import { invoiceOfPayment } from "./store/invoices.ts"
import {
  findPaymentMethod,
  markSetUpForOffSession,
  paymentMethodJson,
  type PaymentMethodRow,
  setPaymentMethodCustomer
} from "./store/payment-methods.ts"
import { announce } from "./webhooks.ts"

/** How the intent is being confirmed (from the confirm request, else what the intent already holds). */
export interface Confirmation {
  readonly offSession: boolean
  readonly returnUrl: string | null
  readonly setupFutureUsage: string | null
  /** Stripe.js asks for use_stripe_sdk: it handles 3-D Secure in its own frame even when a return_url is named. */
  readonly useStripeSdk?: boolean
}

export const reloadPayment = (id: string) => Effect.map(findPaymentIntent(id), Option.getOrThrow)

/** Where the cardholder authenticates: the sandbox's stand-in for the issuer's 3-D Secure page. */
export const authenticationUrl = (intentId: string, clientSecret: string) =>
  Effect.map(
    SandboxStripeSettings,
    (settings) => `${settings.appOrigin}${SANDBOX_STRIPE_PREFIX}/authenticate/${intentId}?client_secret=${encodeURIComponent(clientSecret)}`
  )

/**
 * Stripe's next_action: a redirect when the caller gave a return_url, else (or when Stripe.js asked with
 * use_stripe_sdk) one for Stripe.js to handle in its frame.
 */
export const nextActionFor = (intentId: string, clientSecret: string, returnUrl: string | null, useStripeSdk = false) =>
  Effect.map(authenticationUrl(intentId, clientSecret), (url) =>
    returnUrl !== null && !useStripeSdk
      ? { type: "redirect_to_url", redirect_to_url: { url, return_url: returnUrl } }
      : { type: "use_stripe_sdk", use_stripe_sdk: { type: "three_d_secure_redirect", stripe_js: url, source: `src_${randomToken()}` } }
  )

/** The invoice an intent pays, for its charge's `invoice`. */
const invoiceIdOf = (intentId: string) =>
  Effect.map(invoiceOfPayment(intentId), (invoice) => Option.getOrNull(Option.map(invoice, (row) => row.id)))

/** A declined charge: recorded as failed, the intent back to requires_payment_method, Stripe's 402. */
export const declinePayment = (intent: PaymentIntentRow, paymentMethod: PaymentMethodRow, decline: CardError) =>
  Effect.gen(function* () {
    const { error, failed } = yield* atomically(
      Effect.gen(function* () {
        const chargeId = yield* insertCharge({
          paymentIntent: intent.id,
          invoice: yield* invoiceIdOf(intent.id),
          customer: intent.customer,
          paymentMethod: paymentMethod.id,
          amount: intent.amount,
          currency: intent.currency,
          description: intent.description,
          metadata: intent.metadata,
          failure: { code: decline.code, message: decline.message, declineCode: decline.decline_code ?? null }
        })
        const error = { type: "card_error", ...decline, charge: chargeId, payment_method: paymentMethodJson(paymentMethod) }
        yield* markPaymentFailed(intent.id, error, chargeId)
        const failed = yield* reloadPayment(intent.id)
        yield* announce("charge.failed", yield* renderChargeById(chargeId))
        yield* announce("payment_intent.payment_failed", paymentIntentJson(failed))
        yield* invoicePaymentFailedOf(intent.id)
        return { error, failed }
      })
    )
    return yield* fail(stripeError(402, { ...error, payment_intent: paymentIntentJson(failed) }))
  })

const CONFIRMABLE = ["requires_payment_method", "requires_confirmation", "requires_action"]

/** Stripe's answer to confirming an intent that is past confirming (paid, canceled). */
export const unexpectedState = (intent: PaymentIntentRow) =>
  fail(
    stripeError(400, {
      type: "invalid_request_error",
      code: "payment_intent_unexpected_state",
      message:
        intent.status === "succeeded"
          ? "You cannot confirm this PaymentIntent because it has already succeeded after being previously confirmed."
          : `You cannot confirm this PaymentIntent because it has a status of ${intent.status}. Only a PaymentIntent with one of the following statuses may be confirmed: ${CONFIRMABLE.join(", ")}.`,
      payment_intent: paymentIntentJson(intent)
    })
  )

/** Charges the card for the intent: the succeeded intent, or Stripe's 402 on a decline. */
export const settlePayment = (intent: PaymentIntentRow, paymentMethod: PaymentMethodRow, confirmation: Confirmation) =>
  Effect.gen(function* () {
    const decline = declineOf(paymentMethod.outcome)
    if (decline !== undefined) return yield* declinePayment(intent, paymentMethod, decline)
    const chargeId = newId("ch")
    const succeeded = yield* atomically(
      Effect.gen(function* () {
        // The conditional update is what makes a second confirmation unable to charge again.
        if (!(yield* markPaymentSucceeded(intent.id, paymentMethod.id, chargeId))) return undefined
        yield* insertCharge({
          id: chargeId,
          paymentIntent: intent.id,
          invoice: yield* invoiceIdOf(intent.id),
          customer: intent.customer,
          paymentMethod: paymentMethod.id,
          amount: intent.amount,
          currency: intent.currency,
          description: intent.description,
          metadata: intent.metadata
        })
        if (confirmation.setupFutureUsage !== null && intent.customer !== null) {
          // setup_future_usage saves the card on the customer, ready for later payments.
          if (confirmation.setupFutureUsage === "off_session") yield* markSetUpForOffSession(paymentMethod.id)
          if (paymentMethod.customer === null) {
            yield* setPaymentMethodCustomer(paymentMethod.id, intent.customer)
            yield* announce("payment_method.attached", paymentMethodJson(Option.getOrThrow(yield* findPaymentMethod(paymentMethod.id))))
          }
        }
        const succeeded = yield* reloadPayment(intent.id)
        yield* announce("charge.succeeded", yield* renderChargeById(chargeId))
        yield* announce("payment_intent.succeeded", paymentIntentJson(succeeded))
        // An invoice's intent (a subscription's) pays the invoice with it.
        yield* payInvoiceOf(intent.id)
        if (paymentMethod.outcome === "dispute_fraudulent") yield* openDispute(chargeId, "fraudulent")
        return succeeded
      })
    )
    if (succeeded === undefined) return yield* unexpectedState(yield* reloadPayment(intent.id))
    return succeeded
  })

/** Confirms with this card: authentication first when the card asks for it, else the charge. */
export const chargePaymentIntent = (intent: PaymentIntentRow, paymentMethod: PaymentMethodRow, confirmation: Confirmation) =>
  Effect.gen(function* () {
    if (!CONFIRMABLE.includes(intent.status)) return yield* unexpectedState(intent)
    const authenticate = needsAuthentication(paymentMethod.outcome, {
      offSession: confirmation.offSession,
      setUpForOffSession: paymentMethod.off_session_ready
    })
    if (!authenticate) return yield* settlePayment(intent, paymentMethod, confirmation)
    // Off-session nobody is there to authenticate: Stripe declines, and the app brings the customer back.
    if (confirmation.offSession) return yield* declinePayment(intent, paymentMethod, authenticationRequired)
    const nextAction = yield* nextActionFor(intent.id, intent.client_secret, confirmation.returnUrl, confirmation.useStripeSdk)
    const waiting = yield* atomically(
      Effect.gen(function* () {
        const marked = yield* markRequiresAction(intent.id, {
          paymentMethod: paymentMethod.id,
          nextAction,
          returnUrl: confirmation.returnUrl,
          setupFutureUsage: confirmation.setupFutureUsage
        })
        if (!marked) return undefined
        const waiting = yield* reloadPayment(intent.id)
        yield* announce("payment_intent.requires_action", paymentIntentJson(waiting))
        return waiting
      })
    )
    if (waiting === undefined) return yield* unexpectedState(yield* reloadPayment(intent.id))
    return waiting
  })
