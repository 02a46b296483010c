// A rollout's portals run side by side, each within its own HubSpot account's limit: with the limit made tight
// (every call counted, source code included) a portal's upgrade is mostly waiting for its account's window, so
// the portals after the canary, run together, take about as long as one portal alone, not their sum. The
// canary runs alone first: its time is the single portal's.
import { expect, layer } from "@effect/vitest"
import { Effect, Layer } from "effect"

import { Secrets } from "../../server/lib/app-key.ts"
import { everyCallCounted } from "./support/hubspot-load.ts"
import { awaitRollout, holdModule, installedVersion, login, post, rolloutBase, seedConnectedFleet, sqlRun } from "./support/rollout-kit.ts"
import { Seeded, testServer } from "./support/TestApi.ts"

const KEY = "team-members"
const FIRST_HUB_ID = 71_800_000
const PORTALS = 7
/** A few calls a second per account: one portal's upgrade takes seconds, nearly all of them waiting. */
const LIMIT = { max: 3, intervalMs: 2000 }

const server = testServer({ rolloutParallel: PORTALS, batchWorkerConcurrency: PORTALS }).pipe(Layer.provide(everyCallCounted(LIMIT)))

layer(server, { excludeTestServices: true, timeout: 300_000 })("a rollout's portals side by side", (it) => {
  it.effect("the portals after the canary together take at most 1.5 times the canary alone", () =>
    Effect.gen(function* () {
      const { agencyIds, grants, portalIds } = yield* seedConnectedFleet(PORTALS, FIRST_HUB_ID)
      const secrets = yield* Secrets
      // The fleet revokes its fourth portal's grant: give it back, every portal takes part here.
      yield* sqlRun(
        (sql) =>
          sql`UPDATE portals SET refresh_token_encrypted = ${secrets.encrypt(grants.get(FIRST_HUB_ID + 3)!.refresh_token)}, scopes = ${["oauth", "content", "hubdb"]} WHERE id = ${portalIds[3]!}`
      )
      yield* sqlRun((sql) => sql`UPDATE agencies SET credit_limit = 100 WHERE id = ${agencyIds[0]!}`)
      for (const portal of portalIds) yield* holdModule(portal, KEY, "1.0.0")

      const token = yield* login(Seeded.admin)
      const created = yield* post(rolloutBase, token, {
        change: { kind: "module", module_key: KEY },
        portal_ids: portalIds,
        canary_size: 1,
        failure_threshold: 1
      })
      expect(created.status, JSON.stringify(created.body)).toBe(201)
      const done = yield* awaitRollout(token, created.body.data.id)
      expect(done.counts).toMatchObject({ total: PORTALS, succeeded: PORTALS, failed: 0, skipped: 0 })
      for (const portal of portalIds) expect(yield* installedVersion(portal, KEY)).toBe("1.1.0")

      const batches = yield* sqlRun(
        (sql) => sql<{ phase: string; started: number; finished: number }>`
          SELECT rp.phase, (EXTRACT(EPOCH FROM b.created_at) * 1000)::bigint AS started,
                 (EXTRACT(EPOCH FROM b.finished_at) * 1000)::bigint AS finished
          FROM rollout_portals rp JOIN batches b ON b.id = rp.batch_id WHERE rp.rollout_id = ${created.body.data.id}`
      )
      const canary = batches.filter((row) => row.phase === "canary").map((row) => Number(row.finished) - Number(row.started))
      const rest = batches.filter((row) => row.phase === "rest")
      expect(canary).toHaveLength(1)
      expect(rest).toHaveLength(PORTALS - 1)
      const restWall = Math.max(...rest.map((row) => Number(row.finished))) - Math.min(...rest.map((row) => Number(row.started)))
      const slowestAlone = canary[0]!
      console.log(
        `rollout of ${PORTALS} portals under ${LIMIT.max} calls per ${LIMIT.intervalMs} ms each: canary alone ${slowestAlone} ms, ` +
          `the other ${PORTALS - 1} together ${restWall} ms (${(restWall / slowestAlone).toFixed(2)}x)`
      )
      // Run one after another they would take about (PORTALS - 1) times the canary.
      expect(restWall).toBeLessThanOrEqual(1.5 * slowestAlone)
    })
  )
})
