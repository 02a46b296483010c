// Prices, coupons and subscriptions. Creating a subscription charges its first period at once (price
// minus coupon) on the default payment method; a decline creates nothing, as with
// payment_behavior=error_if_incomplete.
import { HttpRouter } from "@effect/platform"
import { Effect, Option } from "effect"
import { requireSecretKey } from "./auth.ts"
import { declineOf } from "./cards.ts"
import { metadataOf, requestForm, text } from "./form.ts"
import { fail, invalidRequest, json, replied, resourceMissing, stripeError } from "./replies.ts"
import { type CouponRow, couponJson, discounted, findCoupon, findPrice, priceJson } from "./store/catalogue.ts"
import { findCustomer } from "./store/customers.ts"
import { findPaymentMethod, paymentMethodJson } from "./store/payment-methods.ts"
import { createPaidSubscription, findSubscription, invoiceJson, subscriptionJson } from "./store/subscriptions.ts"
import { announce } from "./webhooks.ts"

const idParam = Effect.map(HttpRouter.params, (params) => params["id"] ?? "")

const retrieveCoupon = Effect.gen(function* () {
  yield* requireSecretKey
  const id = yield* idParam
  const coupon = yield* findCoupon(id)
  // An expired coupon is still retrievable with valid: false, as on Stripe; applying it is refused.
  if (Option.isNone(coupon)) return yield* fail(resourceMissing("coupon", id))
  return json(couponJson(coupon.value))
})

const retrievePrice = Effect.gen(function* () {
  yield* requireSecretKey
  const id = yield* idParam
  const price = yield* findPrice(id)
  if (Option.isNone(price)) return yield* fail(resourceMissing("price", id))
  return json(priceJson(price.value))
})

const couponToApply = (id: string | undefined) =>
  Effect.gen(function* () {
    if (id === undefined || id === "") return undefined
    const coupon = yield* findCoupon(id)
    if (Option.isNone(coupon)) return yield* fail(stripeError(400, { type: "invalid_request_error", code: "resource_missing", param: "coupon", message: `No such coupon: '${id}'` }))
    if (!coupon.value.valid) return yield* fail(invalidRequest(`Coupon expired: ${id}`, { code: "coupon_expired", param: "coupon" }))
    return coupon.value satisfies CouponRow
  })

const createSubscription = Effect.gen(function* () {
  yield* requireSecretKey
  const form = yield* requestForm
  const customerId = text(form, "customer") ?? ""
  const customer = yield* findCustomer(customerId)
  if (Option.isNone(customer)) return yield* fail(stripeError(400, { type: "invalid_request_error", code: "resource_missing", param: "customer", message: `No such customer: '${customerId}'` }))
  const priceId = text(form, "items", "0", "price") ?? ""
  const price = yield* findPrice(priceId)
  if (Option.isNone(price)) return yield* fail(stripeError(400, { type: "invalid_request_error", code: "resource_missing", param: "items[0][price]", message: `No such price: '${priceId}'` }))
  const coupon = yield* couponToApply(text(form, "coupon") ?? text(form, "discounts", "0", "coupon"))
  const amount = discounted(price.value.unit_amount, coupon)
  const paymentMethodId = text(form, "default_payment_method") ?? customer.value.default_payment_method
  if (paymentMethodId !== null) {
    const paymentMethod = yield* findPaymentMethod(paymentMethodId)
    if (Option.isNone(paymentMethod) || paymentMethod.value.customer !== customerId) {
      return yield* fail(invalidRequest(`The customer does not have a payment method with the ID ${paymentMethodId}.`, { param: "default_payment_method" }))
    }
    const decline = amount === 0 ? undefined : declineOf(paymentMethod.value.outcome)
    if (decline !== undefined) {
      return yield* fail(stripeError(402, { type: "card_error", ...decline, payment_method: paymentMethodJson(paymentMethod.value) }))
    }
  } else if (amount > 0) {
    return yield* fail(invalidRequest("This customer has no attached payment source or default payment method. Please consider adding a default payment method.", {
      code: "resource_missing"
    }))
  }
  const metadata = metadataOf(form)
  const created = yield* createPaidSubscription({ customer: customerId, price: price.value, coupon, paymentMethod: paymentMethodId, metadata, amountPaid: amount })
  const body = subscriptionJson(created.subscription, price.value, coupon)
  yield* announce("customer.subscription.created", body)
  yield* announce("invoice.paid", invoiceJson(created.invoice, price.value, metadata))
  return json(body)
})

const retrieveSubscription = Effect.gen(function* () {
  yield* requireSecretKey
  const id = yield* idParam
  const subscription = yield* findSubscription(id)
  if (Option.isNone(subscription)) return yield* fail(resourceMissing("subscription", id))
  const price = Option.getOrThrow(yield* findPrice(subscription.value.price))
  const coupon = subscription.value.coupon === null ? undefined : Option.getOrUndefined(yield* findCoupon(subscription.value.coupon))
  return json(subscriptionJson(subscription.value, price, coupon))
})

export const billingRoutes = HttpRouter.empty.pipe(
  HttpRouter.get("/v1/coupons/:id", replied(retrieveCoupon)),
  HttpRouter.get("/v1/prices/:id", replied(retrievePrice)),
  HttpRouter.post("/v1/subscriptions", replied(createSubscription)),
  HttpRouter.get("/v1/subscriptions/:id", replied(retrieveSubscription))
)
