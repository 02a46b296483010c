// The app under HubSpot's rate limit, as the sandbox enforces it counting every call (source-code calls
// too, so the limit is tight): a group install of the whole catalogue, a portal setup and a migration of
// 252 pages all finish with no job lost, no call refused and never more calls in a window than the limit,
// within 1.15 × the ideal time (calls ÷ limit; stretched by the machine's load per core when it is busy). The same holds with two API processes on one PostgreSQL
// (when DATABASE_URL names one: the embedded database serves a single connection). The limit is scaled
// down (30 calls per 2 s instead of 110 per 10 s) so the suite stays quick; `npm run bench` measures
// HubSpot's own figures.
import { availableParallelism, loadavg } from "node:os"

import { SqlClient } from "@effect/sql"
import { describe, expect, it, layer } from "@effect/vitest"
import { Context, Duration, Effect, Layer, Option, Redacted, Schedule } from "effect"

import { makeAppLayer } from "../../server/app.ts"
import { AppConfig } from "../../server/config.ts"
import { Database } from "../../server/db/client.ts"
import { SANDBOX_CLIENT_ID } from "../../server/lib/embedded-services.ts"
import { PublicUrl } from "../../server/lib/public-url.ts"
import { mostAcceptedInAnyWindow, rateLimitCounts } from "../../server/sandbox/hubspot/index.ts"
import { TestDatabase } from "../../server/testing/database.ts"
import type { JsonBody } from "../../server/testing/json-body.ts"
import { testSettings } from "../../server/testing/settings.ts"
import {
  currentThemeFiles,
  everyCallCounted,
  hubOf,
  oldThemePages,
  pagesLeftBehind,
  WHOLE_CATALOGUE,
  wholeCatalogueGroup
} from "./support/hubspot-load.ts"
import { Seeded, TestApi, testServer } from "./support/TestApi.ts"

const MAX = 30
const INTERVAL_MS = 2000
const ACME = 1
const BEACON = 2
const COBALT = 3
/** The batch worker polls every 250 ms when idle; the test polls the batch every 100 ms. */
const FIXED_LATENCY_MS = 400

const tightLimits = everyCallCounted({ max: MAX, intervalMs: INTERVAL_MS })

const sqlRun = <A extends object>(run: (sql: SqlClient.SqlClient) => Effect.Effect<ReadonlyArray<A>, unknown>) =>
  Effect.flatMap(SqlClient.SqlClient, run).pipe(Effect.orDie)

interface Progress {
  status: string
  processedJobs: number
  failedJobs: number
  totalJobs: number
}

const request = (method: "GET" | "POST", path: string, token: string, json?: object) =>
  Effect.flatMap(TestApi, (api) => api.request(method, path, { token, ...(json === undefined ? {} : { json }) }))

const awaitFinished = (token: string, id: string) =>
  Effect.gen(function* () {
    const reply = yield* request("GET", `/portal/api/v2/batch/${id}`, token)
    expect(reply.status).toBe(200)
    return reply.body.data as Progress
  }).pipe(
    Effect.repeat(Schedule.recurWhile((batch: Progress) => batch.status !== "finished").pipe(Schedule.addDelay(() => "100 millis"))),
    Effect.timeoutFail({ duration: Duration.seconds(150), onTimeout: () => new Error(`batch ${id} did not finish`) }),
    Effect.orDie
  )

/**
 * Runs `work` (which starts a batch and answers its id) and measures it against the sandbox's count of
 * the hub's calls: none refused, none over the limit in any window, within 1.15 × calls ÷ limit.
 */
