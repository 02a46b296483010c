// Every portal of one agency the caller sees, for "Add every portal of an agency": the health list read page by
// page (100 a page, the endpoint's most), narrowed by agency on the server for the super admin (agency_id) and
// here for everyone (a member of several agencies sees them all in one list).
import { Effect } from "effect"

import { listPortalHealth, type PortalHealth } from "@/entities/portal-health"
import type { ApiClient, ApiError } from "@/shared/api"

const PAGE_LIMIT = 100

export const agencyPortals = (agencyId: number, byAgency: boolean): Effect.Effect<ReadonlyArray<PortalHealth>, ApiError, ApiClient> => {
  const page = (n: number) =>
    listPortalHealth({ page: n, limit: PAGE_LIMIT, sort_by: "name", sort_direction: "asc", ...(byAgency ? { agency_id: agencyId } : {}) })
  return Effect.gen(function* () {
    const first = yield* page(1)
    const rest = yield* Effect.forEach(
      Array.from({ length: Math.max(first.totalPages - 1, 0) }, (_, index) => index + 2),
      page
    )
    return [first, ...rest].flatMap((answer) => answer.rows).filter((portal) => portal.agency?.id === agencyId)
  })
}
