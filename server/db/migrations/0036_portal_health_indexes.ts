// The portal health overview reads, for every portal of a page, its newest activity-log entry and its
// recent failed batches. Without these indexes each of those is a scan of the whole table per portal
// (EXPLAIN: a sequential scan of activity_log and of batches inside the per-portal loop).
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

const schema = [
  // Log entries about one subject (a portal), newest first.
  `CREATE INDEX activity_log_subject_latest ON activity_log (subject_type, subject_id, created_at DESC, id DESC)`,
  // A portal's batches that finished with failed jobs, by when (the unfinished ones have batches_portal_reference).
  `CREATE INDEX batches_portal_failed ON batches (portal_id, finished_at) WHERE failed_jobs > 0`
]

export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  for (const statement of schema) {
    yield* sql.unsafe(statement)
  }
})
