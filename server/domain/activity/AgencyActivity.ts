// An agency's activity for its admins (GET /agency/api/v2/agencies/{id}/activity and …/export): what changed in
// the agency and its portals, when and by whom, newest first, filtered by portal, person, kind of event and days.
// Rights are checked before (domain/policy/Rights.ts: the agency's admins and the super admin).
import { stringify } from "csv-stringify/sync"
import { Effect } from "effect"

import {
  AGENCY_ACTIVITY_EXPORT_MAX,
  AGENCY_ACTIVITY_PAGE_SIZE,
  type AgencyActivityEntry,
  type AgencyActivityFilters,
  type AgencyActivityParams
} from "#contract/agency-activity-api.ts"
import { NotFound, Unprocessable } from "#contract/errors.ts"

import { type AgencyActivityQuery, AgencyActivityRepo, type AgencyActivityRow } from "../../db/repos/AgencyActivityRepo.ts"
import { NOT_FOUND } from "../messages.ts"

/** Shown for a person whose account was deleted since. */
const DELETED_PERSON = "A deleted user"

const DAY_MS = 24 * 60 * 60 * 1000

/** A YYYY-MM-DD day that exists (the contract checks the shape; 2026-02-30 passes it). */
const dayStart = (day: string): Date | undefined => {
  const date = new Date(`${day}T00:00:00.000Z`)
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== day ? undefined : date
}

const toEntry = (row: AgencyActivityRow): AgencyActivityEntry => ({
  id: row.id,
  created_at: row.created_at,
  event: row.event,
  causer:
    row.causer_type === null
      ? null
      : row.causer_name === null
        ? { id: null, name: DELETED_PERSON }
        : { id: row.causer_id, name: row.causer_name },
  portal:
    row.portal_id === null ? null : { id: row.portal_id, name: row.portal_name ?? `Portal ${row.portal_id}`, deleted: row.portal_deleted },
  properties: row.properties
})

const CSV_COLUMNS = ["time", "event", "person", "portal", "details"]

export class AgencyActivity extends Effect.Service<AgencyActivity>()("server/domain/AgencyActivity", {
  effect: Effect.gen(function* () {
    const repo = yield* AgencyActivityRepo

    /** The filters as a query, or the 422 naming the first refused field. */
    const queryOf = (agencyId: number, filters: AgencyActivityFilters) =>
      Effect.gen(function* () {
        if (!(yield* repo.agencyExists(agencyId))) return yield* new NotFound({ message: NOT_FOUND })
        const from = filters.from === undefined ? undefined : dayStart(filters.from)
        const to = filters.to === undefined ? undefined : dayStart(filters.to)
        const refused: Record<string, string> = {}
        if (filters.from !== undefined && from === undefined) refused["from"] = "The from must be a date (YYYY-MM-DD)."
        if (filters.to !== undefined && to === undefined) refused["to"] = "The to must be a date (YYYY-MM-DD)."
        if (from !== undefined && to !== undefined && to < from) refused["to"] = "The to must be a date after or equal to from."
        if (Object.keys(refused).length > 0) return yield* Unprocessable.perField(refused)
        const query: AgencyActivityQuery = {
          agencyId,
          portalId: filters.portal_id,
          causerId: filters.causer_id,
          event: filters.event,
          from,
          until: to === undefined ? undefined : new Date(to.getTime() + DAY_MS)
        }
        return query
      })

    const list = (agencyId: number, params: AgencyActivityParams) =>
      Effect.gen(function* () {
        const query = yield* queryOf(agencyId, params)
        const page = params.page ?? 1
        const limit = params.limit ?? AGENCY_ACTIVITY_PAGE_SIZE
        const { rows, total } = yield* repo.page(query, page, limit)
        return {
          data: {
            data: rows.map(toEntry),
            current_page: page,
            last_page: Math.max(1, Math.ceil(total / limit)),
            per_page: limit,
            total
          }
        }
      })

    /** The entries as CSV, newest first; cells that a spreadsheet would run as a formula are escaped. */
    const exportCsv = (agencyId: number, filters: AgencyActivityFilters) =>
      Effect.gen(function* () {
        const query = yield* queryOf(agencyId, filters)
        const rows = (yield* repo.newest(query, AGENCY_ACTIVITY_EXPORT_MAX)).map(toEntry)
        return stringify(
          rows.map((entry) => [
            entry.created_at,
            entry.event,
            entry.causer?.name ?? "",
            entry.portal === null ? "" : entry.portal.deleted ? `${entry.portal.name} (deleted)` : entry.portal.name,
            Object.keys(entry.properties).length === 0 ? "" : JSON.stringify(entry.properties)
          ]),
          { header: true, columns: CSV_COLUMNS, escape_formulas: true, record_delimiter: "windows" }
        )
      })

    return { list, exportCsv } as const
  })
}) {}
