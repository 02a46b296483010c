// Confirming intents with a card: the payment method comes from payment_method_data (a card number,
// checked as Stripe checks it) or a saved one; the card's test outcome decides what happens next.
import { Effect, Option } from "effect"

import { atomically } from "./atomically.ts"
import { isCardError, readCard, setupDeclineOf, setupNeedsAuthentication } from "./cards.ts"
import { flag, type FormTree, text, tree } from "./form.ts"
import { fail, invalidRequest, OTHER_CUSTOMERS_PAYMENT_METHOD, resourceMissing, stripeError } from "./replies.ts"
import { chargePaymentIntent, type Confirmation, nextActionFor } from "./settle.ts"
import {
  findSetupIntent,
  markSetupFailed,
  markSetupRequiresAction,
  markSetupSucceeded,
  paymentIntentJson,
  type PaymentIntentRow,
  setupIntentJson,
  type SetupIntentRow
} from "./store/intents.ts"
import {
  type BillingDetails,
  createPaymentMethod,
  findPaymentMethod,
  markSetUpForOffSession,
  paymentMethodJson,
  type PaymentMethodRow,
  setPaymentMethodCustomer
} from "./store/payment-methods.ts"
import { announce } from "./webhooks.ts"

export const billingDetailsOf = (data: FormTree | undefined): BillingDetails => ({
  name: data === undefined ? null : (text(data, "billing_details", "name") ?? null),
  email: data === undefined ? null : (text(data, "billing_details", "email") ?? null),
  country: data === undefined ? null : (text(data, "billing_details", "address", "country") ?? null)
})

/** A new, unattached payment method from payment_method_data, after Stripe's card checks. */
const paymentMethodFromData = (data: FormTree, onError: Record<string, unknown>) =>
  Effect.gen(function* () {
    if (text(data, "type") !== undefined && text(data, "type") !== "card") {
      return yield* fail(invalidRequest("The sandbox accepts card payment methods only.", { param: "payment_method_data[type]" }))
    }
    const card = readCard(data)
    if (isCardError(card)) return yield* fail(stripeError(402, { type: "card_error", ...card, ...onError }))
    const id = yield* createPaymentMethod(card, billingDetailsOf(data), null)
    return Option.getOrThrow(yield* findPaymentMethod(id))
  })

const existingPaymentMethod = (id: string, customer: string | null) =>
  Effect.gen(function* () {
    const found = yield* findPaymentMethod(id)
    if (Option.isNone(found)) return yield* fail(resourceMissing("PaymentMethod", id, "payment_method"))
    if (found.value.customer !== null && found.value.customer !== customer) {
      return yield* fail(invalidRequest(OTHER_CUSTOMERS_PAYMENT_METHOD, { param: "payment_method" }))
    }
    return found.value
  })

/** off_session, return_url and setup_future_usage of this confirmation, else the intent's own. */
export const confirmationOf = (form: FormTree, intent: PaymentIntentRow): Confirmation => {
  const offSession = text(form, "off_session")
  return {
    offSession: offSession !== undefined && offSession !== "false",
    returnUrl: text(form, "return_url") ?? intent.return_url,
    setupFutureUsage: text(form, "setup_future_usage") ?? intent.setup_future_usage,
    useStripeSdk: flag(form, "use_stripe_sdk")
  }
}

/** POST /v1/payment_intents/:id/confirm (and create with confirm=true): payment_method or payment_method_data. */
export const confirmPaymentIntent = (intent: PaymentIntentRow, form: FormTree) =>
  Effect.gen(function* () {
    const data = tree(form, "payment_method_data")
    const id = text(form, "payment_method") ?? (data === undefined ? (intent.payment_method ?? undefined) : undefined)
    const paymentMethod =
      data !== undefined
        ? yield* paymentMethodFromData(data, { payment_intent: paymentIntentJson(intent) })
        : id !== undefined
          ? yield* existingPaymentMethod(id, intent.customer)
          : yield* fail(
              invalidRequest("You cannot confirm this PaymentIntent because it's missing a payment method.", {
                code: "payment_intent_unexpected_state",
                payment_intent: paymentIntentJson(intent)
              })
            )
    return yield* chargePaymentIntent(intent, paymentMethod, confirmationOf(form, intent))
  })

