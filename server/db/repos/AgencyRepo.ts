// Agencies: the admin list and form, with counts computed from memberships and portals (never stored).
import { SqlClient, type Statement } from "@effect/sql"
import { Effect, Option } from "effect"

import type { Agency } from "#contract/agency.ts"
import type { AgencySortBy } from "#contract/agency-api.ts"

import { containsPattern } from "./LayoutRepo.ts"

/** The stored, writable columns of an agency. */
export interface AgencyFields {
  readonly name: string
  readonly admin_name: string
  readonly admin_email: string
  readonly status: "active" | "suspend"
  readonly plan_id: number
  readonly cover: string | null
  readonly agency_plan: 0 | 1
  readonly paid_in_advance: boolean
  readonly payment_link: string | null
  readonly payment_link_id: string | null
  readonly subs_id: string | null
  readonly portals_available: number
  readonly credit_limit: number
  readonly sr_saas: 0 | 1
  readonly max_active_requests: number
}

export interface NewAgency extends AgencyFields {
  readonly source: string
}

export interface AgencyListQuery {
  /** null: every agency (super admin); otherwise only this user's agencies. */
  readonly memberId: number | null
  readonly keyword: string | undefined
  readonly sortBy: AgencySortBy
  readonly sortDirection: "asc" | "desc"
  readonly page: number
  readonly limit: number
}

interface AgencyRow extends Omit<Agency, "plan"> {
  readonly plan_name: string
  readonly portal_limit: number
  readonly user_limit: number
  readonly module_limit: number
  readonly custom_logo: "yes" | "no"
}

const toAgency = ({ plan_name, portal_limit, user_limit, module_limit, custom_logo, ...row }: AgencyRow): Agency => ({
  ...row,
  plan: { id: row.plan_id, name: plan_name, portal_limit, user_limit, module_limit, custom_logo }
})

// Every count is a subquery over the live rows, so they can be sorted on and never drift.
const agencyColumns = `a.id, a.name, a.admin_name, a.admin_email, a.status, a.plan_id, a.cover, a.agency_plan,
  a.paid_in_advance, a.payment_link, a.payment_link_id, a.subs_id, a.portals_available, a.credit_limit,
  a.credit_debt, a.sr_saas, a.max_active_requests, a.source, a.lock_version,
  to_char(a.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at,
  (SELECT count(*)::int FROM agency_user au WHERE au.agency_id = a.id) AS users_count,
  (SELECT count(*)::int FROM portals p WHERE p.agency_id = a.id) AS portals_count,
  (SELECT count(*)::int FROM portals p WHERE p.agency_id = a.id AND p.plan = 'pro') AS pro_portal_count,
  (SELECT count(*)::int FROM portals p WHERE p.agency_id = a.id AND p.plan = 'core') AS core_portal_count,
  (SELECT count(*)::int FROM portals p WHERE p.agency_id = a.id AND p.plan = 'free') AS free_portal_count,
  pl.name AS plan_name, pl.portal_limit, pl.user_limit, pl.module_limit, pl.custom_logo`

/** Sort keys as SQL; the computed counts sort by their subquery's alias. */
const sortExpression: Record<AgencySortBy, string> = {
  id: "a.id",
  name: "lower(a.name)",
  created_at: "a.created_at",
  users_count: "users_count",
  portals_count: "portals_count",
  portals_available: "a.portals_available",
  credit_limit: "a.credit_limit"
}

