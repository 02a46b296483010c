// GET /auth/api/v2/notifications/sync (super admins): queues a sync of What's New; the answer's message
// is the spec's sentence saying it runs in the background.
import { Effect } from "effect"

import { ApiClient, type ApiError } from "@/shared/api"

export const syncNotifications: Effect.Effect<string, ApiError, ApiClient> = ApiClient.pipe(
  Effect.flatMap((api) => api.call((client) => client.notifications.sync())),
  Effect.map(({ message }) => message)
)
