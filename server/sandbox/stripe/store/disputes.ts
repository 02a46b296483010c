// Disputes (chargebacks) of charges: opened by the card's issuer (test card 4000 0000 0000 0259 or the
// sandbox dashboard), then won or lost.
import { SqlClient } from "@effect/sql"
import { Effect, Option, Schema } from "effect"

import type { ChargeRow } from "./charges.ts"
import { newId } from "./ids.ts"
import type { PaymentMethodRow } from "./payment-methods.ts"

const DisputeRow = Schema.Struct({
  id: Schema.String,
  charge: Schema.String,
  amount: Schema.Number,
  currency: Schema.String,
  reason: Schema.String,
  status: Schema.String,
  created: Schema.Number
})
export type DisputeRow = typeof DisputeRow.Type

const decode = Schema.decodeUnknown(Schema.Array(DisputeRow))

const columns = "id, charge, amount, currency, reason, status, extract(epoch FROM created_at)::int AS created"

const evidenceFields = [
  "access_activity_log",
  "billing_address",
  "cancellation_policy",
  "cancellation_policy_disclosure",
  "cancellation_rebuttal",
  "customer_communication",
  "customer_email_address",
  "customer_name",
  "customer_purchase_ip",
  "customer_signature",
  "duplicate_charge_documentation",
  "duplicate_charge_explanation",
  "duplicate_charge_id",
  "product_description",
  "receipt",
  "refund_policy",
  "refund_policy_disclosure",
  "refund_refusal_explanation",
  "service_date",
  "service_documentation",
  "shipping_address",
  "shipping_carrier",
  "shipping_date",
  "shipping_documentation",
  "shipping_tracking_number",
  "uncategorized_file",
  "uncategorized_text"
]

/** Stripe gives the merchant about three weeks to answer a dispute. */
const RESPONSE_WINDOW = 21 * 24 * 3600

/** The balance movements of a dispute: the amount withdrawn when it opens, reinstated if it is won. */
const balanceTransactions = (row: DisputeRow) => [
  {
    id: `txn_${row.id.slice(3)}w`,
    object: "balance_transaction",
    amount: -row.amount,
    currency: row.currency,
    type: "adjustment",
    reporting_category: "dispute"
  },
  ...(row.status === "won"
    ? [
        {
          id: `txn_${row.id.slice(3)}r`,
          object: "balance_transaction",
          amount: row.amount,
          currency: row.currency,
          type: "adjustment",
          reporting_category: "dispute_reversal"
        }
      ]
    : [])
]

export const disputeJson = (row: DisputeRow, charge: ChargeRow, paymentMethod: PaymentMethodRow | undefined) => ({
  id: row.id,
  object: "dispute",
  amount: row.amount,
  balance_transactions: balanceTransactions(row),
  charge: row.charge,
  created: row.created,
  currency: row.currency,
  enhanced_eligibility_types: [],
  evidence: { ...Object.fromEntries(evidenceFields.map((field) => [field, null])), enhanced_evidence: {} },
  evidence_details: {
    due_by: row.created + RESPONSE_WINDOW,
    enhanced_eligibility: {},
    has_evidence: false,
    past_due: false,
    submission_count: 0
  },
  is_charge_refundable: false,
  livemode: false,
  metadata: {},
  payment_intent: charge.payment_intent,
  payment_method_details: {
    card: {
      brand: paymentMethod?.brand ?? "visa",
      case_type: "chargeback",
      network_reason_code: row.reason === "fraudulent" ? "10.4" : "13.1"
    },
    type: "card"
  },
  reason: row.reason,
  status: row.status
})

export const insertDispute = (charge: ChargeRow, reason: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const id = newId("dp")
    yield* sql`
      INSERT INTO sandbox_stripe_disputes (id, charge, amount, currency, reason, status)
      VALUES (${id}, ${charge.id}, ${charge.amount - charge.amount_refunded}, ${charge.currency}, ${reason}, 'needs_response')`
    return id
  }).pipe(Effect.orDie)

export const findDispute = (id: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* decode(yield* sql`SELECT ${sql.literal(columns)} FROM sandbox_stripe_disputes WHERE id = ${id}`)
    return Option.fromNullable(rows[0])
  }).pipe(Effect.orDie)

/** Newest first; by charge or by the charge's PaymentIntent. */
export const listDisputes = (filter: { readonly charge?: string | undefined; readonly paymentIntent?: string | undefined }) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const conditions = [
      ...(filter.charge === undefined ? [] : [sql`charge = ${filter.charge}`]),
      ...(filter.paymentIntent === undefined
        ? []
        : [sql`charge IN (SELECT id FROM sandbox_stripe_charges WHERE payment_intent = ${filter.paymentIntent})`])
    ]
    return yield* decode(
      yield* sql`
      SELECT ${sql.literal(columns)} FROM sandbox_stripe_disputes WHERE ${sql.and(conditions)} ORDER BY created_at DESC, id DESC`
    )
  }).pipe(Effect.orDie)

/** Closes an open dispute as won or lost; false when it was already closed. */
export const closeDispute = (id: string, status: "won" | "lost") =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql`
      UPDATE sandbox_stripe_disputes SET status = ${status}
      WHERE id = ${id} AND status IN ('warning_needs_response', 'warning_under_review', 'needs_response', 'under_review') RETURNING id`
    return rows.length > 0
  }).pipe(Effect.orDie)
