// Durable batch jobs through the module group install: progress to 100, a job failing three times
// counted as failed while the batch still finishes, and a restart that resumes unfinished work.
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"

import { SqlClient } from "@effect/sql"
import { describe, expect, it, layer } from "@effect/vitest"
import { Duration, Effect, Fiber, Layer, Schedule } from "effect"

import { makeAppLayer } from "../../server/app.ts"
import { AppConfig } from "../../server/config.ts"
import { Database } from "../../server/db/client.ts"
import { startEmbeddedDatabase } from "../../server/db/embedded.ts"
import { BatchRepo } from "../../server/db/repos/BatchRepo.ts"
import { NotificationRepo } from "../../server/db/repos/NotificationRepo.ts"
import type { BatchProgressEvent } from "../../server/domain/batches/batchProgress.ts"
import { BatchWorker } from "../../server/domain/batches/BatchWorker.ts"
import { LayoutApply } from "../../server/domain/layouts/LayoutApply.ts"
import { ModuleGroups } from "../../server/domain/modules/ModuleGroups.ts"
import { PersonalNotices } from "../../server/domain/notifications/PersonalNotices.ts"
import { TestDatabase } from "../../server/testing/database.ts"
import { testSettings } from "../../server/testing/settings.ts"
import { subscribe } from "./support/realtime.ts"
import { Seeded, TestApi, testApiLayer, testServer } from "./support/TestApi.ts"

const modules = "/module/api/v2"
const portalApi = "/portal/api/v2"
// Portal 3 (Cobalt, free plan) of the Demo Agency: both groups below hold free modules only.
const portal = 3
const layoutBasics = ["dnd-two-column", "dnd-three-column", "dnd-image-text", "el-divider"]

const sqlRun = <A extends object>(run: (sql: SqlClient.SqlClient) => Effect.Effect<ReadonlyArray<A>, unknown>) =>
  Effect.flatMap(SqlClient.SqlClient, run).pipe(Effect.orDie)

const startGroup = (token: string, group: string) =>
  Effect.gen(function* () {
    const api = yield* TestApi
    const reply = yield* api.request("POST", `${modules}/module-groups/install`, { token, json: { group, portal } })
    expect(reply.status).toBe(200)
    expect(typeof reply.body.data.batch_id).toBe("string")
    return reply.body.data.batch_id as string
  })

/** Polls the batch until every job has ended (fails the test after 60 s). */
const awaitFinished = (token: string, id: string) =>
  Effect.gen(function* () {
    const api = yield* TestApi
    const reply = yield* api.request("GET", `${portalApi}/batch/${id}`, { token })
    expect(reply.status).toBe(200)
    return reply.body.data as { status: string }
  }).pipe(
    // recurWhile passes the last reply through, so the finished batch is what comes out.
    Effect.repeat(
      Schedule.recurWhile((batch: { status: string }) => batch.status !== "finished").pipe(Schedule.addDelay(() => "100 millis"))
    ),
    Effect.timeoutFail({ duration: Duration.seconds(60), onTimeout: () => new Error(`batch ${id} did not finish`) }),
    Effect.orDie
  )

const installedVersions = (keys: ReadonlyArray<string>) =>
  sqlRun(
    (sql) => sql<{ key: string; installed_version: string }>`
    SELECT m.key, pm.installed_version FROM portal_modules pm JOIN modules m ON m.id = pm.module_id
    WHERE pm.portal_id = ${portal} AND ${sql.in("m.key", keys)} ORDER BY m.key`
  )

