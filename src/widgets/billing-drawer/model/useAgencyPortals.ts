// The agency's top-level portals, all on one page: the overview counts them and the Upgrade view reads
// each portal's plan from here, so a reload after an upgrade shows the new plan.
import { Effect } from "effect"
import { listPortals } from "@/entities/portal"
import { type Portal, type QueryResult, useApiQuery } from "@/shared/api"
import { useKeptData } from "./useKeptData.ts"

export function useAgencyPortals(agencyId: number | null): QueryResult<ReadonlyArray<Portal>> {
  return useKeptData(
    useApiQuery(
      agencyId === null ? null : `billing-portals:${agencyId}`,
      listPortals("member", { agency_id: agencyId ?? 0, is_parent: "no", limit: 1000 }).pipe(Effect.map((answer) => answer.data))
    )
  )
}

