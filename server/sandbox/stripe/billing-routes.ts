// Prices, coupons and subscriptions. Creating a subscription finalizes its first invoice (price minus
// coupon) and pays it through a PaymentIntent on the default payment method as payment_behavior says
// (subscription-payments.ts). Updating one changes its price as Stripe does: the unused share of the
// period is prorated; proration_behavior=always_invoice charges a positive difference now (billing_reason
// subscription_update, paid as payment_behavior says), create_prorations (the default) leaves it to the
// next invoice, and a negative one is credited to the customer's balance. DELETE cancels it
// (customer.subscription.deleted); the list answers a customer's subscriptions by status.
import { HttpRouter } from "@effect/platform"
import { Effect, Option } from "effect"

import { requireSecretKey } from "./auth.ts"
import { flag, metadataOf, requestForm, text } from "./form.ts"
import { subscriptionBody } from "./invoice-payment.ts"
import { fail, invalidRequest, json, replied, resourceMissing, stripeError } from "./replies.ts"
import { couponJson, type CouponRow, discounted, findCoupon, findPrice, priceJson } from "./store/catalogue.ts"
import { findCustomer } from "./store/customers.ts"
import { findPaymentMethod, type PaymentMethodRow } from "./store/payment-methods.ts"
import { changeSubscription, findSubscription, listSubscriptions, periodEnd } from "./store/subscriptions.ts"
import { cancelNow } from "./subscription-flow.ts"
import {
  changeWithPayment,
  checkPendingUpdateParams,
  expireOverdue,
  paymentBehaviorOf,
  startSubscription,
  subscriptionAnswer
} from "./subscription-payments.ts"
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
    if (Option.isNone(coupon))
      return yield* fail(
        stripeError(400, { type: "invalid_request_error", code: "resource_missing", param: "coupon", message: `No such coupon: '${id}'` })
      )
    if (!coupon.value.valid) return yield* fail(invalidRequest(`Coupon expired: ${id}`, { code: "coupon_expired", param: "coupon" }))
    return coupon.value satisfies CouponRow
  })

const createSubscription = Effect.gen(function* () {
  yield* requireSecretKey
  const form = yield* requestForm
  const customerId = text(form, "customer") ?? ""
  const customer = yield* findCustomer(customerId)
  if (Option.isNone(customer))
    return yield* fail(
      stripeError(400, {
        type: "invalid_request_error",
        code: "resource_missing",
        param: "customer",
        message: `No such customer: '${customerId}'`
      })
    )
  const priceId = text(form, "items", "0", "price") ?? ""
  const price = yield* findPrice(priceId)
  if (Option.isNone(price))
    return yield* fail(
      stripeError(400, {
        type: "invalid_request_error",
        code: "resource_missing",
        param: "items[0][price]",
        message: `No such price: '${priceId}'`
      })
    )
  const coupon = yield* couponToApply(text(form, "coupon") ?? text(form, "discounts", "0", "coupon"))
  const amount = discounted(price.value.unit_amount, coupon)
  const behavior = yield* paymentBehaviorOf(form)
  if (behavior === "pending_if_incomplete") {
    return yield* fail(
      invalidRequest("payment_behavior=pending_if_incomplete is only supported when updating a subscription.", {
        param: "payment_behavior"
      })
    )
  }
  const paymentMethodId = text(form, "default_payment_method") ?? customer.value.default_payment_method
  let card: PaymentMethodRow | undefined
  if (paymentMethodId !== null) {
    const paymentMethod = yield* findPaymentMethod(paymentMethodId)
    if (Option.isNone(paymentMethod) || paymentMethod.value.customer !== customerId) {
      return yield* fail(
        invalidRequest(`The customer does not have a payment method with the ID ${paymentMethodId}.`, { param: "default_payment_method" })
      )
    }
    card = paymentMethod.value
  } else if (amount > 0) {
    return yield* fail(
      invalidRequest(
        "This customer has no attached payment source or default payment method. Please consider adding a default payment method.",
        {
          code: "resource_missing"
        }
      )
    )
  }
  const created = yield* startSubscription({
    customer: customerId,
    price: price.value,
    coupon,
    card,
    metadata: metadataOf(form),
    amount,
    behavior,
    offSession: flag(form, "off_session")
  })
  return json(yield* subscriptionAnswer(created, form))
})

const retrieveSubscription = Effect.gen(function* () {
  yield* requireSecretKey
  const subscription = yield* subscriptionById
  return json(yield* subscriptionAnswer(subscription, yield* requestForm))
})

const subscriptionById = Effect.gen(function* () {
  const id = yield* idParam
  yield* expireOverdue(null)
  const subscription = yield* findSubscription(id)
  if (Option.isNone(subscription)) return yield* fail(resourceMissing("subscription", id))
  return subscription.value
})

const PRORATION_BEHAVIORS = ["create_prorations", "always_invoice", "none"]

