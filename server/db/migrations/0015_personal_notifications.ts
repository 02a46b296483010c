// Personal notifications: a What's New entry may belong to one user (recipient_id) and point into the
// app (link, an app path such as /tasks/12). Entries without a recipient stay everyone's changelog;
// personal ones are listed, counted and marked read for their recipient only.
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

const schema = [
  `ALTER TABLE notifications ADD COLUMN recipient_id integer REFERENCES users (id) ON DELETE CASCADE`,
  `ALTER TABLE notifications ADD COLUMN link text`,
  `CREATE INDEX notifications_recipient_idx ON notifications (recipient_id, published_at DESC) WHERE recipient_id IS NOT NULL`
]

export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  for (const statement of schema) {
    yield* sql.unsafe(statement)
  }
})
