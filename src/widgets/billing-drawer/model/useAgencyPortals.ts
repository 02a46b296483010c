// The agency's top-level portals, all on one page: the overview counts them and the Upgrade view reads
// each portal's plan from here; an upgrade invalidates the portals, so the new plan shows at once while the
// rows on screen stay until the fresh ones arrive.

import { portalQueries } from "@/entities/portal"
import { type Portal, type QueryResult, useApiQuery } from "@/shared/api"

export function useAgencyPortals(agencyId: number | null): QueryResult<ReadonlyArray<Portal>> {
  return useApiQuery(agencyId === null ? null : portalQueries.ofAgency(agencyId, true, 1000))
}
