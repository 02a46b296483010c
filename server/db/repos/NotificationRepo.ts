// What's New notifications with the caller's read state, per-user reads, and syncs from the source.
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

import type { Notification } from "#contract/notification-api.ts"

/** One entry of the notification source, as the sync stores it. */
export interface NotificationSourceEntry {
  readonly key: string
  readonly title: string
  readonly description_html: string
  readonly image: string | null
  readonly avatar: string | null
  readonly author: string
  /** ISO-8601; null = now. */
  readonly date: string | null
}

const iso = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`

export class NotificationRepo extends Effect.Service<NotificationRepo>()("server/db/NotificationRepo", {
  effect: Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient

    /** What a user sees: everyone's changelog entries and their own personal ones. */
    const visibleTo = (userId: number) => sql`(n.recipient_id IS NULL OR n.recipient_id = ${userId})`

    /** One page, newest first; `read` is whether this user has a read row. */
    const list = (userId: number, page: number, limit: number) =>
      Effect.gen(function* () {
        const [counted] = yield* sql<{ total: number }>`SELECT count(*)::int AS total FROM notifications n WHERE ${visibleTo(userId)}`
        const rows = yield* sql<Notification>`
          SELECT n.id, n.title, n.description_html AS description, n.image, n.avatar, n.author,
            ${sql.literal(iso("n.published_at"))} AS date, (r.user_id IS NOT NULL) AS read, n.link
          FROM notifications n
          LEFT JOIN notification_reads r ON r.notification_id = n.id AND r.user_id = ${userId}
          WHERE ${visibleTo(userId)}
          ORDER BY n.published_at DESC, n.id DESC
          LIMIT ${limit} OFFSET ${(page - 1) * limit}`
        return { rows, total: counted?.total ?? 0 }
      }).pipe(Effect.orDie)

    const unreadCount = (userId: number) =>
      sql<{ total: number }>`
        SELECT count(*)::int AS total FROM notifications n
        WHERE ${visibleTo(userId)}
          AND NOT EXISTS (SELECT 1 FROM notification_reads r WHERE r.notification_id = n.id AND r.user_id = ${userId})`.pipe(
        Effect.map((rows) => rows[0]?.total ?? 0),
        Effect.orDie
      )

    /** Whether the entry exists for this user (someone else's personal entry does not). */
    const exists = (userId: number, id: number) =>
      sql<{ id: number }>`SELECT n.id FROM notifications n WHERE n.id = ${id} AND ${visibleTo(userId)}`.pipe(
        Effect.map((rows) => rows.length > 0),
        Effect.orDie
      )

    /** Adds a personal entry for one user, unread, published now; answers its id. */
    const addPersonal = (entry: {
      readonly recipientId: number
      readonly title: string
      readonly description_html: string
      readonly author: string
      readonly link: string | null
    }) =>
      sql<{ id: number }>`
        INSERT INTO notifications (recipient_id, title, description_html, author, link)
        VALUES (${entry.recipientId}, ${entry.title}, ${entry.description_html}, ${entry.author}, ${entry.link})
        RETURNING id`.pipe(
        Effect.map((rows) => rows[0]!.id),
        Effect.orDie
      )

    /** Marks one read; reading it again keeps the first read time. */
    const markRead = (userId: number, id: number) =>
      sql`
        INSERT INTO notification_reads (notification_id, user_id) VALUES (${id}, ${userId})
        ON CONFLICT (notification_id, user_id) DO NOTHING`.pipe(Effect.asVoid, Effect.orDie)

    /** Marks every unread one read; answers how many were newly marked. */
    const markAllRead = (userId: number) =>
      sql<{ notification_id: number }>`
        INSERT INTO notification_reads (notification_id, user_id)
        SELECT n.id, ${userId} FROM notifications n WHERE ${visibleTo(userId)}
        ON CONFLICT (notification_id, user_id) DO NOTHING
        RETURNING notification_id`.pipe(
        Effect.map((rows) => rows.length),
        Effect.orDie
      )

    /** Marks read this user's personal entries that lead to `link`. */
    const markReadByLink = (userId: number, link: string) =>
      sql`
        INSERT INTO notification_reads (notification_id, user_id)
        SELECT n.id, ${userId} FROM notifications n WHERE n.recipient_id = ${userId} AND n.link = ${link}
        ON CONFLICT (notification_id, user_id) DO NOTHING`.pipe(Effect.asVoid, Effect.orDie)

    const queueSync = (requestedBy: number) =>
      sql<{ id: number }>`INSERT INTO notification_syncs (requested_by) VALUES (${requestedBy}) RETURNING id`.pipe(
        Effect.map((rows) => rows[0]!.id),
        Effect.orDie
      )

    /**
     * Adds the source entries not held yet (same source key, or a keyless older entry with the same
     * title); each new one is unread for every user. Answers how many were added.
     */
    const addMissing = (entries: ReadonlyArray<NotificationSourceEntry>) =>
      Effect.gen(function* () {
        let added = 0
        for (const entry of entries) {
          const rows = yield* sql<{ id: number }>`
            INSERT INTO notifications (source_key, title, description_html, image, avatar, author, published_at)
            SELECT ${entry.key}, ${entry.title}, ${entry.description_html}, ${entry.image}, ${entry.avatar}, ${entry.author},
              COALESCE(${entry.date}::timestamptz, now())
            WHERE NOT EXISTS (
              SELECT 1 FROM notifications WHERE source_key = ${entry.key} OR (source_key IS NULL AND title = ${entry.title})
            )
            ON CONFLICT (source_key) WHERE source_key IS NOT NULL DO NOTHING
            RETURNING id`
          added += rows.length
        }
        return added
      }).pipe(Effect.orDie)

    const syncStarted = (id: number) =>
      sql`UPDATE notification_syncs SET status = 'running' WHERE id = ${id}`.pipe(Effect.asVoid, Effect.orDie)

    const syncFinished = (id: number, outcome: { readonly added: number } | { readonly error: string }) =>
      ("added" in outcome
        ? sql`UPDATE notification_syncs SET status = 'done', added = ${outcome.added}, finished_at = now() WHERE id = ${id}`
        : sql`UPDATE notification_syncs SET status = 'failed', error = ${outcome.error}, finished_at = now() WHERE id = ${id}`
      ).pipe(Effect.asVoid, Effect.orDie)

    return {
      list,
      unreadCount,
      exists,
      addPersonal,
      markRead,
      markReadByLink,
      markAllRead,
      queueSync,
      addMissing,
      syncStarted,
      syncFinished
    } as const
  })
}) {}
