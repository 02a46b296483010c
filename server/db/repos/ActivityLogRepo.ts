// The activity log: who (causer) did what (event) to what (subject), with free-form properties.
import { SqlClient, type Statement } from "@effect/sql"
import { Effect } from "effect"

import type { LogEntry, LogSortBy } from "#contract/log-api.ts"

import { containsPattern } from "./LayoutRepo.ts"

export interface ActivityEntry {
  readonly event: string
  readonly causer: { readonly id: number; readonly type: string } | null
  readonly subject: { readonly id: number; readonly type: string } | null
  readonly properties?: Record<string, unknown>
}

export interface ActivityListQuery {
  readonly keyword: string | undefined
  readonly sortBy: LogSortBy
  readonly sortDirection: "asc" | "desc"
  readonly page: number
  readonly limit: number
}

const listColumns = `id::int AS id, to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at,
  event, causer_id, causer_type, subject_id, subject_type, properties`

export class ActivityLogRepo extends Effect.Service<ActivityLogRepo>()("server/db/ActivityLogRepo", {
  effect: Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient

    const record = (entry: ActivityEntry) =>
      sql`
        INSERT INTO activity_log ${sql.insert({
          event: entry.event,
          causer_id: entry.causer?.id ?? null,
          causer_type: entry.causer?.type ?? null,
          subject_id: entry.subject?.id ?? null,
          subject_type: entry.subject?.type ?? null,
          properties: JSON.stringify(entry.properties ?? {})
        })}`.pipe(Effect.asVoid, Effect.orDie)

    /** A page of entries; the keyword matches the event, either type or the properties' text. */
    const list = (query: ActivityListQuery) =>
      Effect.gen(function* () {
        const clauses: Array<Statement.Fragment> = []
        if (query.keyword !== undefined && query.keyword.trim() !== "") {
          const pattern = containsPattern(query.keyword)
          clauses.push(
            sql`(event ILIKE ${pattern} OR causer_type ILIKE ${pattern} OR subject_type ILIKE ${pattern} OR properties::text ILIKE ${pattern})`
          )
        }
        const where = clauses.length === 0 ? sql`TRUE` : sql.and(clauses)
        const [counted] = yield* sql<{ total: number }>`SELECT count(*)::int AS total FROM activity_log WHERE ${where}`
        // sort_by is one of LogSortBy (checked by the caller); id breaks ties so paging is stable.
        const direction = query.sortDirection === "asc" ? "ASC" : "DESC"
        const order = sql.literal(`${query.sortBy} ${direction}, id ${direction}`)
        const rows = yield* sql<LogEntry>`
          SELECT ${sql.literal(listColumns)} FROM activity_log WHERE ${where} ORDER BY ${order}
          LIMIT ${query.limit} OFFSET ${(query.page - 1) * query.limit}`
        return { rows, total: counted?.total ?? 0 }
      }).pipe(Effect.orDie)

    return { record, list } as const
  })
}) {}
