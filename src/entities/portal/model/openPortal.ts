// Opening a portal in the editor (spec 1 sections 4 and 8): read it, send a portal that was never set up
// to the setup wizard, and remember a portal whose CRM connection must be renewed.
import { Effect } from "effect"

import type { ApiClient, ApiError, Portal } from "@/shared/api"

import { type PortalAudience, readPortal } from "../api/portals.ts"
import { needsCrmReconnect, rememberReconnectPortal } from "../lib/reconnect.ts"

export type PortalOpening =
  | { readonly kind: "ready"; readonly portal: Portal }
  | { readonly kind: "setup-needed"; readonly portalId: number }
  /** reconnect: the CRM refresh token is missing or invalid; the id is kept as reconnect_portal_id. */
  | { readonly kind: "failed"; readonly error: ApiError; readonly reconnect: boolean }

export const openPortal = (audience: PortalAudience, id: number): Effect.Effect<PortalOpening, never, ApiClient> =>
  readPortal(audience, id).pipe(
    Effect.map((portal): PortalOpening =>
      // The guest demo is always set up; the wizard is for members' own portals.
      portal.portal_setup_status || audience === "guest" ? { kind: "ready", portal } : { kind: "setup-needed", portalId: portal.id }
    ),
    Effect.catchAll((error) =>
      Effect.sync((): PortalOpening => {
        const reconnect = needsCrmReconnect(error)
        if (reconnect) rememberReconnectPortal(id)
        return { kind: "failed", error, reconnect }
      })
    )
  )
