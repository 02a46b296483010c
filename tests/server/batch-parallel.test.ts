// The batch worker runs different portals' jobs side by side (the CRM's rate limit is per account), while one
// portal's jobs run one at a time and in order; with BATCH_WORKER_CONCURRENCY=1 nothing overlaps. Jobs here are
// module installs that only take time, so what is measured is the worker's scheduling alone.
import { SqlClient } from "@effect/sql"
import { expect, layer } from "@effect/vitest"
import { Effect, Fiber, Layer, Option, Schedule } from "effect"

import { makeAppLayer } from "../../server/app.ts"
import { AppConfig } from "../../server/config.ts"
import { BatchRepo, type ClaimedJob } from "../../server/db/repos/BatchRepo.ts"
import { NotificationRepo } from "../../server/db/repos/NotificationRepo.ts"
import { BatchWorker } from "../../server/domain/batches/BatchWorker.ts"
import { LayoutApply } from "../../server/domain/layouts/LayoutApply.ts"
import { MODULE_INSTALL, ModuleGroups } from "../../server/domain/modules/ModuleGroups.ts"
import { PersonalNotices } from "../../server/domain/notifications/PersonalNotices.ts"
import { TestDatabase } from "../../server/testing/database.ts"
import { testSettings } from "../../server/testing/settings.ts"
import { testApiLayer } from "./support/TestApi.ts"

/** How long each job takes: long enough that jobs running side by side surely overlap. */
const JOB_MS = 300

interface Span {
  readonly portal: number
  readonly batch: string
  readonly seq: number
  readonly start: number
  readonly end: number
}

// The app without its own worker: each test starts one with the concurrency it is about.
const idleApp = testApiLayer.pipe(
  Layer.provideMerge(makeAppLayer({ database: TestDatabase, batchWorker: false })),
  Layer.provideMerge(AppConfig.make(testSettings()))
)

// The app keeps its repositories to itself.
const batchRepo = Effect.provide(BatchRepo, BatchRepo.Default)

/** A worker whose module installs only take JOB_MS, each noting when it ran. */
const timedWorker = (concurrency: number, spans: Array<Span>) => {
  const timed = ModuleGroups.make({
    groups: () => Effect.die("unused"),
    installGroup: () => Effect.die("unused"),
    runInstallJob: (job: ClaimedJob) =>
      Effect.gen(function* () {
        const start = Date.now()
        yield* Effect.sleep(JOB_MS)
        spans.push({ portal: job.portal_id, batch: job.batch_id, seq: job.seq, start, end: Date.now() })
        return "installed" as const
      })
  })
  const unusedLayouts = LayoutApply.make({
    snapshot: () => Effect.die("unused"),
    save: () => Effect.die("unused"),
    check: () => Effect.die("unused"),
    apply: () => Effect.die("unused"),
    runJob: () => Effect.die("unused"),
    plannedWrites: () => Effect.die("unused")
  })
  return BatchWorker.pipe(
    Effect.provide(
      BatchWorker.Default.pipe(
        Layer.provide(Layer.succeed(ModuleGroups, timed)),
        Layer.provide(Layer.succeed(LayoutApply, unusedLayouts)),
        Layer.provide(PersonalNotices.Default.pipe(Layer.provide(NotificationRepo.Default))),
        Layer.provide(BatchRepo.Default),
        Layer.provide(AppConfig.make(testSettings({ batchWorkerConcurrency: concurrency })))
      )
    )
  )
}

/** A module-install batch of `jobs` jobs on the portal, started by the seeded agency admin. */
const createBatch = (portal: number, jobs: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [starter] = yield* sql<{ id: number }>`SELECT id FROM users WHERE email = 'agency@example.com'`
    const payloads = Array.from({ length: jobs }, (_, index) => ({ module: `timed-module-${index + 1}`, portal }))
    return yield* (yield* batchRepo).create({ kind: MODULE_INSTALL, portalId: portal, reference: null, createdBy: starter!.id }, payloads)
  }).pipe(Effect.orDie)

