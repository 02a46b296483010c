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

    /** Records one hit of each key; the ids of the new rows. */
    const hit = (keys: ReadonlyArray<string>, at: Date) =>
      sql<{
        readonly id: string
      }>`INSERT INTO rate_limit_hits ${sql.insert(keys.map((key) => ({ key, hit_at: at })))} RETURNING id::text AS id`.pipe(
        Effect.map((rows) => rows.map((row) => row.id)),
        Effect.orDie
      )

    /** Takes back hits recorded by `hit`. */
    const remove = (ids: ReadonlyArray<string>) =>
      ids.length === 0 ? Effect.void : sql`DELETE FROM rate_limit_hits WHERE ${sql.in("id", ids)}`.pipe(Effect.asVoid, Effect.orDie)

    const clear = (key: string) => sql`DELETE FROM rate_limit_hits WHERE key = ${key}`.pipe(Effect.asVoid, Effect.orDie)

    /** Hits older than the window carry no information; dropping them keeps the table small. */
    const prune = (keys: ReadonlyArray<string>, before: Date) =>
      sql`DELETE FROM rate_limit_hits WHERE ${sql.in("key", keys)} AND hit_at <= ${before}`.pipe(Effect.asVoid, Effect.orDie)

    /**
     * Holds the key until the current transaction ends: callers counting and recording hits of one key take
     * turns, across processes too.
     */
    const lock = (key: string) => sql`SELECT pg_advisory_xact_lock(hashtextextended(${key}, 0))`.pipe(Effect.asVoid, Effect.orDie)

    return { usage, hit, remove, clear, prune, lock } as const
  })
}) {}
