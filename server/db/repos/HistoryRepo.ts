// A portal's history: what was installed, upgraded, reverted or saved, newest first by default.
import { SqlClient, type Statement } from "@effect/sql"
import { Effect, Option } from "effect"

import { containsPattern } from "./LayoutRepo.ts"

export interface HistoryRow {
  readonly id: number
  readonly portal_id: number
  readonly name: string
  readonly created_by_id: number | null
  readonly created_by_name: string | null
  readonly status_label: string
  readonly payload: unknown
  readonly created_at: string
  readonly updated_at: string
}

export interface HistoryListQuery {
  readonly portalId: number
  readonly keyword: string | undefined
  readonly userId: number | undefined
  readonly sortDirection: "asc" | "desc"
  readonly page: number
  readonly limit: number
}

export interface NewHistory {
  readonly portalId: number
  readonly name: string
  readonly statusLabel: string
  readonly payload?: unknown
  readonly createdBy: number | null
}

const iso = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`
const columns = `h.id, h.portal_id, h.name, h.created_by AS created_by_id, u.name AS created_by_name, h.status_label, h.payload,
  ${iso("h.created_at")} AS created_at, ${iso("h.updated_at")} AS updated_at`
const from = "histories h LEFT JOIN users u ON u.id = h.created_by"

export class HistoryRepo extends Effect.Service<HistoryRepo>()("server/db/HistoryRepo", {
  effect: Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient

    const list = (query: HistoryListQuery) =>
      Effect.gen(function* () {
        const clauses: Array<Statement.Fragment> = [sql`h.portal_id = ${query.portalId}`]
        if (query.userId !== undefined) clauses.push(sql`h.created_by = ${query.userId}`)
        if (query.keyword !== undefined && query.keyword.trim() !== "") clauses.push(sql`h.name ILIKE ${containsPattern(query.keyword)}`)
        const where = sql.and(clauses)
        const [counted] = yield* sql<{ total: number }>`SELECT count(*)::int AS total FROM histories h WHERE ${where}`
        const order = sql.literal(query.sortDirection === "asc" ? "h.updated_at ASC, h.id ASC" : "h.updated_at DESC, h.id DESC")
        const rows = yield* sql<HistoryRow>`
          SELECT ${sql.literal(columns)} FROM ${sql.literal(from)} WHERE ${where} ORDER BY ${order}
          LIMIT ${query.limit} OFFSET ${(query.page - 1) * query.limit}`
        return { rows, total: counted?.total ?? 0 }
      }).pipe(Effect.orDie)

    const findById = (id: number) =>
      sql<HistoryRow>`SELECT ${sql.literal(columns)} FROM ${sql.literal(from)} WHERE h.id = ${id}`.pipe(
        Effect.map((rows) => Option.fromNullable(rows[0])),
        Effect.orDie
      )

    const insert = (row: NewHistory) =>
      sql<{ id: number }>`
        INSERT INTO histories (portal_id, name, status_label, payload, created_by)
        VALUES (${row.portalId}, ${row.name}, ${row.statusLabel}, ${JSON.stringify(row.payload ?? {})}::jsonb, ${row.createdBy})
        RETURNING id`.pipe(
        Effect.map((rows) => rows[0]!.id),
        Effect.orDie
      )

    const update = (id: number, changes: { name: string | undefined; statusLabel: string | undefined; payload: unknown }) =>
      sql`
        UPDATE histories SET
          name = coalesce(${changes.name ?? null}, name),
          status_label = coalesce(${changes.statusLabel ?? null}, status_label),
          payload = coalesce(${changes.payload === undefined ? null : JSON.stringify(changes.payload)}::jsonb, payload),
          updated_at = now()
        WHERE id = ${id}`.pipe(Effect.asVoid, Effect.orDie)

    const remove = (id: number) => sql`DELETE FROM histories WHERE id = ${id}`.pipe(Effect.asVoid, Effect.orDie)

    return { list, findById, insert, update, remove } as const
  })
}) {}
