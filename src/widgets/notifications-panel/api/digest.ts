// The caller's daily digest choice (GET/PUT /notifications/digest): one mail a day listing their unread
// personal entries, off until they turn it on.
import { Effect } from "effect"

import { ApiClient, type ApiError } from "@/shared/api"

export const readDigest: Effect.Effect<boolean, ApiError, ApiClient> = ApiClient.pipe(
  Effect.flatMap((api) => api.call((client) => client.notifications.digest())),
  Effect.map(({ data }) => data.daily)
)

export const saveDigest = (daily: boolean): Effect.Effect<boolean, ApiError, ApiClient> =>
  ApiClient.pipe(
    Effect.flatMap((api) => api.call((client) => client.notifications.setDigest({ payload: { daily } }))),
    Effect.map(({ data }) => data.daily)
  )
