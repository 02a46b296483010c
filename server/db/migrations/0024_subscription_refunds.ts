// A subscription a refund or dispute of one of its payments ended: which payment did it, so a dispute
// won restores exactly the subscription that dispute ended (and nothing a later purchase replaced).
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

const schema = [
  `ALTER TABLE billing_subscriptions ADD COLUMN IF NOT EXISTS ended_by_payment integer REFERENCES payments (id) ON DELETE SET NULL`
]

export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  for (const statement of schema) {
    yield* sql.unsafe(statement)
  }
})
