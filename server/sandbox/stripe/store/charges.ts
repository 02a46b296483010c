// Charges: one per attempt to move money (a PaymentIntent's confirmation, an invoice's payment),
// succeeded or failed, with what was refunded of it and whether it is disputed.
import { SqlClient } from "@effect/sql"
import { Effect, Option, Schema } from "effect"

import { newId, randomToken } from "./ids.ts"
import type { PaymentMethodRow } from "./payment-methods.ts"

const ChargeRow = Schema.Struct({
  id: Schema.String,
  payment_intent: Schema.NullOr(Schema.String),
  invoice: Schema.NullOr(Schema.String),
  customer: Schema.NullOr(Schema.String),
  payment_method: Schema.NullOr(Schema.String),
  amount: Schema.Number,
  amount_refunded: Schema.Number,
  currency: Schema.String,
  description: Schema.NullOr(Schema.String),
  metadata: Schema.Record({ key: Schema.String, value: Schema.String }),
  status: Schema.Literal("succeeded", "failed"),
  failure_code: Schema.NullOr(Schema.String),
  failure_message: Schema.NullOr(Schema.String),
  decline_code: Schema.NullOr(Schema.String),
  disputed: Schema.Boolean,
  receipt_number: Schema.NullOr(Schema.String),
  created: Schema.Number
})
export type ChargeRow = typeof ChargeRow.Type

const decode = Schema.decodeUnknown(Schema.Array(ChargeRow))

const columns = `id, payment_intent, invoice, customer, payment_method, amount, amount_refunded, currency, description, metadata, status,
  failure_code, failure_message, decline_code, disputed, receipt_number, extract(epoch FROM created_at)::int AS created`

/** The charge as Stripe answers it; `refunds` are the rendered refunds, newest first. */
export const chargeJson = (
  row: ChargeRow,
  paymentMethod: PaymentMethodRow | undefined,
  refunds: ReadonlyArray<unknown>,
  receiptUrl: string
) => {
  const succeeded = row.status === "succeeded"
  return {
    id: row.id,
    object: "charge",
    amount: row.amount,
    amount_captured: succeeded ? row.amount : 0,
    amount_refunded: row.amount_refunded,
    application: null,
    application_fee: null,
    application_fee_amount: null,
    balance_transaction: succeeded ? `txn_${row.id.slice(3)}` : null,
    billing_details: {
      address: { city: null, country: paymentMethod?.billing_country ?? null, line1: null, line2: null, postal_code: null, state: null },
      email: paymentMethod?.billing_email ?? null,
      name: paymentMethod?.billing_name ?? null,
      phone: null,
      tax_id: null
    },
    calculated_statement_descriptor: "PORTAL BUILDER",
    captured: succeeded,
    created: row.created,
    currency: row.currency,
    customer: row.customer,
    description: row.description,
    disputed: row.disputed,
    failure_balance_transaction: null,
    failure_code: row.failure_code,
    failure_message: row.failure_message,
    fraud_details: {},
    livemode: false,
    metadata: row.metadata,
    on_behalf_of: null,
    outcome: {
      advice_code: null,
      network_advice_code: null,
      network_decline_code: null,
      network_status: succeeded ? "approved_by_network" : "declined_by_network",
      reason: row.decline_code,
      risk_level: "normal",
      risk_score: 20,
      seller_message: succeeded ? "Payment complete." : "The bank did not return any further details with this decline.",
      type: succeeded ? "authorized" : "issuer_declined"
    },
    paid: succeeded,
    payment_intent: row.payment_intent,
    payment_method: row.payment_method,
    payment_method_details:
      paymentMethod === undefined
        ? null
        : {
            card: {
              amount_authorized: succeeded ? row.amount : null,
              brand: paymentMethod.brand,
              checks: { address_line1_check: null, address_postal_code_check: null, cvc_check: "pass" },
              country: paymentMethod.country,
              exp_month: paymentMethod.exp_month,
              exp_year: paymentMethod.exp_year,
              funding: "credit",
              last4: paymentMethod.last4,
              mandate: null,
              network: paymentMethod.brand,
              three_d_secure: null,
              wallet: null
            },
            type: "card"
          },
    receipt_email: null,
    receipt_number: row.receipt_number,
    receipt_url: receiptUrl,
    refunded: row.amount_refunded === row.amount && row.amount > 0,
    refunds: { object: "list", data: refunds, has_more: false, total_count: refunds.length, url: `/v1/charges/${row.id}/refunds` },
    review: null,
    shipping: null,
    source: null,
    source_transfer: null,
    statement_descriptor: null,
    statement_descriptor_suffix: null,
    status: row.status,
    transfer_data: null,
    transfer_group: null
  }
}

export interface NewCharge {
  /** Given when the id must be known before the charge is written (the intent names it first). */
  readonly id?: string
  readonly paymentIntent: string | null
  readonly invoice: string | null
  readonly customer: string | null
  readonly paymentMethod: string | null
  readonly amount: number
  readonly currency: string
  readonly description: string | null
  readonly metadata: Record<string, string>
  /** Absent: succeeded. */
  readonly failure?: { readonly code: string; readonly message: string; readonly declineCode: string | null }
}

export const insertCharge = (charge: NewCharge) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const id = charge.id ?? newId("ch")
    const failure = charge.failure
    yield* sql`
      INSERT INTO sandbox_stripe_charges
        (id, payment_intent, invoice, customer, payment_method, amount, currency, description, metadata, status,
         failure_code, failure_message, decline_code, receipt_number)
      VALUES (${id}, ${charge.paymentIntent}, ${charge.invoice}, ${charge.customer}, ${charge.paymentMethod}, ${charge.amount}, ${charge.currency},
              ${charge.description}, ${JSON.stringify(charge.metadata)}::jsonb, ${failure === undefined ? "succeeded" : "failed"},
              ${failure?.code ?? null}, ${failure?.message ?? null}, ${failure?.declineCode ?? null},
              ${failure === undefined ? `${randomToken(4).toUpperCase()}-${randomToken(4).toUpperCase()}` : null})`
    return id
  }).pipe(Effect.orDie)

export const findCharge = (id: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* decode(yield* sql`SELECT ${sql.literal(columns)} FROM sandbox_stripe_charges WHERE id = ${id}`)
    return Option.fromNullable(rows[0])
  }).pipe(Effect.orDie)

/** Newest first, as Stripe lists charges. */
export const listCharges = (filter: { readonly customer?: string | undefined; readonly paymentIntent?: string | undefined }) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const conditions = [
      ...(filter.customer === undefined ? [] : [sql`customer = ${filter.customer}`]),
      ...(filter.paymentIntent === undefined ? [] : [sql`payment_intent = ${filter.paymentIntent}`])
    ]
    return yield* decode(
      yield* sql`
      SELECT ${sql.literal(columns)} FROM sandbox_stripe_charges WHERE ${sql.and(conditions)} ORDER BY created_at DESC, id DESC`
    )
  }).pipe(Effect.orDie)

/** Adds a refund to the charge unless it would refund more than was paid; false when it would. */
export const addRefunded = (id: string, amount: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql`
      UPDATE sandbox_stripe_charges SET amount_refunded = amount_refunded + ${amount}
      WHERE id = ${id} AND status = 'succeeded' AND amount_refunded + ${amount} <= amount RETURNING id`
    return rows.length > 0
  }).pipe(Effect.orDie)

export const markDisputed = (id: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    yield* sql`UPDATE sandbox_stripe_charges SET disputed = true WHERE id = ${id}`
  }).pipe(Effect.orDie)
