// HubSpot's rolling ten-second window per (account, app), in the database so that every process
// mounting the sandbox on one database counts the same calls. One short transaction per call: an
// advisory lock on the key, drop what is long past, count the window, record the call if it fits.
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

import type { RateLimitSettings } from "../settings.ts"

export interface RateLimitKey {
  readonly hubId: number
  readonly clientId: string
}

export interface WindowState {
  readonly accepted: boolean
  /** Calls of the key in the window, this one included when it was accepted. */
  readonly used: number
  /** Calls in the last second, for HubSpot's informational secondly headers. */
  readonly usedLastSecond: number
}

/** How long accepted calls stay recorded: long enough for tests to inspect a whole burst. */
const retentionMs = (limit: RateLimitSettings) => Math.max(limit.intervalMs * 6, 60_000)

const keyFilter = (sql: SqlClient.SqlClient, key: RateLimitKey) => sql`hub_id = ${key.hubId} AND client_id = ${key.clientId}`

const windowCounts = (sql: SqlClient.SqlClient, key: RateLimitKey, limit: RateLimitSettings) =>
  Effect.map(
    sql<{ used: number; used_last_second: number }>`
      SELECT count(*)::int AS used,
             count(*) FILTER (WHERE at > clock_timestamp() - interval '1 second')::int AS used_last_second
      FROM sandbox_hubspot_rate_limit_calls
      WHERE ${keyFilter(sql, key)} AND at > clock_timestamp() - make_interval(secs => ${limit.intervalMs / 1000})`,
    ([row]) => ({ used: row?.used ?? 0, usedLastSecond: row?.used_last_second ?? 0 })
  )

/** Counts the call against the key's window when it fits; a refused call is only tallied. */
export const admitCall = (key: RateLimitKey, limit: RateLimitSettings) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    return yield* sql.withTransaction(
      Effect.gen(function* () {
        yield* sql`SELECT pg_advisory_xact_lock(hashtextextended(${`sandbox-hubspot-rate-limit:${key.hubId}:${key.clientId}`}, 0))`
        yield* sql`
          DELETE FROM sandbox_hubspot_rate_limit_calls
          WHERE ${keyFilter(sql, key)} AND at < clock_timestamp() - make_interval(secs => ${retentionMs(limit) / 1000})`
        // One instant for the count and the record, so no span of intervalMs ever holds more than max.
        const [row] = yield* sql<{ used: number; used_last_second: number; accepted: boolean }>`
          WITH instant AS (SELECT clock_timestamp() AS t),
          counts AS (
            SELECT count(*)::int AS used,
                   count(*) FILTER (WHERE at > (SELECT t FROM instant) - interval '1 second')::int AS used_last_second
            FROM sandbox_hubspot_rate_limit_calls
            WHERE ${keyFilter(sql, key)} AND at > (SELECT t FROM instant) - make_interval(secs => ${limit.intervalMs / 1000})
          ),
          recorded AS (
            INSERT INTO sandbox_hubspot_rate_limit_calls (hub_id, client_id, at)
            SELECT ${key.hubId}, ${key.clientId}, (SELECT t FROM instant) WHERE (SELECT used FROM counts) < ${limit.max}
            RETURNING 1
          )
          SELECT used, used_last_second, EXISTS (SELECT 1 FROM recorded) AS accepted FROM counts`
        const accepted = row?.accepted === true
        const used = row?.used ?? 0
        const usedLastSecond = row?.used_last_second ?? 0
        yield* sql`
          INSERT INTO sandbox_hubspot_rate_limit_counters (hub_id, client_id, accepted, refused)
          VALUES (${key.hubId}, ${key.clientId}, ${accepted ? 1 : 0}, ${accepted ? 0 : 1})
          ON CONFLICT (hub_id, client_id) DO UPDATE SET
            accepted = sandbox_hubspot_rate_limit_counters.accepted + EXCLUDED.accepted,
            refused = sandbox_hubspot_rate_limit_counters.refused + EXCLUDED.refused`
        return accepted ? { accepted, used: used + 1, usedLastSecond: usedLastSecond + 1 } : { accepted, used, usedLastSecond }
      })
    )
  }).pipe(Effect.orDie)

/** The window as it stands, for calls that HubSpot does not count. */
export const peekWindow = (key: RateLimitKey, limit: RateLimitSettings) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const counts = yield* windowCounts(sql, key, limit)
    return { accepted: true, ...counts } satisfies WindowState
  }).pipe(Effect.orDie)

/** For tests: the calls the sandbox accepted and refused for an account and app since it started. */
export const rateLimitCounts = (key: RateLimitKey) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [row] = yield* sql<{ accepted: number; refused: number }>`
      SELECT accepted::float8 AS accepted, refused::float8 AS refused FROM sandbox_hubspot_rate_limit_counters
      WHERE ${keyFilter(sql, key)}`
    return { accepted: row?.accepted ?? 0, refused: row?.refused ?? 0 }
  }).pipe(Effect.orDie)

/**
 * For tests: the most calls accepted for the key within any span of `intervalMs` among those still
 * recorded (the last minute at least). At most the limit's max when the sandbox kept its word.
 */
export const mostAcceptedInAnyWindow = (key: RateLimitKey, intervalMs: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [row] = yield* sql<{ most: number }>`
      SELECT coalesce(max(n), 0)::int AS most FROM (
        SELECT count(*) AS n
        FROM sandbox_hubspot_rate_limit_calls a
        JOIN sandbox_hubspot_rate_limit_calls b
          ON b.hub_id = a.hub_id AND b.client_id = a.client_id
         AND b.at >= a.at AND b.at < a.at + make_interval(secs => ${intervalMs / 1000})
        WHERE a.hub_id = ${key.hubId} AND a.client_id = ${key.clientId}
        GROUP BY a.ctid
      ) spans`
    return row?.most ?? 0
  }).pipe(Effect.orDie)