const setupUnexpected = (intent: SetupIntentRow, message: string) =>
  fail(invalidRequest(message, { code: "setup_intent_unexpected_state", setup_intent: setupIntentJson(intent) }))

/** Saves the card on the intent's customer; for usage off_session it may then be charged without the cardholder. */
export const completeSetup = (intent: SetupIntentRow, paymentMethod: PaymentMethodRow) =>
  Effect.gen(function* () {
    const succeeded = yield* atomically(
      Effect.gen(function* () {
        if (!(yield* markSetupSucceeded(intent.id, paymentMethod.id))) return undefined
        if (intent.usage === "off_session") yield* markSetUpForOffSession(paymentMethod.id)
        if (intent.customer !== null && paymentMethod.customer === null) {
          yield* setPaymentMethodCustomer(paymentMethod.id, intent.customer)
          yield* announce("payment_method.attached", paymentMethodJson(Option.getOrThrow(yield* findPaymentMethod(paymentMethod.id))))
        }
        const succeeded = Option.getOrThrow(yield* findSetupIntent(intent.id))
        yield* announce("setup_intent.succeeded", setupIntentJson(succeeded))
        return succeeded
      })
    )
    if (succeeded === undefined)
      return yield* setupUnexpected(intent, "You cannot confirm this SetupIntent because it has already succeeded.")
    return succeeded
  })

/** POST /v1/setup_intents/:id/confirm: saves the card unless it declines or must be authenticated first. */
export const confirmSetupIntent = (intent: SetupIntentRow, form: FormTree) =>
  Effect.gen(function* () {
    if (intent.status === "succeeded")
      return yield* setupUnexpected(intent, "You cannot confirm this SetupIntent because it has already succeeded.")
    const data = tree(form, "payment_method_data")
    const id = text(form, "payment_method")
    const onError = { setup_intent: setupIntentJson(intent) }
    let paymentMethod: PaymentMethodRow
    if (data !== undefined) {
      const card = readCard(data)
      if (isCardError(card)) return yield* fail(stripeError(402, { type: "card_error", ...card, ...onError }))
      // Stripe's declining test cards also fail to be saved; nothing is stored for them.
      const decline = setupDeclineOf(card.outcome)
      if (decline !== undefined) return yield* setupDeclined(intent, decline)
      paymentMethod = yield* paymentMethodFromData(data, onError)
    } else if (id !== undefined) {
      paymentMethod = yield* existingPaymentMethod(id, intent.customer)
      const decline = setupDeclineOf(paymentMethod.outcome)
      if (decline !== undefined) return yield* setupDeclined(intent, decline)
    } else {
      return yield* setupUnexpected(intent, "You cannot confirm this SetupIntent because it's missing a payment method.")
    }
    if (!setupNeedsAuthentication(paymentMethod.outcome)) return yield* completeSetup(intent, paymentMethod)
    const returnUrl = text(form, "return_url") ?? intent.return_url
    const nextAction = yield* nextActionFor(intent.id, intent.client_secret, returnUrl, flag(form, "use_stripe_sdk"))
    const waiting = yield* atomically(
      Effect.gen(function* () {
        if (!(yield* markSetupRequiresAction(intent.id, { paymentMethod: paymentMethod.id, nextAction, returnUrl }))) return undefined
        const waiting = Option.getOrThrow(yield* findSetupIntent(intent.id))
        yield* announce("setup_intent.requires_action", setupIntentJson(waiting))
        return waiting
      })
    )
    if (waiting === undefined)
      return yield* setupUnexpected(intent, "You cannot confirm this SetupIntent because it has already succeeded.")
    return waiting
  })

const setupDeclined = (intent: SetupIntentRow, decline: NonNullable<ReturnType<typeof setupDeclineOf>>) =>
  Effect.gen(function* () {
    const error = { type: "card_error", ...decline }
    const failed = yield* atomically(
      Effect.gen(function* () {
        yield* markSetupFailed(intent.id, error)
        const failed = Option.getOrThrow(yield* findSetupIntent(intent.id))
        yield* announce("setup_intent.setup_failed", setupIntentJson(failed))
        return failed
      })
    )
    return yield* fail(stripeError(402, { ...error, setup_intent: setupIntentJson(failed) }))
  })
