// PaymentIntents and SetupIntents: created by the server with the secret key, confirmed by the server
// (off-session charges) or by the browser's card form with the intent's client secret.
import { HttpRouter } from "@effect/platform"
import { Effect, Option } from "effect"

import { atomically } from "./atomically.ts"
import { requireBrowserKey, requireClientSecret, requireSecretKey, withCors } from "./auth.ts"
import { confirmationOf, confirmPaymentIntent, confirmSetupIntent } from "./charges.ts"
import { flag, metadataOf, requestForm, text } from "./form.ts"
import { listPage } from "./pages.ts"
import { fail, invalidRequest, json, OTHER_CUSTOMERS_PAYMENT_METHOD, replied, resourceMissing } from "./replies.ts"
import { chargePaymentIntent, reloadPayment } from "./settle.ts"
import { findCustomer } from "./store/customers.ts"
import {
  createPaymentIntent,
  createSetupIntent,
  findPaymentIntent,
  findSetupIntent,
  listPaymentIntents,
  markPaymentCanceled,
  paymentIntentJson,
  setupIntentJson
} from "./store/intents.ts"
import { findPaymentMethod } from "./store/payment-methods.ts"
import { announce } from "./webhooks.ts"

const idParam = Effect.map(HttpRouter.params, (params) => params["id"] ?? "")

const customerParam = (id: string | undefined) =>
  Effect.gen(function* () {
    if (id === undefined || id === "") return null
    if (Option.isNone(yield* findCustomer(id))) return yield* fail(resourceMissing("customer", id, "customer"))
    return id
  })

const paymentIntentById = Effect.flatMap(idParam, (id) =>
  Effect.flatMap(
    findPaymentIntent(id),
    Option.match({ onNone: () => fail(resourceMissing("payment_intent", id, "intent")), onSome: Effect.succeed })
  )
)

const setupIntentById = Effect.flatMap(idParam, (id) =>
  Effect.flatMap(
    findSetupIntent(id),
    Option.match({ onNone: () => fail(resourceMissing("setup_intent", id, "intent")), onSome: Effect.succeed })
  )
)

/** Stripe refuses a return_url that is not an absolute URL when the intent is created or confirmed. */
const checkReturnUrl = (form: Parameters<typeof text>[0]) => {
  const returnUrl = text(form, "return_url")
  if (returnUrl === undefined || URL.canParse(returnUrl)) return Effect.void
  return fail(invalidRequest("Not a valid URL", { code: "url_invalid", param: "return_url" }))
}

const createPayment = Effect.gen(function* () {
  yield* requireSecretKey
  const form = yield* requestForm
  yield* checkReturnUrl(form)
  const amount = Number(text(form, "amount") ?? "")
  if (!Number.isInteger(amount) || amount < 1)
    return yield* fail(invalidRequest("Missing or invalid required param: amount.", { param: "amount" }))
  const currency = text(form, "currency")?.toLowerCase()
  if (currency === undefined || !/^[a-z]{3}$/.test(currency))
    return yield* fail(invalidRequest("Missing required param: currency.", { param: "currency" }))
  const customer = yield* customerParam(text(form, "customer"))
  const paymentMethodId = text(form, "payment_method") ?? null
  if (paymentMethodId !== null && Option.isNone(yield* findPaymentMethod(paymentMethodId))) {
    return yield* fail(resourceMissing("PaymentMethod", paymentMethodId, "payment_method"))
  }
  const intent = yield* atomically(
    Effect.gen(function* () {
      const id = yield* createPaymentIntent({
        amount,
        currency,
        customer,
        description: text(form, "description") ?? null,
        metadata: metadataOf(form),
        paymentMethod: paymentMethodId,
        setupFutureUsage: text(form, "setup_future_usage") ?? null,
        returnUrl: text(form, "return_url") ?? null
      })
      const intent = Option.getOrThrow(yield* findPaymentIntent(id))
      yield* announce("payment_intent.created", paymentIntentJson(intent))
      return intent
    })
  )
  if (!flag(form, "confirm")) {
    if (text(form, "off_session") !== undefined) {
      return yield* fail(invalidRequest("You can only pass `off_session` when `confirm` is true.", { param: "off_session" }))
    }
    return json(paymentIntentJson(intent))
  }
  if (paymentMethodId === null) return json(paymentIntentJson(yield* confirmPaymentIntent(intent, form)))
  const paymentMethod = Option.getOrThrow(yield* findPaymentMethod(paymentMethodId))
  if (paymentMethod.customer !== null && paymentMethod.customer !== customer) {
    return yield* fail(invalidRequest(OTHER_CUSTOMERS_PAYMENT_METHOD, { param: "payment_method" }))
  }
  return json(paymentIntentJson(yield* chargePaymentIntent(intent, paymentMethod, confirmationOf(form, intent))))
})

