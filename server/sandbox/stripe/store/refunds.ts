// Refunds of charges: each takes back part or all of what is left of a charge. Card refunds in test
// mode succeed at once, as Stripe's do.
import { SqlClient } from "@effect/sql"
import { Effect, Option, Schema } from "effect"

import type { ChargeRow } from "./charges.ts"
import { newId } from "./ids.ts"

const RefundRow = Schema.Struct({
  id: Schema.String,
  charge: Schema.String,
  amount: Schema.Number,
  currency: Schema.String,
  reason: Schema.NullOr(Schema.String),
  status: Schema.String,
  metadata: Schema.Record({ key: Schema.String, value: Schema.String }),
  created: Schema.Number
})
export type RefundRow = typeof RefundRow.Type

const decode = Schema.decodeUnknown(Schema.Array(RefundRow))

const columns = "r.id, r.charge, r.amount, r.currency, r.reason, r.status, r.metadata, extract(epoch FROM r.created_at)::int AS created"

/** Stripe's reasons a refund may give. */
export const REFUND_REASONS = ["duplicate", "fraudulent", "requested_by_customer"] as const

export const refundJson = (row: RefundRow, charge: ChargeRow) => ({
  id: row.id,
  object: "refund",
  amount: row.amount,
  balance_transaction: `txn_${row.id.slice(3)}`,
  charge: row.charge,
  created: row.created,
  currency: row.currency,
  customer: charge.customer,
  customer_account: null,
  destination_details: {
    card: { reference: null, reference_status: "pending", reference_type: "acquirer_reference_number", type: "refund" },
    type: "card"
  },
  metadata: row.metadata,
  payment_intent: charge.payment_intent,
  payment_method: charge.payment_method,
  reason: row.reason,
  receipt_number: null,
  source_transfer_reversal: null,
  status: row.status,
  transfer_reversal: null
})

export const insertRefund = (fields: {
  readonly charge: string
  readonly amount: number
  readonly currency: string
  readonly reason: string | null
  readonly metadata: Record<string, string>
}) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const id = newId("re")
    yield* sql`
      INSERT INTO sandbox_stripe_refunds (id, charge, amount, currency, reason, status, metadata)
      VALUES (${id}, ${fields.charge}, ${fields.amount}, ${fields.currency}, ${fields.reason}, 'succeeded', ${JSON.stringify(fields.metadata)}::jsonb)`
    return id
  }).pipe(Effect.orDie)

/** A refund the bank could not pay out: failed, its amount back on the charge as unrefunded. */
export const markRefundFailed = (id: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    yield* sql.withTransaction(
      Effect.gen(function* () {
        const rows = yield* sql<{ readonly charge: string; readonly amount: number }>`
        UPDATE sandbox_stripe_refunds SET status = 'failed' WHERE id = ${id} AND status = 'succeeded' RETURNING charge, amount`
        const failed = rows[0]
        if (failed !== undefined)
          yield* sql`UPDATE sandbox_stripe_charges SET amount_refunded = amount_refunded - ${failed.amount} WHERE id = ${failed.charge}`
      })
    )
  }).pipe(Effect.orDie)

export const findRefund = (id: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* decode(yield* sql`SELECT ${sql.literal(columns)} FROM sandbox_stripe_refunds r WHERE r.id = ${id}`)
    return Option.fromNullable(rows[0])
  }).pipe(Effect.orDie)

/** Newest first; by charge or by the charge's PaymentIntent. */
export const listRefunds = (filter: { readonly charge?: string | undefined; readonly paymentIntent?: string | undefined }) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const conditions = [
      ...(filter.charge === undefined ? [] : [sql`r.charge = ${filter.charge}`]),
      ...(filter.paymentIntent === undefined ? [] : [sql`c.payment_intent = ${filter.paymentIntent}`])
    ]
    return yield* decode(
      yield* sql`
      SELECT ${sql.literal(columns)} FROM sandbox_stripe_refunds r JOIN sandbox_stripe_charges c ON c.id = r.charge
      WHERE ${sql.and(conditions)} ORDER BY r.created_at DESC, r.id DESC`
    )
  }).pipe(Effect.orDie)