const updateSubscription = Effect.gen(function* () {
  yield* requireSecretKey
  const current = yield* subscriptionById
  const form = yield* requestForm
  const paymentBehavior = yield* paymentBehaviorOf(form)
  if (paymentBehavior === "pending_if_incomplete") yield* checkPendingUpdateParams(form)
  if (current.status === "canceled" || current.status === "incomplete_expired") {
    return yield* fail(
      invalidRequest("A canceled subscription can only update its cancellation_details and metadata.", { code: "resource_missing" })
    )
  }
  const itemId = text(form, "items", "0", "id")
  if (itemId !== undefined && itemId !== `si_${current.id.slice(4)}`) {
    return yield* fail(invalidRequest(`Invalid subscription_item id: ${itemId}`, { param: "items[0][id]" }))
  }
  const priceId = text(form, "items", "0", "price") ?? current.price
  const price = yield* findPrice(priceId)
  if (Option.isNone(price))
    return yield* fail(
      stripeError(400, {
        type: "invalid_request_error",
        code: "resource_missing",
        param: "items[0][price]",
        message: `No such price: '${priceId}'`
      })
    )
  const behavior = text(form, "proration_behavior") ?? "create_prorations"
  if (!PRORATION_BEHAVIORS.includes(behavior)) {
    return yield* fail(
      invalidRequest(`Invalid proration_behavior: must be one of ${PRORATION_BEHAVIORS.join(", ")}`, { param: "proration_behavior" })
    )
  }
  const couponGiven = text(form, "coupon") ?? text(form, "discounts", "0", "coupon")
  // discounts="" removes the subscription's discounts, as Stripe's empty value unsets a field.
  const cleared = text(form, "discounts") === "" || text(form, "coupon") === ""
  const coupon = cleared
    ? undefined
    : couponGiven === undefined
      ? current.coupon === null
        ? undefined
        : Option.getOrUndefined(yield* findCoupon(current.coupon))
      : yield* couponToApply(couponGiven)
  const oldPrice = Option.getOrThrow(yield* findPrice(current.price))
  const oldCoupon = current.coupon === null ? undefined : Option.getOrUndefined(yield* findCoupon(current.coupon))
  // The unused share of the period, as Stripe prorates by the second.
  const now = Math.floor(Date.now() / 1000)
  const remaining = Math.max(0, Math.min(1, (periodEnd(current) - now) / (periodEnd(current) - current.current_period_start)))
  const difference = Math.round(remaining * (discounted(price.value.unit_amount, coupon) - discounted(oldPrice.unit_amount, oldCoupon)))
  const chargeNow = behavior === "always_invoice" && difference > 0 && price.value.id !== current.price
  const paymentMethodId = text(form, "default_payment_method") ?? current.default_payment_method
  let card: PaymentMethodRow | undefined
  if (paymentMethodId !== null) {
    const paymentMethod = yield* findPaymentMethod(paymentMethodId)
    if (
      paymentMethodId !== current.default_payment_method &&
      (Option.isNone(paymentMethod) || paymentMethod.value.customer !== current.customer)
    ) {
      return yield* fail(
        invalidRequest(`The customer does not have a payment method with the ID ${paymentMethodId}.`, { param: "default_payment_method" })
      )
    }
    card = Option.getOrUndefined(paymentMethod)
  }
  // Merged into the subscription's own, an empty value deleting its key, as Stripe does.
  const metadata = metadataOf(form, current.metadata)
  const change = {
    subscription: current,
    price: price.value,
    coupon: coupon?.id ?? null,
    metadata,
    paymentMethod: paymentMethodId,
    cancelAtPeriodEnd:
      text(form, "cancel_at_period_end") === undefined ? current.cancel_at_period_end : text(form, "cancel_at_period_end") === "true",
    invoiceAmount: null,
    credit: behavior === "none" || chargeNow ? 0 : -difference
  }
  if (chargeNow && card !== undefined) {
    const changed = yield* changeWithPayment({
      current,
      price: price.value,
      amount: difference,
      card,
      behavior: paymentBehavior,
      offSession: flag(form, "off_session"),
      metadata: metadataOf(form),
      change
    })
    return json(yield* subscriptionAnswer(changed, form))
  }
  const changed = yield* changeSubscription(change)
  const body = yield* subscriptionBody(changed.subscription)
  yield* announce("customer.subscription.updated", body)
  return json(yield* subscriptionAnswer(changed.subscription, form))
})

const deleteSubscription = Effect.gen(function* () {
  yield* requireSecretKey
  const current = yield* subscriptionById
  return json(yield* cancelNow(current))
})

const listOfSubscriptions = Effect.gen(function* () {
  yield* requireSecretKey
  const form = yield* requestForm
  yield* expireOverdue(text(form, "customer") ?? null)
  const rows = yield* listSubscriptions({ customer: text(form, "customer") ?? null, status: text(form, "status") ?? null })
  const data = yield* Effect.forEach(rows, subscriptionBody)
  return json({ object: "list", data, has_more: false, url: "/v1/subscriptions" })
})

export const billingRoutes = HttpRouter.empty.pipe(
  HttpRouter.get("/v1/coupons/:id", replied(retrieveCoupon)),
  HttpRouter.get("/v1/prices/:id", replied(retrievePrice)),
  HttpRouter.post("/v1/subscriptions", replied(createSubscription)),
  HttpRouter.get("/v1/subscriptions", replied(listOfSubscriptions)),
  HttpRouter.get("/v1/subscriptions/:id", replied(retrieveSubscription)),
  HttpRouter.post("/v1/subscriptions/:id", replied(updateSubscription)),
  HttpRouter.del("/v1/subscriptions/:id", replied(deleteSubscription))
)
