// The agency's portal counts as the server computes them (every portal, children included): the drawer's
// own portal list holds only the top-level portals, so counting it undercounts.
import { Effect } from "effect"

import { agencyKeys } from "@/entities/agency"
import { apiQueryOptions, type QueryResult, useApiQuery } from "@/shared/api"

import { readAgency } from "../api/billing.ts"
import { countsOf, type PortalCounts } from "../lib/rules.ts"

export function useAgencyCounts(agencyId: number): QueryResult<PortalCounts> {
  return useApiQuery(apiQueryOptions(agencyKeys.billingCounts(agencyId), readAgency(agencyId).pipe(Effect.map(countsOf))))
}
