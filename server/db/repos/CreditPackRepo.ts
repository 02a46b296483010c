// Credit packs as the admin drawer edits them: the same rows GET /plans/credits and Buy Credits offer.
import { SqlClient, type Statement } from "@effect/sql"
import { Effect, Option } from "effect"

import type { CreditSortBy } from "#contract/plan-admin-api.ts"

import { containsPattern } from "./LayoutRepo.ts"

export interface CreditPackRow {
  readonly id: number
  readonly credit: number
  readonly amount: number
  readonly saving: string | null
  readonly lock_version: number
}

export interface CreditPackFields {
  readonly credit: number
  readonly amount: number
  readonly saving: string | null
}

export interface CreditListQuery {
  readonly keyword: string | undefined
  readonly sortBy: CreditSortBy
  readonly sortDirection: "asc" | "desc"
  readonly page: number
  readonly limit: number
}

export class CreditPackRepo extends Effect.Service<CreditPackRepo>()("server/db/CreditPackRepo", {
  effect: Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient

    /** A page of packs; the keyword matches the credits, the amount or the saving as text. */
    const list = (query: CreditListQuery) =>
      Effect.gen(function* () {
        const clauses: Array<Statement.Fragment> = []
        if (query.keyword !== undefined && query.keyword.trim() !== "") {
          const pattern = containsPattern(query.keyword)
          clauses.push(sql`(credit::text ILIKE ${pattern} OR amount::text ILIKE ${pattern} OR coalesce(saving, '') ILIKE ${pattern})`)
        }
        const where = clauses.length === 0 ? sql`TRUE` : sql.and(clauses)
        const [counted] = yield* sql<{ total: number }>`SELECT count(*)::int AS total FROM credit_packs WHERE ${where}`
        // sort_by is one of CreditSortBy (checked by the caller); id breaks ties so paging is stable.
        const direction = query.sortDirection === "asc" ? "ASC" : "DESC"
        const order = sql.literal(`${query.sortBy} ${direction}, id ${direction}`)
        const rows = yield* sql<CreditPackRow>`
          SELECT id, credit, amount, saving, lock_version FROM credit_packs WHERE ${where} ORDER BY ${order}
          LIMIT ${query.limit} OFFSET ${(query.page - 1) * query.limit}`
        return { rows, total: counted?.total ?? 0 }
      }).pipe(Effect.orDie)

    const findById = (id: number) =>
      sql<CreditPackRow>`SELECT id, credit, amount, saving, lock_version FROM credit_packs WHERE id = ${id}`.pipe(
        Effect.map((rows) => Option.fromNullable(rows[0])),
        Effect.orDie
      )

    /** Another pack with this many credits, if any (Buy Credits prices a count by its one pack). */
    const findByCredit = (credit: number, exceptId: number | null) =>
      sql<{ id: number }>`SELECT id FROM credit_packs WHERE credit = ${credit} AND id <> ${exceptId ?? 0} LIMIT 1`.pipe(
        Effect.map((rows) => Option.fromNullable(rows[0])),
        Effect.orDie
      )

    const insert = (fields: CreditPackFields) =>
      sql<{ id: number }>`INSERT INTO credit_packs ${sql.insert({ ...fields })} RETURNING id`.pipe(
        Effect.map((rows) => rows[0]!.id),
        Effect.orDie
      )

    const update = (id: number, fields: CreditPackFields) =>
      sql`UPDATE credit_packs SET ${sql.update({ ...fields })}, updated_at = now() WHERE id = ${id}`.pipe(Effect.asVoid, Effect.orDie)

    const remove = (id: number) => sql`DELETE FROM credit_packs WHERE id = ${id}`.pipe(Effect.asVoid, Effect.orDie)

    return { list, findById, findByCredit, insert, update, remove } as const
  })
}) {}
