// Subscriptions and their invoices: the first period's, paid when the subscription is created; a plan
// change's proration (billing_reason subscription_update); the customer balance a downgrade's unused
// time is credited to; and cancellation.
import { SqlClient } from "@effect/sql"
import { Effect, Option, Schema } from "effect"
import { type CouponRow, type PriceRow, priceJson } from "./catalogue.ts"
import { invoiceDefaults, subscriptionDefaults } from "./billing-defaults.ts"
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
  cancel_at_period_end: Schema.Boolean,
  created: Schema.Number,
  current_period_start: Schema.Number,
  canceled_at: Schema.NullOr(Schema.Number),
  pending_update: Schema.NullOr(Schema.Unknown)
})
export type SubscriptionRow = typeof SubscriptionRow.Type

const decode = Schema.decodeUnknown(Schema.Array(SubscriptionRow))

const month = 30 * 24 * 3600

export const periodEnd = (row: Pick<SubscriptionRow, "current_period_start">) => row.current_period_start + month

/**
 * A plan change made with payment_behavior=pending_if_incomplete whose invoice is not paid yet: what
 * it changes, applied when the invoice is paid, discarded when it expires (23 hours, as on Stripe).
 */
export interface PendingUpdate {
  readonly price: string
  readonly price_json: unknown
  readonly metadata: Record<string, string>
  readonly invoice: string
  readonly expires_at: number
}

export const pendingUpdateOf = (row: Pick<SubscriptionRow, "pending_update">): PendingUpdate | null => {
  const pending = row.pending_update as PendingUpdate | null
  return pending !== null && typeof pending === "object" && typeof pending.price === "string" ? pending : null
}

const pendingUpdateJson = (row: SubscriptionRow) => {
  const pending = pendingUpdateOf(row)
  if (pending === null) return null
  return {
    billing_cycle_anchor: null,
    expires_at: pending.expires_at,
    subscription_items: [{
      id: `si_${row.id.slice(4)}`,
      object: "subscription_item",
      price: pending.price_json,
      quantity: 1,
      current_period_start: row.current_period_start,
      current_period_end: periodEnd(row)
    }],
    trial_end: null,
    trial_from_plan: null
  }
}

/** The id of the discount a subscription's coupon makes: one per subscription and coupon. */
const discountIdOf = (row: SubscriptionRow) => `di_${row.id.slice(4)}_${row.coupon ?? ""}`

/** The subscription's Discount as Stripe expands it (expand[]=discounts): the coupon applied, from its start. */
export const discountJson = (row: SubscriptionRow, coupon: CouponRow) => ({
  id: discountIdOf(row),
  object: "discount",
  checkout_session: null,
  customer: row.customer,
  customer_account: null,
  end: null,
  invoice: null,
  invoice_item: null,
  promotion_code: null,
  source: { coupon: coupon.id, type: "coupon" },
  start: row.created,
  subscription: row.id,
  subscription_item: null
})

