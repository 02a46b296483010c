// The Health column's answers for the drawer's stories and tests: GET /portal/api/v2/portals/health?ids=…,
// answering the rows asked for, as the server does.
import type { PortalAttention, PortalHealth } from "@/entities/portal-health"
import type { Portal } from "@/shared/api"
import type { FakeAnswer, FakeRoute, RecordedRequest } from "@/shared/lib/testing"

export const HEALTH_ROUTE = "GET /portal/api/v2/portals/health"

/** A portal's health row whose facts match its reasons (only the reasons show in the drawer). */
export const healthOf = (portal: Portal, attention: ReadonlyArray<PortalAttention> = []): PortalHealth => ({
  id: portal.id,
  name: portal.name,
  hub_id: portal.hub_id,
  plan: portal.plan,
  agency: portal.agency === null ? null : { id: portal.agency.id, name: portal.agency.name },
  connection: attention.includes("reconnect") ? "reconnect" : attention.includes("missing-hubdb") ? "missing-hubdb" : "connected",
  theme: { installed: portal.version, latest: "5.0.0", behind: attention.includes("theme-behind") },
  upgrades: { modules: attention.includes("upgrades") ? 2 : 0, files: 0 },
  drift: { edited: attention.includes("drift") ? 1 : 0, missing: 0, added: 0, taken_at: "2026-12-01T09:00:00Z" },
  work: { running: 0, failed: attention.includes("failed-work") ? 1 : 0 },
  last_change: null,
  setup: attention.includes("setup") ? "pending" : "done",
  attention
})

/** The ids a health request asked for, in its order. */
const askedIds = (request: RecordedRequest): ReadonlyArray<number> =>
  (new URLSearchParams(request.search).get("ids") ?? "").split(",").filter(Boolean).map(Number)

/** Answers the rows of `known` that the request names, like the server (an unknown id is left out). */
export const healthRoute =
  (known: ReadonlyArray<PortalHealth>): FakeRoute =>
  (request): FakeAnswer => {
    const ids = askedIds(request)
    const rows = known.filter((row) => ids.includes(row.id))
    return {
      status: 200,
      body: {
        data: rows,
        meta: { pagination: { total: rows.length, count: rows.length, per_page: ids.length, current_page: 1, total_pages: 1 } }
      }
    }
  }
