// The daily digest's rows: a user's choice (users.daily_digest), which personal What's New entries a digest
// tells of, and the per-day mark (digest_sends) that lets one mail a day through.
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

export interface DigestRecipient {
  readonly id: number
  readonly name: string
  readonly email: string
}

interface DigestEntry {
  readonly id: number
  readonly title: string
  readonly description_html: string
  readonly link: string | null
}

/** A digest covers this long back from now. */
const WINDOW = "24 hours"
/** The UTC day a digest is sent for. */
const TODAY = `(now() AT TIME ZONE 'UTC')::date`
/** The portal an entry leads to (/portals-main/12), as the notices about portals write their links. */
const PORTAL_LINK = "^/portals-main/([0-9]{1,9})$"

export class DigestRepo extends Effect.Service<DigestRepo>()("server/db/DigestRepo", {
  effect: Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient

    /**
     * The user's personal entries of the last day still unread. An entry about a portal counts only while the
     * user is a member of the portal's agency (or a super admin): someone who left the agency keeps their bell
     * but is no longer mailed about its portals.
     */
    const toldOf = (userId: number) => sql`
      n.recipient_id = ${userId}
      AND n.published_at > now() - ${sql.literal(`interval '${WINDOW}'`)}
      AND NOT EXISTS (SELECT 1 FROM notification_reads r WHERE r.notification_id = n.id AND r.user_id = ${userId})
      AND (
        n.link IS NULL OR n.link !~ ${PORTAL_LINK}
        OR EXISTS (SELECT 1 FROM users admin WHERE admin.id = ${userId} AND admin.is_admin)
        OR EXISTS (
          SELECT 1 FROM portals p JOIN agency_user au ON au.agency_id = p.agency_id AND au.user_id = ${userId}
          WHERE p.id = substring(n.link from ${PORTAL_LINK})::int
        )
      )`

    const preference = (userId: number) =>
      sql<{ daily: boolean }>`SELECT daily_digest AS daily FROM users WHERE id = ${userId}`.pipe(
        Effect.map((rows) => rows[0]?.daily ?? false),
        Effect.orDie
      )

    /** Sets the choice; answers whether it changed. */
    const setPreference = (userId: number, daily: boolean) =>
      sql<{ id: number }>`
        UPDATE users SET daily_digest = ${daily}
        WHERE id = ${userId} AND daily_digest IS DISTINCT FROM ${daily}
        RETURNING id`.pipe(
        Effect.map((rows) => rows.length > 0),
        Effect.orDie
      )

    /** Opted-in users (demo identities never get mail) whose digest for today is not sent yet. */
    const due = sql<DigestRecipient>`
      SELECT u.id, u.name, u.email FROM users u
      WHERE u.daily_digest AND NOT u.is_demo
        AND NOT EXISTS (SELECT 1 FROM digest_sends d WHERE d.user_id = u.id AND d.day = ${sql.literal(TODAY)})
        AND EXISTS (SELECT 1 FROM notifications n WHERE n.recipient_id = u.id AND n.published_at > now() - ${sql.literal(`interval '${WINDOW}'`)})
      ORDER BY u.id`.pipe(Effect.orDie)

    /** What the user's digest lists, oldest first (the order things happened in). */
    const entriesFor = (userId: number) =>
      sql<DigestEntry>`
        SELECT n.id, n.title, n.description_html, n.link FROM notifications n
        WHERE ${toldOf(userId)}
        ORDER BY n.published_at, n.id`.pipe(Effect.orDie)

    /** Marks today's digest sent; false when it already was (another pass, another process). */
    const claimToday = (userId: number) =>
      sql<{ day: string }>`
        INSERT INTO digest_sends (user_id, day) VALUES (${userId}, ${sql.literal(TODAY)})
        ON CONFLICT (user_id, day) DO NOTHING
        RETURNING day::text AS day`.pipe(
        Effect.map((rows) => rows[0]?.day ?? null),
        Effect.orDie
      )

    return { preference, setPreference, due, entriesFor, claimToday } as const
  })
}) {}