export const subscriptionJson = (row: SubscriptionRow, price: PriceRow, coupon: CouponRow | undefined) => ({
  ...subscriptionDefaults,
  id: row.id,
  object: "subscription",
  billing_cycle_anchor: row.created,
  // Current API versions set cancel_at for cancel_at_period_end too.
  cancel_at: row.cancel_at_period_end ? periodEnd(row) : null,
  cancellation_details: { comment: null, feedback: null, reason: row.status === "canceled" ? "cancellation_requested" : null },
  status: row.status,
  cancel_at_period_end: row.cancel_at_period_end,
  customer: row.customer,
  metadata: row.metadata,
  default_payment_method: row.default_payment_method,
  items: {
    object: "list",
    data: [{ id: `si_${row.id.slice(4)}`, object: "subscription_item", price: priceJson(price), quantity: 1, current_period_start: row.current_period_start, current_period_end: periodEnd(row) }],
    has_more: false
  },
  // Discount ids, as Stripe answers them unless asked to expand[]=discounts (discountJson).
  discounts: coupon === undefined ? [] : [discountIdOf(row)],
  latest_invoice: row.latest_invoice,
  pending_update: pendingUpdateJson(row),
  // Canceled at once (DELETE, or the Dashboard's cancel): it ended when it was canceled.
  canceled_at: row.canceled_at,
  ended_at: row.status === "canceled" ? row.canceled_at : null,
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
  readonly billingReason?: string
  /** "paid" unless given: an invoice whose charge declined stays "open", owing amountDue. */
  readonly status?: "paid" | "open" | "void"
  readonly amountDue?: number
  readonly attemptCount?: number
  /** The customer's name and email when the invoice was finalized, as Stripe copies them. */
  readonly customerName?: string | null
  readonly customerEmail?: string | null
  /** The coupon's discount on the subtotal, in cents, with the subscription's discount it came from. */
  readonly discount?: { readonly id: string; readonly amount: number } | undefined
  /** The customer's balance before this invoice (negative: credit), and after it. */
  readonly startingBalance?: number
  readonly endingBalance?: number
}

export const invoiceJson = (invoice: InvoiceFields, price: PriceRow, metadata: Record<string, string>) => ({
  ...invoiceDefaults,
  id: invoice.id,
  object: "invoice",
  customer: invoice.customer,
  // Top-level `subscription` as in older API versions; `parent` as in current ones, whose
  // subscription_details (with the subscription's metadata) the app reads.
  subscription: invoice.subscription,
  parent: { type: "subscription_details", subscription_details: { subscription: invoice.subscription, metadata } },
  billing_reason: invoice.billingReason ?? "subscription_create",
  customer_email: invoice.customerEmail ?? null,
  customer_name: invoice.customerName ?? null,
  discounts: invoice.discount === undefined || invoice.discount.amount === 0 ? [] : [invoice.discount.id],
  total_discount_amounts: invoice.discount === undefined || invoice.discount.amount === 0 ? [] : [{ amount: invoice.discount.amount, discount: invoice.discount.id }],
  starting_balance: invoice.startingBalance ?? 0,
  ending_balance: invoice.endingBalance ?? 0,
  // Stripe numbers a customer's invoices with a prefix; the sandbox's prefix comes from the invoice id.
  number: `${invoice.id.slice(3, 11).toUpperCase()}-0001`,
  // A subscription's first invoice and a plan change's cover the moment they were made.
  period_start: invoice.created,
  period_end: invoice.created,
  subtotal: invoice.subtotal,
  total: invoice.amountDue ?? invoice.amountPaid,
  amount_due: invoice.amountDue ?? invoice.amountPaid,
  amount_paid: invoice.amountPaid,
  amount_remaining: (invoice.amountDue ?? invoice.amountPaid) - invoice.amountPaid,
  attempt_count: invoice.attemptCount ?? 1,
  attempted: true,
  currency: invoice.currency,
  status: invoice.status ?? "paid",
  // Charged automatically at once: a paid invoice is no longer advanced; an open one (declined) is retried.
  auto_advance: invoice.status === "open",
  // A subscription's first invoice (and a pending update's) is not retried: the customer pays it on session.
  next_payment_attempt: invoice.status === "open" && invoice.billingReason === "subscription_cycle" ? invoice.created + 3 * 24 * 3600 : null,
  effective_at: invoice.created,
  status_transitions: {
    finalized_at: invoice.created,
    marked_uncollectible_at: null,
    paid_at: invoice.status === "open" || invoice.status === "void" ? null : invoice.created,
    voided_at: invoice.status === "void" ? invoice.created : null
  },
  subtotal_excluding_tax: invoice.subtotal,
  total_excluding_tax: invoice.amountDue ?? invoice.amountPaid,
  webhooks_delivered_at: invoice.created,
  lines: {
    object: "list",
    data: [{ id: `il_${invoice.id.slice(3)}`, object: "line_item", amount: invoice.subtotal, currency: invoice.currency, quantity: 1, pricing: { price_details: { price: price.id, product: price.product } }, price: priceJson(price) }],
    has_more: false
  },
  created: invoice.created,
  livemode: false
})

// cancel_at_period_end comes with migration 0022; read through to_jsonb so a database with only the
// sandbox's own tables (0009, as its tests build) still answers subscriptions.
const columns = `id, customer, price, coupon, default_payment_method, metadata, status, latest_invoice,
  COALESCE((to_jsonb(sandbox_stripe_subscriptions) ->> 'cancel_at_period_end')::boolean, false) AS cancel_at_period_end,
  extract(epoch FROM created_at)::int AS created,
  extract(epoch FROM COALESCE(current_period_start, created_at))::int AS current_period_start,
  extract(epoch FROM canceled_at)::int AS canceled_at,
  to_jsonb(sandbox_stripe_subscriptions) -> 'pending_update' AS pending_update`

export const findSubscription = (id: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* decode(yield* sql`
      SELECT ${sql.literal(columns)} FROM sandbox_stripe_subscriptions WHERE id = ${id}`)
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

/** The customer's subscriptions, newest first; like Stripe's list, canceled ones only when asked for. */
export const listSubscriptions = (filter: { readonly customer: string | null; readonly status: string | null }) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const status = filter.status === null ? sql`status <> 'canceled'` : filter.status === "all" ? sql`true` : sql`status = ${filter.status}`
    const customer = filter.customer === null ? sql`true` : sql`customer = ${filter.customer}`
    return yield* decode(yield* sql`
      SELECT ${sql.literal(columns)} FROM sandbox_stripe_subscriptions WHERE ${customer} AND ${status} ORDER BY created_at DESC, id DESC LIMIT 100`)
  }).pipe(Effect.orDie)

