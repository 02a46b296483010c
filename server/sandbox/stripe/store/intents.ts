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
  latest_charge: Schema.NullOr(Schema.String),
  next_action: Schema.NullOr(Schema.Unknown),
  return_url: Schema.NullOr(Schema.String),
  setup_future_usage: Schema.NullOr(Schema.String),
  canceled_at: Schema.NullOr(Schema.Number),
  cancellation_reason: Schema.NullOr(Schema.String),
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
  next_action: Schema.NullOr(Schema.Unknown),
  return_url: Schema.NullOr(Schema.String),
  created: Schema.Number
})
export type SetupIntentRow = typeof SetupIntentRow.Type

const decodePayment = Schema.decodeUnknown(Schema.Array(PaymentIntentRow))
const decodeSetup = Schema.decodeUnknown(Schema.Array(SetupIntentRow))

export const paymentIntentJson = (row: PaymentIntentRow) => ({
  id: row.id,
  object: "payment_intent",
  amount: row.amount,
  amount_capturable: 0,
  amount_details: { tip: {} },
  amount_received: row.status === "succeeded" ? row.amount : 0,
  application: null,
  application_fee_amount: null,
  automatic_payment_methods: null,
  canceled_at: row.canceled_at,
  cancellation_reason: row.cancellation_reason,
  capture_method: "automatic",
  client_secret: row.client_secret,
  confirmation_method: "automatic",
  created: row.created,
  currency: row.currency,
  customer: row.customer,
  customer_account: null,
  description: row.description,
  excluded_payment_method_types: null,
  last_payment_error: row.last_payment_error,
  latest_charge: row.latest_charge,
  livemode: false,
  managed_payments: null,
  metadata: row.metadata,
  next_action: row.next_action,
  on_behalf_of: null,
  payment_method: row.payment_method,
  payment_method_configuration_details: null,
  payment_method_options: { card: { installments: null, mandate_options: null, network: null, request_three_d_secure: "automatic" } },
  payment_method_types: ["card"],
  processing: null,
  receipt_email: null,
  review: null,
  setup_future_usage: row.setup_future_usage,
  shipping: null,
  source: null,
  statement_descriptor: null,
  statement_descriptor_suffix: null,
  status: row.status,
  transfer_data: null,
  transfer_group: null
})

export const setupIntentJson = (row: SetupIntentRow) => ({
  id: row.id,
  object: "setup_intent",
  application: null,
  automatic_payment_methods: null,
  cancellation_reason: null,
  client_secret: row.client_secret,
  created: row.created,
  customer: row.customer,
  description: null,
  excluded_payment_method_types: null,
  flow_directions: null,
  last_setup_error: row.last_setup_error,
  latest_attempt: null,
  livemode: false,
  mandate: null,
  metadata: {},
  next_action: row.next_action,
  on_behalf_of: null,
  payment_method: row.payment_method,
  payment_method_configuration_details: null,
  payment_method_options: { card: { mandate_options: null, network: null, request_three_d_secure: "automatic" } },
  payment_method_types: ["card"],
  single_use_mandate: null,
  status: row.status,
  usage: row.usage
})

const paymentColumns = `id, client_secret, amount, currency, customer, description, metadata, status, payment_method, last_payment_error,
  latest_charge, next_action, return_url, setup_future_usage, canceled_at, cancellation_reason, extract(epoch FROM created_at)::int AS created`
const setupColumns =
  "id, client_secret, customer, usage, status, payment_method, last_setup_error, next_action, return_url, extract(epoch FROM created_at)::int AS created"

export const findPaymentIntent = (id: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* decodePayment(
      yield* sql`SELECT ${sql.literal(paymentColumns)} FROM sandbox_stripe_payment_intents WHERE id = ${id}`
    )
    return Option.fromNullable(rows[0])
  }).pipe(Effect.orDie)

export const createPaymentIntent = (fields: {
  readonly amount: number
  readonly currency: string
  readonly customer: string | null
  readonly description: string | null
  readonly metadata: Record<string, string>
  readonly paymentMethod: string | null
  readonly setupFutureUsage: string | null
  readonly returnUrl: string | null
}) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const id = newId("pi")
    const status = fields.paymentMethod === null ? "requires_payment_method" : "requires_confirmation"
    yield* sql`
      INSERT INTO sandbox_stripe_payment_intents
        (id, client_secret, amount, currency, customer, description, metadata, status, payment_method, setup_future_usage, return_url)
      VALUES (${id}, ${clientSecretFor(id)}, ${fields.amount}, ${fields.currency}, ${fields.customer}, ${fields.description},
              ${JSON.stringify(fields.metadata)}::jsonb, ${status}, ${fields.paymentMethod}, ${fields.setupFutureUsage}, ${fields.returnUrl})`
    return id
  }).pipe(Effect.orDie)