const underTheLimit = <R, R2>(
  hubId: number,
  work: Effect.Effect<string, never, R>,
  awaitBatch: (id: string) => Effect.Effect<Progress, never, R2>
) =>
  Effect.gen(function* () {
    const key = { hubId, clientId: SANDBOX_CLIENT_ID }
    const before = yield* rateLimitCounts(key)
    const started = Date.now()
    const done = yield* awaitBatch(yield* work)
    const elapsedMs = Date.now() - started
    const after = yield* rateLimitCounts(key)
    const calls = after.accepted - before.accepted
    const idealMs = (calls / MAX) * INTERVAL_MS
    const failed = yield* sqlRun(
      (sql) => sql<{ payload: unknown; error: string }>`SELECT payload, error FROM batch_jobs WHERE status = 'failed'`
    )
    expect(failed).toEqual([])
    expect(done).toMatchObject({ status: "finished", failedJobs: 0 })
    expect(after.refused - before.refused).toBe(0)
    expect(yield* mostAcceptedInAnyWindow(key, INTERVAL_MS)).toBeLessThanOrEqual(MAX)
    // Starting the batch and noticing its end add a fixed latency (the worker's idle poll, the status poll).
    // On a machine with more runnable processes than cores the run gets a share of a core, not a core:
    // the bound stretches by that contention (the 1-minute load per core, at most 3×), never below 1.15×.
    const contention = Math.min(3, Math.max(1, loadavg()[0]! / availableParallelism()))
    expect(
      elapsedMs - FIXED_LATENCY_MS,
      `${calls} calls took ${elapsedMs} ms; ideal ${idealMs} ms; load per core ${contention.toFixed(2)}`
    ).toBeLessThanOrEqual(1.15 * idealMs * contention)
    return { done, calls, elapsedMs, idealMs }
  })