/**
 * A plan change: the new price (and coupon, metadata), and when money moves, its invoice (paid) or
 * the credit to the customer's balance, written together.
 */
export const changeSubscription = (fields: {
  readonly subscription: SubscriptionRow
  readonly price: PriceRow
  readonly coupon: string | null
  readonly metadata: Record<string, string>
  readonly cancelAtPeriodEnd: boolean
  /** The card its invoices are charged to. */
  readonly paymentMethod: string | null
  /** Cents charged now (an upgrade invoiced at once), or null. */
  readonly invoiceAmount: number | null
  /** Cents credited to the customer's balance (a downgrade's unused time); negative: owed on the next invoice. */
  readonly credit: number
}) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const invoiceId = fields.invoiceAmount === null ? null : newId("in")
    const row = fields.subscription
    yield* sql.withTransaction(Effect.gen(function* () {
      yield* sql`
        UPDATE sandbox_stripe_subscriptions
        SET price = ${fields.price.id}, coupon = ${fields.coupon}, metadata = ${JSON.stringify(fields.metadata)}::jsonb,
            cancel_at_period_end = ${fields.cancelAtPeriodEnd}, default_payment_method = ${fields.paymentMethod}, latest_invoice = COALESCE(${invoiceId}, latest_invoice)
        WHERE id = ${row.id}`
      if (invoiceId !== null) {
        yield* sql`
          INSERT INTO sandbox_stripe_invoices (id, customer, subscription, subtotal, amount_paid, currency, status, billing_reason)
          VALUES (${invoiceId}, ${row.customer}, ${row.id}, ${fields.invoiceAmount}, ${fields.invoiceAmount}, ${fields.price.currency}, 'paid', 'subscription_update')`
      }
      // Stripe keeps credit as a negative balance, applied to the customer's next invoices.
      if (fields.credit !== 0) yield* sql`UPDATE sandbox_stripe_customers SET balance = balance - ${fields.credit} WHERE id = ${row.customer}`
    }))
    const updated = Option.getOrThrow(yield* findSubscription(row.id))
    const invoice: InvoiceFields | null = invoiceId === null ? null : {
      id: invoiceId,
      customer: row.customer,
      subscription: row.id,
      subtotal: fields.invoiceAmount!,
      amountPaid: fields.invoiceAmount!,
      currency: fields.price.currency,
      created: Math.floor(Date.now() / 1000),
      billingReason: "subscription_update"
    }
    return { subscription: updated, invoice }
  }).pipe(Effect.orDie)

