// Customers and their saved cards (PaymentMethods): create, read, update, attach, detach, list.
import { HttpRouter } from "@effect/platform"
import { Effect, Option } from "effect"

import { atomically } from "./atomically.ts"
import { requireSecretKey } from "./auth.ts"
import { billingDetailsOf } from "./charges.ts"
import { metadataOf, requestForm, text, tree } from "./form.ts"
import { fail, invalidRequest, json, replied, resourceMissing } from "./replies.ts"
import { createCustomer, customerJson, findCustomer, updateCustomer } from "./store/customers.ts"
import {
  findPaymentMethod,
  listPaymentMethods,
  paymentMethodJson,
  setPaymentMethodCustomer,
  updateBillingDetails
} from "./store/payment-methods.ts"
import { announce } from "./webhooks.ts"

const idParam = Effect.map(HttpRouter.params, (params) => params["id"] ?? "")

const customerById = (id: string, param = "id") =>
  Effect.flatMap(findCustomer(id), Option.match({ onNone: () => fail(resourceMissing("customer", id, param)), onSome: Effect.succeed }))

const paymentMethodById = (id: string) =>
  Effect.flatMap(
    findPaymentMethod(id),
    Option.match({ onNone: () => fail(resourceMissing("PaymentMethod", id, "payment_method")), onSome: Effect.succeed })
  )

const create = Effect.gen(function* () {
  yield* requireSecretKey
  const form = yield* requestForm
  const customer = yield* atomically(
    Effect.gen(function* () {
      const id = yield* createCustomer({ name: text(form, "name") ?? null, email: text(form, "email") ?? null, metadata: metadataOf(form) })
      const customer = customerJson(yield* customerById(id))
      yield* announce("customer.created", customer)
      return customer
    })
  )
  return json(customer)
})

const retrieve = Effect.gen(function* () {
  yield* requireSecretKey
  return json(customerJson(yield* customerById(yield* idParam)))
})

const update = Effect.gen(function* () {
  yield* requireSecretKey
  const customer = yield* customerById(yield* idParam)
  const form = yield* requestForm
  const settings = tree(form, "invoice_settings")
  const requested = settings === undefined ? undefined : text(settings, "default_payment_method")
  let defaultPaymentMethod = customer.default_payment_method
  if (requested !== undefined) {
    if (requested === "") {
      defaultPaymentMethod = null
    } else {
      const paymentMethod = yield* findPaymentMethod(requested)
      if (Option.isNone(paymentMethod) || paymentMethod.value.customer !== customer.id) {
        return yield* fail(
          invalidRequest(
            `The customer does not have a payment method with the ID ${requested}. The payment method must be attached to the customer.`,
            { param: "invoice_settings[default_payment_method]" }
          )
        )
      }
      defaultPaymentMethod = requested
    }
  }
  const updated = {
    ...customer,
    name: text(form, "name") ?? customer.name,
    email: text(form, "email") ?? customer.email,
    metadata: metadataOf(form, customer.metadata),
    default_payment_method: defaultPaymentMethod
  }
  const answer = yield* atomically(
    Effect.gen(function* () {
      yield* updateCustomer(updated)
      const answer = customerJson(yield* customerById(customer.id))
      yield* announce("customer.updated", answer)
      return answer
    })
  )
  return json(answer)
})

const listOf = (customer: string) =>
  Effect.map(listPaymentMethods(customer), (rows) =>
    json({ object: "list", data: rows.map(paymentMethodJson), has_more: false, url: "/v1/payment_methods" })
  )

const list = Effect.gen(function* () {
  yield* requireSecretKey
  const form = yield* requestForm
  const customer = text(form, "customer")
  if (customer === undefined) return yield* fail(invalidRequest("Missing required param: customer.", { param: "customer" }))
  yield* customerById(customer, "customer")
  if ((text(form, "type") ?? "card") !== "card") return json({ object: "list", data: [], has_more: false, url: "/v1/payment_methods" })
  return yield* listOf(customer)
})

const listOfCustomer = Effect.gen(function* () {
  yield* requireSecretKey
  const customer = yield* customerById(yield* idParam)
  return yield* listOf(customer.id)
})

const retrievePaymentMethod = Effect.gen(function* () {
  yield* requireSecretKey
  return json(paymentMethodJson(yield* paymentMethodById(yield* idParam)))
})

const updatePaymentMethod = Effect.gen(function* () {
  yield* requireSecretKey
  const paymentMethod = yield* paymentMethodById(yield* idParam)
  const form = yield* requestForm
  const given = billingDetailsOf(form)
  yield* updateBillingDetails(paymentMethod.id, {
    name: given.name ?? paymentMethod.billing_name,
    email: given.email ?? paymentMethod.billing_email,
    country: given.country ?? paymentMethod.billing_country
  })
  return json(paymentMethodJson(yield* paymentMethodById(paymentMethod.id)))
})

const attach = Effect.gen(function* () {
  yield* requireSecretKey
  const paymentMethod = yield* paymentMethodById(yield* idParam)
  const form = yield* requestForm
  const customerId = text(form, "customer")
  if (customerId === undefined) return yield* fail(invalidRequest("Missing required param: customer.", { param: "customer" }))
  const customer = yield* customerById(customerId, "customer")
  if (paymentMethod.customer !== null && paymentMethod.customer !== customer.id) {
    return yield* fail(
      invalidRequest("The payment method you provided has already been attached to a customer.", { param: "payment_method" })
    )
  }
  const attached = yield* atomically(
    Effect.gen(function* () {
      yield* setPaymentMethodCustomer(paymentMethod.id, customer.id)
      const attached = paymentMethodJson(yield* paymentMethodById(paymentMethod.id))
      yield* announce("payment_method.attached", attached)
      return attached
    })
  )
  return json(attached)
})

const detach = Effect.gen(function* () {
  yield* requireSecretKey
  const paymentMethod = yield* paymentMethodById(yield* idParam)
  if (paymentMethod.customer === null) {
    return yield* fail(
      invalidRequest("The payment method you provided is not attached to a customer so detachment is impossible.", {
        param: "payment_method"
      })
    )
  }
  const detached = yield* atomically(
    Effect.gen(function* () {
      yield* setPaymentMethodCustomer(paymentMethod.id, null)
      const detached = paymentMethodJson(yield* paymentMethodById(paymentMethod.id))
      yield* announce("payment_method.detached", detached)
      return detached
    })
  )
  return json(detached)
})

export const customerRoutes = HttpRouter.empty.pipe(
  HttpRouter.post("/v1/customers", replied(create)),
  HttpRouter.get("/v1/customers/:id", replied(retrieve)),
  HttpRouter.post("/v1/customers/:id", replied(update)),
  HttpRouter.get("/v1/customers/:id/payment_methods", replied(listOfCustomer)),
  HttpRouter.get("/v1/payment_methods", replied(list)),
  HttpRouter.get("/v1/payment_methods/:id", replied(retrievePaymentMethod)),
  HttpRouter.post("/v1/payment_methods/:id", replied(updatePaymentMethod)),
  HttpRouter.post("/v1/payment_methods/:id/attach", replied(attach)),
  HttpRouter.post("/v1/payment_methods/:id/detach", replied(detach))
)
