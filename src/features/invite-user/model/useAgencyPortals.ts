// The portals of one agency for the portal access picker (GET /portal/api/v2/portals, limit 1000, page 1).

import { portalQueries } from "@/entities/portal"
import { type Portal, type QueryResult, useApiQuery } from "@/shared/api"

export const PORTAL_ACCESS_LIMIT = 1000

export function useAgencyPortals(agencyId: number | null): QueryResult<ReadonlyArray<Portal>> {
  return useApiQuery(agencyId === null ? null : portalQueries.ofAgency(agencyId, false, PORTAL_ACCESS_LIMIT))
}
