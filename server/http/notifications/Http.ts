// The "notifications" group: What's New entries and their per-user read state.
import { HttpApiBuilder } from "@effect/platform"
import { Effect } from "effect"

import { Api } from "#contract/api.ts"
import { CurrentUser } from "#contract/security.ts"

import { Notifications } from "../../domain/notifications/Notifications.ts"

export const NotificationHttpLive = HttpApiBuilder.group(Api, "notifications", (handlers) =>
  Effect.gen(function* () {
    const notifications = yield* Notifications
    return handlers
      .handle("list", ({ urlParams }) => Effect.flatMap(CurrentUser, (user) => notifications.list(user, urlParams)))
      .handle("check", () => Effect.flatMap(CurrentUser, notifications.check))
      .handle("read", ({ path }) => Effect.flatMap(CurrentUser, (user) => notifications.markRead(user, path.id)))
      .handle("readAll", () => Effect.flatMap(CurrentUser, notifications.markAllRead))
      .handle("sync", () => Effect.flatMap(CurrentUser, notifications.sync))
  })
)
