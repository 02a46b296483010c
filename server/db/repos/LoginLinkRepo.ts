// Single-use login links: only the token's SHA-256 is stored. Moved out of UserRepo, whose file held too many jobs.
import { SqlClient } from "@effect/sql"
import { Effect, Option } from "effect"

export class LoginLinkRepo extends Effect.Service<LoginLinkRepo>()("server/db/LoginLinkRepo", {
  effect: Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient

    const insertLoginLink = (userId: number, tokenHash: string, expiresAt: Date) =>
      sql`INSERT INTO login_links ${sql.insert({ user_id: userId, token_hash: tokenHash, expires_at: expiresAt })}`.pipe(
        Effect.asVoid,
        Effect.orDie
      )

    /** Uses a live login link once: the user id, or none when unknown, used or expired. */
    const redeemLoginLink = (tokenHash: string, now: Date) =>
      sql<{ user_id: number }>`
        UPDATE login_links SET used_at = ${now}
        WHERE token_hash = ${tokenHash} AND used_at IS NULL AND expires_at > ${now}
        RETURNING user_id`.pipe(
        Effect.map((rows) => Option.fromNullable(rows[0]?.user_id)),
        Effect.orDie
      )

    return { insertLoginLink, redeemLoginLink } as const
  })
}) {}
