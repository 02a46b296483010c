// The public settings the browser needs (realtime, payments, guest-bar links).
import { Effect } from "effect"

import { ApiClient } from "./client/api-client.ts"

export const loadClientConfig = ApiClient.pipe(
  Effect.flatMap((api) => api.call((client) => client.auth.clientConfig())),
  Effect.map((answer) => answer.data)
)

export type ClientSettings = Effect.Effect.Success<typeof loadClientConfig>