/** Runs the worker's `start` until these batches have finished, then stops it. */
const runUntilFinished = (concurrency: number, batchIds: ReadonlyArray<string>) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const spans: Array<Span> = []
    const worker = yield* timedWorker(concurrency, spans)
    const fiber = yield* Effect.fork(worker.start)
    yield* sql<{ open: number }>`SELECT count(*)::int AS open FROM batches WHERE ${sql.in("id", batchIds)} AND status <> 'finished'`.pipe(
      Effect.repeat({ schedule: Schedule.spaced("50 millis"), until: (rows) => rows[0]!.open === 0 }),
      Effect.timeout("60 seconds"),
      Effect.orDie
    )
    yield* Fiber.interrupt(fiber)
    return spans
  })

const overlaps = (a: Span, b: Span) => a.start < b.end && b.start < a.end

/**
 * The most spans running at one moment: counted at each span's start (where the number running can only
 * have grown), not as the spans one span overlaps, since a long one may overlap two that ran one after the other.
 */
const mostAtOnce = (spans: ReadonlyArray<Span>) =>
  Math.max(...spans.map((span) => spans.filter((other) => other.start <= span.start && span.start < other.end).length))

layer(idleApp, { excludeTestServices: true, timeout: 120_000 })("batch worker concurrency", (it) => {
  it.effect("two portals' batches run side by side; one portal's jobs never overlap and keep their order", () =>
    Effect.gen(function* () {
      const beacon = yield* createBatch(2, 3)
      const cobalt = yield* createBatch(3, 3)
      // A second batch of the same portal, started later: it waits for the first one's jobs.
      const cobaltLater = yield* createBatch(3, 2)
      const spans = yield* runUntilFinished(4, [beacon, cobalt, cobaltLater])

      expect(spans).toHaveLength(8)
      const ofPortal = (portal: number) => spans.filter((span) => span.portal === portal).sort((a, b) => a.start - b.start)
      for (const portal of [2, 3]) {
        const own = ofPortal(portal)
        own.slice(1).forEach((span, index) => expect(span.start).toBeGreaterThanOrEqual(own[index]!.end))
      }
      expect(ofPortal(2).map((span) => [span.batch, span.seq])).toEqual([1, 2, 3].map((seq) => [beacon, seq]))
      expect(ofPortal(3).map((span) => [span.batch, span.seq])).toEqual([
        [cobalt, 1],
        [cobalt, 2],
        [cobalt, 3],
        [cobaltLater, 1],
        [cobaltLater, 2]
      ])
      // Beacon's three jobs ran while Cobalt's did: the two portals together took about five jobs' time, not eight.
      expect(ofPortal(2).some((span) => ofPortal(3).some((other) => overlaps(span, other)))).toBe(true)
      expect(mostAtOnce(spans)).toBe(2)
    })
  )

  it.effect("with a concurrency of 1 no two jobs overlap", () =>
    Effect.gen(function* () {
      const beacon = yield* createBatch(2, 2)
      const cobalt = yield* createBatch(3, 2)
      const spans = yield* runUntilFinished(1, [beacon, cobalt])

      expect(spans).toHaveLength(4)
      expect(mostAtOnce(spans)).toBe(1)
      // The older batch first.
      expect(spans.map((span) => [span.batch, span.seq])).toEqual([
        [beacon, 1],
        [beacon, 2],
        [cobalt, 1],
        [cobalt, 2]
      ])
    })
  )

  it.effect("claims made at the same moment never take two jobs of one portal", () =>
    Effect.gen(function* () {
      const repo = yield* batchRepo
      const sql = yield* SqlClient.SqlClient
      const beacon = yield* createBatch(2, 3)
      const cobalt = yield* createBatch(3, 3)
      // On PostgreSQL these run on connections of their own, truly at once.
      const claims = yield* Effect.all(
        Array.from({ length: 6 }, () => repo.claim),
        { concurrency: "unbounded" }
      )
      const claimed = claims.filter(Option.isSome).map((claim) => claim.value)
      expect(claimed.map((job) => [job.batch_id, job.seq]).sort()).toEqual(
        [
          [beacon, 1],
          [cobalt, 1]
        ].sort()
      )
      // A claimed job back to pending frees its portal for the next claim: still one job at a time, in order.
      yield* repo.release(claimed.find((job) => job.portal_id === 2)!.id)
      const next = yield* repo.claim
      expect(Option.map(next, (job) => [job.batch_id, job.seq])).toEqual(Option.some([beacon, 1]))
      yield* sql`DELETE FROM batches WHERE ${sql.in("id", [beacon, cobalt])}`.pipe(Effect.orDie)
    })
  )
})
