// Charging a card and saving one: the outcome comes from the test card the payment method was made
// from, so a saved declining card keeps declining. Both answer Stripe's 402 card_error on a decline.
import { Effect, Option } from "effect"
import { declineOf, isCardError, readCard } from "./cards.ts"
import { type FormTree, text, tree } from "./form.ts"
import { fail, invalidRequest, resourceMissing, stripeError } from "./replies.ts"
import { type BillingDetails, createPaymentMethod, findPaymentMethod, paymentMethodJson, type PaymentMethodRow } from "./store/payment-methods.ts"
import {
  findPaymentIntent,
  findSetupIntent,
  markPaymentFailed,
  markPaymentSucceeded,
  markSetupFailed,
  markSetupSucceeded,
  type PaymentIntentRow,
  paymentIntentJson,
  type SetupIntentRow,
  setupIntentJson
} from "./store/intents.ts"
import { announce } from "./webhooks.ts"

export const billingDetailsOf = (data: FormTree | undefined): BillingDetails => ({
  name: data === undefined ? null : text(data, "billing_details", "name") ?? null,
  email: data === undefined ? null : text(data, "billing_details", "email") ?? null,
  country: data === undefined ? null : text(data, "billing_details", "address", "country") ?? null
})

/** A new payment method from payment_method_data, after Stripe's card checks. */
const paymentMethodFromData = (data: FormTree, customer: string | null, onError: Record<string, unknown>) =>
  Effect.gen(function* () {
    if (text(data, "type") !== undefined && text(data, "type") !== "card") {
      return yield* fail(invalidRequest("The sandbox accepts card payment methods only.", { param: "payment_method_data[type]" }))
    }
    const card = readCard(data)
    if (isCardError(card)) return yield* fail(stripeError(402, { type: "card_error", ...card, ...onError }))
    const id = yield* createPaymentMethod(card, billingDetailsOf(data), customer)
    return Option.getOrThrow(yield* findPaymentMethod(id))
  })

const existingPaymentMethod = (id: string, customer: string | null) =>
  Effect.gen(function* () {
    const found = yield* findPaymentMethod(id)
    if (Option.isNone(found)) return yield* fail(resourceMissing("PaymentMethod", id, "payment_method"))
    if (found.value.customer !== null && found.value.customer !== customer) {
      return yield* fail(invalidRequest("The provided PaymentMethod belongs to a different Customer.", { param: "payment_method" }))
    }
    return found.value
  })

const reloadPayment = (id: string) => Effect.map(findPaymentIntent(id), Option.getOrThrow)

const alreadySucceeded = (intent: PaymentIntentRow) =>
  fail(invalidRequest("You cannot confirm this PaymentIntent because it has already succeeded after being previously confirmed.", {
    code: "payment_intent_unexpected_state",
    payment_intent: paymentIntentJson(intent)
  }))

/** Charges the payment method for the intent: 200 with the succeeded intent, or 402 on a decline. */
export const chargePaymentIntent = (intent: PaymentIntentRow, paymentMethod: PaymentMethodRow) =>
  Effect.gen(function* () {
    const decline = declineOf(paymentMethod.outcome)
    if (decline !== undefined) {
      const error = { type: "card_error", ...decline, payment_method: paymentMethodJson(paymentMethod) }
      yield* markPaymentFailed(intent.id, error)
      const failed = yield* reloadPayment(intent.id)
      yield* announce("payment_intent.payment_failed", paymentIntentJson(failed))
      return yield* fail(stripeError(402, { ...error, payment_intent: paymentIntentJson(failed) }))
    }
    // The conditional update is what makes a second confirmation unable to charge again.
    if (!(yield* markPaymentSucceeded(intent.id, paymentMethod.id))) return yield* alreadySucceeded(yield* reloadPayment(intent.id))
    const succeeded = yield* reloadPayment(intent.id)
    yield* announce("payment_intent.succeeded", paymentIntentJson(succeeded))
    return succeeded
  })

/** POST /v1/payment_intents/:id/confirm (and create with confirm=true): payment_method or payment_method_data. */
export const confirmPaymentIntent = (intent: PaymentIntentRow, form: FormTree) =>
  Effect.gen(function* () {
    if (intent.status === "succeeded") return yield* alreadySucceeded(intent)
    const data = tree(form, "payment_method_data")
    const id = text(form, "payment_method") ?? (data === undefined ? intent.payment_method ?? undefined : undefined)
    const paymentMethod = data !== undefined
      ? yield* paymentMethodFromData(data, text(form, "setup_future_usage") !== undefined ? intent.customer : null, { payment_intent: paymentIntentJson(intent) })
      : id !== undefined
      ? yield* existingPaymentMethod(id, intent.customer)
      : yield* fail(invalidRequest("You cannot confirm this PaymentIntent because it's missing a payment method.", {
        code: "payment_intent_unexpected_state",
        payment_intent: paymentIntentJson(intent)
      }))
    return yield* chargePaymentIntent(intent, paymentMethod)
  })

/** POST /v1/setup_intents/:id/confirm: saves the card on the intent's customer unless it declines. */
export const confirmSetupIntent = (intent: SetupIntentRow, form: FormTree) =>
  Effect.gen(function* () {
    if (intent.status === "succeeded") {
      return yield* fail(invalidRequest("You cannot confirm this SetupIntent because it has already succeeded.", {
        code: "setup_intent_unexpected_state",
        setup_intent: setupIntentJson(intent)
      }))
    }
    const data = tree(form, "payment_method_data")
    const id = text(form, "payment_method")
    const onError = { setup_intent: setupIntentJson(intent) }
    let paymentMethod: PaymentMethodRow
    if (data !== undefined) {
      const card = readCard(data)
      if (isCardError(card)) return yield* fail(stripeError(402, { type: "card_error", ...card, ...onError }))
      // Stripe's declining test cards also fail to be saved; nothing is stored for them.
      const decline = declineOf(card.outcome)
      if (decline !== undefined) return yield* setupDeclined(intent, decline)
      paymentMethod = yield* paymentMethodFromData(data, intent.customer, onError)
    } else if (id !== undefined) {
      paymentMethod = yield* existingPaymentMethod(id, intent.customer)
      const decline = declineOf(paymentMethod.outcome)
      if (decline !== undefined) return yield* setupDeclined(intent, decline)
    } else {
      return yield* fail(invalidRequest("You cannot confirm this SetupIntent because it's missing a payment method.", { code: "setup_intent_unexpected_state" }))
    }
    if (!(yield* markSetupSucceeded(intent.id, paymentMethod.id))) {
      return yield* fail(invalidRequest("You cannot confirm this SetupIntent because it has already succeeded.", { code: "setup_intent_unexpected_state" }))
    }
    const succeeded = Option.getOrThrow(yield* findSetupIntent(intent.id))
    yield* announce("setup_intent.succeeded", setupIntentJson(succeeded))
    return succeeded
  })

const setupDeclined = (intent: SetupIntentRow, decline: NonNullable<ReturnType<typeof declineOf>>) =>
  Effect.gen(function* () {
    const error = { type: "card_error", ...decline }
    yield* markSetupFailed(intent.id, error)
    const failed = Option.getOrThrow(yield* findSetupIntent(intent.id))
    yield* announce("setup_intent.setup_failed", setupIntentJson(failed))
    return yield* fail(stripeError(402, { ...error, setup_intent: setupIntentJson(failed) }))
  })
