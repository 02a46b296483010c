// The sandbox's subscriptions renew as Stripe's do at a period's end: each has its current period's
// start (a renewal moves it on by a period), and an invoice whose charge declines stays open with its
// attempt count. The 0022 sandbox columns are repeated (IF NOT EXISTS) so a database with only the
// sandbox's own tables, as its tests build, has them too.
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

const schema = [
  `ALTER TABLE sandbox_stripe_invoices ADD COLUMN IF NOT EXISTS billing_reason text NOT NULL DEFAULT 'subscription_create'`,
  `ALTER TABLE sandbox_stripe_subscriptions ADD COLUMN IF NOT EXISTS cancel_at_period_end boolean NOT NULL DEFAULT false`,
  `ALTER TABLE sandbox_stripe_subscriptions ADD COLUMN IF NOT EXISTS canceled_at timestamptz`,
  `ALTER TABLE sandbox_stripe_customers ADD COLUMN IF NOT EXISTS balance integer NOT NULL DEFAULT 0`,
  // NULL: the first period, which starts when the subscription was created.
  `ALTER TABLE sandbox_stripe_subscriptions ADD COLUMN IF NOT EXISTS current_period_start timestamptz`,
  `ALTER TABLE sandbox_stripe_invoices ADD COLUMN IF NOT EXISTS attempt_count integer NOT NULL DEFAULT 1`,
  `ALTER TABLE sandbox_stripe_invoices ADD COLUMN IF NOT EXISTS amount_due integer`
]

export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  for (const statement of schema) {
    yield* sql.unsafe(statement)
  }
})
