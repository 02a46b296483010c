// A CRM re-authorisation finished for this user (reauth.complete, the module-install message, or the callback
// tab's word): the realtime bridge writes it into the cache, where an install that stopped at 40010 (the grant
// lacked hubdb) waits for one newer than its stop; the portal's CRM connection is read again.
import { type QueryClient, queryOptions, skipToken, useQuery } from "@tanstack/react-query"

import { portalKeys } from "../api/queries.ts"

export interface CrmGrant {
  /** When this browser heard of it (ms since the epoch). */
  readonly at: number
  /** The portal it names; null when it names none (reauth.complete). */
  readonly portalId: number | null
}

const crmGrantedQuery = queryOptions<CrmGrant>({
  queryKey: portalKeys.crmGranted(),
  queryFn: skipToken,
  enabled: false,
  staleTime: Number.POSITIVE_INFINITY
})

export const crmGranted = (queryClient: QueryClient, portalId: number | null, at: number = Date.now()): void => {
  queryClient.setQueryData(portalKeys.crmGranted(), { at, portalId })
  if (portalId !== null) void queryClient.invalidateQueries({ queryKey: portalKeys.crmConnection(portalId) })
}

/** The last re-authorisation heard of, if any. */
export function useCrmGrant(): CrmGrant | null {
  return useQuery(crmGrantedQuery).data ?? null
}

/**
 * Whether a grant lets an install stopped at `since` in `portalId` run again: it was heard since (the same
 * millisecond counts: a grant heard before the stop is at least one earlier) and names that portal or none.
 */
export const grantReaches = (grant: CrmGrant | null, since: number, portalId: number): boolean =>
  grant !== null && grant.at >= since && (grant.portalId === null || grant.portalId === portalId)
