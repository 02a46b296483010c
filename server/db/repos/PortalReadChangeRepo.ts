// The portal_read_changes journal (migration 0046): appended to by triggers whenever a portal's visibility or the
// module list's portal context may have changed; read by each process's PortalReads.
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

import { changeJournal } from "./changeJournal.ts"

export class PortalReadChangeRepo extends Effect.Service<PortalReadChangeRepo>()("server/db/PortalReadChangeRepo", {
  effect: Effect.map(SqlClient.SqlClient, (sql) => changeJournal(sql, "portal_read_changes"))
}) {}
