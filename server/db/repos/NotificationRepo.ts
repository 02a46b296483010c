// What's New notifications with the caller's read state, per-user reads, and queued syncs.
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import type { Notification } from "../../../src/shared/api/contract/notification-api.ts"

const iso = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`

export class NotificationRepo extends Effect.Service<NotificationRepo>()("server/db/NotificationRepo", {
  effect: Effect.gen(function*() {
    const sql = yield* SqlClient.SqlClient

    /** One page, newest first; `read` is whether this user has a read row. */
    const list = (userId: number, page: number, limit: number) =>
      Effect.gen(function*() {
        const [counted] = yield* sql<{ total: number }>`SELECT count(*)::int AS total FROM notifications`
        const rows = yield* sql<Notification>`
          SELECT n.id, n.title, n.description_html AS description, n.image, n.avatar, n.author,
            ${sql.literal(iso("n.published_at"))} AS date, (r.user_id IS NOT NULL) AS read
          FROM notifications n
          LEFT JOIN notification_reads r ON r.notification_id = n.id AND r.user_id = ${userId}
          ORDER BY n.published_at DESC, n.id DESC
          LIMIT ${limit} OFFSET ${(page - 1) * limit}`
        return { rows, total: counted?.total ?? 0 }
      }).pipe(Effect.orDie)

    const unreadCount = (userId: number) =>
      sql<{ total: number }>`
        SELECT count(*)::int AS total FROM notifications n
        WHERE NOT EXISTS (SELECT 1 FROM notification_reads r WHERE r.notification_id = n.id AND r.user_id = ${userId})`.pipe(
        Effect.map((rows) => rows[0]?.total ?? 0),
        Effect.orDie
      )

    const exists = (id: number) =>
      sql<{ id: number }>`SELECT id FROM notifications WHERE id = ${id}`.pipe(Effect.map((rows) => rows.length > 0), Effect.orDie)

    /** Marks one read; reading it again keeps the first read time. */
    const markRead = (userId: number, id: number) =>
      sql`
        INSERT INTO notification_reads (notification_id, user_id) VALUES (${id}, ${userId})
        ON CONFLICT (notification_id, user_id) DO NOTHING`.pipe(Effect.asVoid, Effect.orDie)

    /** Marks every unread one read; answers how many were newly marked. */
    const markAllRead = (userId: number) =>
      sql<{ notification_id: number }>`
        INSERT INTO notification_reads (notification_id, user_id)
        SELECT id, ${userId} FROM notifications
        ON CONFLICT (notification_id, user_id) DO NOTHING
        RETURNING notification_id`.pipe(Effect.map((rows) => rows.length), Effect.orDie)

    const queueSync = (requestedBy: number) =>
      sql<{ id: number }>`INSERT INTO notification_syncs (requested_by) VALUES (${requestedBy}) RETURNING id`.pipe(
        Effect.map((rows) => rows[0]!.id),
        Effect.orDie
      )

    return { list, unreadCount, exists, markRead, markAllRead, queueSync } as const
  })
}) {}
