// The agency's top-level portals, all on one page: the overview counts them and the Upgrade view reads
// each portal's plan from here; an upgrade invalidates the portals, so the new plan shows at once while the
// rows on screen stay until the fresh ones arrive.
import { Effect } from "effect"

import { listPortals } from "@/entities/portal"
import { type Portal, queryKey, type QueryResult, useApiQuery } from "@/shared/api"

export function useAgencyPortals(agencyId: number | null): QueryResult<ReadonlyArray<Portal>> {
  return useApiQuery(
    agencyId === null ? null : queryKey("portals", "agency", agencyId, "top-level"),
    listPortals("member", { agency_id: agencyId ?? 0, is_parent: "no", limit: 1000 }).pipe(Effect.map((answer) => answer.data))
  )
}
