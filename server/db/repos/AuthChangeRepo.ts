// The auth_changes journal (migration 0042): appended to by triggers whenever what a bearer token resolves to
// may have changed; read by each process's AuthCache.
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

import { changeJournal } from "./changeJournal.ts"

export class AuthChangeRepo extends Effect.Service<AuthChangeRepo>()("server/db/AuthChangeRepo", {
  effect: Effect.map(SqlClient.SqlClient, (sql) => changeJournal(sql, "auth_changes"))
}) {}
