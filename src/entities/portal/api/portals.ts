// Portal reads, by who is looking: a member, an admin (any agency's portals) or a guest (the demo).
import { Effect } from "effect"

import { ApiClient, type ApiError, type Portal, type PortalListParams } from "@/shared/api"

export type PortalAudience = "member" | "admin" | "guest"

const groupOf = { member: "portal", admin: "adminPortal", guest: "guestPortal" } as const

export const listPortals = (audience: PortalAudience, params: PortalListParams = {}) =>
  ApiClient.pipe(Effect.flatMap((api) => api.call((client) => client[groupOf[audience]].list({ urlParams: params }))))

export const readPortal = (audience: PortalAudience, id: number): Effect.Effect<Portal, ApiError, ApiClient> =>
  ApiClient.pipe(
    Effect.flatMap((api) => api.call((client) => client[groupOf[audience]].read({ path: { id } }))),
    Effect.map((answer) => answer.data)
  )

/** The editor bar's switcher: top-level portals only, all of them on one page. */
export const listSwitcherPortals = (audience: PortalAudience) =>
  listPortals(audience, { is_parent: "no", limit: 1000 }).pipe(Effect.map((answer) => answer.data))
