// GET /auth/api/v2/oauth/hubspot/connection/{portal}: whether the portal's CRM grant still works, asked
// of the CRM when the editor opens the portal.
import { Effect } from "effect"

import { ApiClient, type ApiError, type CrmConnection } from "@/shared/api"

export const checkCrmConnection = (portalId: number): Effect.Effect<CrmConnection["data"], ApiError, ApiClient> =>
  ApiClient.pipe(
    Effect.flatMap((api) => api.call((client) => client.oauth.connection({ path: { provider: "hubspot", portal_id: portalId } }))),
    Effect.map((answer) => answer.data)
  )