describe("under HubSpot's rate limit", () => {
  layer(testServer().pipe(Layer.provide(tightLimits)), { excludeTestServices: true, timeout: 300_000 })("one API process", (it) => {
    it.effect(
      "a group install of the whole catalogue loses no job",
      () =>
        Effect.gen(function* () {
          const token = yield* (yield* TestApi).login(Seeded.agencyAdmin.email, Seeded.agencyAdmin.password)
          yield* wholeCatalogueGroup(ACME)
          // Modules need the theme files they build on: every file added and current first (not measured).
          yield* currentThemeFiles((method, path, json) => request(method, path, token, json), ACME)
          const measured = yield* underTheLimit(
            yield* hubOf(ACME),
            Effect.gen(function* () {
              const reply = yield* request("POST", "/module/api/v2/module-groups/install", token, { group: WHOLE_CATALOGUE, portal: ACME })
              expect(reply.status, JSON.stringify(reply.body)).toBe(200)
              return reply.body.data.batch_id as string
            }),
            (id) => awaitFinished(token, id)
          )
          expect(measured.done.processedJobs).toBe(measured.done.totalJobs)
        }),
      180_000
    )

    it.effect(
      "a portal setup loses no job",
      () =>
        Effect.gen(function* () {
          const token = yield* (yield* TestApi).login(Seeded.agencyAdmin.email, Seeded.agencyAdmin.password)
          yield* underTheLimit(
            yield* hubOf(COBALT),
            Effect.gen(function* () {
              const reply = yield* request("POST", "/portal/api/v2/setup-wizards", token, { portal_id: COBALT })
              expect(reply.status, JSON.stringify(reply.body)).toBe(200)
              return reply.body.data.batch_id as string
            }),
            (id) => awaitFinished(token, id)
          )
        }),
      180_000
    )

    it.effect(
      "a migration of 252 pages moves every page",
      () =>
        Effect.gen(function* () {
          const token = yield* (yield* TestApi).login(Seeded.agencyAdmin.email, Seeded.agencyAdmin.password)
          const hubId = yield* hubOf(BEACON)
          yield* oldThemePages(hubId, 250)
          yield* underTheLimit(
            hubId,
            Effect.gen(function* () {
              const reply = yield* request("POST", `/portal/api/v2/portals/${BEACON}/migrate`, token, {})
              expect(reply.status, JSON.stringify(reply.body)).toBe(200)
              return reply.body.data.batch_id as string
            }),
            (id) => awaitFinished(token, id)
          )
          expect(yield* pagesLeftBehind(hubId)).toEqual([])
        }),
      180_000
    )
  })

  describe.skipIf((process.env["DATABASE_URL"] ?? "").trim() === "")("two API processes on one PostgreSQL", () => {
    /** An app on the shared database, listening on its own port with its own worker and sandbox mount. */
    const appOn = (database: Context.Tag.Service<Database>) =>
      Effect.gen(function* () {
        const built = yield* Layer.build(
          makeAppLayer({ database: Layer.succeed(Database, database) }).pipe(
            // One APP_KEY, as every process of a deployment has: each reads the refresh tokens the other stored.
            Layer.provideMerge(AppConfig.make(testSettings({ appKey: Option.some(Redacted.make("two-processes-one-key")) }))),
            Layer.provide(tightLimits)
          )
        )
        return { context: built, url: Context.get(built, PublicUrl).appUrl }
      })

    const call = (url: string, method: string, path: string, token?: string, json?: object) =>
      Effect.promise(async () => {
        const response = await fetch(`${url}${path}`, {
          method,
          headers: { "content-type": "application/json", ...(token === undefined ? {} : { authorization: `Bearer ${token}` }) },
          ...(json === undefined ? {} : { body: JSON.stringify(json) })
        })
        return { status: response.status, body: (await response.json()) as JsonBody }
      })

    it.live(
      "share the window: a migration, a whole-catalogue install and a setup that both workers run stay under the limit",
      () =>
        Effect.gen(function* () {
          // An empty database (the key differs from the template's): both processes migrate and seed it at once.
          const database = Context.get(
            yield* Layer.build(
              TestDatabase.pipe(
                Layer.provide(AppConfig.make(testSettings({ appKey: Option.some(Redacted.make("two-processes-one-key")) })))
              )
            ),
            Database
          )
          const first = yield* appOn(database)
          const second = yield* appOn(database)
          yield* Effect.gen(function* () {
            const login = yield* call(first.url, "POST", "/auth/api/v2/login", undefined, {
              email: Seeded.agencyAdmin.email,
              password: Seeded.agencyAdmin.password
            })
            const token = login.body.data.token as string
            /** Started through one process, followed through the other; both processes' workers take its jobs. */
            const batchVia = (url: string, path: string, json: object) =>
              Effect.gen(function* () {
                const reply = yield* call(url, "POST", path, token, json)
                expect(reply.status, JSON.stringify(reply.body)).toBe(200)
                return reply.body.data.batch_id as string
              })
            const followedVia = (url: string) => (id: string) =>
              Effect.gen(function* () {
                let progress: Progress
                const started = Date.now()
                do {
                  yield* Effect.sleep("100 millis")
                  progress = (yield* call(url, "GET", `/portal/api/v2/batch/${id}`, token)).body.data as Progress
                } while (progress.status !== "finished" && Date.now() - started < 150_000)
                return progress
              })

            const beacon = yield* hubOf(BEACON)
            yield* oldThemePages(beacon, 250)
            yield* underTheLimit(beacon, batchVia(second.url, `/portal/api/v2/portals/${BEACON}/migrate`, {}), followedVia(first.url))
            expect(yield* pagesLeftBehind(beacon)).toEqual([])

            yield* wholeCatalogueGroup(ACME)
            yield* currentThemeFiles((method, path, json) => call(first.url, method, path, token, json), ACME)
            yield* underTheLimit(
              yield* hubOf(ACME),
              batchVia(first.url, "/module/api/v2/module-groups/install", { group: WHOLE_CATALOGUE, portal: ACME }),
              followedVia(second.url)
            )

            yield* underTheLimit(
              yield* hubOf(COBALT),
              batchVia(second.url, "/portal/api/v2/setup-wizards", { portal_id: COBALT }),
              followedVia(first.url)
            )
          }).pipe(Effect.provide(first.context))
        }).pipe(Effect.scoped),
      { timeout: 300_000 }
    )
  })
})
