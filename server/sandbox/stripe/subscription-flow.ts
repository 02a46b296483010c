// What Stripe does to a subscription outside an API call the app makes, for the Dashboard: start its
// next billing period (as at a period's end) and cancel it. Cancelling is DELETE /v1/subscriptions/:id's
// code too. Each writes its state and announces its events in one transaction.
import { Effect, Option } from "effect"

import { atomically } from "./atomically.ts"
import { declineOf } from "./cards.ts"
import { attemptInvoicePayment, chargeInvoice } from "./invoice-charge.ts"
import { invoiceBody, priceAndCoupon, subscriptionBody } from "./invoice-payment.ts"
import { fail, invalidRequest } from "./replies.ts"
import { discounted } from "./store/catalogue.ts"
import { findCustomer } from "./store/customers.ts"
import { findPaymentMethod } from "./store/payment-methods.ts"
import { creditFor, renewSubscription } from "./store/renewals.ts"
import { cancelSubscription, findSubscription, subscriptionJson, type SubscriptionRow } from "./store/subscriptions.ts"
import { announce } from "./webhooks.ts"

export { subscriptionBody }

/** Cancels at once, as DELETE does: customer.subscription.deleted, once. */
export const cancelNow = (current: SubscriptionRow) =>
  atomically(
    Effect.gen(function* () {
      const canceled = yield* cancelSubscription(current.id)
      const body = yield* subscriptionBody(Option.getOrThrow(yield* findSubscription(current.id)))
      if (canceled) yield* announce("customer.subscription.deleted", body)
      return body
    })
  )

/** The card a renewal charges: the subscription's default, else the customer's. */
const paymentMethodOf = (row: SubscriptionRow) =>
  Effect.gen(function* () {
    const id = row.default_payment_method ?? Option.getOrUndefined(yield* findCustomer(row.customer))?.default_payment_method ?? null
    return id === null ? undefined : Option.getOrUndefined(yield* findPaymentMethod(id))
  })

/**
 * The next billing period: its invoice charged to the subscription's card. Paid: invoice.paid and
 * invoice.payment_succeeded (with the charge's events); declined, or `forceFail`: the invoice stays
 * open, invoice.payment_failed, and the subscription is past_due. customer.subscription.updated
 * carries the new period either way.
 */
export const renewNow = (current: SubscriptionRow, forceFail: boolean) =>
  atomically(
    Effect.gen(function* () {
      if (current.status === "canceled")
        return yield* fail(invalidRequest(`Subscription ${current.id} is canceled; it has no next period.`, { param: "id" }))
      const { coupon, price } = yield* priceAndCoupon(current)
      const subtotal = discounted(price.unit_amount, coupon)
      const credit = yield* creditFor(current.customer, subtotal)
      const amount = subtotal - credit
      const paymentMethod = yield* paymentMethodOf(current)
      const declined = forceFail || (amount > 0 && (paymentMethod === undefined || declineOf(paymentMethod.outcome) !== undefined))
      const renewed = yield* renewSubscription({ subscription: current, currency: price.currency, subtotal, credit, paid: !declined })
      const invoice = yield* invoiceBody({ ...renewed.invoice, startingBalance: -credit }, price, current.metadata, coupon)
      if (declined) {
        // The declined attempt is a PaymentIntent and a failed charge, as Stripe records one.
        if (paymentMethod !== undefined && amount > 0) {
          yield* attemptInvoicePayment({
            invoice: invoice.id,
            customer: current.customer,
            paymentMethod: paymentMethod.id,
            card: paymentMethod,
            amount,
            currency: price.currency,
            description: "Subscription update",
            metadata: {},
            offSession: true,
            confirm: true,
            forceDecline: declineOf(paymentMethod.outcome) ?? declineOf("generic_decline")!
          })
        }
        yield* announce("invoice.payment_failed", invoice)
      } else {
        if (paymentMethod !== undefined) {
          yield* chargeInvoice({
            invoice: invoice.id,
            customer: current.customer,
            paymentMethod: paymentMethod.id,
            amount,
            currency: price.currency,
            description: "Subscription update",
            metadata: {}
          })
        }
        yield* announce("invoice.paid", invoice)
        yield* announce("invoice.payment_succeeded", invoice)
      }
      const body = subscriptionJson(renewed.subscription, price, coupon)
      yield* announce("customer.subscription.updated", body)
      return { subscription: body, invoice }
    })
  )