export class AgencyRepo extends Effect.Service<AgencyRepo>()("server/db/AgencyRepo", {
  effect: Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient

    const setCover = (agencyId: number, cover: string | null) =>
      sql`UPDATE agencies SET cover = ${cover}, updated_at = now() WHERE id = ${agencyId}`.pipe(Effect.asVoid, Effect.orDie)

    const listWhere = (query: AgencyListQuery) => {
      const clauses: Array<Statement.Fragment> = []
      if (query.memberId !== null) {
        clauses.push(sql`a.id IN (SELECT agency_id FROM agency_user WHERE user_id = ${query.memberId})`)
      }
      if (query.keyword !== undefined && query.keyword.trim() !== "") {
        const pattern = containsPattern(query.keyword)
        clauses.push(sql`(a.name ILIKE ${pattern} OR a.admin_name ILIKE ${pattern} OR a.admin_email ILIKE ${pattern})`)
      }
      return clauses.length === 0 ? sql`TRUE` : sql.and(clauses)
    }

    const list = (query: AgencyListQuery) =>
      Effect.gen(function* () {
        const where = listWhere(query)
        const [counted] = yield* sql<{ total: number }>`SELECT count(*)::int AS total FROM agencies a WHERE ${where}`
        const direction = query.sortDirection === "asc" ? "ASC" : "DESC"
        // sort_by is one of AgencySortBy (checked by the caller); id breaks ties so paging is stable.
        const order = sql.literal(`${sortExpression[query.sortBy]} ${direction}, a.id ${direction}`)
        const rows = yield* sql<AgencyRow>`
          SELECT ${sql.literal(agencyColumns)} FROM agencies a JOIN plans pl ON pl.id = a.plan_id
          WHERE ${where} ORDER BY ${order}
          LIMIT ${query.limit} OFFSET ${(query.page - 1) * query.limit}`
        return { rows: rows.map(toAgency), total: counted?.total ?? 0 }
      }).pipe(Effect.orDie)

    const findById = (id: number) =>
      sql<AgencyRow>`
        SELECT ${sql.literal(agencyColumns)} FROM agencies a JOIN plans pl ON pl.id = a.plan_id WHERE a.id = ${id}`.pipe(
        Effect.map((rows) => Option.map(Option.fromNullable(rows[0]), toAgency)),
        Effect.orDie
      )

    const isGuestDemo = (id: number) =>
      sql<{ guest_demo: boolean }>`SELECT guest_demo FROM agencies WHERE id = ${id}`.pipe(
        Effect.map((rows) => rows[0]?.guest_demo === true),
        Effect.orDie
      )

    /** The plan exists (any status: admins may place an agency on a retired plan) and its type. */
    const planType = (planId: number) =>
      sql<{ type: "free" | "paid" | "fixed"; status: number }>`SELECT type, status FROM plans WHERE id = ${planId}`.pipe(
        Effect.map((rows) => Option.fromNullable(rows[0])),
        Effect.orDie
      )

    const insert = (agency: NewAgency) =>
      sql<{ id: number }>`INSERT INTO agencies ${sql.insert({ ...agency })} RETURNING id`.pipe(
        Effect.map((rows) => rows[0]!.id),
        Effect.orDie
      )

    const update = (id: number, fields: Partial<AgencyFields>) =>
      sql`UPDATE agencies SET ${sql.update({ ...fields, updated_at: new Date() })} WHERE id = ${id}`.pipe(Effect.asVoid, Effect.orDie)

    /**
     * Deletes the agency, its portals (their installs, jobs and grants cascade) and its memberships, and
     * the members left without any agency unless they are super admins. Answers what went with it.
     */
    const remove = (id: number) =>
      Effect.gen(function* () {
        const orphans = yield* sql<{ id: number }>`
          SELECT au.user_id AS id FROM agency_user au JOIN users u ON u.id = au.user_id
          WHERE au.agency_id = ${id} AND NOT u.is_admin
            AND NOT EXISTS (SELECT 1 FROM agency_user other WHERE other.user_id = au.user_id AND other.agency_id <> ${id})`
        const portals = yield* sql<{ id: number }>`DELETE FROM portals WHERE agency_id = ${id} RETURNING id`
        yield* sql`DELETE FROM agencies WHERE id = ${id}`
        const orphanIds = orphans.map((row) => row.id)
        if (orphanIds.length > 0) yield* sql`DELETE FROM users WHERE ${sql.in("id", orphanIds)}`
        return { portalIds: portals.map((row) => row.id), deletedUserIds: orphanIds }
      }).pipe(Effect.orDie)

    return { setCover, list, findById, isGuestDemo, planType, insert, update, remove } as const
  })
}) {}
