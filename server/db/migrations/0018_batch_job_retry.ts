// A failed batch job is tried again after a growing wait (BatchWorker.retryDelayMs), not at once:
// run_after is when it may be claimed again.
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql.unsafe(`ALTER TABLE batch_jobs ADD COLUMN run_after timestamptz`)
})
