// Pending email changes, each with a single-use confirmation token stored as a SHA-256 digest.
import { SqlClient } from "@effect/sql"
import { Effect, Option } from "effect"

export interface EmailChangeRow {
  readonly id: number
  readonly user_id: number
  readonly new_email: string
  readonly expires_at: Date
  readonly used_at: Date | null
}

export class EmailChangeRepo extends Effect.Service<EmailChangeRepo>()("server/db/EmailChangeRepo", {
  effect: Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient

    const insert = (userId: number, newEmail: string, tokenHash: string, expiresAt: Date) =>
      sql`
        INSERT INTO email_changes ${sql.insert({
          user_id: userId,
          new_email: newEmail,
          token_hash: tokenHash,
          expires_at: expiresAt
        })}`.pipe(Effect.asVoid, Effect.orDie)

    const findByHash = (tokenHash: string) =>
      sql<EmailChangeRow>`
        SELECT id, user_id, new_email, expires_at, used_at FROM email_changes WHERE token_hash = ${tokenHash}`.pipe(
        Effect.map((rows) => Option.fromNullable(rows[0])),
        Effect.orDie
      )

    /** Marks the change used; false when another request used it first. */
    const markUsed = (id: number, now: Date) =>
      sql<{ id: number }>`
        UPDATE email_changes SET used_at = ${now} WHERE id = ${id} AND used_at IS NULL RETURNING id`.pipe(
        Effect.map((rows) => rows.length === 1),
        Effect.orDie
      )

    /** A new request replaces the user's older unconfirmed ones: only the newest link works. */
    const expireUnused = (userId: number, now: Date) =>
      sql`
        UPDATE email_changes SET used_at = ${now} WHERE user_id = ${userId} AND used_at IS NULL`.pipe(Effect.asVoid, Effect.orDie)

    return { insert, findByHash, markUsed, expireUnused } as const
  })
}) {}
