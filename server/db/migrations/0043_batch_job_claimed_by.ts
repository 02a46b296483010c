// Which process ran each batch job: the claim records its worker (host name and process id), so an operator
// running several API processes sees how the work was shared, and the two-process test proves it was.
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql.unsafe(`ALTER TABLE batch_jobs ADD COLUMN claimed_by text`)
})
