// The portal a wizard page sets up, read as the user reads portals (admins through the admin call).
import { useAtomValue } from "jotai"

import { memberAudience, type Portal, portalQueries } from "@/entities/portal"
import { roleFlagsAtom } from "@/entities/session"
import { type QueryResult, useApiQuery } from "@/shared/api"

export function useSetupPortal(portalId: number): QueryResult<Portal> {
  const audience = memberAudience(useAtomValue(roleFlagsAtom))
  return useApiQuery(portalQueries.detail(portalId, audience))
}

/** The wizard pages' heading: the portal's name once known. */
export const setupTitle = (portal: QueryResult<Portal>) =>
  portal.status === "success" ? `Set up ${portal.data.name}` : "Set up your portal"
