// Reconnecting a portal to the CRM (spec 1 section 8): keep its id as reconnect_portal_id, ask for the
// sign-in address with purpose 'reconnect' and send the browser there. A failure to get the address is
// swallowed: the user stays where they are.
import { Effect } from "effect"

import type { ApiClient } from "@/shared/api"

import { requestCrmSignInUrl } from "../api/crmSignIn.ts"
import { goToCrmSignIn, rememberReconnectPortal } from "../lib/reconnect.ts"

/** Succeeds with true when the browser is on its way to the CRM. */
export const reconnectPortal = (portalId: number): Effect.Effect<boolean, never, ApiClient> =>
  Effect.sync(() => rememberReconnectPortal(portalId)).pipe(
    Effect.zipRight(requestCrmSignInUrl({ portal_id: portalId, purpose: "reconnect" })),
    Effect.flatMap((url) => Effect.sync(() => goToCrmSignIn(url))),
    Effect.as(true),
    Effect.orElseSucceed(() => false)
  )
