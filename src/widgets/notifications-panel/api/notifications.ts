// The What's New calls (spec 2 section 7, base /auth/api/v2). The panel shows the newest page only.
import { Effect } from "effect"

import { ApiClient, type ApiError, type ContractClient } from "@/shared/api"

const call = <A, E>(request: (client: ContractClient) => Effect.Effect<A, E>): Effect.Effect<A, ApiError, ApiClient> =>
  ApiClient.pipe(Effect.flatMap((api) => api.call(request)))

/** The server's largest page: the panel lists the newest ones without paging. */
export const NOTIFICATION_PANEL_LIMIT = 100

export const listNotifications = call((client) => client.notifications.list({ urlParams: { limit: NOTIFICATION_PANEL_LIMIT } })).pipe(
  Effect.map(({ data }) => data)
)

export type Notification = Effect.Effect.Success<typeof listNotifications>[number]

/** How many the caller has not read (data.total sets the has-notifications flag). */
export const countUnread = call((client) => client.notifications.check()).pipe(Effect.map(({ data }) => data.total))

export const markNotificationRead = (id: number) => call((client) => client.notifications.read({ path: { id } }))

export const markAllNotificationsRead = call((client) => client.notifications.readAll())
