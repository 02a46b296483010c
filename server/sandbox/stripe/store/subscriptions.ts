// Subscriptions and the invoice of their first period, paid when the subscription is created.
import { SqlClient } from "@effect/sql"
import { Effect, Option, Schema } from "effect"
import { type CouponRow, couponJson, type PriceRow, priceJson } from "./catalogue.ts"
import { newId } from "./ids.ts"

const SubscriptionRow = Schema.Struct({
  id: Schema.String,
  customer: Schema.String,
  price: Schema.String,
  coupon: Schema.NullOr(Schema.String),
  default_payment_method: Schema.NullOr(Schema.String),
  metadata: Schema.Record({ key: Schema.String, value: Schema.String }),
  status: Schema.String,
  latest_invoice: Schema.NullOr(Schema.String),
  created: Schema.Number
})
export type SubscriptionRow = typeof SubscriptionRow.Type

const decode = Schema.decodeUnknown(Schema.Array(SubscriptionRow))

const month = 30 * 24 * 3600

export const subscriptionJson = (row: SubscriptionRow, price: PriceRow, coupon: CouponRow | undefined) => ({
  id: row.id,
  object: "subscription",
  status: row.status,
  customer: row.customer,
  metadata: row.metadata,
  default_payment_method: row.default_payment_method,
  items: {
    object: "list",
    data: [{ id: `si_${row.id.slice(4)}`, object: "subscription_item", price: priceJson(price), quantity: 1, current_period_start: row.created, current_period_end: row.created + month }],
    has_more: false
  },
  discounts: coupon === undefined ? [] : [{ object: "discount", coupon: couponJson(coupon), subscription: row.id }],
  latest_invoice: row.latest_invoice,
  currency: price.currency,
  created: row.created,
  start_date: row.created,
  livemode: false
})

export interface InvoiceFields {
  readonly id: string
  readonly customer: string
  readonly subscription: string
  readonly subtotal: number
  readonly amountPaid: number
  readonly currency: string
  readonly created: number
}

export const invoiceJson = (invoice: InvoiceFields, price: PriceRow, metadata: Record<string, string>) => ({
  id: invoice.id,
  object: "invoice",
  customer: invoice.customer,
  // Top-level `subscription` as in older API versions; `parent` as in current ones.
  subscription: invoice.subscription,
  subscription_details: { metadata },
  parent: { type: "subscription_details", subscription_details: { subscription: invoice.subscription, metadata } },
  billing_reason: "subscription_create",
  subtotal: invoice.subtotal,
  total: invoice.amountPaid,
  amount_due: invoice.amountPaid,
  amount_paid: invoice.amountPaid,
  amount_remaining: 0,
  currency: invoice.currency,
  status: "paid",
  lines: {
    object: "list",
    data: [{ id: `il_${invoice.id.slice(3)}`, object: "line_item", amount: invoice.subtotal, currency: invoice.currency, quantity: 1, pricing: { price_details: { price: price.id, product: price.product } }, price: priceJson(price) }],
    has_more: false
  },
  created: invoice.created,
  livemode: false
})

export const findSubscription = (id: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* decode(yield* sql`
      SELECT id, customer, price, coupon, default_payment_method, metadata, status, latest_invoice, extract(epoch FROM created_at)::int AS created
      FROM sandbox_stripe_subscriptions WHERE id = ${id}`)
    return Option.fromNullable(rows[0])
  }).pipe(Effect.orDie)

/** An active subscription with its paid first invoice, written together. */
export const createPaidSubscription = (fields: {
  readonly customer: string
  readonly price: PriceRow
  readonly coupon: CouponRow | undefined
  readonly paymentMethod: string | null
  readonly metadata: Record<string, string>
  readonly amountPaid: number
}) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const subscriptionId = newId("sub")
    const invoiceId = newId("in")
    yield* sql.withTransaction(Effect.gen(function* () {
      yield* sql`
        INSERT INTO sandbox_stripe_subscriptions (id, customer, price, coupon, default_payment_method, metadata, status, latest_invoice)
        VALUES (${subscriptionId}, ${fields.customer}, ${fields.price.id}, ${fields.coupon?.id ?? null}, ${fields.paymentMethod},
                ${JSON.stringify(fields.metadata)}::jsonb, 'active', ${invoiceId})`
      yield* sql`
        INSERT INTO sandbox_stripe_invoices (id, customer, subscription, subtotal, amount_paid, currency, status)
        VALUES (${invoiceId}, ${fields.customer}, ${subscriptionId}, ${fields.price.unit_amount}, ${fields.amountPaid}, ${fields.price.currency}, 'paid')`
    }))
    const subscription = yield* findSubscription(subscriptionId)
    const row = Option.getOrThrow(subscription)
    const invoice: InvoiceFields = {
      id: invoiceId,
      customer: fields.customer,
      subscription: subscriptionId,
      subtotal: fields.price.unit_amount,
      amountPaid: fields.amountPaid,
      currency: fields.price.currency,
      created: row.created
    }
    return { subscription: row, invoice }
  }).pipe(Effect.orDie)
