// The pacer's window in the database: however many workers ask at once (and, against a PostgreSQL server,
// from two separate connection pools as two API processes would), no window of the account's interval
// ever holds more calls than its limit; what HubSpot's headers say is adopted; a 429 fills the window.
import { SqlClient } from "@effect/sql"
import { PgClient } from "@effect/sql-pg"
import { describe, expect, it } from "@effect/vitest"
import { Context, Effect, Layer } from "effect"

import { AppConfig } from "../../config.ts"
import { Database } from "../../db/client.ts"
import crmPacerMigration from "../../db/migrations/0016_crm_pacer.ts"
import { TestDatabase } from "../../testing/database.ts"
import { testSettings } from "../../testing/settings.ts"
import { makePacer, type Pacer, type PacerLimits, rateLimitHeaders } from "./pacer.ts"
import { makeSqlPacerStore } from "./pacer-store-sql.ts"

/** A fresh database with nothing seeded: the test creates the pacer's tables itself. */
const emptyDatabase = Layer.fresh(TestDatabase.pipe(Layer.provide(AppConfig.make(testSettings({ seedDemo: false })))))

const limits: PacerLimits = { max: 5, intervalMs: 600, paceSourceCode: false }

/** A pool on the test database: PGlite serves one connection; a PostgreSQL server gets a pool of 4. */
const pool = Effect.gen(function* () {
  const database = yield* Database
  const built = yield* Layer.build(PgClient.layer({ url: database.url, maxConnections: database.embedded ? 1 : 4 }))
  return Context.get(built, SqlClient.SqlClient)
}).pipe(Effect.orDie)

const pacerOn = (sql: SqlClient.SqlClient, pacerLimits: PacerLimits = limits): Pacer =>
  makePacer(makeSqlPacerStore(sql, pacerLimits), pacerLimits)

/** The largest number of instants inside any window of `intervalMs`. */
const busiestWindow = (instants: ReadonlyArray<number>, intervalMs: number) => {
  const sorted = [...instants].sort((a, b) => a - b)
  let most = 0
  for (let i = 0, j = 0; i < sorted.length; i++) {
    while (sorted[i]! - sorted[j]! >= intervalMs) j++
    most = Math.max(most, i - j + 1)
  }
  return most
}

/** Takes a slot, records when the call "reaches HubSpot" (just after the grant), then settles it. */
const call = (pacer: Pacer, hubId: number, arrivals: Array<number>) =>
  Effect.gen(function* () {
    const slot = yield* pacer.acquire(hubId)
    arrivals.push(Date.now())
    yield* Effect.sleep("5 millis")
    yield* pacer.settle(hubId, slot, {})
  })

describe("the CRM pacer in the database", () => {
  it.live(
    "never lets more than the limit into one window, with two pools asking at once",
    () =>
      Effect.gen(function* () {
        const first = yield* pool
        const second = yield* pool
        yield* Effect.provideService(crmPacerMigration, SqlClient.SqlClient, first)
        const arrivals: Array<number> = []
        const started = Date.now()
        yield* Effect.all(
          Array.from({ length: 16 }, (_, index) => call(pacerOn(index % 2 === 0 ? first : second), 4242, arrivals)),
          { concurrency: "unbounded" }
        )
        expect(arrivals).toHaveLength(16)
        expect(busiestWindow(arrivals, limits.intervalMs)).toBeLessThanOrEqual(limits.max)
        // 16 calls at 5 per 600 ms need three full windows after the first burst.
        expect(Date.now() - started).toBeGreaterThanOrEqual(3 * limits.intervalMs)
        // Another account has a window of its own.
        const other: Array<number> = []
        const before = Date.now()
        yield* Effect.all(
          Array.from({ length: 5 }, () => call(pacerOn(first), 4343, other)),
          { concurrency: "unbounded" }
        )
        expect(Date.now() - before).toBeLessThan(limits.intervalMs)
      }).pipe(Effect.provide(emptyDatabase), Effect.scoped),
    { timeout: 60_000 }
  )

  it.live(
    "adopts HubSpot's stated limit, counts calls it did not make, and fills the window after a 429",
    () =>
      Effect.gen(function* () {
        const sql = yield* pool
        yield* Effect.provideService(crmPacerMigration, SqlClient.SqlClient, sql)
        const pacer = pacerOn(sql, { max: 100, intervalMs: 10_000, paceSourceCode: false })
        const windowOf = (hubId: number) =>
          Effect.map(
            sql<{ max_calls: number; interval_ms: number; calls: number }>`
          SELECT max_calls, interval_ms, (SELECT count(*)::int FROM crm_pacer_calls c WHERE c.hub_id = a.hub_id) AS calls
          FROM crm_pacer_accounts a WHERE hub_id = ${hubId}`,
            (rows) => rows[0]
          )

        // HubSpot says 3 per 500 ms, with 1 left after our first call: someone else made one.
        const slot = yield* pacer.acquire(7)
        yield* pacer.settle(
          7,
          slot,
          rateLimitHeaders({
            "x-hubspot-ratelimit-max": "3",
            "x-hubspot-ratelimit-interval-milliseconds": "500",
            "x-hubspot-ratelimit-remaining": "1"
          })
        )
        expect(yield* windowOf(7)).toEqual({ max_calls: 3, interval_ms: 500, calls: 2 })
        yield* pacer.settle(7, yield* pacer.acquire(7), {})
        const started = Date.now()
        yield* pacer.settle(7, yield* pacer.acquire(7), {})
        expect(Date.now() - started).toBeGreaterThanOrEqual(300)

        // A 429 fills what is left of the window: the next call waits for it to roll.
        yield* Effect.sleep("600 millis")
        yield* pacer.fill(8, rateLimitHeaders({ "x-hubspot-ratelimit-max": "4", "x-hubspot-ratelimit-interval-milliseconds": "400" }))
        expect(yield* windowOf(8)).toEqual({ max_calls: 4, interval_ms: 400, calls: 4 })
        const afterFill = Date.now()
        yield* pacer.settle(8, yield* pacer.acquire(8), {})
        expect(Date.now() - afterFill).toBeGreaterThanOrEqual(350)
      }).pipe(Effect.provide(emptyDatabase), Effect.scoped),
    { timeout: 60_000 }
  )
})

describe("rateLimitHeaders", () => {
  it("reads HubSpot's headers and ignores absent or malformed ones", () => {
    expect(
      rateLimitHeaders({
        "x-hubspot-ratelimit-max": "110",
        "x-hubspot-ratelimit-interval-milliseconds": "10000",
        "x-hubspot-ratelimit-remaining": "0"
      })
    ).toEqual({ max: 110, intervalMs: 10_000, remaining: 0 })
    expect(rateLimitHeaders({ "x-hubspot-ratelimit-max": "many", "x-hubspot-ratelimit-remaining": "" })).toEqual({})
  })
})
