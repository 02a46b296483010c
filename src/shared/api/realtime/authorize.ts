// Channel authorization through the ApiClient: JSON { socket_id, channel_name } with the bearer token.
import { Effect } from "effect"

import { ApiClient } from "../client/api-client.ts"
import type { ApiRuntime } from "../runtime/runtime-context.ts"
import type { ChannelAuthorizer } from "./options.ts"

export const channelAuthorizer =
  (runtime: ApiRuntime): ChannelAuthorizer =>
  (socketId, channelName) =>
    runtime.runPromise(
      ApiClient.pipe(
        Effect.flatMap((api) =>
          api.call((client) => client.session.channelAuth({ payload: { socket_id: socketId, channel_name: channelName } }))
        )
      )
    )
