// The pacer's window in PostgreSQL, so every worker and API process on one database shares it: a row per
// HubSpot account (its limit as HubSpot last stated it) and a row per call in the window. A reservation
// locks the account's row, so two processes never both take the last slot; it is one short transaction
// (the embedded database has a single connection) and never waits inside it. Instants are the database's
// clock, the one clock all processes share.
import { SqlClient } from "@effect/sql"
import { Effect, Layer } from "effect"

import { CrmPacer, type PacerLimits, type PacerStore, type RateLimitHeaders, type Reservation } from "./pacer.ts"

interface AccountRow {
  readonly max_calls: number
  readonly interval_ms: number
}

export const makeSqlPacerStore = (sql: SqlClient.SqlClient, limits: PacerLimits): PacerStore => {
  const lockAccount = (hubId: number) =>
    Effect.gen(function* () {
      yield* sql`
        INSERT INTO crm_pacer_accounts (hub_id, max_calls, interval_ms) VALUES (${hubId}, ${limits.max}, ${limits.intervalMs})
        ON CONFLICT (hub_id) DO NOTHING`
      const [account] = yield* sql<AccountRow>`
        SELECT max_calls, interval_ms FROM crm_pacer_accounts WHERE hub_id = ${hubId} FOR UPDATE`
      return account ?? { max_calls: limits.max, interval_ms: limits.intervalMs }
    })

  /**
   * Calls in the window and when the oldest leaves it. Calls are kept for two windows (a settling call
   * compares HubSpot's count with the calls that HubSpot may still have counted when it answered).
   */
  const window = (hubId: number, account: AccountRow) =>
    Effect.gen(function* () {
      yield* sql`
        DELETE FROM crm_pacer_calls
        WHERE hub_id = ${hubId} AND at <= clock_timestamp() - make_interval(secs => ${(2 * account.interval_ms) / 1000})`
      const [state] = yield* sql<{ calls: number; free_in_ms: number | null }>`
        SELECT count(*)::int AS calls,
               (extract(epoch FROM min(at) + make_interval(secs => ${account.interval_ms / 1000}) - clock_timestamp()) * 1000)::float8 AS free_in_ms
        FROM crm_pacer_calls
        WHERE hub_id = ${hubId} AND at > clock_timestamp() - make_interval(secs => ${account.interval_ms / 1000})`
      return { calls: state?.calls ?? 0, freeInMs: state?.free_in_ms ?? 0 }
    })

  const reserve = (hubId: number): Effect.Effect<Reservation> =>
    sql
      .withTransaction(
        Effect.gen(function* () {
          const account = yield* lockAccount(hubId)
          const { calls, freeInMs } = yield* window(hubId, account)
          if (calls >= account.max_calls) return { _tag: "Wait", millis: Math.max(1, freeInMs) } as const
          const [slot] = yield* sql<{ id: string }>`
        INSERT INTO crm_pacer_calls (hub_id, at) VALUES (${hubId}, clock_timestamp()) RETURNING id::text AS id`
          return { _tag: "Granted", slot: slot!.id } as const
        })
      )
      .pipe(Effect.orDie)

  /** Adopts the limit HubSpot stated for the account. */
  const adopt = (hubId: number, headers: RateLimitHeaders) =>
    headers.max === undefined && headers.intervalMs === undefined
      ? Effect.void
      : sql`
        INSERT INTO crm_pacer_accounts (hub_id, max_calls, interval_ms)
        VALUES (${hubId}, ${headers.max ?? limits.max}, ${headers.intervalMs ?? limits.intervalMs})
        ON CONFLICT (hub_id) DO UPDATE SET
          max_calls = coalesce(${headers.max ?? null}::int, crm_pacer_accounts.max_calls),
          interval_ms = coalesce(${headers.intervalMs ?? null}::int, crm_pacer_accounts.interval_ms)`.pipe(Effect.asVoid)

  /** Records `count` calls made now that the store did not know of (another client's). */
  const addCalls = (hubId: number, count: number) =>
    count <= 0
      ? Effect.void
      : sql`INSERT INTO crm_pacer_calls (hub_id, at) SELECT ${hubId}, clock_timestamp() FROM generate_series(1, ${count})`.pipe(
          Effect.asVoid
        )

  const settle = (hubId: number, slot: string, headers: RateLimitHeaders) =>
    sql
      .withTransaction(
        Effect.gen(function* () {
          const [granted] = yield* sql<{ granted_at: string }>`
        WITH granted AS (SELECT at FROM crm_pacer_calls WHERE id = ${slot}::bigint)
        UPDATE crm_pacer_calls SET at = clock_timestamp() WHERE id = ${slot}::bigint
        RETURNING (SELECT at FROM granted)::text AS granted_at`
          yield* adopt(hubId, headers)
          if (headers.remaining === undefined) return
          const account = yield* lockAccount(hubId)
          if (granted === undefined) return
          // HubSpot counted (max - remaining) calls when it answered, at some instant after this call's grant.
          // The store's calls that HubSpot may still have counted then are those made after grant - interval;
          // HubSpot counting more than that means someone else spends the account's budget.
          const [known] = yield* sql<{ calls: number }>`
        SELECT count(*)::int AS calls FROM crm_pacer_calls
        WHERE hub_id = ${hubId} AND at > ${granted.granted_at}::timestamptz - make_interval(secs => ${account.interval_ms / 1000})`
          yield* addCalls(hubId, account.max_calls - headers.remaining - (known?.calls ?? 0))
        })
      )
      .pipe(Effect.orDie)

  const fill = (hubId: number, headers: RateLimitHeaders) =>
    sql
      .withTransaction(
        Effect.gen(function* () {
          yield* adopt(hubId, headers)
          const account = yield* lockAccount(hubId)
          const { calls } = yield* window(hubId, account)
          yield* addCalls(hubId, account.max_calls - calls)
        })
      )
      .pipe(Effect.orDie)

  return { reserve, settle, fill }
}

/** The pacer over the database of the app's SqlClient. */
export const CrmPacerSql = (limits: PacerLimits): Layer.Layer<CrmPacer, never, SqlClient.SqlClient> =>
  Layer.unwrapEffect(Effect.map(SqlClient.SqlClient, (sql) => CrmPacer.make(makeSqlPacerStore(sql, limits), limits)))
