// POST /auth/api/v2/oauth/hubspot: the CRM sign-in address (data.data.url) for adding, reconnecting or
// re-authorising a portal (spec 1 sections 4 and 7).
import { Effect } from "effect"

import { ApiClient, type ApiError, type CreatePortalType, type OAuthPurpose } from "@/shared/api"

export interface CrmSignInRequest {
  /** The portal to reconnect or re-authorise; absent when adding. */
  readonly portal_id?: number
  readonly purpose?: OAuthPurpose
  /** Adding: the agency that gets the portal. */
  readonly agency_id?: number
  readonly create_portal_type?: CreatePortalType
}

export const requestCrmSignInUrl = (payload: CrmSignInRequest): Effect.Effect<string, ApiError, ApiClient> =>
  ApiClient.pipe(
    Effect.flatMap((api) => api.call((client) => client.oauth.url({ path: { provider: "hubspot" }, payload }))),
    Effect.map((answer) => answer.data.data.url)
  )
