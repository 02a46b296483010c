// Saved layouts of a portal: paged, searchable lists and single-row reads and writes.
import { SqlClient, type Statement } from "@effect/sql"
import { Effect, Option } from "effect"

import type { Layout } from "#contract/layout.ts"

import { type PortalScope, portalScopeClause } from "./PortalRepo.ts"

/** Columns a list may be sorted by; the keys are the public sort_by values. */
export const layoutSortColumns = { name: "l.name", created_at: "l.created_at", id: "l.id" } as const
export type LayoutSortKey = keyof typeof layoutSortColumns

export interface LayoutListQuery {
  readonly portalId: number
  readonly agencyId: number | undefined
  /** Who asks: an agency-wide list holds the layouts of the agency's portals this caller may see. */
  readonly scope: PortalScope
  readonly keyword: string | undefined
  readonly sortBy: LayoutSortKey
  readonly sortDirection: "asc" | "desc"
  readonly page: number
  readonly limit: number
}

const iso = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`
const columns = `l.id, l.portal_id, p.name AS portal_name, l.agency_id, l.name, l.content, l.created_by, ${iso("l.created_at")} AS created_at, ${iso("l.updated_at")} AS updated_at, l.lock_version`
const from = "layouts l JOIN portals p ON p.id = l.portal_id LEFT JOIN agencies a ON a.id = p.agency_id"

/** ILIKE pattern matching the text anywhere, with the wildcard characters taken literally. */
export const containsPattern = (keyword: string) => `%${keyword.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`

export class LayoutRepo extends Effect.Service<LayoutRepo>()("server/db/LayoutRepo", {
  effect: Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient

    const list = (query: LayoutListQuery) =>
      Effect.gen(function* () {
        // With an agency: the layouts of the agency's portals the caller may see; else the portal's.
        const clauses: Array<Statement.Fragment> =
          query.agencyId === undefined
            ? [sql`l.portal_id = ${query.portalId}`]
            : [sql`l.agency_id = ${query.agencyId}`, portalScopeClause(sql, query.scope)]
        if (query.keyword !== undefined && query.keyword.trim() !== "") clauses.push(sql`l.name ILIKE ${containsPattern(query.keyword)}`)
        const where = sql.and(clauses)
        const [counted] = yield* sql<{ total: number }>`SELECT count(*)::int AS total FROM ${sql.literal(from)} WHERE ${where}`
        // The sort column comes from the allow-list above, never from the request text.
        const order = sql.literal(`${layoutSortColumns[query.sortBy]} ${query.sortDirection === "asc" ? "ASC" : "DESC"}, l.id ASC`)
        const rows = yield* sql<Layout>`
          SELECT ${sql.literal(columns)} FROM ${sql.literal(from)} WHERE ${where} ORDER BY ${order}
          LIMIT ${query.limit} OFFSET ${(query.page - 1) * query.limit}`
        return { rows, total: counted?.total ?? 0 }
      }).pipe(Effect.orDie)

    const findById = (id: number) =>
      sql<Layout>`SELECT ${sql.literal(columns)} FROM ${sql.literal(from)} WHERE l.id = ${id}`.pipe(
        Effect.map((rows) => Option.fromNullable(rows[0])),
        Effect.orDie
      )

    const insert = (row: { portalId: number; agencyId: number | null; name: string; content: unknown; createdBy: number }) =>
      sql<{ id: number }>`
        INSERT INTO layouts (portal_id, agency_id, name, content, created_by)
        VALUES (${row.portalId}, ${row.agencyId}, ${row.name}, ${JSON.stringify(row.content ?? {})}::jsonb, ${row.createdBy})
        RETURNING id`.pipe(
        Effect.map((rows) => rows[0]!.id),
        Effect.orDie
      )

    const update = (id: number, changes: { name: string | undefined; content: unknown }) =>
      sql`
        UPDATE layouts SET
          name = coalesce(${changes.name ?? null}, name),
          content = coalesce(${changes.content === undefined ? null : JSON.stringify(changes.content)}::jsonb, content),
          updated_at = now()
        WHERE id = ${id}`.pipe(Effect.asVoid, Effect.orDie)

    const remove = (id: number) => sql`DELETE FROM layouts WHERE id = ${id}`.pipe(Effect.asVoid, Effect.orDie)

    return { list, findById, insert, update, remove } as const
  })
}) {}
