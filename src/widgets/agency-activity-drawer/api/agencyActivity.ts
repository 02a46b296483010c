// An agency's activity: a page of it (GET /agency/api/v2/agencies/{id}/activity) and the same entries as CSV (…/export).
import { Effect } from "effect"

import { AGENCY_ACTIVITY_PAGE_SIZE, type AgencyActivityEntry, type AgencyActivityParams, ApiClient, type ApiError } from "@/shared/api"

export interface ActivityPage {
  readonly rows: ReadonlyArray<AgencyActivityEntry>
  readonly totalPages: number
  readonly total: number
}

export type ActivityFilters = Pick<AgencyActivityParams, "portal_id" | "causer_id" | "event" | "from" | "to">

/** `query`: the paged table's page and limit with the filters; its sort and keyword are not this list's. */
export const listAgencyActivity = (
  agencyId: number,
  query: ActivityFilters & { readonly page: number; readonly limit: number }
): Effect.Effect<ActivityPage, ApiError, ApiClient> => {
  const { page, limit, portal_id, causer_id, event, from, to } = query
  const urlParams: AgencyActivityParams = {
    page,
    limit: Math.min(limit, AGENCY_ACTIVITY_PAGE_SIZE * 4),
    ...(portal_id === undefined ? {} : { portal_id }),
    ...(causer_id === undefined ? {} : { causer_id }),
    ...(event === undefined ? {} : { event }),
    ...(from === undefined ? {} : { from }),
    ...(to === undefined ? {} : { to })
  }
  return ApiClient.pipe(
    Effect.flatMap((api) => api.call((client) => client.agencyActivity.list({ path: { id: agencyId }, urlParams }))),
    Effect.map(({ data }) => ({ rows: data.data, totalPages: data.last_page, total: data.total }))
  )
}

export const exportAgencyActivity = (agencyId: number, filters: ActivityFilters): Effect.Effect<string, ApiError, ApiClient> =>
  ApiClient.pipe(
    Effect.flatMap((api) => api.call((client) => client.agencyActivity.export({ path: { id: agencyId }, urlParams: filters })))
  )
