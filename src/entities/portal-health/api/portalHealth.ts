// The portal health overview's read: GET /portal/api/v2/portals/health, one page of the portals the caller sees,
// each with what needs attention.
import { Effect } from "effect"

import { ApiClient, type ApiError, type ContractClient, type PortalHealth } from "@/shared/api"

export type { PortalAttention, PortalHealth } from "@/shared/api"

type ListCall = ContractClient["portalHealth"]["list"]

/** The query the endpoint takes: page, limit, keyword, attention, plan, agency_id (super admin), ids, sort. */
export type PortalHealthListParams = NonNullable<Parameters<ListCall>[0]>["urlParams"]

/** One page of rows and the page count, as the paged tables show them. */
export interface PortalHealthPage {
  readonly rows: ReadonlyArray<PortalHealth>
  readonly totalPages: number
  readonly total: number
}

export const listPortalHealth = (params: PortalHealthListParams): Effect.Effect<PortalHealthPage, ApiError, ApiClient> =>
  ApiClient.pipe(
    Effect.flatMap((api) => api.call((client) => client.portalHealth.list({ urlParams: params }))),
    Effect.map(({ data, meta }) => ({ rows: data, totalPages: meta.pagination.total_pages, total: meta.pagination.total }))
  )

/** One portal's row, for its own page: GET /portal/api/v2/portals/{id}/health. */
export const readPortalHealth = (portalId: number): Effect.Effect<PortalHealth, ApiError, ApiClient> =>
  ApiClient.pipe(
    Effect.flatMap((api) => api.call((client) => client.portalHealth.read({ path: { id: portalId } }))),
    Effect.map(({ data }) => data)
  )

/**
 * The rows of these portals (at most 100: another table's page), in one request; a portal the caller cannot
 * see is simply absent. The limit is the number of ids, so every one of them fits on the one page.
 */
export const listHealthOf = (portalIds: ReadonlyArray<number>): Effect.Effect<ReadonlyArray<PortalHealth>, ApiError, ApiClient> =>
  Effect.map(listPortalHealth({ ids: portalIds.join(","), limit: Math.max(1, portalIds.length) }), (page) => page.rows)
