// The portal health overview: every portal the caller sees (the portal list's visibility rule), with
// what needs attention, a page at a time in one query plus one count, so a fleet of hundreds of
// portals answers in one request.
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

import { NotFound } from "#contract/errors.ts"
import type { PortalAttention, PortalHealth } from "#contract/portal-health.ts"
import { PORTAL_HEALTH_PAGE_SIZE, type PortalHealthList, type PortalHealthListParams } from "#contract/portal-health-api.ts"

import type { PortalScope } from "../../db/repos/PortalRepo.ts"
import { NOT_FOUND } from "../messages.ts"
import { LATEST_THEME_VERSION } from "../versions/releases.ts"
import { healthCount, healthPage, type HealthQuery, type HealthRow } from "./healthQuery.ts"

/** Each sort's natural direction when sort_direction is left out: most reasons, A to Z, newest change. */
const DEFAULT_DIRECTION = { attention: "desc", name: "asc", last_change: "desc" } as const

const toHealth = (row: HealthRow): PortalHealth => ({
  id: row.id,
  name: row.name,
  hub_id: row.hub_id,
  plan: row.plan,
  agency: row.agency_id === null || row.agency_name === null ? null : { id: row.agency_id, name: row.agency_name },
  connection: row.connection,
  theme: { installed: row.version, latest: LATEST_THEME_VERSION, behind: row.behind },
  upgrades: { modules: row.upgrade_modules, files: row.upgrade_files },
  drift:
    row.drift_taken_at === null
      ? null
      : { edited: row.drift_edited ?? 0, missing: row.drift_missing ?? 0, added: row.drift_added ?? 0, taken_at: row.drift_taken_at },
  work: { running: row.running, failed: row.failed },
  last_change: row.last_at === null ? null : { at: row.last_at, event: row.last_event ?? "", by: row.last_by },
  setup: row.portal_setup_status ? "done" : "pending",
  attention: row.attention as ReadonlyArray<PortalAttention>
})

export class PortalHealthOverview extends Effect.Service<PortalHealthOverview>()("server/domain/PortalHealthOverview", {
  effect: Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient

    /**
     * A page of the overview. agency_id narrows the super admin's view only: everyone else sees exactly what
     * the portal list shows them, whatever agency they name.
     */
    const list = (scope: PortalScope, params: PortalHealthListParams) =>
      Effect.gen(function* () {
        const sortBy = params.sort_by ?? "attention"
        const page = params.page ?? 1
        const limit = params.limit ?? PORTAL_HEALTH_PAGE_SIZE
        const query: HealthQuery = {
          scope,
          keyword: params.keyword,
          plan: params.plan,
          agencyId: scope._tag === "All" ? params.agency_id : undefined,
          attention: params.attention,
          // The contract allows digits and commas only; a repeated id is asked for once.
          portalIds: params.ids === undefined ? undefined : [...new Set(params.ids.split(",").map(Number))],
          sortBy,
          sortDirection: params.sort_direction ?? DEFAULT_DIRECTION[sortBy],
          page,
          limit,
          latestTheme: LATEST_THEME_VERSION
        }
        const rows = yield* healthPage(sql, query)
        const [counted] = yield* healthCount(sql, query)
        const total = counted?.total ?? 0
        return {
          data: rows.map(toHealth),
          meta: {
            pagination: {
              total,
              count: rows.length,
              per_page: limit,
              current_page: page,
              total_pages: Math.max(1, Math.ceil(total / limit))
            }
          }
        } satisfies PortalHealthList
      }).pipe(Effect.orDie)

    /** One visible portal's row (its own page); 404 when the caller cannot see it. */
    const read = (scope: PortalScope, portalId: number) =>
      Effect.gen(function* () {
        const query: HealthQuery = {
          scope,
          keyword: undefined,
          plan: undefined,
          agencyId: undefined,
          attention: undefined,
          sortBy: "name",
          sortDirection: "asc",
          page: 1,
          limit: 1,
          latestTheme: LATEST_THEME_VERSION,
          portalId
        }
        const [row] = yield* Effect.orDie(healthPage(sql, query))
        if (row === undefined) return yield* new NotFound({ message: NOT_FOUND })
        return { data: toHealth(row) }
      })

    return { list, read } as const
  })
}) {}
