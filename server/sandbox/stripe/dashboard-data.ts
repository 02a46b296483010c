// What the sandbox dashboard lists: the newest payments, charges, disputes, subscriptions and events.
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

export interface DashboardRow {
  readonly [column: string]: string | number | boolean | null
}

const LIMIT = 25

export const recentActivity = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const paymentIntents = yield* sql<DashboardRow>`
    SELECT id, amount, currency, customer, description, status, latest_charge, extract(epoch FROM created_at)::int AS created
    FROM sandbox_stripe_payment_intents ORDER BY created_at DESC, id DESC LIMIT ${LIMIT}`
  const charges = yield* sql<DashboardRow>`
    SELECT c.id, c.amount, c.amount_refunded, c.currency, c.customer, c.payment_intent, c.status, c.disputed, c.description,
           pm.brand, pm.last4, extract(epoch FROM c.created_at)::int AS created
    FROM sandbox_stripe_charges c LEFT JOIN sandbox_stripe_payment_methods pm ON pm.id = c.payment_method
    ORDER BY c.created_at DESC, c.id DESC LIMIT ${LIMIT}`
  const disputes = yield* sql<DashboardRow>`
    SELECT id, charge, amount, currency, reason, status, extract(epoch FROM created_at)::int AS created
    FROM sandbox_stripe_disputes ORDER BY created_at DESC, id DESC LIMIT ${LIMIT}`
  const subscriptions = yield* sql<DashboardRow>`
    SELECT id, customer, price, status, latest_invoice, extract(epoch FROM created_at)::int AS created
    FROM sandbox_stripe_subscriptions ORDER BY created_at DESC, id DESC LIMIT ${LIMIT}`
  const events = yield* sql<DashboardRow>`
    SELECT id, type, delivery_status, attempts, last_response_status, created
    FROM sandbox_stripe_events ORDER BY seq DESC LIMIT ${LIMIT}`
  return { paymentIntents, charges, disputes, subscriptions, events }
}).pipe(Effect.orDie)
