// An invoice's PaymentIntent settling, as Stripe's invoice follows its payment: the intent succeeding
// (charged at once, or after the browser authenticated it) pays the invoice (invoice.paid,
// invoice.payment_succeeded); a subscription waiting on it becomes active, or applies the plan change
// it held as a pending update (customer.subscription.updated). A failed attempt sends
// invoice.payment_failed. Called inside the transaction that settles the intent (settle.ts).
import { Effect, Option } from "effect"

import { hostedInvoiceUrl } from "./render.ts"
import { type CouponRow, discounted, findCoupon, findPrice, type PriceRow } from "./store/catalogue.ts"
import { findCustomer } from "./store/customers.ts"
import { findInvoice, invoiceFieldsOf, invoiceOfPayment, markInvoicePaid } from "./store/invoices.ts"
import {
  applyPendingUpdate,
  findSubscription,
  type InvoiceFields,
  invoiceJson,
  pendingUpdateOf,
  setSubscriptionState,
  subscriptionJson,
  type SubscriptionRow
} from "./store/subscriptions.ts"
import { announce } from "./webhooks.ts"

export const priceAndCoupon = (row: Pick<SubscriptionRow, "price" | "coupon">) =>
  Effect.gen(function* () {
    const price = Option.getOrThrow(yield* findPrice(row.price))
    const coupon = row.coupon === null ? undefined : Option.getOrUndefined(yield* findCoupon(row.coupon))
    return { price, coupon }
  })

export const subscriptionBody = (row: SubscriptionRow) =>
  Effect.map(priceAndCoupon(row), ({ coupon, price }) => subscriptionJson(row, price, coupon))

/** The invoice's JSON with the customer's name and email, and the coupon's discount of a full period's price. */
export const invoiceBody = (invoice: InvoiceFields, price: PriceRow, metadata: Record<string, string>, coupon?: CouponRow) =>
  Effect.gen(function* () {
    const customer = Option.getOrUndefined(yield* findCustomer(invoice.customer))
    const discount =
      coupon === undefined || invoice.billingReason === "subscription_update"
        ? undefined
        : { id: `di_${invoice.subscription.slice(4)}`, amount: price.unit_amount - discounted(price.unit_amount, coupon) }
    const hosted = yield* hostedInvoiceUrl(invoice.id)
    return invoiceJson(
      { ...invoice, customerName: customer?.name ?? null, customerEmail: customer?.email ?? null, discount, hostedInvoiceUrl: hosted },
      price,
      metadata
    )
  })

/** The invoice's JSON as it stands, priced as its subscription (or the pending update it pays) is. */
export const storedInvoiceBody = (invoiceId: string) =>
  Effect.gen(function* () {
    const invoice = Option.getOrThrow(yield* findInvoice(invoiceId))
    const subscription = Option.getOrThrow(yield* findSubscription(invoice.subscription ?? ""))
    const pending = pendingUpdateOf(subscription)
    const { coupon, price } = yield* priceAndCoupon(
      pending !== null && pending.invoice === invoiceId ? { ...subscription, price: pending.price } : subscription
    )
    return yield* invoiceBody(invoiceFieldsOf(invoice), price, subscription.metadata, coupon)
  })

/** The intent that paid an invoice succeeded: the invoice is paid, and its subscription moves on. */
export const payInvoiceOf = (paymentIntent: string) =>
  Effect.gen(function* () {
    const invoice = yield* invoiceOfPayment(paymentIntent)
    if (Option.isNone(invoice) || invoice.value.subscription === null) return
    if (!(yield* markInvoicePaid(invoice.value.id))) return
    const current = Option.getOrThrow(yield* findSubscription(invoice.value.subscription))
    const pending = pendingUpdateOf(current)
    const applies = pending !== null && pending.invoice === invoice.value.id
    const paid = yield* storedInvoiceBody(invoice.value.id)
    if (applies) yield* applyPendingUpdate(current.id, pending)
    const activates =
      current.latest_invoice === invoice.value.id &&
      (current.status === "incomplete" || current.status === "past_due" || current.status === "unpaid")
    if (activates) yield* setSubscriptionState(current.id, { status: "active" })
    yield* announce("invoice.paid", paid)
    yield* announce("invoice.payment_succeeded", paid)
    if (applies || activates)
      yield* announce("customer.subscription.updated", yield* subscriptionBody(Option.getOrThrow(yield* findSubscription(current.id))))
  })

/** A payment attempt on an invoice's intent failed (declined, or authentication failed). */
export const invoicePaymentFailedOf = (paymentIntent: string) =>
  Effect.gen(function* () {
    const invoice = yield* invoiceOfPayment(paymentIntent)
    if (Option.isNone(invoice) || invoice.value.status !== "open" || invoice.value.subscription === null) return
    yield* announce("invoice.payment_failed", yield* storedInvoiceBody(invoice.value.id))
  })
