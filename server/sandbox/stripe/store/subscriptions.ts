// Subscriptions and their invoices: the first period's, paid when the subscription is created; a plan
// change's proration (billing_reason subscription_update); the customer balance a downgrade's unused
// time is credited to; and cancellation.
import { SqlClient } from "@effect/sql"
import { Effect, Option } from "effect"

import type { CouponRow, PriceRow } from "./catalogue.ts"
import { newId } from "./ids.ts"
import type { InvoiceFields } from "./subscription-json.ts"
import { decode, type PendingUpdate, type SubscriptionRow } from "./subscription-rows.ts"

// The rows and their JSON live beside this file (subscription-rows.ts, subscription-json.ts).
export { discountJson, type InvoiceFields, invoiceJson, subscriptionJson } from "./subscription-json.ts"
export { type PendingUpdate, pendingUpdateOf, periodEnd, type SubscriptionRow } from "./subscription-rows.ts"

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
    const rows = yield* decode(
      yield* sql`
      SELECT ${sql.literal(columns)} FROM sandbox_stripe_subscriptions WHERE id = ${id}`
    )
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
    yield* sql.withTransaction(
      Effect.gen(function* () {
        yield* sql`
        INSERT INTO sandbox_stripe_subscriptions (id, customer, price, coupon, default_payment_method, metadata, status, latest_invoice)
        VALUES (${subscriptionId}, ${fields.customer}, ${fields.price.id}, ${fields.coupon?.id ?? null}, ${fields.paymentMethod},
                ${JSON.stringify(fields.metadata)}::jsonb, 'active', ${invoiceId})`
        yield* sql`
        INSERT INTO sandbox_stripe_invoices (id, customer, subscription, subtotal, amount_paid, currency, status)
        VALUES (${invoiceId}, ${fields.customer}, ${subscriptionId}, ${fields.price.unit_amount}, ${fields.amountPaid}, ${fields.price.currency}, 'paid')`
      })
    )
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
    return yield* decode(
      yield* sql`
      SELECT ${sql.literal(columns)} FROM sandbox_stripe_subscriptions WHERE ${customer} AND ${status} ORDER BY created_at DESC, id DESC LIMIT 100`
    )
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
    yield* sql.withTransaction(
      Effect.gen(function* () {
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
        if (fields.credit !== 0)
          yield* sql`UPDATE sandbox_stripe_customers SET balance = balance - ${fields.credit} WHERE id = ${row.customer}`
      })
    )
    const updated = Option.getOrThrow(yield* findSubscription(row.id))
    const invoice: InvoiceFields | null =
      invoiceId === null
        ? null
        : {
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
    const rows =
      yield* sql`UPDATE sandbox_stripe_subscriptions SET status = 'canceled', canceled_at = now() WHERE id = ${id} AND status <> 'canceled' RETURNING id`
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
      if (row.latest_invoice !== null)
        yield* sql`UPDATE sandbox_stripe_invoices SET status = 'void' WHERE id = ${row.latest_invoice} AND status = 'open'`
    }
    // A pending update not paid for in time is discarded, its invoice voided (nothing is left to pay for);
    // the subscription stays as it was.
    const discarded = yield* sql<{ id: string; invoice: string | null }>`
      UPDATE sandbox_stripe_subscriptions s SET pending_update = NULL
      FROM (SELECT id, pending_update ->> 'invoice' AS invoice FROM sandbox_stripe_subscriptions
            WHERE pending_update IS NOT NULL AND (pending_update ->> 'expires_at')::bigint < extract(epoch FROM now())
              AND (${customer}::text IS NULL OR customer = ${customer})
            FOR UPDATE) due
      WHERE s.id = due.id
      RETURNING s.id, due.invoice`
    for (const row of discarded) {
      if (row.invoice !== null) yield* sql`UPDATE sandbox_stripe_invoices SET status = 'void' WHERE id = ${row.invoice} AND status = 'open'`
    }
    return [...rows.map((row) => row.id), ...discarded.map((row) => row.id).filter((id) => !rows.some((row) => row.id === id))]
  }).pipe(Effect.orDie)