const listPayments = Effect.gen(function* () {
  yield* requireSecretKey
  const form = yield* requestForm
  const rows = yield* listPaymentIntents(text(form, "customer"))
  return yield* listPage(form, rows.map(paymentIntentJson), "/v1/payment_intents")
})

const CANCELABLE = ["requires_payment_method", "requires_capture", "requires_confirmation", "requires_action", "processing"]
const CANCELLATION_REASONS = ["duplicate", "fraudulent", "requested_by_customer", "abandoned"]

const cancelPayment = Effect.gen(function* () {
  yield* requireSecretKey
  const intent = yield* paymentIntentById
  const form = yield* requestForm
  const reason = text(form, "cancellation_reason") ?? null
  if (reason !== null && !CANCELLATION_REASONS.includes(reason)) {
    return yield* fail(
      invalidRequest(`Invalid cancellation_reason: must be one of ${CANCELLATION_REASONS.join(", ")}`, { param: "cancellation_reason" })
    )
  }
  const canceled = yield* atomically(
    Effect.gen(function* () {
      if (!(yield* markPaymentCanceled(intent.id, reason))) return undefined
      const canceled = yield* reloadPayment(intent.id)
      yield* announce("payment_intent.canceled", paymentIntentJson(canceled))
      return canceled
    })
  )
  if (canceled === undefined) {
    const now = yield* reloadPayment(intent.id)
    return yield* fail(
      invalidRequest(
        `You cannot cancel this PaymentIntent because it has a status of ${now.status}. Only a PaymentIntent with one of the following statuses may be canceled: ${CANCELABLE.join(", ")}.`,
        { code: "payment_intent_unexpected_state", payment_intent: paymentIntentJson(now) }
      )
    )
  }
  return json(paymentIntentJson(canceled))
})

const confirmPayment = Effect.gen(function* () {
  const form = yield* requestForm
  const key = yield* requireBrowserKey(form)
  const intent = yield* paymentIntentById
  if (key === "publishable") yield* requireClientSecret(intent.client_secret, text(form, "client_secret"))
  yield* checkReturnUrl(form)
  return json(paymentIntentJson(yield* confirmPaymentIntent(intent, form)))
})

const retrievePayment = Effect.gen(function* () {
  const form = yield* requestForm
  const key = yield* requireBrowserKey(form)
  const intent = yield* paymentIntentById
  if (key === "publishable") yield* requireClientSecret(intent.client_secret, text(form, "client_secret"))
  return json(paymentIntentJson(intent))
})

const createSetup = Effect.gen(function* () {
  yield* requireSecretKey
  const form = yield* requestForm
  const customer = yield* customerParam(text(form, "customer"))
  const created = yield* atomically(
    Effect.gen(function* () {
      const id = yield* createSetupIntent(customer, text(form, "usage") ?? "off_session")
      const created = setupIntentJson(Option.getOrThrow(yield* findSetupIntent(id)))
      yield* announce("setup_intent.created", created)
      return created
    })
  )
  return json(created)
})

const confirmSetup = Effect.gen(function* () {
  const form = yield* requestForm
  const key = yield* requireBrowserKey(form)
  const intent = yield* setupIntentById
  if (key === "publishable") yield* requireClientSecret(intent.client_secret, text(form, "client_secret"))
  yield* checkReturnUrl(form)
  return json(setupIntentJson(yield* confirmSetupIntent(intent, form)))
})

const retrieveSetup = Effect.gen(function* () {
  const form = yield* requestForm
  const key = yield* requireBrowserKey(form)
  const intent = yield* setupIntentById
  if (key === "publishable") yield* requireClientSecret(intent.client_secret, text(form, "client_secret"))
  return json(setupIntentJson(intent))
})

export const intentRoutes = HttpRouter.empty.pipe(
  HttpRouter.post("/v1/payment_intents", replied(createPayment)),
  HttpRouter.get("/v1/payment_intents", replied(listPayments)),
  HttpRouter.post("/v1/payment_intents/:id/cancel", replied(cancelPayment)),
  HttpRouter.get("/v1/payment_intents/:id", withCors(replied(retrievePayment))),
  HttpRouter.post("/v1/payment_intents/:id/confirm", withCors(replied(confirmPayment))),
  HttpRouter.post("/v1/setup_intents", replied(createSetup)),
  HttpRouter.get("/v1/setup_intents/:id", withCors(replied(retrieveSetup))),
  HttpRouter.post("/v1/setup_intents/:id/confirm", withCors(replied(confirmSetup)))
)