layer(testServer(), { excludeTestServices: true, timeout: 120_000 })("batches", (it) => {
  it.effect("a group install runs as a batch to progress 100; locked groups and strangers are refused", () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      const token = yield* api.login(Seeded.agencyAdmin.email, Seeded.agencyAdmin.password)

      const locked = yield* api.request("POST", `${modules}/module-groups/install`, { token, json: { group: "social-proof", portal } })
      expect(locked.status).toBe(403)
      expect(locked.body.message).toBe("Buy this module first.")
      expect(yield* sqlRun((sql) => sql`SELECT id FROM batches WHERE reference = 'social-proof'`)).toHaveLength(0)
      const unknown = yield* api.request("POST", `${modules}/module-groups/install`, { token, json: { group: "no-such-group", portal } })
      expect(unknown.status).toBe(404)

      // The starter's browser hears of each job as it ends, on their own channel.
      const me = (yield* api.request("GET", "/auth/api/v2/me", { token })).body.data as { id: number; name: string }
      const frames = yield* subscribe(`private-user.${me.id}`, token)
      const id = yield* startGroup(token, "layout-basics")
      // A second click while it runs joins the same batch.
      expect(yield* startGroup(token, "layout-basics")).toBe(id)

      const stranger = yield* api.login(Seeded.northwind.email, Seeded.northwind.password)
      expect((yield* api.request("GET", `${portalApi}/batch/${id}`, { token: stranger })).status).toBe(403)
      expect((yield* api.request("GET", `${portalApi}/batch/no-such-batch`, { token })).status).toBe(404)

      const done = yield* awaitFinished(token, id)
      expect(done).toEqual({ id, progress: 100, processedJobs: 4, totalJobs: 4, failedJobs: 0, status: "finished" })
      const progress = yield* Effect.repeat(
        Effect.sync(() =>
          frames.filter((frame) => frame.event === "batch.progress").map((frame) => JSON.parse(frame.data!) as BatchProgressEvent)
        ),
        Schedule.recurWhile((events: ReadonlyArray<BatchProgressEvent>) => events.length < 4).pipe(Schedule.addDelay(() => "50 millis"))
      )
      expect(progress.map((event) => [event.batch_id, event.portal_id, event.processedJobs, event.totalJobs, event.job_status])).toEqual(
        [1, 2, 3, 4].map((n) => [id, portal, n, 4, "done"])
      )
      expect(progress.map((event) => event.status)).toEqual(["running", "running", "running", "finished"])
      expect(progress[1]).toMatchObject({ progress: 50, failedJobs: 0, error: null })
      // The portal's batches name who started each one.
      const listed = yield* api.request("GET", `${portalApi}/portals/${portal}/batches`, { token })
      expect(listed.body.data.find((batch: { id: string }) => batch.id === id)).toMatchObject({ started_by: { id: me.id, name: me.name } })
      expect((yield* installedVersions(layoutBasics)).map((row) => row.key)).toEqual([...layoutBasics].sort())

      const result = yield* api.request("GET", `${portalApi}/batch/${id}/result`, { token })
      expect(result.body.data.result.map((job: { status: string }) => job.status)).toEqual(["done", "done", "done", "done"])
      expect(result.body.data.result[0].payload).toEqual({ module: "dnd-two-column", portal })

      const groups = yield* api.request("GET", `${modules}/module-groups?portal=${portal}`, { token })
      expect(groups.body.data.find((group: { key: string }) => group.key === "layout-basics")).toMatchObject({
        installed: true,
        button_state: "Installed",
        batch_id: null
      })
    }).pipe(Effect.scoped)
  )

  it.effect("a job the CRM refuses for good fails at its first attempt, and the batch still finishes", () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      const token = yield* api.login(Seeded.agencyAdmin.email, Seeded.agencyAdmin.password)
      // hero-banner 2.0.0 needs css/main.css, which portal 3 lacks: trying again cannot help.
      const id = yield* startGroup(token, "landing-essentials")
      const done = yield* awaitFinished(token, id)
      expect(done).toMatchObject({ progress: 100, processedJobs: 3, failedJobs: 1, totalJobs: 4, status: "finished" })

      const [failed] = yield* sqlRun(
        (sql) => sql<{ attempts: number; error: string }>`
        SELECT attempts, error FROM batch_jobs WHERE batch_id = ${id} AND status = 'failed'`
      )
      expect(failed!.attempts).toBe(1)
      expect(failed!.error).toContain("File updates required")
      const result = yield* api.request("GET", `${portalApi}/batch/${id}/result`, { token })
      const heroJob = result.body.data.result.find((job: { payload: { module: string } }) => job.payload.module === "hero-banner")
      expect(heroJob).toMatchObject({ status: "failed", error: expect.stringContaining("css/main.css") })
    })
  )
})

