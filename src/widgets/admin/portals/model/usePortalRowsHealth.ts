// The health of the Portals page on screen: one request for its rows' ids, sent once the rows are in, and kept
// apart from the table's own state, so a slow or failed answer never holds up or breaks the table.
import { useMemo } from "react"

import { type PortalHealth, portalHealthQueries } from "@/entities/portal-health"
import { type QueryResult, type QueryState, useApiQuery } from "@/shared/api"

import type { PortalPage } from "../api/adminPortals.ts"

/** Each shown portal's health by id; a portal missing from a successful answer has none to show. */
export type RowsHealth = QueryState<ReadonlyMap<number, PortalHealth>>

export function usePortalRowsHealth(list: QueryResult<PortalPage>): RowsHealth {
  const ids = list.status === "success" ? list.data.rows.map((portal) => portal.id) : []
  const health = useApiQuery(ids.length === 0 ? null : portalHealthQueries.of(ids))
  const rows = health.status === "success" ? health.data : undefined
  const byId = useMemo(() => new Map((rows ?? []).map((row) => [row.id, row])), [rows])
  if (health.status === "success") return { status: "success", data: byId }
  if (health.status === "failure") return { status: "failure", error: health.error }
  return { status: "loading" }
}
