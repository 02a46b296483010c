// The bench's HubSpot-limit figures: an app in this process on a fresh database, its sandbox enforcing
// HubSpot's own limit for public apps (110 calls per rolling 10 s per account) on every call, source code
// too. Measured end to end: a group install of the whole catalogue on Acme and a migration of Beacon's
// 252 old-theme pages; each against the ideal time (calls ÷ limit) and the sandbox's own count of refused
// calls and of the busiest window.
import { SqlClient } from "@effect/sql"
import { Context, Effect, Exit, Layer, Scope } from "effect"

import { SANDBOX_CLIENT_ID } from "../../server/lib/embedded-services.ts"
import { PublicUrl } from "../../server/lib/public-url.ts"
import { mostAcceptedInAnyWindow, rateLimitCounts } from "../../server/sandbox/hubspot/index.ts"
import type { JsonBody } from "../../server/testing/json-body.ts"
import { testAppLayer } from "../../server/testing/start.ts"
import {
  currentThemeFiles,
  everyCallCounted,
  hubOf,
  oldThemePages,
  pagesLeftBehind,
  WHOLE_CATALOGUE,
  wholeCatalogueGroup
} from "../server/support/hubspot-load.ts"

const LIMIT = { max: 110, intervalMs: 10_000 }
const ACME = 1
const BEACON = 2
const DEMO = { email: "agency@example.com", password: "Agency123!" }

export interface LimitedRun {
  readonly what: string
  readonly calls: number
  readonly seconds: number
  readonly idealSeconds: number
  readonly refused: number
  readonly busiestWindow: number
  readonly jobs: string
}

interface Batch {
  status: string
  processedJobs: number
  failedJobs: number
  totalJobs: number
}

export const rateLimitedRuns = async (progress: (message: string) => void): Promise<ReadonlyArray<LimitedRun>> => {
  const scope = Effect.runSync(Scope.make())
  try {
    const context = await Effect.runPromise(Layer.buildWithScope(testAppLayer().pipe(Layer.provide(everyCallCounted(LIMIT))), scope))
    const base = Context.get(context, PublicUrl).appUrl
    const run = <A, E>(effect: Effect.Effect<A, E, SqlClient.SqlClient>) => Effect.runPromise(Effect.provide(effect, context))
    const api = (token: string | null) => (method: "GET" | "POST", path: string, json?: object) =>
      Effect.promise(async () => {
        const reply = await fetch(`${base}${path}`, {
          method,
          headers: { "content-type": "application/json", ...(token === null ? {} : { authorization: `Bearer ${token}` }) },
          ...(json === undefined ? {} : { body: JSON.stringify(json) })
        })
        return { status: reply.status, body: (await reply.json()) as JsonBody }
      })
    const login = await Effect.runPromise(api(null)("POST", "/auth/api/v2/login", DEMO))
    const call = api(login.body.data.token as string)

    const measure = async (what: string, portalId: number, start: () => Promise<string>): Promise<LimitedRun> => {
      const key = { hubId: await run(hubOf(portalId)), clientId: SANDBOX_CLIENT_ID }
      // A fresh window: what the set-up spent is forgotten first.
      await new Promise((resolve) => setTimeout(resolve, LIMIT.intervalMs))
      const before = await run(rateLimitCounts(key))
      const started = performance.now()
      const id = await start()
      let batch: Batch
      do {
        await new Promise((resolve) => setTimeout(resolve, 200))
        batch = (await Effect.runPromise(call("GET", `/portal/api/v2/batch/${id}`))).body.data as Batch
      } while (batch.status !== "finished" && performance.now() - started < 600_000)
      const seconds = (performance.now() - started) / 1000
      const after = await run(rateLimitCounts(key))
      const calls = after.accepted - before.accepted
      return {
        what,
        calls,
        seconds,
        idealSeconds: (calls / LIMIT.max) * (LIMIT.intervalMs / 1000),
        refused: after.refused - before.refused,
        busiestWindow: await run(mostAcceptedInAnyWindow(key, LIMIT.intervalMs)),
        jobs: `${batch.processedJobs} of ${batch.totalJobs} done, ${batch.failedJobs} failed`
      }
    }

    progress("HubSpot limit: the whole catalogue as one group on Acme Portal")
    await run(wholeCatalogueGroup(ACME))
    await Effect.runPromise(currentThemeFiles(call, ACME))
    const catalogue = await measure(
      "Group install of the whole catalogue (Acme)",
      ACME,
      async () =>
        (await Effect.runPromise(call("POST", "/module/api/v2/module-groups/install", { group: WHOLE_CATALOGUE, portal: ACME }))).body.data
          .batch_id
    )

    progress("HubSpot limit: migrating Beacon Portal's 252 old-theme pages")
    const beacon = await run(hubOf(BEACON))
    await run(oldThemePages(beacon, 250))
    const migration = await measure(
      "Migration of 252 pages (Beacon)",
      BEACON,
      async () => (await Effect.runPromise(call("POST", `/portal/api/v2/portals/${BEACON}/migrate`, {}))).body.data.batch_id
    )
    const left = await run(pagesLeftBehind(beacon))
    if (left.length > 0) throw new Error(`${left.length} pages were not migrated`)
    return [catalogue, migration]
  } finally {
    await Effect.runPromise(Scope.close(scope, Exit.void))
  }
}
