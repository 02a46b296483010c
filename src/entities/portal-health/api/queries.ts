// The health overview's query keys and options. Its pages live among the portal lists (`["portals", "list",
// "health", params]`): every change that invalidates the portal lists (a rename, a plan, a setup, a reconnect,
// a deletion) refreshes the overview too. The paged table (usePagedList) builds the same key from
// PORTAL_HEALTH_SCOPE, so a loader or a prefetch through these options fills the table's cache.
import type { QueryClient } from "@tanstack/react-query"

import { apiQueryOptions, queryKey } from "@/shared/api"

import { listHealthOf, listPortalHealth, type PortalHealthListParams, readPortalHealth } from "./portalHealth.ts"

/** The list's scope among the portal lists (usePagedList's `scope`). */
export const PORTAL_HEALTH_SCOPE = "health"

export const portalHealthKeys = {
  all: () => queryKey("portals", "list", PORTAL_HEALTH_SCOPE),
  page: (params: PortalHealthListParams) => queryKey("portals", "list", PORTAL_HEALTH_SCOPE, params),
  /** The rows of these portals (ids ascending, once each), e.g. beside another table's page of portals. */
  of: (portalIds: ReadonlyArray<number>) => queryKey("portals", "list", PORTAL_HEALTH_SCOPE, "of", portalIds),
  /** One portal's row, a part of its record (`["portals", id, …]`): whatever refreshes the portal refreshes it. */
  one: (portalId: number) => queryKey("portals", portalId, "health")
}

export const portalHealthQueries = {
  page: (params: PortalHealthListParams) => apiQueryOptions(portalHealthKeys.page(params), listPortalHealth(params)),
  one: (portalId: number) => apiQueryOptions(portalHealthKeys.one(portalId), readPortalHealth(portalId)),
  /** Health of these portals (at most 100) in one request; the same set in any order shares one answer. */
  of: (portalIds: ReadonlyArray<number>) => {
    const ids = [...new Set(portalIds)].sort((a, b) => a - b)
    return apiQueryOptions(portalHealthKeys.of(ids), listHealthOf(ids))
  }
}

/**
 * Something that changes a portal's health happened (its work ended, a rollout moved, the bell told of a lost
 * connection or drift): the overview's pages and rows, and that portal's own row (every portal's when none is
 * named), are read again where they are shown; elsewhere they are only marked stale.
 */
export const refreshPortalHealth = (queryClient: QueryClient, portalId: number | null) => {
  void queryClient.invalidateQueries({ queryKey: portalHealthKeys.all() })
  void queryClient.invalidateQueries(
    portalId === null
      ? { predicate: (query) => query.queryKey[0] === "portals" && query.queryKey[2] === "health" }
      : { queryKey: portalHealthKeys.one(portalId) }
  )
}
