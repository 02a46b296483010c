// Portal reads with the visibility scope applied in SQL, so paging counts only what the caller may see.
import { SqlClient, type Statement } from "@effect/sql"
import { Effect, Option } from "effect"

import { PREPARED } from "../prepared.ts"

export interface PortalRow {
  readonly id: number
  readonly name: string
  readonly hub_id: number
  readonly hub_url: string
  readonly domain: string | null
  readonly plan: "free" | "core" | "stack" | "pro"
  readonly portal_type: string
  readonly custom_installation: string
  readonly is_lock: boolean
  readonly has_migrate: boolean
  readonly has_page_migration: boolean
  readonly version: string
  readonly portal_setup_status: boolean
  readonly parent_id: number | null
  readonly agency_id: number | null
  readonly agency_name: string | null
  readonly lock_version: number
}

/** Who is looking: everything (super admin), the guest demo agency, or one user's agencies and grants. */
export type PortalScope = { readonly _tag: "All" } | { readonly _tag: "GuestDemo" } | { readonly _tag: "Member"; readonly userId: number }

/** Columns a list may be sorted by; the keys are the public sort_by values. */
export const portalSortColumns = {
  id: "p.id",
  name: "p.name",
  hub_id: "p.hub_id",
  plan: "p.plan",
  portal_type: "p.portal_type",
  custom_installation: "p.custom_installation",
  version: "p.version",
  created_at: "p.created_at",
  agency: "a.name"
} as const
export type PortalSortKey = keyof typeof portalSortColumns

export interface PortalListQuery {
  readonly scope: PortalScope
  readonly keyword: string | undefined
  /** 'no' leaves out child portals. */
  readonly isParent: "yes" | "no" | undefined
  readonly agencyId: number | undefined
  readonly plan: PortalRow["plan"] | undefined
  readonly sortBy: PortalSortKey
  readonly sortDirection: "asc" | "desc"
  readonly page: number
  readonly limit: number
}

const selectColumns = `
  p.id, p.name, p.hub_id::float8 AS hub_id, p.hub_url, p.domain, p.plan, p.portal_type, p.custom_installation,
  p.is_lock, p.has_migrate, p.has_page_migration, p.version, p.portal_setup_status, p.parent_id,
  p.agency_id, a.name AS agency_name, p.lock_version`

/** The portals (alias p, its agency alias a) a caller of this scope may see. */
export const portalScopeClause = (sql: SqlClient.SqlClient, scope: PortalScope): Statement.Fragment => {
  switch (scope._tag) {
    case "All":
      return sql`TRUE`
    case "GuestDemo":
      return sql`a.guest_demo`
    case "Member":
      // Agency admins see their agencies' portals; plain users only the portals granted to them, or
      // every portal of an agency where they hold no grant at all (portal access left empty).
      return sql`(
        p.agency_id IN (SELECT agency_id FROM agency_user WHERE user_id = ${scope.userId} AND role = 'agency-admin')
        OR p.id IN (SELECT portal_id FROM portal_provider WHERE user_id = ${scope.userId})
        OR p.agency_id IN (
          SELECT au.agency_id FROM agency_user au
          WHERE au.user_id = ${scope.userId} AND au.role = 'user' AND NOT EXISTS (
            SELECT 1 FROM portal_provider pp JOIN portals granted ON granted.id = pp.portal_id
            WHERE pp.user_id = ${scope.userId} AND granted.agency_id = au.agency_id
          )
        )
      )`
  }
}

export class PortalRepo extends Effect.Service<PortalRepo>()("server/db/PortalRepo", {
  effect: Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient

    const scopeClause = (scope: PortalScope) => portalScopeClause(sql, scope)

    const listWhere = (query: PortalListQuery) => {
      const clauses: Array<Statement.Fragment> = [scopeClause(query.scope)]
      if (query.keyword !== undefined && query.keyword.trim() !== "") {
        const pattern = `%${query.keyword.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`
        clauses.push(sql`(p.name ILIKE ${pattern} OR p.domain ILIKE ${pattern} OR p.hub_id::text LIKE ${pattern})`)
      }
      if (query.isParent === "no") clauses.push(sql`p.parent_id IS NULL`)
      if (query.agencyId !== undefined) clauses.push(sql`p.agency_id = ${query.agencyId}`)
      if (query.plan !== undefined) clauses.push(sql`p.plan = ${query.plan}`)
      return sql.and(clauses)
    }

    const list = (query: PortalListQuery) =>
      Effect.gen(function* () {
        const where = listWhere(query)
        const [counted] = yield* sql<{ total: number }>`${sql.literal(PREPARED)}
          SELECT count(*)::int AS total FROM portals p LEFT JOIN agencies a ON a.id = p.agency_id WHERE ${where}`
        // The sort column comes from the allow-list above, never from the request text.
        const order = sql.literal(`${portalSortColumns[query.sortBy]} ${query.sortDirection === "asc" ? "ASC" : "DESC"}, p.id DESC`)
        const rows = yield* sql<PortalRow>`${sql.literal(PREPARED)}
          SELECT ${sql.literal(selectColumns)} FROM portals p LEFT JOIN agencies a ON a.id = p.agency_id
          WHERE ${where} ORDER BY ${order}
          LIMIT ${query.limit} OFFSET ${(query.page - 1) * query.limit}`
        return { rows, total: counted?.total ?? 0 }
      }).pipe(Effect.orDie)

    const findById = (id: number) =>
      sql<PortalRow>`
        SELECT ${sql.literal(selectColumns)} FROM portals p LEFT JOIN agencies a ON a.id = p.agency_id
        WHERE p.id = ${id}`.pipe(
        Effect.map((rows) => Option.fromNullable(rows[0])),
        Effect.orDie
      )

    const isVisible = (id: number, scope: PortalScope) =>
      sql<{ visible: boolean }>`${sql.literal(PREPARED)}
        SELECT EXISTS (
          SELECT 1 FROM portals p LEFT JOIN agencies a ON a.id = p.agency_id WHERE p.id = ${id} AND ${scopeClause(scope)}
        ) AS visible`.pipe(
        Effect.map((rows) => rows[0]?.visible === true),
        Effect.orDie
      )

    /**
     * Whether the scope sees the portal, with the portal's agency, in one read (none: no such portal). The rights
     * check of every portal-scoped call asks this before the call is decoded.
     */
    const visibility = (id: number, scope: PortalScope) =>
      sql<{ visible: boolean; agency_id: number | null }>`${sql.literal(PREPARED)}
        SELECT COALESCE(${scopeClause(scope)}, false) AS visible, p.agency_id
        FROM portals p LEFT JOIN agencies a ON a.id = p.agency_id WHERE p.id = ${id}`.pipe(
        Effect.map((rows) => Option.fromNullable(rows[0])),
        Effect.orDie
      )

    /** Visible children of the given portals, ordered by id. */
    const childrenOf = (parentIds: ReadonlyArray<number>, scope: PortalScope) =>
      parentIds.length === 0
        ? Effect.succeed<ReadonlyArray<PortalRow>>([])
        : sql<PortalRow>`
          SELECT ${sql.literal(selectColumns)} FROM portals p LEFT JOIN agencies a ON a.id = p.agency_id
          WHERE ${sql.in("p.parent_id", parentIds)} AND ${scopeClause(scope)} ORDER BY p.id`.pipe(Effect.orDie)

    return { list, findById, isVisible, visibility, childrenOf } as const
  })
}) {}
