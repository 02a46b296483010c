// POST /auth/api/v2/oauth/hubspot/callback?code=&state=: the server exchanges the code and creates,
// reconnects or re-authorises the portal (spec 1 sections 4 and 7).
import { Effect } from "effect"

import { ApiClient, type ApiError, type OAuthResult } from "@/shared/api"

export const finishCrmSignIn = (code: string, state: string): Effect.Effect<OAuthResult["data"], ApiError, ApiClient> =>
  ApiClient.pipe(
    Effect.flatMap((api) => api.call((client) => client.oauth.callback({ path: { provider: "hubspot" }, urlParams: { code, state } }))),
    Effect.map((answer) => answer.data)
  )
