// A change journal: a table of bare ids that triggers append to whenever what some process keeps in memory may
// have changed (auth_changes, migration 0042; portal_read_changes, migration 0046). Processes poll its newest id.
import type { SqlClient } from "@effect/sql"
import { Effect } from "effect"

export interface ChangeJournal {
  /** The id of the newest committed change (0 when none is kept). */
  readonly latest: Effect.Effect<number>
  /** Drops every change below the given id (only the newest id is ever compared). */
  readonly prune: (below: number) => Effect.Effect<void>
}

export const changeJournal = (sql: SqlClient.SqlClient, table: "auth_changes" | "portal_read_changes"): ChangeJournal => ({
  latest: sql<{ readonly id: string | null }>`SELECT max(id)::text AS id FROM ${sql(table)}`.pipe(
    Effect.map((rows) => Number(rows[0]?.id ?? 0)),
    Effect.orDie
  ),
  prune: (below) => sql`DELETE FROM ${sql(table)} WHERE id < ${below}`.pipe(Effect.asVoid, Effect.orDie)
})
