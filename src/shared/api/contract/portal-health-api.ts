// The portal health overview, base /portal/api/v2: every portal the caller sees, with what needs attention,
// in one request (the same visibility and paged envelope as GET /portals).
import { HttpApiEndpoint, HttpApiGroup, OpenApi } from "@effect/platform"
import { Schema } from "effect"

import { Data, MAX_INT32, PagedList, PositiveIntFromString, SortDirection, Text, TextSize } from "./common.ts"
import { NotFound, Unprocessable } from "./errors.ts"
import { PortalPlan } from "./portal.ts"
import { PortalHealth } from "./portal-health.ts"
import { Authentication } from "./security.ts"

export const PORTAL_HEALTH_PAGE_SIZE = 25
const PORTAL_HEALTH_LIMIT = 100

/**
 * Up to a page (100) of portal ids, comma-separated, each a positive whole number: the health of the rows
 * another table shows, in one request. Ids past an int4 are refused here rather than by the database.
 */
const PortalIdList = Schema.String.pipe(
  // 100 ids of at most 10 digits and the commas between them: a bound the API reference shows.
  Schema.maxLength(PORTAL_HEALTH_LIMIT * 11 - 1, { message: () => `The ids may not contain more than ${PORTAL_HEALTH_LIMIT} ids.` }),
  Schema.pattern(/^[1-9][0-9]{0,9}(,[1-9][0-9]{0,9})*$/, { message: () => "The ids must be portal ids separated by commas." }),
  Schema.filter((list) => list.split(",").length <= PORTAL_HEALTH_LIMIT || `The ids may not contain more than ${PORTAL_HEALTH_LIMIT} ids.`),
  Schema.filter(
    (list) => list.split(",").every((id) => Number(id) <= MAX_INT32) || `The ids may not contain an id greater than ${MAX_INT32}.`
  )
)

/** attention: most reasons first, then name (the default); name; last_change: the newest activity-log entry. */
export const PortalHealthSortBy = Schema.Literal("name", "attention", "last_change")
export type PortalHealthSortBy = typeof PortalHealthSortBy.Type

export const PortalHealthListParams = Schema.Struct({
  page: Schema.optional(PositiveIntFromString),
  limit: Schema.optional(
    PositiveIntFromString.pipe(
      Schema.lessThanOrEqualTo(PORTAL_HEALTH_LIMIT, { message: () => `The limit may not be greater than ${PORTAL_HEALTH_LIMIT}.` })
    )
  ),
  /** Name, hub id or domain contains. */
  keyword: Schema.optional(Text(TextSize.name)),
  /** "yes": only portals with at least one reason; "no": only portals with none. */
  attention: Schema.optional(Schema.Literal("yes", "no")),
  plan: Schema.optional(PortalPlan),
  /** Super admins only; everyone else always sees exactly what the portal list shows them. */
  agency_id: Schema.optional(PositiveIntFromString),
  /** Only these portals (of those the caller sees): ids separated by commas, at most 100. */
  ids: Schema.optional(PortalIdList),
  sort_by: Schema.optional(PortalHealthSortBy),
  sort_direction: Schema.optional(SortDirection)
})
export type PortalHealthListParams = typeof PortalHealthListParams.Type

export const PortalHealthList = PagedList(PortalHealth)
export type PortalHealthList = typeof PortalHealthList.Type

export class PortalHealthApi extends HttpApiGroup.make("portalHealth")
  // A static path: the router matches it before /portals/:id whatever the order of the groups.
  .add(
    HttpApiEndpoint.get("list", "/portals/health")
      .setUrlParams(PortalHealthListParams)
      .addSuccess(PortalHealthList)
      .addError(Unprocessable)
      .annotate(
        OpenApi.Description,
        "The portals the caller sees (as GET /portals), each with its connection, theme, upgrades, drift, work and last change, " +
          "and every reason it needs attention; most reasons first by default, 25 a page (limit at most 100)."
      )
  )
  .add(
    HttpApiEndpoint.get("read", "/portals/:id/health")
      .setPath(Schema.Struct({ id: PositiveIntFromString }))
      .addSuccess(Data(PortalHealth))
      .addError(NotFound)
      .annotate(OpenApi.Description, "One portal's row of the overview, for the portal's own page; 404 for a portal the caller cannot see.")
  )
  .middleware(Authentication)
  .prefix("/portal/api/v2")
  .annotate(OpenApi.Title, "Portal health") {}
