// The portals of one agency for the portal access picker (GET /portal/api/v2/portals, limit 1000, page 1).
import { Effect } from "effect"

import { listPortals } from "@/entities/portal"
import { type Portal, queryKey, type QueryResult, useApiQuery } from "@/shared/api"

export const PORTAL_ACCESS_LIMIT = 1000

export function useAgencyPortals(agencyId: number | null): QueryResult<ReadonlyArray<Portal>> {
  const load = listPortals("member", { agency_id: agencyId ?? undefined, limit: PORTAL_ACCESS_LIMIT, page: 1 }).pipe(
    Effect.map((answer) => answer.data)
  )
  return useApiQuery(agencyId === null ? null : queryKey("portals", "agency", agencyId), load)
}
