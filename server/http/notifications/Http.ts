// The "notifications" group: What's New entries, their per-user read state and the daily digest choice.
import { HttpApiBuilder } from "@effect/platform"
import { Effect } from "effect"

import { Api } from "#contract/api.ts"
import { CurrentUser } from "#contract/security.ts"

import { DigestPreferences } from "../../domain/notifications/DigestPreferences.ts"
import { Notifications } from "../../domain/notifications/Notifications.ts"

export const NotificationHttpLive = HttpApiBuilder.group(Api, "notifications", (handlers) =>
  Effect.gen(function* () {
    const notifications = yield* Notifications
    const digest = yield* DigestPreferences
    return handlers
      .handle("list", ({ urlParams }) => Effect.flatMap(CurrentUser, (user) => notifications.list(user, urlParams)))
      .handle("check", () => Effect.flatMap(CurrentUser, notifications.check))
      .handle("read", ({ path }) => Effect.flatMap(CurrentUser, (user) => notifications.markRead(user, path.id)))
      .handle("readAll", () => Effect.flatMap(CurrentUser, notifications.markAllRead))
      .handle("sync", () => Effect.flatMap(CurrentUser, notifications.sync))
      .handle("digest", () => Effect.flatMap(CurrentUser, digest.get))
      .handle("setDigest", ({ payload }) => Effect.flatMap(CurrentUser, (user) => digest.set(user, payload)))
  })
)
