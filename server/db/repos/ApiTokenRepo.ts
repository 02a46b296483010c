// Bearer tokens, stored as SHA-256 digests. Expiry is compared with the caller's clock (Effect Clock),
// not the database's now(), so tests can move time with TestClock (lookup: UserRepo.profileByToken).
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

export class ApiTokenRepo extends Effect.Service<ApiTokenRepo>()("server/db/ApiTokenRepo", {
  effect: Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient

    const insert = (userId: number, tokenHash: string, expiresAt: Date) =>
      sql`INSERT INTO api_tokens ${sql.insert({ user_id: userId, token_hash: tokenHash, expires_at: expiresAt })}`.pipe(
        Effect.asVoid,
        Effect.orDie
      )

    const revoke = (tokenHash: string, now: Date) =>
      sql`UPDATE api_tokens SET revoked_at = ${now} WHERE token_hash = ${tokenHash} AND revoked_at IS NULL`.pipe(
        Effect.asVoid,
        Effect.orDie
      )

    /** Revokes every other live token of the user (after a password change). */
    const revokeOthers = (userId: number, keepTokenHash: string | null, now: Date) =>
      sql`
        UPDATE api_tokens SET revoked_at = ${now}
        WHERE user_id = ${userId} AND revoked_at IS NULL
          AND (${keepTokenHash}::text IS NULL OR token_hash <> ${keepTokenHash})`.pipe(Effect.asVoid, Effect.orDie)

    return { insert, revoke, revokeOthers } as const
  })
}) {}
