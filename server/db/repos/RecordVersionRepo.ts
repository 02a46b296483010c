// The lock_version and updated_by columns of the records people edit in forms (migration 0029): who a
// transaction writes as, and a record's current version, locked until the transaction ends.
import { SqlClient } from "@effect/sql"
import { Effect, Option } from "effect"

export type VersionedTable = "agencies" | "plans" | "credit_packs" | "users" | "portals" | "layouts"

/** A record's version now, when it last changed and whose save changed it (null: the app itself, or a user since deleted). */
export interface CurrentVersion {
  readonly lock_version: number
  readonly updated_at: string
  readonly editor_id: number | null
  readonly editor_name: string | null
}

export class RecordVersionRepo extends Effect.Service<RecordVersionRepo>()("server/db/RecordVersionRepo", {
  effect: Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient

    /** The rest of the transaction writes as this user: the trigger stores them as updated_by. */
    const writeAs = (userId: number) =>
      sql`SELECT set_config('portal_builder.editor_id', ${String(userId)}, true)`.pipe(Effect.asVoid, Effect.orDie)

    /**
     * The record's version, its row locked until the transaction ends: a concurrent save of the same
     * record waits here and then reads the version the first one wrote.
     */
    const lockCurrent = (table: VersionedTable, id: number) =>
      sql<CurrentVersion>`
        SELECT r.lock_version, to_char(r.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS updated_at,
               r.updated_by AS editor_id, u.name AS editor_name
        FROM ${sql(table)} r LEFT JOIN users u ON u.id = r.updated_by
        WHERE r.id = ${id}
        FOR UPDATE OF r`.pipe(
        Effect.map((rows) => Option.fromNullable(rows[0])),
        Effect.orDie
      )

    return { writeAs, lockCurrent } as const
  })
}) {}
