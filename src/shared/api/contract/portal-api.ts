// Portal list and read calls, base /portal/api/v2 (spec 1 section 7).
import { HttpApiEndpoint, HttpApiGroup, OpenApi } from "@effect/platform"
import { Schema } from "effect"

import { Data, IdPath, ListParams, PagedList, PositiveIntFromString } from "./common.ts"
import { Forbidden, NotFound, Unprocessable } from "./errors.ts"
import { Portal, PortalPlan } from "./portal.ts"
import { Authentication } from "./security.ts"

export const PortalListParams = Schema.Struct({
  ...ListParams,
  /** 'no' leaves out child portals (the editor bar). */
  is_parent: Schema.optional(Schema.Literal("yes", "no")),
  agency_id: Schema.optional(PositiveIntFromString),
  plan: Schema.optional(PortalPlan)
})
export type PortalListParams = typeof PortalListParams.Type

export const PortalList = PagedList(Portal)

export class PortalApi extends HttpApiGroup.make("portal")
  .add(HttpApiEndpoint.get("list", "/portals").setUrlParams(PortalListParams).addSuccess(PortalList).addError(Unprocessable))
  .add(HttpApiEndpoint.get("read", "/portals/:id").setPath(IdPath).addSuccess(Data(Portal)).addError(NotFound).addError(Forbidden))
  .middleware(Authentication)
  .prefix("/portal/api/v2")
  .annotate(OpenApi.Title, "Portals") {}

export class AdminPortalApi extends HttpApiGroup.make("adminPortal")
  .add(
    HttpApiEndpoint.get("list", "/admin/portals")
      .setUrlParams(PortalListParams)
      .addSuccess(PortalList)
      .addError(Unprocessable)
      .addError(Forbidden)
  )
  .add(HttpApiEndpoint.get("read", "/admin/portals/:id").setPath(IdPath).addSuccess(Data(Portal)).addError(NotFound).addError(Forbidden))
  .middleware(Authentication)
  .prefix("/portal/api/v2")
  .annotate(OpenApi.Title, "Portals (admin)") {}

/** The guest demo: no token; only the demo agency's portals (the demo portal 999999). */
export class GuestPortalApi extends HttpApiGroup.make("guestPortal")
  .add(HttpApiEndpoint.get("list", "/guest/portals").setUrlParams(PortalListParams).addSuccess(PortalList).addError(Unprocessable))
  .add(HttpApiEndpoint.get("read", "/guest/portals/:id").setPath(IdPath).addSuccess(Data(Portal)).addError(NotFound))
  .prefix("/portal/api/v2")
  .annotate(OpenApi.Title, "Portals (guest)") {}
