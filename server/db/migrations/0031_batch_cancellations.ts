// Work cancelled by a delete: deleting a portal or an agency while a batch of it is pending or
// running cancels the batch when the caller asks to, and the batch's rows go with the portal. What the
// batch was and how far it got is kept here, so GET /batch/{id} still answers (status 'cancelled', with
// the reason) instead of 404. No foreign key to the portal or the agency: both are gone by then.
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

const schema = [
  `CREATE TABLE batch_cancellations (
    batch_id text PRIMARY KEY,
    kind text NOT NULL,
    title text NOT NULL,
    portal_id integer NOT NULL,
    portal_name text NOT NULL,
    -- The portal's agency when it was deleted: its members may still read the batch.
    agency_id integer,
    created_by integer,
    total_jobs integer NOT NULL,
    processed_jobs integer NOT NULL,
    failed_jobs integer NOT NULL,
    -- Each job as it ended; those that had not run are 'cancelled'.
    result jsonb NOT NULL,
    reason text NOT NULL,
    cancelled_by integer REFERENCES users (id) ON DELETE SET NULL,
    cancelled_at timestamptz NOT NULL DEFAULT now()
  )`
]

export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  for (const statement of schema) {
    yield* sql.unsafe(statement)
  }
})