/** Where a confirmation may start: a charge, a wait for authentication or a cancel ends it. */
const OPEN = "('requires_payment_method', 'requires_confirmation', 'requires_action')"

/** Marks the intent paid unless it already is; false when another confirmation got there first. */
export const markPaymentSucceeded = (id: string, paymentMethod: string, charge: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql`
      UPDATE sandbox_stripe_payment_intents
      SET status = 'succeeded', payment_method = ${paymentMethod}, last_payment_error = NULL, next_action = NULL, latest_charge = ${charge}
      WHERE id = ${id} AND status IN ${sql.literal(OPEN)} RETURNING id`
    return rows.length > 0
  }).pipe(Effect.orDie)

export const markPaymentFailed = (id: string, error: unknown, charge: string | null) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    yield* sql`
      UPDATE sandbox_stripe_payment_intents
      SET status = 'requires_payment_method', payment_method = NULL, next_action = NULL, last_payment_error = ${JSON.stringify(error)}::jsonb,
          latest_charge = coalesce(${charge}, latest_charge)
      WHERE id = ${id} AND status IN ${sql.literal(OPEN)}`
  }).pipe(Effect.orDie)

/** Waits for the cardholder's authentication; false when the intent is no longer open. */
export const markRequiresAction = (
  id: string,
  fields: {
    readonly paymentMethod: string
    readonly nextAction: unknown
    readonly returnUrl: string | null
    readonly setupFutureUsage: string | null
  }
) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql`
      UPDATE sandbox_stripe_payment_intents
      SET status = 'requires_action', payment_method = ${fields.paymentMethod}, next_action = ${JSON.stringify(fields.nextAction)}::jsonb,
          return_url = ${fields.returnUrl}, setup_future_usage = coalesce(${fields.setupFutureUsage}, setup_future_usage), last_payment_error = NULL
      WHERE id = ${id} AND status IN ${sql.literal(OPEN)} RETURNING id`
    return rows.length > 0
  }).pipe(Effect.orDie)

/** Cancels an intent that has not succeeded; false when it can no longer be canceled. */
export const markPaymentCanceled = (id: string, reason: string | null) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql`
      UPDATE sandbox_stripe_payment_intents
      SET status = 'canceled', next_action = NULL, cancellation_reason = ${reason}, canceled_at = extract(epoch FROM now())::int
      WHERE id = ${id} AND status IN ${sql.literal(OPEN)} RETURNING id`
    return rows.length > 0
  }).pipe(Effect.orDie)

/** Newest first, optionally one customer's. */
export const listPaymentIntents = (customer: string | undefined) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows =
      customer === undefined
        ? yield* sql`SELECT ${sql.literal(paymentColumns)} FROM sandbox_stripe_payment_intents ORDER BY created_at DESC, id DESC`
        : yield* sql`SELECT ${sql.literal(paymentColumns)} FROM sandbox_stripe_payment_intents WHERE customer = ${customer} ORDER BY created_at DESC, id DESC`
    return yield* decodePayment(rows)
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
      UPDATE sandbox_stripe_setup_intents SET status = 'succeeded', payment_method = ${paymentMethod}, last_setup_error = NULL, next_action = NULL
      WHERE id = ${id} AND status <> 'succeeded' RETURNING id`
    return rows.length > 0
  }).pipe(Effect.orDie)

export const markSetupFailed = (id: string, error: unknown) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    yield* sql`
      UPDATE sandbox_stripe_setup_intents
      SET status = 'requires_payment_method', payment_method = NULL, next_action = NULL, last_setup_error = ${JSON.stringify(error)}::jsonb
      WHERE id = ${id} AND status <> 'succeeded'`
  }).pipe(Effect.orDie)

/** A SetupIntent waiting for the cardholder's authentication, as a PaymentIntent does. */
export const markSetupRequiresAction = (
  id: string,
  fields: { readonly paymentMethod: string; readonly nextAction: unknown; readonly returnUrl: string | null }
) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql`
      UPDATE sandbox_stripe_setup_intents
      SET status = 'requires_action', payment_method = ${fields.paymentMethod}, next_action = ${JSON.stringify(fields.nextAction)}::jsonb,
          return_url = ${fields.returnUrl}, last_setup_error = NULL
      WHERE id = ${id} AND status IN ('requires_payment_method', 'requires_confirmation') RETURNING id`
    return rows.length > 0
  }).pipe(Effect.orDie)
