// The activity log: who (causer) did what (event) to what (subject), with free-form properties.
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

export interface ActivityEntry {
  readonly event: string
  readonly causer: { readonly id: number; readonly type: string } | null
  readonly subject: { readonly id: number; readonly type: string } | null
  readonly properties?: Record<string, unknown>
}

export class ActivityLogRepo extends Effect.Service<ActivityLogRepo>()("server/db/ActivityLogRepo", {
  effect: Effect.gen(function*() {
    const sql = yield* SqlClient.SqlClient

    const record = (entry: ActivityEntry) =>
      sql`
        INSERT INTO activity_log ${
        sql.insert({
          event: entry.event,
          causer_id: entry.causer?.id ?? null,
          causer_type: entry.causer?.type ?? null,
          subject_id: entry.subject?.id ?? null,
          subject_type: entry.subject?.type ?? null,
          properties: JSON.stringify(entry.properties ?? {})
        })
      }`.pipe(Effect.asVoid, Effect.orDie)

    return { record } as const
  })
}) {}
