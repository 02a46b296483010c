// Subscription invoices as rows: an open invoice names the PaymentIntent that pays it, so the intent
// succeeding (charged at once, or after the browser authenticates it) pays the invoice.
import { SqlClient } from "@effect/sql"
import { Effect, Option, Schema } from "effect"

import type { InvoiceFields } from "./subscriptions.ts"

const InvoiceRow = Schema.Struct({
  id: Schema.String,
  customer: Schema.String,
  subscription: Schema.NullOr(Schema.String),
  subtotal: Schema.Number,
  amount_paid: Schema.Number,
  amount_due: Schema.Number,
  currency: Schema.String,
  status: Schema.String,
  billing_reason: Schema.String,
  attempt_count: Schema.Number,
  payment_intent: Schema.NullOr(Schema.String),
  created: Schema.Number
})
export type InvoiceRow = typeof InvoiceRow.Type

const decode = Schema.decodeUnknown(Schema.Array(InvoiceRow))

const columns = `id, customer, subscription, subtotal, amount_paid, COALESCE(amount_due, amount_paid) AS amount_due, currency, status,
  billing_reason, attempt_count, payment_intent, extract(epoch FROM created_at)::int AS created`

export const invoiceFieldsOf = (row: InvoiceRow): InvoiceFields => ({
  id: row.id,
  customer: row.customer,
  subscription: row.subscription ?? "",
  subtotal: row.subtotal,
  amountPaid: row.amount_paid,
  amountDue: row.amount_due,
  currency: row.currency,
  created: row.created,
  billingReason: row.billing_reason,
  status: row.status as InvoiceFields["status"],
  attemptCount: row.attempt_count
})

export const findInvoice = (id: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* decode(yield* sql`SELECT ${sql.literal(columns)} FROM sandbox_stripe_invoices WHERE id = ${id}`)
    return Option.fromNullable(rows[0])
  }).pipe(Effect.orDie)

/** The invoice a PaymentIntent pays, if it is an invoice's. */
export const invoiceOfPayment = (paymentIntent: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* decode(
      yield* sql`SELECT ${sql.literal(columns)} FROM sandbox_stripe_invoices WHERE payment_intent = ${paymentIntent}`
    )
    return Option.fromNullable(rows[0])
  }).pipe(Effect.orDie)

/** A finalized invoice owing `amountDue`, not yet paid. */
export const insertOpenInvoice = (fields: {
  readonly id: string
  readonly customer: string
  readonly subscription: string
  readonly subtotal: number
  readonly amountDue: number
  readonly currency: string
  readonly billingReason: string
}) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    yield* sql`
      INSERT INTO sandbox_stripe_invoices (id, customer, subscription, subtotal, amount_paid, amount_due, currency, status, billing_reason, attempt_count)
      VALUES (${fields.id}, ${fields.customer}, ${fields.subscription}, ${fields.subtotal}, 0, ${fields.amountDue}, ${fields.currency}, 'open',
              ${fields.billingReason}, 0)`
  }).pipe(Effect.orDie)

export const setInvoicePayment = (id: string, paymentIntent: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    yield* sql`UPDATE sandbox_stripe_invoices SET payment_intent = ${paymentIntent} WHERE id = ${id}`
  }).pipe(Effect.orDie)

/** A payment attempt on the invoice (charged, declined or waiting for authentication). */
export const countInvoiceAttempt = (id: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    yield* sql`UPDATE sandbox_stripe_invoices SET attempt_count = attempt_count + 1 WHERE id = ${id}`
  }).pipe(Effect.orDie)

/** Paid in full; false when it was not open (already paid, or voided). */
export const markInvoicePaid = (id: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql`
      UPDATE sandbox_stripe_invoices SET status = 'paid', amount_paid = COALESCE(amount_due, amount_paid), attempt_count = GREATEST(attempt_count, 1)
      WHERE id = ${id} AND status = 'open' RETURNING id`
    return rows.length > 0
  }).pipe(Effect.orDie)

/** Voids an open invoice; false when it was not open (paid, void, or a draft). */
export const markInvoiceVoid = (id: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql`UPDATE sandbox_stripe_invoices SET status = 'void' WHERE id = ${id} AND status = 'open' RETURNING id`
    return rows.length > 0
  }).pipe(Effect.orDie)
