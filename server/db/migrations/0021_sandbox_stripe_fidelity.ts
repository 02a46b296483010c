// The sandbox payments made as strict as Stripe: webhook deliveries that survive a restart
// (each event is a row a worker claims when due), prices in cents, charges, refunds and disputes,
// 3-D Secure state on PaymentIntents, and when prices and coupons were created, as Stripe reports.
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/** The plan prices in cents, as Stripe counts them (written out: a migration's effect stays fixed once run). */
const pricesInCents = [
  { id: "price_core_monthly", unitAmount: 19_700 },
  { id: "price_stack_monthly", unitAmount: 99_700 },
  { id: "price_pro_monthly", unitAmount: 299_700 }
] as const

const schema = [
  // seq orders events announced in one transaction (their created_at is the same); next_attempt_at is
  // when the worker may next try a pending event, also a lease while one attempt is under way.
  `ALTER TABLE sandbox_stripe_events ADD COLUMN seq bigserial`,
  `ALTER TABLE sandbox_stripe_events ADD COLUMN next_attempt_at timestamptz`,
  `UPDATE sandbox_stripe_events SET next_attempt_at = now() WHERE delivery_status = 'pending'`,
  `CREATE INDEX sandbox_stripe_events_due ON sandbox_stripe_events (next_attempt_at, seq) WHERE delivery_status = 'pending'`,
  `ALTER TABLE sandbox_stripe_payment_intents
    ADD COLUMN latest_charge text,
    ADD COLUMN next_action jsonb,
    ADD COLUMN return_url text,
    ADD COLUMN setup_future_usage text,
    ADD COLUMN canceled_at integer,
    ADD COLUMN cancellation_reason text`,
  `ALTER TABLE sandbox_stripe_setup_intents ADD COLUMN next_action jsonb, ADD COLUMN return_url text`,
  // A card saved for later (a SetupIntent, or setup_future_usage) may be charged off-session without
  // authentication, as Stripe's 4000 0025 0000 3155 shows.
  `ALTER TABLE sandbox_stripe_payment_methods ADD COLUMN off_session_ready boolean NOT NULL DEFAULT false`,
  `UPDATE sandbox_stripe_payment_methods SET off_session_ready = true WHERE customer IS NOT NULL`,
  `ALTER TABLE sandbox_stripe_coupons ADD COLUMN created integer NOT NULL DEFAULT extract(epoch FROM now())::int`,
  `ALTER TABLE sandbox_stripe_prices ADD COLUMN created integer NOT NULL DEFAULT extract(epoch FROM now())::int`,
  `CREATE TABLE sandbox_stripe_charges (
    id text PRIMARY KEY,
    payment_intent text,
    invoice text,
    customer text,
    payment_method text,
    amount integer NOT NULL CHECK (amount >= 0),
    amount_refunded integer NOT NULL DEFAULT 0,
    currency text NOT NULL,
    description text,
    metadata jsonb NOT NULL DEFAULT '{}',
    status text NOT NULL CHECK (status IN ('succeeded', 'failed')),
    failure_code text,
    failure_message text,
    decline_code text,
    disputed boolean NOT NULL DEFAULT false,
    receipt_number text,
    created_at timestamptz NOT NULL DEFAULT now(),
    CHECK (amount_refunded BETWEEN 0 AND amount)
  )`,
  `CREATE INDEX sandbox_stripe_charges_customer ON sandbox_stripe_charges (customer, created_at DESC)`,
  `CREATE INDEX sandbox_stripe_charges_payment_intent ON sandbox_stripe_charges (payment_intent)`,
  `CREATE TABLE sandbox_stripe_refunds (
    id text PRIMARY KEY,
    charge text NOT NULL REFERENCES sandbox_stripe_charges (id),
    amount integer NOT NULL CHECK (amount > 0),
    currency text NOT NULL,
    reason text,
    status text NOT NULL,
    metadata jsonb NOT NULL DEFAULT '{}',
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE INDEX sandbox_stripe_refunds_charge ON sandbox_stripe_refunds (charge, created_at DESC)`,
  `CREATE TABLE sandbox_stripe_disputes (
    id text PRIMARY KEY,
    charge text NOT NULL REFERENCES sandbox_stripe_charges (id),
    amount integer NOT NULL,
    currency text NOT NULL,
    reason text NOT NULL,
    status text NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now()
  )`
]

export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  for (const statement of schema) {
    yield* sql.unsafe(statement)
  }
  // The plans cost dollars ($197...) and Stripe counts cents: databases seeded before this hold the dollar figures.
  for (const price of pricesInCents) {
    yield* sql`UPDATE sandbox_stripe_prices SET unit_amount = ${price.unitAmount} WHERE id = ${price.id}`
  }
})
