// POST /auth/api/v2/logout: the server forgets the token.
import { Effect } from "effect"

import { ApiClient } from "@/shared/api"

export const logOut = ApiClient.pipe(Effect.flatMap((api) => api.call((client) => client.session.logout())))
