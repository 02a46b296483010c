// An agency's activity: the log's entries about the agency itself and about its portals (a deleted portal's
// entries by the agency recorded with its deletion), with the person and the portal named.
import { SqlClient, type Statement } from "@effect/sql"
import { Effect } from "effect"

/** The filters as the domain passes them: dates already turned into a half-open UTC range. */
export interface AgencyActivityQuery {
  readonly agencyId: number
  readonly portalId: number | undefined
  readonly causerId: number | undefined
  /** An event ("module.upgraded") or a kind ("module": every "module.…" event). */
  readonly event: string | undefined
  readonly from: Date | undefined
  /** Exclusive. */
  readonly until: Date | undefined
}

export interface AgencyActivityRow {
  readonly id: number
  readonly created_at: string
  readonly event: string
  readonly causer_id: number | null
  readonly causer_type: string | null
  readonly causer_name: string | null
  readonly portal_id: number | null
  readonly portal_name: string | null
  /** The portal no longer exists: its name comes from the entry recorded when it was deleted. */
  readonly portal_deleted: boolean
  readonly properties: Record<string, unknown>
}

// The log's type names (domain/activity/subjects.ts), repeated here because db/ imports nothing above it.
const PORTAL = "App\\Models\\Portal"
const AGENCY = "App\\Models\\Agency"
const USER = "App\\Models\\User"

export class AgencyActivityRepo extends Effect.Service<AgencyActivityRepo>()("server/db/AgencyActivityRepo", {
  effect: Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient

    const where = (query: AgencyActivityQuery): Statement.Fragment => {
      const agency = query.agencyId
      // The agency's own entries, its portals' entries, and those of its portals deleted since (their deletion
      // entry carries the agency, and so do the entries about a portal that no longer exists).
      const clauses: Array<Statement.Fragment> = [
        sql`(
          (l.subject_type = ${AGENCY} AND l.subject_id = ${agency})
          OR (l.subject_type = ${PORTAL} AND (
            p.agency_id = ${agency}
            OR (p.id IS NULL AND (l.properties->>'agency_id') = ${String(agency)})
            OR (p.id IS NULL AND l.subject_id IN (
              SELECT d.subject_id FROM activity_log d
              WHERE d.event = 'portal.deleted' AND d.subject_type = ${PORTAL} AND (d.properties->>'agency_id') = ${String(agency)}
            ))
          ))
        )`
      ]
      if (query.portalId !== undefined) clauses.push(sql`l.subject_type = ${PORTAL} AND l.subject_id = ${query.portalId}`)
      if (query.causerId !== undefined) clauses.push(sql`l.causer_type = ${USER} AND l.causer_id = ${query.causerId}`)
      if (query.event !== undefined)
        clauses.push(sql`(l.event = ${query.event} OR l.event LIKE ${`${query.event.replace(/[\\%_]/g, "\\$&")}.%`})`)
      if (query.from !== undefined) clauses.push(sql`l.created_at >= ${query.from}`)
      if (query.until !== undefined) clauses.push(sql`l.created_at < ${query.until}`)
      return sql.and(clauses)
    }

    const from = sql`
      activity_log l
      LEFT JOIN portals p ON l.subject_type = ${PORTAL} AND p.id = l.subject_id
      LEFT JOIN users u ON l.causer_type = ${USER} AND u.id = l.causer_id`

    const select = (query: AgencyActivityQuery, limit: number, offset: number) =>
      sql<AgencyActivityRow>`
        SELECT l.id::int AS id,
          to_char(l.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at,
          l.event, l.causer_id, l.causer_type,
          coalesce(u.name, l.properties->>'causer_name') AS causer_name,
          CASE WHEN l.subject_type = ${PORTAL} THEN l.subject_id END AS portal_id,
          CASE WHEN l.subject_type = ${PORTAL} THEN coalesce(p.name, (
            SELECT d.properties->>'name' FROM activity_log d
            WHERE d.event = 'portal.deleted' AND d.subject_type = ${PORTAL} AND d.subject_id = l.subject_id
            ORDER BY d.id DESC LIMIT 1
          )) END AS portal_name,
          (l.subject_type = ${PORTAL} AND p.id IS NULL) AS portal_deleted,
          l.properties
        FROM ${from}
        WHERE ${where(query)}
        ORDER BY l.id DESC
        LIMIT ${limit} OFFSET ${offset}`

    /** A page of entries, newest first, and how many there are in all. */
    const page = (query: AgencyActivityQuery, page: number, limit: number) =>
      Effect.gen(function* () {
        const [counted] = yield* sql<{ total: number }>`SELECT count(*)::int AS total FROM ${from} WHERE ${where(query)}`
        const rows = yield* select(query, limit, (page - 1) * limit)
        return { rows, total: counted?.total ?? 0 }
      }).pipe(Effect.orDie)

    /** The newest `limit` entries. */
    const newest = (query: AgencyActivityQuery, limit: number) => select(query, limit, 0).pipe(Effect.orDie)

    const agencyExists = (agencyId: number) =>
      sql<{ found: boolean }>`SELECT EXISTS (SELECT 1 FROM agencies WHERE id = ${agencyId}) AS found`.pipe(
        Effect.map((rows) => rows[0]?.found === true),
        Effect.orDie
      )

    return { page, newest, agencyExists } as const
  })
}) {}
