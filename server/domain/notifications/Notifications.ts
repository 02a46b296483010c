// What's New for every signed-in user: newest first with the caller's own read state, marking one or
// all read, and (super admins only) syncing the notification source in the background. Every mutation
// and its activity-log entry commit together.
import { Effect } from "effect"

import { NotFound } from "#contract/errors.ts"
import { NOTIFICATION_SYNC_MESSAGE, type NotificationListParams } from "#contract/notification-api.ts"
import type { User } from "#contract/user.ts"

import { AppConfig } from "../../config.ts"
import { ActivityLogRepo } from "../../db/repos/ActivityLogRepo.ts"
import { NotificationRepo } from "../../db/repos/NotificationRepo.ts"
import { Transaction } from "../../db/transaction.ts"
import { userRef } from "../activity/subjects.ts"
import { NOT_FOUND } from "../messages.ts"
import { requireAdmin } from "../policy/Policy.ts"
import { DEFAULT_PAGE_SIZE } from "../portals/PortalCatalog.ts"
import { feedKey, readFeed } from "./NotificationFeed.ts"

export const NOTIFICATION_READ = "Notification marked as read."
export const NOTIFICATIONS_READ = "All notifications marked as read."
export const NotificationSubject = "App\\Models\\Notification"

export class Notifications extends Effect.Service<Notifications>()("server/domain/Notifications", {
  effect: Effect.gen(function* () {
    const notifications = yield* NotificationRepo
    const activity = yield* ActivityLogRepo
    const transaction = yield* Transaction
    const settings = yield* AppConfig

    const list = (user: User, params: NotificationListParams) =>
      Effect.gen(function* () {
        const page = params.page ?? 1
        const limit = params.limit ?? DEFAULT_PAGE_SIZE
        const { rows, total } = yield* notifications.list(user.id, page, limit)
        return {
          data: rows,
          meta: {
            pagination: {
              total,
              count: rows.length,
              per_page: limit,
              current_page: page,
              total_pages: Math.max(1, Math.ceil(total / limit))
            }
          }
        }
      })

    const check = (user: User) => Effect.map(notifications.unreadCount(user.id), (total) => ({ data: { total } }))

    const markRead = (user: User, id: number) =>
      Effect.gen(function* () {
        if (!(yield* notifications.exists(user.id, id))) return yield* new NotFound({ message: NOT_FOUND })
        yield* transaction.run(
          Effect.zipRight(
            notifications.markRead(user.id, id),
            activity.record({ event: "notification.read", causer: userRef(user.id), subject: { id, type: NotificationSubject } })
          )
        )
        return { message: NOTIFICATION_READ }
      })

    const markAllRead = (user: User) =>
      transaction.run(
        Effect.gen(function* () {
          const marked = yield* notifications.markAllRead(user.id)
          yield* activity.record({ event: "notifications.read_all", causer: userRef(user.id), subject: null, properties: { marked } })
          return { message: NOTIFICATIONS_READ }
        })
      )

    /**
     * Re-reads the source and adds what is new, recording the outcome on the sync row and in the log.
     * A source that cannot be read fails the sync (status 'failed' with the reason), never the server.
     */
    const runSync = (syncId: number, requestedBy: number) =>
      Effect.gen(function* () {
        yield* notifications.syncStarted(syncId)
        const outcome = yield* readFeed.pipe(
          Effect.provideService(AppConfig, settings),
          Effect.flatMap((entries) =>
            transaction.run(
              Effect.gen(function* () {
                const added = yield* notifications.addMissing(
                  entries.map((entry) => ({
                    key: feedKey(entry),
                    title: entry.title,
                    description_html: entry.description_html,
                    image: entry.image,
                    avatar: entry.avatar,
                    author: entry.author,
                    date: entry.date ?? null
                  }))
                )
                yield* notifications.syncFinished(syncId, { added })
                yield* activity.record({
                  event: "notifications.synced",
                  causer: userRef(requestedBy),
                  subject: null,
                  properties: { sync_id: syncId, added }
                })
                return { added }
              })
            )
          ),
          Effect.catchTag("FeedUnreadable", (error) =>
            Effect.zipRight(
              notifications.syncFinished(syncId, { error: error.reason }),
              Effect.logWarning("Notification sync failed", error.reason)
            ).pipe(Effect.as({ error: error.reason }))
          )
        )
        return outcome
      }).pipe(Effect.catchAllCause((cause) => Effect.logError("Notification sync crashed", cause)))

    /** Queues a sync of the notification source into What's New and answers at once; it runs in the background. */
    const sync = (user: User) =>
      Effect.gen(function* () {
        yield* requireAdmin(user)
        const syncId = yield* transaction.run(
          Effect.gen(function* () {
            const syncId = yield* notifications.queueSync(user.id)
            yield* activity.record({
              event: "notifications.sync",
              causer: userRef(user.id),
              subject: null,
              properties: { sync_id: syncId }
            })
            return syncId
          })
        )
        // After the commit, so the background fiber sees the queued row; a daemon outlives the request.
        yield* Effect.forkDaemon(runSync(syncId, user.id))
        return { message: NOTIFICATION_SYNC_MESSAGE }
      })

    return { list, check, markRead, markAllRead, sync, runSync } as const
  })
}) {}
