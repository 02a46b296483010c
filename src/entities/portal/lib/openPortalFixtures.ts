// For tests and stories: a portal open in the editor, as the editor route's loader leaves it. The address
// (/portals-main/{id} or /portals-guest/{id}) names it; the cache holds it (seedOpenPortal), or the fake server
// answers its read (openPortalRoute) for a component that reads it on mount.
import type { QueryClient } from "@tanstack/react-query"

import { createQueryClient, type Portal } from "@/shared/api"
import { RoutePath } from "@/shared/config"

import type { PortalAudience } from "../api/portals.ts"
import { portalKeys } from "../api/queries.ts"

const readPath = { member: "portals", admin: "admin/portals", guest: "guest/portals" } as const

/** The fake server's route answering the open portal's read. */
export const openPortalRoute = (portal: Portal, audience: PortalAudience = "member") => ({
  [`GET /portal/api/v2/${readPath[audience]}/${portal.id}`]: { status: 200, body: { data: portal } }
})

/** Puts the portal in the cache under the options the editor's readers use (useOpenPortal). */
export const seedOpenPortal = (queryClient: QueryClient, portal: Portal, audience: PortalAudience = "member"): void =>
  void queryClient.setQueryData(portalKeys.detail(portal.id, audience), portal)

/** The editor address of the portal. */
export const editorPathOf = (portal: Portal, audience: PortalAudience = "member"): string =>
  `${audience === "guest" ? RoutePath.PortalsGuest : RoutePath.PortalsMain}/${portal.id}`

/** AppHarness props with the portal open: its editor address, and a cache (the app's freshness) holding it. */
export const openPortalHarness = (portal: Portal, audience: PortalAudience = "member"): { queryClient: QueryClient; path: string } => {
  const queryClient = createQueryClient()
  seedOpenPortal(queryClient, portal, audience)
  return { queryClient, path: editorPathOf(portal, audience) }
}
