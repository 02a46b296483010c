// The agency's portal counts as the server computes them (every portal, children included): the drawer's
// own portal list holds only the top-level portals, so counting it undercounts.
import { Effect } from "effect"
import { type QueryResult, useApiQuery } from "@/shared/api"
import { readAgency } from "../api/billing.ts"
import { type PortalCounts, countsOf } from "../lib/rules.ts"
import { useKeptData } from "./useKeptData.ts"

export function useAgencyCounts(agencyId: number): QueryResult<PortalCounts> {
  return useKeptData(useApiQuery(`billing-agency:${agencyId}`, readAgency(agencyId).pipe(Effect.map(countsOf))))
}
