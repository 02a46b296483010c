// The SQL behind the portal health overview: every fact of a page of portals in one statement (CTEs and
// lateral joins, never a query per portal), and the matching count. The connection state is what the
// database knows of the stored grant; nothing here calls the CRM.
import type { SqlClient, Statement } from "@effect/sql"

import type { PortalPlan } from "#contract/portal.ts"
import type { PortalHealthSortBy } from "#contract/portal-health-api.ts"

import { type PortalScope, portalScopeClause } from "../../db/repos/PortalRepo.ts"
import { SubjectType } from "../activity/subjects.ts"

/** Finished batches with failed jobs count as failed work this long. */
const FAILED_WORK_DAYS = 7

export interface HealthQuery {
  readonly scope: PortalScope
  readonly keyword: string | undefined
  readonly plan: PortalPlan | undefined
  /** Applied only for the super admin's scope (the caller decides). */
  readonly agencyId: number | undefined
  readonly attention: "yes" | "no" | undefined
  readonly sortBy: PortalHealthSortBy
  readonly sortDirection: "asc" | "desc"
  readonly page: number
  readonly limit: number
  /** The product's newest theme release (versions/releases.ts). */
  readonly latestTheme: string
  /** One portal only (its own page). */
  readonly portalId?: number
  /** Only these portals (another table's page of rows); the scope still decides which of them are seen. */
  readonly portalIds?: ReadonlyArray<number>
}

export interface HealthRow {
  readonly id: number
  readonly name: string
  readonly hub_id: number
  readonly plan: PortalPlan
  readonly agency_id: number | null
  readonly agency_name: string | null
  readonly connection: "connected" | "reconnect" | "missing-hubdb"
  readonly version: string
  readonly behind: boolean
  readonly upgrade_modules: number
  readonly upgrade_files: number
  readonly drift_edited: number | null
  readonly drift_missing: number | null
  readonly drift_added: number | null
  readonly drift_taken_at: string | null
  readonly running: number
  readonly failed: number
  readonly last_at: string | null
  readonly last_event: string | null
  readonly last_by: string | null
  readonly portal_setup_status: boolean
  readonly attention: ReadonlyArray<string>
}

/**
 * A version as an array PostgreSQL compares part by part ("5.10.0" after "5.9.0"), as semver.ts does;
 * text that is not dotted digits reads as 0 (the app's "not installed").
 */
const semver = (sql: SqlClient.SqlClient, column: string) =>
  sql.literal(
    `(CASE WHEN ${column} ~ '^[0-9]{1,18}(\\.[0-9]{1,18})*$' THEN string_to_array(${column}, '.')::numeric[] ELSE '{0}'::numeric[] END)`
  )