/** A PGlite database kept in `dir`, so a second app can open it after the first one stopped. */
const fileDatabase = (dir: string): Layer.Layer<Database> =>
  Layer.scoped(
    Database,
    Effect.map(Effect.orDie(startEmbeddedDatabase(dir)), (url) => ({ url, embedded: true }))
  )

// The app key lives in dataDir too, so the second start can still decrypt the portals' CRM tokens.
const appOn = (dir: string, batchWorker: boolean) =>
  testApiLayer.pipe(
    Layer.provideMerge(makeAppLayer({ database: fileDatabase(dir), batchWorker })),
    Layer.provideMerge(AppConfig.make(testSettings({ dataDir: dir, inMemoryDatabase: false })))
  )

describe("batches across a restart", () => {
  it.live(
    "a new app on the same database finishes the batch the stopped one began",
    () =>
      Effect.gen(function* () {
        const dir = mkdtempSync(join(tmpdir(), "batches-restart-"))
        yield* Effect.addFinalizer(() => Effect.sync(() => rmSync(dir, { recursive: true, force: true })))

        const id = yield* Effect.gen(function* () {
          const api = yield* TestApi
          const token = yield* api.login(Seeded.agencyAdmin.email, Seeded.agencyAdmin.password)
          const id = yield* startGroup(token, "layout-basics")
          const groups = yield* api.request("GET", `${modules}/module-groups?portal=${portal}`, { token })
          expect(groups.body.data.find((group: { key: string }) => group.key === "layout-basics")).toMatchObject({
            batch_id: id,
            installed: false
          })
          const started = yield* sqlRun(
            (sql) =>
              sql<{ event: string }>`SELECT event FROM activity_log WHERE event = 'module-group.install-started' AND subject_id = ${portal}`
          )
          expect(started).toHaveLength(1)
          const worker = yield* BatchWorker
          expect(yield* worker.runOnce).toBe(true)
          const batch = yield* api.request("GET", `${portalApi}/batch/${id}`, { token })
          expect(batch.body.data).toMatchObject({ processedJobs: 1, totalJobs: 4, progress: 25, status: "running" })
          // The next job as a killed process leaves it: running, locked long ago.
          yield* sqlRun(
            (sql) => sql`
          UPDATE batch_jobs SET status = 'running', attempts = 1, locked_at = now() - interval '5 minutes'
          WHERE batch_id = ${id} AND seq = 2`
          )
          return id
        }).pipe(Effect.provide(appOn(dir, false)))

        yield* Effect.gen(function* () {
          const api = yield* TestApi
          const token = yield* api.login(Seeded.agencyAdmin.email, Seeded.agencyAdmin.password)
          const done = yield* awaitFinished(token, id)
          expect(done).toMatchObject({ progress: 100, processedJobs: 4, failedJobs: 0, status: "finished" })
          expect((yield* installedVersions(layoutBasics)).map((row) => row.key)).toEqual([...layoutBasics].sort())
        }).pipe(Effect.provide(appOn(dir, true)))
      }).pipe(Effect.scoped),
    { timeout: 180_000 }
  )
})

// The app without its background worker, so the test alone decides when jobs run.
const idleApp = testApiLayer.pipe(
  Layer.provideMerge(makeAppLayer({ database: TestDatabase, batchWorker: false })),
  Layer.provideMerge(AppConfig.make(testSettings()))
)

