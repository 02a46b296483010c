// GET /auth/api/v2/me: the user behind the token.
import { Effect } from "effect"

import { ApiClient } from "@/shared/api"

export const fetchCurrentUser = ApiClient.pipe(
  Effect.flatMap((api) => api.call((client) => client.session.me())),
  Effect.map((answer) => answer.data)
)
