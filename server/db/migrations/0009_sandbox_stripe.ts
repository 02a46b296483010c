// The sandbox payments' own tables (server/sandbox/stripe), apart from the app's billing tables as
// Stripe's data is apart from ours. Card numbers are never stored: a payment method keeps the brand,
// last4 and the test card's outcome only. Prices and coupons are seeded here once: nothing in the sandbox
// creates them at run time, as on Stripe, where a dashboard holds them. The rows are written out here, not
// imported, so that what this migration did cannot change after it ran.
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/** Amounts are cents, as Stripe counts them: the Core plan's $197 a month is 19700. */
const prices = [
  { id: "price_core_monthly", product: "prod_core", unitAmount: 19_700, currency: "usd", interval: "month" },
  { id: "price_stack_monthly", product: "prod_stack", unitAmount: 99_700, currency: "usd", interval: "month" },
  { id: "price_pro_monthly", product: "prod_pro", unitAmount: 299_700, currency: "usd", interval: "month" }
] as const

/** amountOff in cents of `currency`; valid false: past its redeem-by date, retrievable but refused when applied. */
const coupons = [
  { id: "SAVE20", name: "20% off", percentOff: 20, amountOff: null, currency: null, valid: true },
  { id: "HALF", name: "50% off", percentOff: 50, amountOff: null, currency: null, valid: true },
  { id: "FREE100", name: "100% off", percentOff: 100, amountOff: null, currency: null, valid: true },
  { id: "TENOFF", name: "$10 off", percentOff: null, amountOff: 1_000, currency: "usd", valid: true },
  { id: "BIGOFF", name: "$100,000 off", percentOff: null, amountOff: 10_000_000, currency: "usd", valid: true },
  { id: "EXPIRED", name: "Expired 30% off", percentOff: 30, amountOff: null, currency: null, valid: false }
] as const

const schema = [
  `CREATE TABLE sandbox_stripe_customers (
    id text PRIMARY KEY,
    name text,
    email text,
    metadata jsonb NOT NULL DEFAULT '{}',
    default_payment_method text,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE TABLE sandbox_stripe_payment_methods (
    id text PRIMARY KEY,
    customer text REFERENCES sandbox_stripe_customers (id) ON DELETE SET NULL,
    brand text NOT NULL,
    last4 text NOT NULL,
    exp_month integer NOT NULL,
    exp_year integer NOT NULL,
    country text,
    -- What charging this card does: 'succeeds', 'generic_decline' or 'insufficient_funds'.
    outcome text NOT NULL,
    billing_name text,
    billing_email text,
    billing_country text,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE INDEX sandbox_stripe_payment_methods_customer ON sandbox_stripe_payment_methods (customer, created_at)`,
  `CREATE TABLE sandbox_stripe_setup_intents (
    id text PRIMARY KEY,
    client_secret text NOT NULL,
    customer text REFERENCES sandbox_stripe_customers (id) ON DELETE CASCADE,
    usage text NOT NULL DEFAULT 'off_session',
    status text NOT NULL,
    payment_method text,
    last_setup_error jsonb,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE TABLE sandbox_stripe_payment_intents (
    id text PRIMARY KEY,
    client_secret text NOT NULL,
    amount integer NOT NULL CHECK (amount >= 0),
    currency text NOT NULL,
    customer text REFERENCES sandbox_stripe_customers (id) ON DELETE SET NULL,
    description text,
    metadata jsonb NOT NULL DEFAULT '{}',
    status text NOT NULL,
    payment_method text,
    last_payment_error jsonb,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE TABLE sandbox_stripe_prices (
    id text PRIMARY KEY,
    product text NOT NULL,
    unit_amount integer NOT NULL,
    currency text NOT NULL,
    recurring_interval text NOT NULL
  )`,
  `CREATE TABLE sandbox_stripe_coupons (
    id text PRIMARY KEY,
    name text NOT NULL,
    percent_off numeric,
    amount_off integer,
    currency text,
    valid boolean NOT NULL
  )`,
  `CREATE TABLE sandbox_stripe_subscriptions (
    id text PRIMARY KEY,
    customer text NOT NULL REFERENCES sandbox_stripe_customers (id) ON DELETE CASCADE,
    price text NOT NULL REFERENCES sandbox_stripe_prices (id),
    coupon text REFERENCES sandbox_stripe_coupons (id),
    default_payment_method text,
    metadata jsonb NOT NULL DEFAULT '{}',
    status text NOT NULL,
    latest_invoice text,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE TABLE sandbox_stripe_invoices (
    id text PRIMARY KEY,
    customer text NOT NULL,
    subscription text,
    subtotal integer NOT NULL,
    amount_paid integer NOT NULL,
    currency text NOT NULL,
    status text NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  // Every event announced, with how its delivery to the app's webhook went.
  `CREATE TABLE sandbox_stripe_events (
    id text PRIMARY KEY,
    type text NOT NULL,
    object jsonb NOT NULL,
    created integer NOT NULL,
    delivery_status text NOT NULL DEFAULT 'pending' CHECK (delivery_status IN ('pending', 'delivered', 'failed')),
    attempts integer NOT NULL DEFAULT 0,
    last_response_status integer,
    last_error text,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE INDEX sandbox_stripe_events_type ON sandbox_stripe_events (type, created_at DESC)`,
  // Idempotency-Key of POSTs: the first answer is kept and replayed for the same key, as Stripe does.
  `CREATE TABLE sandbox_stripe_idempotency_keys (
    key text PRIMARY KEY,
    request text NOT NULL,
    status integer,
    body text,
    created_at timestamptz NOT NULL DEFAULT now()
  )`
]

export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  for (const statement of schema) {
    yield* sql.unsafe(statement)
  }
  for (const price of prices) {
    yield* sql`
      INSERT INTO sandbox_stripe_prices (id, product, unit_amount, currency, recurring_interval)
      VALUES (${price.id}, ${price.product}, ${price.unitAmount}, ${price.currency}, ${price.interval})`
  }
  for (const coupon of coupons) {
    yield* sql`
      INSERT INTO sandbox_stripe_coupons (id, name, percent_off, amount_off, currency, valid)
      VALUES (${coupon.id}, ${coupon.name}, ${coupon.percentOff}, ${coupon.amountOff}, ${coupon.currency}, ${coupon.valid})`
  }
})
