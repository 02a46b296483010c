// PaymentIntents and SetupIntents: created by the server with the secret key, confirmed by the server
// (off-session charges) or by the browser's card form with the intent's client secret.
import { HttpRouter } from "@effect/platform"
import { Effect, Option } from "effect"
import { requireKeyOrClientSecret, requireSecretKey, withCors } from "./auth.ts"
import { chargePaymentIntent, confirmPaymentIntent, confirmSetupIntent } from "./charges.ts"
import { flag, metadataOf, requestForm, text } from "./form.ts"
import { fail, invalidRequest, json, replied, resourceMissing } from "./replies.ts"
import { findCustomer } from "./store/customers.ts"
import { createPaymentIntent, createSetupIntent, findPaymentIntent, findSetupIntent, paymentIntentJson, setupIntentJson } from "./store/intents.ts"
import { findPaymentMethod } from "./store/payment-methods.ts"

const idParam = Effect.map(HttpRouter.params, (params) => params["id"] ?? "")

const customerParam = (id: string | undefined) =>
  Effect.gen(function* () {
    if (id === undefined || id === "") return null
    if (Option.isNone(yield* findCustomer(id))) return yield* fail(resourceMissing("customer", id, "customer"))
    return id
  })

const paymentIntentById = Effect.flatMap(idParam, (id) =>
  Effect.flatMap(findPaymentIntent(id), Option.match({ onNone: () => fail(resourceMissing("payment_intent", id, "intent")), onSome: Effect.succeed })))

const setupIntentById = Effect.flatMap(idParam, (id) =>
  Effect.flatMap(findSetupIntent(id), Option.match({ onNone: () => fail(resourceMissing("setup_intent", id, "intent")), onSome: Effect.succeed })))

const createPayment = Effect.gen(function* () {
  yield* requireSecretKey
  const form = yield* requestForm
  const amount = Number(text(form, "amount") ?? "")
  if (!Number.isInteger(amount) || amount < 1) return yield* fail(invalidRequest("Missing or invalid required param: amount.", { param: "amount" }))
  const currency = text(form, "currency")?.toLowerCase()
  if (currency === undefined || !/^[a-z]{3}$/.test(currency)) return yield* fail(invalidRequest("Missing required param: currency.", { param: "currency" }))
  const customer = yield* customerParam(text(form, "customer"))
  const paymentMethodId = text(form, "payment_method") ?? null
  if (paymentMethodId !== null && Option.isNone(yield* findPaymentMethod(paymentMethodId))) {
    return yield* fail(resourceMissing("PaymentMethod", paymentMethodId, "payment_method"))
  }
  const id = yield* createPaymentIntent({
    amount,
    currency,
    customer,
    description: text(form, "description") ?? null,
    metadata: metadataOf(form),
    paymentMethod: paymentMethodId
  })
  const intent = Option.getOrThrow(yield* findPaymentIntent(id))
  if (!flag(form, "confirm")) return json(paymentIntentJson(intent))
  if (paymentMethodId === null) return json(paymentIntentJson(yield* confirmPaymentIntent(intent, form)))
  const paymentMethod = Option.getOrThrow(yield* findPaymentMethod(paymentMethodId))
  if (paymentMethod.customer !== null && paymentMethod.customer !== customer) {
    return yield* fail(invalidRequest("The provided PaymentMethod belongs to a different Customer.", { param: "payment_method" }))
  }
  return json(paymentIntentJson(yield* chargePaymentIntent(intent, paymentMethod)))
})

const confirmPayment = Effect.gen(function* () {
  const intent = yield* paymentIntentById
  const form = yield* requestForm
  yield* requireKeyOrClientSecret(intent.client_secret, text(form, "client_secret"))
  return json(paymentIntentJson(yield* confirmPaymentIntent(intent, form)))
})

const retrievePayment = Effect.gen(function* () {
  const intent = yield* paymentIntentById
  const form = yield* requestForm
  yield* requireKeyOrClientSecret(intent.client_secret, text(form, "client_secret"))
  return json(paymentIntentJson(intent))
})

const createSetup = Effect.gen(function* () {
  yield* requireSecretKey
  const form = yield* requestForm
  const customer = yield* customerParam(text(form, "customer"))
  const id = yield* createSetupIntent(customer, text(form, "usage") ?? "off_session")
  return json(setupIntentJson(Option.getOrThrow(yield* findSetupIntent(id))))
})

const confirmSetup = Effect.gen(function* () {
  const intent = yield* setupIntentById
  const form = yield* requestForm
  yield* requireKeyOrClientSecret(intent.client_secret, text(form, "client_secret"))
  return json(setupIntentJson(yield* confirmSetupIntent(intent, form)))
})

const retrieveSetup = Effect.gen(function* () {
  const intent = yield* setupIntentById
  const form = yield* requestForm
  yield* requireKeyOrClientSecret(intent.client_secret, text(form, "client_secret"))
  return json(setupIntentJson(intent))
})

export const intentRoutes = HttpRouter.empty.pipe(
  HttpRouter.post("/v1/payment_intents", replied(createPayment)),
  HttpRouter.get("/v1/payment_intents/:id", withCors(replied(retrievePayment))),
  HttpRouter.post("/v1/payment_intents/:id/confirm", withCors(replied(confirmPayment))),
  HttpRouter.post("/v1/setup_intents", replied(createSetup)),
  HttpRouter.get("/v1/setup_intents/:id", withCors(replied(retrieveSetup))),
  HttpRouter.post("/v1/setup_intents/:id/confirm", withCors(replied(confirmSetup)))
)
