// Connecting portals by CRM sign-in (spec 1 sections 4 and 7): the sign-in address with a
// single-use state bound to the caller and purpose, and the callback that exchanges the code and then
// adds the portal (checking the plan's portal limit and PRO licences under a lock on the agency),
// reconnects it (a new refresh token after 40001) or re-authorises it (more scopes after 40010).
// Each use case lives in its own module of this folder; the service puts them together.
import { Effect } from "effect"

import { PublicUrl } from "../../lib/public-url.ts"
import { connectionCheck } from "./connectionCheck.ts"
import { signInCallback } from "./signInCallback.ts"
import { redirectUriOf, signInUrl } from "./signInUrl.ts"

export class PortalConnections extends Effect.Service<PortalConnections>()("server/domain/PortalConnections", {
  effect: Effect.gen(function* () {
    const { appUrl } = yield* PublicUrl
    const url = yield* signInUrl
    const callback = yield* signInCallback
    const connection = yield* connectionCheck
    return { url, callback, connection, redirectUri: redirectUriOf(appUrl) } as const
  })
}) {}
