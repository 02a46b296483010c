// The portal's query keys and options: a portal and its parts under `["portals", id]`, lists under
// `["portals", "list"]` (the admin's paged list too: `["portals", "list", scope, query]`).
import { Effect } from "effect"

import { apiQueryOptions } from "@/shared/api"

import { listPortals, listSwitcherPortals, type PortalAudience, readPortal } from "./portals.ts"

export const portalKeys = {
  all: ["portals"] as const,
  lists: () => ["portals", "list"] as const,
  page: (audience: PortalAudience, page: number, limit: number) => ["portals", "list", audience, "page", page, limit] as const,
  switcher: (audience: PortalAudience) => ["portals", "list", audience, "switcher"] as const,
  /** One agency's portals (member call), all on one page; `topLevel` leaves sub-portals out. */
  ofAgency: (agencyId: number, topLevel: boolean) =>
    ["portals", "list", "member", "agency", agencyId, topLevel ? "top-level" : "all"] as const,
  /** A portal and every part of it. */
  record: (id: number) => ["portals", id] as const,
  detail: (id: number, audience: PortalAudience) => ["portals", id, "detail", audience] as const,
  /** The admin's edit form: the portal with the agencies it may move to. */
  adminEdit: (id: number) => ["portals", id, "admin-edit"] as const,
  crmConnection: (id: number) => ["portals", id, "crm-connection"] as const,
  deletion: (id: number) => ["portals", id, "deletion"] as const,
  domains: (id: number) => ["portals", id, "domains"] as const,
  /** The last CRM re-authorisation this browser heard of (an event written by the realtime bridge, never fetched). */
  crmGranted: () => ["portals", "crm-granted"] as const
}

export const portalQueries = {
  page: (audience: PortalAudience, page: number, limit: number) =>
    apiQueryOptions(portalKeys.page(audience, page, limit), listPortals(audience, { page, limit })),
  switcher: (audience: PortalAudience) => apiQueryOptions(portalKeys.switcher(audience), listSwitcherPortals(audience)),
  ofAgency: (agencyId: number, topLevel: boolean, limit: number) =>
    apiQueryOptions(
      portalKeys.ofAgency(agencyId, topLevel),
      listPortals("member", topLevel ? { agency_id: agencyId, is_parent: "no", limit } : { agency_id: agencyId, limit, page: 1 }).pipe(
        Effect.map((answer) => answer.data)
      )
    ),
  detail: (id: number, audience: PortalAudience) => apiQueryOptions(portalKeys.detail(id, audience), readPortal(audience, id))
}