const iso = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`

const portalWhere = (sql: SqlClient.SqlClient, query: HealthQuery): Statement.Fragment => {
  const clauses: Array<Statement.Fragment> = [portalScopeClause(sql, query.scope)]
  if (query.keyword !== undefined && query.keyword.trim() !== "") {
    const pattern = `%${query.keyword.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`
    clauses.push(sql`(p.name ILIKE ${pattern} OR p.domain ILIKE ${pattern} OR p.hub_id::text LIKE ${pattern})`)
  }
  if (query.plan !== undefined) clauses.push(sql`p.plan = ${query.plan}`)
  if (query.agencyId !== undefined) clauses.push(sql`p.agency_id = ${query.agencyId}`)
  if (query.portalId !== undefined) clauses.push(sql`p.id = ${query.portalId}`)
  if (query.portalIds !== undefined) clauses.push(sql.in("p.id", query.portalIds))
  return sql.and(clauses)
}

/** The visible portals with every fact and their attention reasons (in PortalAttention's order). */
const healthCte = (sql: SqlClient.SqlClient, query: HealthQuery): Statement.Fragment => sql`
  WITH latest_module AS MATERIALIZED (
    SELECT module_id, max(${semver(sql, "version")}) AS latest FROM module_versions GROUP BY module_id
  ), latest_file AS MATERIALIZED (
    SELECT theme_file_id, max(${semver(sql, "version")}) AS latest FROM theme_file_versions GROUP BY theme_file_id
  ), visible AS (
    SELECT p.id, p.name, p.hub_id, p.plan, p.version, p.portal_setup_status, p.agency_id, a.name AS agency_name,
      CASE WHEN p.refresh_token_encrypted IS NULL OR p.crm_lost_at IS NOT NULL THEN 'reconnect'
           WHEN NOT ('hubdb' = ANY (p.scopes)) THEN 'missing-hubdb'
           ELSE 'connected' END AS connection
    FROM portals p LEFT JOIN agencies a ON a.id = p.agency_id
    WHERE ${portalWhere(sql, query)}
  ), facts AS (
    SELECT v.*,
      ${semver(sql, "v.version")} < ${semver(sql, "t.latest")} AS behind,
      (SELECT count(*)::int FROM portal_modules pm JOIN latest_module lm ON lm.module_id = pm.module_id
        WHERE pm.portal_id = v.id AND lm.latest > ${semver(sql, "pm.installed_version")}) AS upgrade_modules,
      (SELECT count(*)::int FROM portal_files pf JOIN latest_file lf ON lf.theme_file_id = pf.theme_file_id
        WHERE pf.portal_id = v.id AND lf.latest > ${semver(sql, "pf.installed_version")}) AS upgrade_files,
      d.edited AS drift_edited, d.missing AS drift_missing, d.added AS drift_added, d.taken_at AS drift_taken_at,
      (SELECT count(*)::int FROM batches b WHERE b.portal_id = v.id AND b.status <> 'finished') AS running,
      (SELECT count(*)::int FROM batches b
        WHERE b.portal_id = v.id AND b.failed_jobs > 0 AND b.status = 'finished'
          AND b.finished_at > now() - make_interval(days => ${FAILED_WORK_DAYS})) AS failed,
      l.created_at AS last_at, l.event AS last_event, l.by AS last_by
    FROM visible v
    CROSS JOIN (SELECT ${query.latestTheme}::text AS latest) t
    LEFT JOIN LATERAL (
      SELECT pa.edited, pa.missing, pa.added, pa.taken_at FROM portal_audits pa
      WHERE pa.portal_id = v.id ORDER BY pa.taken_at DESC, pa.id DESC LIMIT 1
    ) d ON TRUE
    LEFT JOIN LATERAL (
      SELECT al.created_at, al.event, u.name AS by FROM activity_log al
      LEFT JOIN users u ON al.causer_type = ${SubjectType.User} AND u.id = al.causer_id
      WHERE al.subject_type = ${SubjectType.Portal} AND al.subject_id = v.id
      ORDER BY al.created_at DESC, al.id DESC LIMIT 1
    ) l ON TRUE
  ), health AS (
    SELECT f.*, array_remove(ARRAY[
      CASE WHEN f.connection = 'reconnect' THEN 'reconnect' END,
      CASE WHEN f.connection = 'missing-hubdb' THEN 'missing-hubdb' END,
      CASE WHEN f.behind THEN 'theme-behind' END,
      CASE WHEN f.upgrade_modules + f.upgrade_files > 0 THEN 'upgrades' END,
      CASE WHEN coalesce(f.drift_edited + f.drift_missing + f.drift_added, 0) > 0 THEN 'drift' END,
      CASE WHEN f.failed > 0 THEN 'failed-work' END,
      CASE WHEN NOT f.portal_setup_status THEN 'setup' END
    ]::text[], NULL) AS attention
    FROM facts f
  )`

const attentionWhere = (sql: SqlClient.SqlClient, attention: HealthQuery["attention"]) =>
  attention === "yes" ? sql`cardinality(h.attention) > 0` : attention === "no" ? sql`cardinality(h.attention) = 0` : sql`TRUE`

/** The sort from the allow-listed sort_by, never from request text; name and id break ties so paging is stable. */
const orderBy = (query: HealthQuery): string => {
  const direction = query.sortDirection === "asc" ? "ASC" : "DESC"
  switch (query.sortBy) {
    case "attention":
      return `cardinality(h.attention) ${direction}, h.name ASC, h.id ASC`
    case "name":
      return `h.name ${direction}, h.id ${direction}`
    case "last_change":
      return `h.last_at ${direction} NULLS LAST, h.name ASC, h.id ASC`
  }
}

/** One page of the overview, in one statement. */
export const healthPage = (sql: SqlClient.SqlClient, query: HealthQuery) => sql<HealthRow>`
  ${healthCte(sql, query)}
  SELECT h.id, h.name, h.hub_id::float8 AS hub_id, h.plan, h.agency_id, h.agency_name, h.connection, h.version, h.behind,
    h.upgrade_modules, h.upgrade_files, h.drift_edited, h.drift_missing, h.drift_added,
    ${sql.literal(iso("h.drift_taken_at"))} AS drift_taken_at, h.running, h.failed,
    ${sql.literal(iso("h.last_at"))} AS last_at, h.last_event, h.last_by, h.portal_setup_status, h.attention
  FROM health h WHERE ${attentionWhere(sql, query.attention)}
  ORDER BY ${sql.literal(orderBy(query))}
  LIMIT ${query.limit} OFFSET ${(query.page - 1) * query.limit}::bigint`

/** How many portals the filters match: the visible ones only, unless attention filters on the computed reasons. */
export const healthCount = (sql: SqlClient.SqlClient, query: HealthQuery) =>
  query.attention === undefined
    ? sql<{
        total: number
      }>`SELECT count(*)::int AS total FROM portals p LEFT JOIN agencies a ON a.id = p.agency_id WHERE ${portalWhere(sql, query)}`
    : sql<{
        total: number
      }>`${healthCte(sql, query)} SELECT count(*)::int AS total FROM health h WHERE ${attentionWhere(sql, query.attention)}`