/** Cancels at once; false when it already was. */
export const cancelSubscription = (id: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql`UPDATE sandbox_stripe_subscriptions SET status = 'canceled', canceled_at = now() WHERE id = ${id} AND status <> 'canceled' RETURNING id`
    return rows.length > 0
  }).pipe(Effect.orDie)

/** A subscription whose first invoice is not paid yet: incomplete until its PaymentIntent succeeds. */
export const insertIncompleteSubscription = (fields: {
  readonly id: string
  readonly customer: string
  readonly price: string
  readonly coupon: string | null
  readonly paymentMethod: string | null
  readonly metadata: Record<string, string>
  readonly latestInvoice: string
}) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    yield* sql`
      INSERT INTO sandbox_stripe_subscriptions (id, customer, price, coupon, default_payment_method, metadata, status, latest_invoice)
      VALUES (${fields.id}, ${fields.customer}, ${fields.price}, ${fields.coupon}, ${fields.paymentMethod},
              ${JSON.stringify(fields.metadata)}::jsonb, 'incomplete', ${fields.latestInvoice})`
  }).pipe(Effect.orDie)

export const setSubscriptionState = (id: string, fields: { readonly status?: string; readonly latestInvoice?: string }) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    yield* sql`
      UPDATE sandbox_stripe_subscriptions
      SET status = COALESCE(${fields.status ?? null}, status), latest_invoice = COALESCE(${fields.latestInvoice ?? null}, latest_invoice)
      WHERE id = ${id}`
  }).pipe(Effect.orDie)

export const setPendingUpdate = (id: string, pending: PendingUpdate | null) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    yield* sql`UPDATE sandbox_stripe_subscriptions SET pending_update = ${pending === null ? null : JSON.stringify(pending)}::jsonb WHERE id = ${id}`
  }).pipe(Effect.orDie)

/** The pending update's changes, applied once its invoice is paid. */
export const applyPendingUpdate = (id: string, pending: PendingUpdate) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    yield* sql`
      UPDATE sandbox_stripe_subscriptions
      SET price = ${pending.price}, metadata = metadata || ${JSON.stringify(pending.metadata)}::jsonb, pending_update = NULL
      WHERE id = ${id}`
  }).pipe(Effect.orDie)

/**
 * Incomplete subscriptions whose first invoice was not paid within 23 hours: incomplete_expired, a
 * terminal status, their invoices voided. Answers the ids that expired now.
 */
export const expireIncomplete = (customer: string | null) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql<{ id: string; latest_invoice: string | null }>`
      UPDATE sandbox_stripe_subscriptions SET status = 'incomplete_expired'
      WHERE status = 'incomplete' AND created_at < now() - interval '23 hours' AND (${customer}::text IS NULL OR customer = ${customer})
      RETURNING id, latest_invoice`
    for (const row of rows) {
      if (row.latest_invoice !== null) yield* sql`UPDATE sandbox_stripe_invoices SET status = 'void' WHERE id = ${row.latest_invoice} AND status = 'open'`
    }
    // A pending update not paid for in time is discarded; the subscription stays as it was.
    yield* sql`
      UPDATE sandbox_stripe_subscriptions SET pending_update = NULL
      WHERE pending_update IS NOT NULL AND (pending_update ->> 'expires_at')::bigint < extract(epoch FROM now())
        AND (${customer}::text IS NULL OR customer = ${customer})`
    return rows.map((row) => row.id)
  }).pipe(Effect.orDie)
