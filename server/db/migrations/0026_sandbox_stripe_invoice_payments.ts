// The sandbox's subscription invoices are paid through a PaymentIntent, as Stripe's are: the invoice
// names its intent (so authenticating the intent in the browser pays the invoice), and a plan change
// made with payment_behavior=pending_if_incomplete waits on the subscription (pending_update) until
// its invoice is paid.
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

const schema = [
  `ALTER TABLE sandbox_stripe_invoices ADD COLUMN IF NOT EXISTS payment_intent text`,
  `CREATE INDEX IF NOT EXISTS sandbox_stripe_invoices_payment_intent ON sandbox_stripe_invoices (payment_intent)`,
  `ALTER TABLE sandbox_stripe_subscriptions ADD COLUMN IF NOT EXISTS pending_update jsonb`
]

export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  for (const statement of schema) {
    yield* sql.unsafe(statement)
  }
})
