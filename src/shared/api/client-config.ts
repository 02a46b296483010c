// The public settings the browser needs (realtime, payments, guest-bar links).
import { Effect } from "effect"

import { ApiClient } from "./client/api-client.ts"
import { apiQueryOptions, once } from "./query/api-query-options.ts"
import { clientConfigKeys } from "./query/keys.ts"

export const loadClientConfig = ApiClient.pipe(
  Effect.flatMap((api) => api.call((client) => client.auth.clientConfig())),
  Effect.map((answer) => answer.data)
)

export type ClientSettings = Effect.Effect.Success<typeof loadClientConfig>

/** Read once per session: the settings do not change while the SPA runs. */
export const clientConfigQuery = apiQueryOptions(clientConfigKeys.all, loadClientConfig, once)
