// POST /agency/api/v2/agencies/send-me-invite: the answer's data.url is where the browser goes next.
import { Effect } from "effect"

import { ApiClient, type ApiError, type RegisterPayload } from "@/shared/api"

export const register = (payload: RegisterPayload): Effect.Effect<string, ApiError, ApiClient> =>
  ApiClient.pipe(
    Effect.flatMap((api) => api.call((client) => client.registration.sendMeInvite({ payload }))),
    Effect.map(({ data }) => data.url)
  )
