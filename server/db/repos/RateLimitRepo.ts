// Hits of a sliding-window rate limiter, keyed by purpose and subject (e.g. "login:ip:127.0.0.1").
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

export interface WindowUsage {
  readonly count: number
  /** The oldest hit still inside the window, if any. */
  readonly oldest: Date | null
}

export class RateLimitRepo extends Effect.Service<RateLimitRepo>()("server/db/RateLimitRepo", {
  effect: Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient

    const usage = (key: string, since: Date) =>
      sql<WindowUsage>`
        SELECT count(*)::int AS count, min(hit_at) AS oldest
        FROM rate_limit_hits WHERE key = ${key} AND hit_at > ${since}`.pipe(
        Effect.map((rows) => rows[0] ?? { count: 0, oldest: null }),
        Effect.orDie
      )

    const hit = (keys: ReadonlyArray<string>, at: Date) =>
      sql`INSERT INTO rate_limit_hits ${sql.insert(keys.map((key) => ({ key, hit_at: at })))}`.pipe(Effect.asVoid, Effect.orDie)

    const clear = (key: string) => sql`DELETE FROM rate_limit_hits WHERE key = ${key}`.pipe(Effect.asVoid, Effect.orDie)

    /** Hits older than the window carry no information; dropping them keeps the table small. */
    const prune = (keys: ReadonlyArray<string>, before: Date) =>
      sql`DELETE FROM rate_limit_hits WHERE ${sql.in("key", keys)} AND hit_at <= ${before}`.pipe(Effect.asVoid, Effect.orDie)

    return { usage, hit, clear, prune } as const
  })
}) {}
