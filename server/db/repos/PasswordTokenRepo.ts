// Single-use password tokens (reset and account setup), stored as SHA-256 digests.
import { SqlClient } from "@effect/sql"
import { Effect, Option } from "effect"

export type PasswordTokenPurpose = "reset" | "setup"

export interface PasswordTokenRow {
  readonly id: number
  readonly user_id: number
  readonly purpose: PasswordTokenPurpose
  readonly expires_at: Date
  readonly used_at: Date | null
}

export class PasswordTokenRepo extends Effect.Service<PasswordTokenRepo>()("server/db/PasswordTokenRepo", {
  effect: Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient

    const insert = (userId: number, tokenHash: string, purpose: PasswordTokenPurpose, expiresAt: Date) =>
      sql`
        INSERT INTO password_tokens ${sql.insert({ user_id: userId, token_hash: tokenHash, purpose, expires_at: expiresAt })}`.pipe(
        Effect.asVoid,
        Effect.orDie
      )

    const findByHash = (tokenHash: string) =>
      sql<PasswordTokenRow>`
        SELECT id, user_id, purpose, expires_at, used_at FROM password_tokens WHERE token_hash = ${tokenHash}`.pipe(
        Effect.map((rows) => Option.fromNullable(rows[0])),
        Effect.orDie
      )

    /** Marks the token used; false when another request used it first. */
    const markUsed = (id: number, now: Date) =>
      sql<{ id: number }>`
        UPDATE password_tokens SET used_at = ${now} WHERE id = ${id} AND used_at IS NULL RETURNING id`.pipe(
        Effect.map((rows) => rows.length === 1),
        Effect.orDie
      )

    /** A new reset link replaces the older unused ones of the same user. */
    const expireUnused = (userId: number, purpose: PasswordTokenPurpose, now: Date) =>
      sql`
        UPDATE password_tokens SET used_at = ${now}
        WHERE user_id = ${userId} AND purpose = ${purpose} AND used_at IS NULL`.pipe(Effect.asVoid, Effect.orDie)

    return { insert, findByHash, markUsed, expireUnused } as const
  })
}) {}
