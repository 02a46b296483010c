// When a portal's CRM grant stops working (HubSpot refuses its refresh token, or says the token is no longer
// active), the moment is kept on the portal: the health overview shows it as needing a reconnect without
// asking the CRM, and the loss is told (History, the log, the bell) once, not on every refused call.
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql.unsafe(`ALTER TABLE portals ADD COLUMN crm_lost_at timestamptz`)
})