/** A worker whose jobs never end (a slow CRM), running the batch's first job in a fiber of its own. */
const hangingJob = (batchId: string) =>
  Effect.gen(function* () {
    const hanging = ModuleGroups.make({
      groups: () => Effect.die("unused"),
      installGroup: () => Effect.die("unused"),
      runInstallJob: () => Effect.never
    })
    const unusedLayouts = LayoutApply.make({
      snapshot: () => Effect.die("unused"),
      save: () => Effect.die("unused"),
      check: () => Effect.die("unused"),
      apply: () => Effect.die("unused"),
      runJob: () => Effect.die("unused"),
      plannedWrites: () => Effect.die("unused")
    })
    const worker = yield* BatchWorker.pipe(
      Effect.provide(
        BatchWorker.Default.pipe(
          Layer.provide(Layer.succeed(ModuleGroups, hanging)),
          Layer.provide(Layer.succeed(LayoutApply, unusedLayouts)),
          Layer.provide(PersonalNotices.Default.pipe(Layer.provide(NotificationRepo.Default))),
          Layer.provide(BatchRepo.Default)
        )
      )
    )
    const fiber = yield* Effect.fork(worker.runOnce)
    const jobs = (status: string) =>
      sqlRun(
        (sql) =>
          sql<{ seq: number; attempts: number }>`SELECT seq, attempts FROM batch_jobs WHERE batch_id = ${batchId} AND status = ${status}`
      )
    yield* jobs("running").pipe(Effect.repeat({ schedule: Schedule.spaced("20 millis"), until: (rows) => rows.length === 1 }))
    return { fiber, jobs }
  })

layer(idleApp, { excludeTestServices: true, timeout: 120_000 })("batch worker stopped mid-job", (it) => {
  it.effect("puts the running job back untouched, so the next worker starts it afresh", () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      const token = yield* api.login(Seeded.agencyAdmin.email, Seeded.agencyAdmin.password)
      const id = yield* startGroup(token, "layout-basics")
      const { fiber, jobs } = yield* hangingJob(id)
      yield* Fiber.interrupt(fiber)
      expect(yield* jobs("running")).toHaveLength(0)
      expect((yield* jobs("pending")).map((row) => row.attempts)).toEqual([0, 0, 0, 0])

      // The app's own worker then finishes the batch.
      expect(yield* (yield* BatchWorker).drain).toBe(false)
      expect(yield* awaitFinished(token, id)).toMatchObject({ processedJobs: 4, failedJobs: 0, progress: 100 })
    })
  )

  it.effect("a job whose batch a portal delete cancelled stops at the worker's next heartbeat, and nothing of it runs after", () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      const token = yield* api.login(Seeded.agencyAdmin.email, Seeded.agencyAdmin.password)
      const admin = yield* api.login(Seeded.admin.email, Seeded.admin.password)
      // Beacon Portal (2): the first test's Cobalt stays.
      const started = yield* api.request("POST", `${modules}/module-groups/install`, { token, json: { group: "layout-basics", portal: 2 } })
      expect(started.status, JSON.stringify(started.body)).toBe(200)
      const id = started.body.data.batch_id as string
      const { fiber } = yield* hangingJob(id)

      expect((yield* api.request("DELETE", `${portalApi}/portals/2`, { token: admin })).status).toBe(409)
      const deleted = yield* api.request("DELETE", `${portalApi}/portals/2?cancel_work=true`, { token: admin })
      expect(deleted.status, JSON.stringify(deleted.body)).toBe(200)
      expect(deleted.body.deleted.work).toMatchObject([{ batch_id: id, status: "cancelled" }])
      // The job that would never end is stopped: the worker's heartbeat finds it gone (within 5 s).
      expect(yield* Fiber.join(fiber).pipe(Effect.timeout("30 seconds"))).toBe(true)
      expect(yield* (yield* BatchWorker).drain).toBe(false)
      const batch = yield* api.request("GET", `${portalApi}/batch/${id}`, { token })
      expect(batch.body.data).toMatchObject({ id, status: "cancelled", processedJobs: 0, totalJobs: 4 })
      const result = yield* api.request("GET", `${portalApi}/batch/${id}/result`, { token })
      expect(result.body.data.result.map((job: { status: string }) => job.status)).toEqual([
        "cancelled",
        "cancelled",
        "cancelled",
        "cancelled"
      ])
    })
  )
})
