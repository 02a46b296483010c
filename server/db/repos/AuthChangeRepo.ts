// The auth_changes journal (migration 0042): appended to by triggers whenever what a bearer token resolves to
// may have changed; read by each process's AuthCache.
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

export class AuthChangeRepo extends Effect.Service<AuthChangeRepo>()("server/db/AuthChangeRepo", {
  effect: Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient

    /** The id of the newest committed change (0 when none is kept). */
    const latest = sql<{ readonly id: string | null }>`SELECT max(id)::text AS id FROM auth_changes`.pipe(
      Effect.map((rows) => Number(rows[0]?.id ?? 0)),
      Effect.orDie
    )

    /** Drops every change but the newest (only the newest id is ever compared). */
    const prune = (below: number) => sql`DELETE FROM auth_changes WHERE id < ${below}`.pipe(Effect.asVoid, Effect.orDie)

    return { latest, prune } as const
  })
}) {}
