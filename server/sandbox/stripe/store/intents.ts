// PaymentIntents and SetupIntents. A status change is one conditional UPDATE, so two confirmations
// racing for the same intent charge it once.
import { SqlClient } from "@effect/sql"
import { Effect, Option, Schema } from "effect"
import { clientSecretFor, newId } from "./ids.ts"

const PaymentIntentRow = Schema.Struct({
  id: Schema.String,
  client_secret: Schema.String,
  amount: Schema.Number,
  currency: Schema.String,
  customer: Schema.NullOr(Schema.String),
  description: Schema.NullOr(Schema.String),
  metadata: Schema.Record({ key: Schema.String, value: Schema.String }),
  status: Schema.String,
  payment_method: Schema.NullOr(Schema.String),
  last_payment_error: Schema.NullOr(Schema.Unknown),
  created: Schema.Number
})
export type PaymentIntentRow = typeof PaymentIntentRow.Type

const SetupIntentRow = Schema.Struct({
  id: Schema.String,
  client_secret: Schema.String,
  customer: Schema.NullOr(Schema.String),
  usage: Schema.String,
  status: Schema.String,
  payment_method: Schema.NullOr(Schema.String),
  last_setup_error: Schema.NullOr(Schema.Unknown),
  created: Schema.Number
})
export type SetupIntentRow = typeof SetupIntentRow.Type

const decodePayment = Schema.decodeUnknown(Schema.Array(PaymentIntentRow))
const decodeSetup = Schema.decodeUnknown(Schema.Array(SetupIntentRow))

export const paymentIntentJson = (row: PaymentIntentRow) => ({
  id: row.id,
  object: "payment_intent",
  amount: row.amount,
  amount_received: row.status === "succeeded" ? row.amount : 0,
  currency: row.currency,
  customer: row.customer,
  description: row.description,
  metadata: row.metadata,
  status: row.status,
  client_secret: row.client_secret,
  payment_method: row.payment_method,
  payment_method_types: ["card"],
  last_payment_error: row.last_payment_error,
  created: row.created,
  livemode: false
})

export const setupIntentJson = (row: SetupIntentRow) => ({
  id: row.id,
  object: "setup_intent",
  client_secret: row.client_secret,
  customer: row.customer,
  usage: row.usage,
  status: row.status,
  payment_method: row.payment_method,
  payment_method_types: ["card"],
  last_setup_error: row.last_setup_error,
  created: row.created,
  livemode: false
})

const paymentColumns =
  "id, client_secret, amount, currency, customer, description, metadata, status, payment_method, last_payment_error, extract(epoch FROM created_at)::int AS created"
const setupColumns = "id, client_secret, customer, usage, status, payment_method, last_setup_error, extract(epoch FROM created_at)::int AS created"

export const findPaymentIntent = (id: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* decodePayment(yield* sql`SELECT ${sql.literal(paymentColumns)} FROM sandbox_stripe_payment_intents WHERE id = ${id}`)
    return Option.fromNullable(rows[0])
  }).pipe(Effect.orDie)

export const createPaymentIntent = (fields: {
  readonly amount: number
  readonly currency: string
  readonly customer: string | null
  readonly description: string | null
  readonly metadata: Record<string, string>
  readonly paymentMethod: string | null
}) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const id = newId("pi")
    const status = fields.paymentMethod === null ? "requires_payment_method" : "requires_confirmation"
    yield* sql`
      INSERT INTO sandbox_stripe_payment_intents (id, client_secret, amount, currency, customer, description, metadata, status, payment_method)
      VALUES (${id}, ${clientSecretFor(id)}, ${fields.amount}, ${fields.currency}, ${fields.customer}, ${fields.description},
              ${JSON.stringify(fields.metadata)}::jsonb, ${status}, ${fields.paymentMethod})`
    return id
  }).pipe(Effect.orDie)

/** Marks the intent paid unless it already is; false when another confirmation got there first. */
export const markPaymentSucceeded = (id: string, paymentMethod: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql`
      UPDATE sandbox_stripe_payment_intents SET status = 'succeeded', payment_method = ${paymentMethod}, last_payment_error = NULL
      WHERE id = ${id} AND status <> 'succeeded' RETURNING id`
    return rows.length > 0
  }).pipe(Effect.orDie)

export const markPaymentFailed = (id: string, error: unknown) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    yield* sql`
      UPDATE sandbox_stripe_payment_intents
      SET status = 'requires_payment_method', payment_method = NULL, last_payment_error = ${JSON.stringify(error)}::jsonb
      WHERE id = ${id} AND status <> 'succeeded'`
  }).pipe(Effect.orDie)

export const findSetupIntent = (id: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* decodeSetup(yield* sql`SELECT ${sql.literal(setupColumns)} FROM sandbox_stripe_setup_intents WHERE id = ${id}`)
    return Option.fromNullable(rows[0])
  }).pipe(Effect.orDie)

export const createSetupIntent = (customer: string | null, usage: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const id = newId("seti")
    yield* sql`
      INSERT INTO sandbox_stripe_setup_intents (id, client_secret, customer, usage, status)
      VALUES (${id}, ${clientSecretFor(id)}, ${customer}, ${usage}, 'requires_payment_method')`
    return id
  }).pipe(Effect.orDie)

export const markSetupSucceeded = (id: string, paymentMethod: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql`
      UPDATE sandbox_stripe_setup_intents SET status = 'succeeded', payment_method = ${paymentMethod}, last_setup_error = NULL
      WHERE id = ${id} AND status <> 'succeeded' RETURNING id`
    return rows.length > 0
  }).pipe(Effect.orDie)

export const markSetupFailed = (id: string, error: unknown) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    yield* sql`UPDATE sandbox_stripe_setup_intents SET last_setup_error = ${JSON.stringify(error)}::jsonb WHERE id = ${id} AND status <> 'succeeded'`
  }).pipe(Effect.orDie)
