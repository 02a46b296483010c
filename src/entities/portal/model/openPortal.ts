// Opening a portal in the editor (spec 1 sections 4 and 8): what the portal's read means. A portal that was
// never set up goes to the setup wizard; one whose CRM connection must be renewed is remembered.
import { Either } from "effect"

import type { ApiError, Portal } from "@/shared/api"

import type { PortalAudience } from "../api/portals.ts"
import { needsCrmReconnect, rememberReconnectPortal } from "../lib/reconnect.ts"

export type PortalOpening =
  | { readonly kind: "ready"; readonly portal: Portal }
  | { readonly kind: "setup-needed"; readonly portalId: number }
  /** reconnect: the CRM refresh token is missing or invalid; the id is kept as reconnect_portal_id. */
  | { readonly kind: "failed"; readonly error: ApiError; readonly reconnect: boolean }

/** What the portal's read means for the editor; a reconnect keeps the id (so it runs once per read). */
export const openingOf = (audience: PortalAudience, id: number, read: Either.Either<Portal, ApiError>): PortalOpening =>
  Either.match(read, {
    // The guest demo is always set up; the wizard is for members' own portals.
    onRight: (portal): PortalOpening =>
      portal.portal_setup_status || audience === "guest" ? { kind: "ready", portal } : { kind: "setup-needed", portalId: portal.id },
    onLeft: (error): PortalOpening => {
      const reconnect = needsCrmReconnect(error)
      if (reconnect) rememberReconnectPortal(id)
      return { kind: "failed", error, reconnect }
    }
  })
