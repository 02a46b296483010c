// Saved cards: brand, last4, expiry and the test outcome; never the number.
import { createHash } from "node:crypto"

import { SqlClient } from "@effect/sql"
import { Effect, Option, Schema } from "effect"

import { CARD_OUTCOMES, type CardDetails } from "../cards.ts"
import { newId } from "./ids.ts"

const PaymentMethodRow = Schema.Struct({
  id: Schema.String,
  customer: Schema.NullOr(Schema.String),
  brand: Schema.String,
  last4: Schema.String,
  exp_month: Schema.Number,
  exp_year: Schema.Number,
  country: Schema.NullOr(Schema.String),
  outcome: Schema.Literal(...CARD_OUTCOMES),
  off_session_ready: Schema.Boolean,
  billing_name: Schema.NullOr(Schema.String),
  billing_email: Schema.NullOr(Schema.String),
  billing_country: Schema.NullOr(Schema.String),
  fingerprint: Schema.NullOr(Schema.String),
  created: Schema.Number
})
export type PaymentMethodRow = typeof PaymentMethodRow.Type

export interface BillingDetails {
  readonly name: string | null
  readonly email: string | null
  readonly country: string | null
}

const decode = Schema.decodeUnknown(Schema.Array(PaymentMethodRow))

const columns =
  "id, customer, brand, last4, exp_month, exp_year, country, outcome, off_session_ready, billing_name, billing_email, billing_country, fingerprint, extract(epoch FROM created_at)::int AS created"

export const paymentMethodJson = (row: PaymentMethodRow) => ({
  id: row.id,
  object: "payment_method",
  allow_redisplay: "unspecified",
  type: "card",
  card: {
    brand: row.brand,
    checks: { address_line1_check: null, address_postal_code_check: null, cvc_check: "pass" },
    country: row.country,
    display_brand: row.brand,
    exp_month: row.exp_month,
    exp_year: row.exp_year,
    // Stripe's fingerprint names the card number; for a card saved before numbers were fingerprinted,
    // brand, last4 and expiry stand in for it, as they did then.
    fingerprint:
      row.fingerprint ??
      createHash("sha256").update(`${row.brand}${row.last4}${row.exp_month}${row.exp_year}`).digest("base64url").slice(0, 16),
    funding: "credit",
    generated_from: null,
    last4: row.last4,
    networks: { available: [row.brand], preferred: null },
    regulated_status: "unregulated",
    three_d_secure_usage: { supported: true },
    wallet: null
  },
  billing_details: {
    name: row.billing_name,
    email: row.billing_email,
    phone: null,
    address: { country: row.billing_country, city: null, line1: null, line2: null, postal_code: null, state: null }
  },
  customer: row.customer,
  customer_account: null,
  metadata: {},
  created: row.created,
  livemode: false
})

export const findPaymentMethod = (id: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* decode(yield* sql`SELECT ${sql.literal(columns)} FROM sandbox_stripe_payment_methods WHERE id = ${id}`)
    return Option.fromNullable(rows[0])
  }).pipe(Effect.orDie)

export const listPaymentMethods = (customer: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    // Newest first, as Stripe lists them.
    return yield* decode(
      yield* sql`
      SELECT ${sql.literal(columns)} FROM sandbox_stripe_payment_methods WHERE customer = ${customer} ORDER BY created_at DESC, id`
    )
  }).pipe(Effect.orDie)

export const createPaymentMethod = (card: CardDetails, billing: BillingDetails, customer: string | null) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const id = newId("pm")
    yield* sql`
      INSERT INTO sandbox_stripe_payment_methods
        (id, customer, brand, last4, exp_month, exp_year, country, outcome, billing_name, billing_email, billing_country, fingerprint)
      VALUES (${id}, ${customer}, ${card.brand}, ${card.last4}, ${card.expMonth}, ${card.expYear}, ${card.country}, ${card.outcome},
              ${billing.name}, ${billing.email}, ${billing.country}, ${card.fingerprint})`
    return id
  }).pipe(Effect.orDie)

export const setPaymentMethodCustomer = (id: string, customer: string | null) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    yield* sql`UPDATE sandbox_stripe_payment_methods SET customer = ${customer} WHERE id = ${id}`
    if (customer === null) {
      // A detached card can no longer be anyone's default.
      yield* sql`UPDATE sandbox_stripe_customers SET default_payment_method = NULL WHERE default_payment_method = ${id}`
    }
  }).pipe(Effect.orDie)

/** The card may now be charged off-session without authentication (it was set up for that). */
export const markSetUpForOffSession = (id: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    yield* sql`UPDATE sandbox_stripe_payment_methods SET off_session_ready = true WHERE id = ${id}`
  }).pipe(Effect.orDie)

export const updateBillingDetails = (id: string, billing: BillingDetails) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    yield* sql`
      UPDATE sandbox_stripe_payment_methods
      SET billing_name = ${billing.name}, billing_email = ${billing.email}, billing_country = ${billing.country}
      WHERE id = ${id}`
  }).pipe(Effect.orDie)
