// Migrating a core portal's pages (spec 1 section 4) over HTTP, with the batch worker driven by the test
// so a failure can be put between starting a batch and running it. Beacon (2, core) is reset before
// each run: its sandbox CRM site pages replaced, its flags and recorded moves cleared.
// - every page's move is recorded in page_migration_moves as it happens;
// - a page job that fails leaves the others moved and recorded: has_page_migration but not has_migrate;
// - Migrate again resumes with the pages still outside the folder, or takes up just the failed ones;
// - Revert is a batch restoring every moved page whatever batch moved it; its failures are reported.
// Seeded: Demo Agency owns 1 Acme (pro), 2 Beacon (core, hub 20001002); Northwind owns 5 Northwind.
import { SqlClient } from "@effect/sql"
import { describe, expect, it, layer } from "@effect/vitest"
import { Duration, Effect, Layer } from "effect"
import { makeAppLayer } from "../../server/app.ts"
import { AppConfig } from "../../server/config.ts"
import { BatchWorker } from "../../server/domain/batches/BatchWorker.ts"
import { migratedTemplatePath } from "../../server/domain/migration/migrationBatch.ts"
import { createPage, deletePage, findPage } from "../../server/sandbox/hubspot/store/content.ts"
import { TestDatabase } from "../../server/testing/database.ts"
import { testSettings } from "../../server/testing/settings.ts"
import { Seeded, TestApi, testApiLayer } from "./support/TestApi.ts"

const portalApi = "/portal/api/v2"
const ACME = 1
const BEACON = 2
const BEACON_HUB = 20001002

/** The whole server without its background worker: each test runs the batches itself. */
const serverWithoutWorker = testApiLayer.pipe(
  Layer.provideMerge(makeAppLayer({ database: TestDatabase, batchWorker: false }).pipe(Layer.provideMerge(AppConfig.make(testSettings()))))
)

const sqlRun = <A extends object>(run: (sql: SqlClient.SqlClient) => Effect.Effect<ReadonlyArray<A>, unknown>) =>
  Effect.flatMap(SqlClient.SqlClient, run).pipe(Effect.orDie)

const login = (who: { email: string; password: string }) => Effect.flatMap(TestApi, (api) => api.login(who.email, who.password))

const call = (method: "GET" | "POST", path: string, token: string, json?: unknown) =>
  Effect.flatMap(TestApi, (api) => api.request(method, `${portalApi}${path}`, json === undefined ? { token } : { token, json }))

interface Outcome {
  readonly status: string
  readonly processedJobs: number
  readonly failedJobs: number
  readonly totalJobs: number
  readonly result: ReadonlyArray<{ status: string; payload: { step: string; name?: string }; error: string | null }>
}

/** Runs the worker until the batch has finished; answers GET /batch/{id}/result. */
const runBatch = (token: string, id: string) =>
  Effect.gen(function*() {
    const worker = yield* BatchWorker
    for (;;) {
      yield* worker.drain
      const [batch] = yield* sqlRun((sql) => sql<{ status: string }>`SELECT status FROM batches WHERE id = ${id}`)
      if (batch?.status === "finished") break
      yield* Effect.sleep("200 millis")
    }
    const reply = yield* call("GET", `/batch/${id}/result`, token)
    expect(reply.status).toBe(200)
    return reply.body.data as Outcome
  }).pipe(Effect.timeoutFail({ duration: Duration.seconds(120), onTimeout: () => new Error(`batch ${id} did not finish`) }), Effect.orDie)

/** The page jobs' outcomes: names moved (or reverted), and the failed ones with their reason. */
const pageOutcomes = (outcome: Outcome) => {
  const pages = outcome.result.filter((job) => job.payload.step !== "finish")
  return {
    done: pages.filter((job) => job.status === "done").map((job) => job.payload.name).sort(),
    failed: pages.filter((job) => job.status === "failed").map((job) => ({ name: job.payload.name, error: job.error }))
  }
}

const flags = (portalId: number) =>
  Effect.map(
    sqlRun((sql) => sql<{ has_migrate: boolean; has_page_migration: boolean }>`
      SELECT has_migrate, has_page_migration FROM portals WHERE id = ${portalId}`),
    (rows) => rows[0]!
  )

interface MoveRow {
  page_id: string
  name: string
  template_before: string | null
  template_after: string
  batch_id: string
  moved: boolean
  reverted: boolean
}

const movesOf = (portalId: number) =>
  sqlRun((sql) => sql<MoveRow>`
    SELECT page_id, name, template_before, template_after, batch_id, moved_at IS NOT NULL AS moved, reverted_at IS NOT NULL AS reverted
    FROM page_migration_moves WHERE portal_id = ${portalId} ORDER BY name`)

const events = (portalId: number, event: string) =>
  Effect.map(sqlRun((sql) => sql<{ event: string }>`SELECT event FROM activity_log WHERE subject_id = ${portalId} AND event = ${event}`), (rows) => rows.length)

interface SandboxPage {
  readonly id: string
  readonly name: string
  readonly templatePath: string
}

/** Beacon as a core portal never migrated, whose CRM account has exactly these site pages. */
const resetBeacon = (pages: ReadonlyArray<{ name: string; templatePath: string }>) =>
  Effect.gen(function*() {
    yield* sqlRun((sql) => sql`DELETE FROM page_migration_moves WHERE portal_id = ${BEACON}`)
    yield* sqlRun((sql) => sql`UPDATE portals SET has_migrate = false, has_page_migration = false WHERE id = ${BEACON}`)
    yield* sqlRun((sql) => sql`DELETE FROM sandbox_hubspot_pages WHERE hub_id = ${BEACON_HUB} AND kind = 'site'`)
    const created: Array<SandboxPage> = []
    for (const [index, page] of pages.entries()) {
      const row = yield* createPage(BEACON_HUB, "site", {
        name: page.name,
        slug: `page-${index}`,
        templatePath: page.templatePath,
        htmlTitle: page.name,
        state: "PUBLISHED",
        properties: {}
      })
      created.push({ id: String(row.id), name: page.name, templatePath: page.templatePath })
    }
    return created
  })

const legacyPages = (count: number, prefix = "Page") =>
  Array.from({ length: count }, (_, index) => ({
    name: `${prefix} ${String(index + 1).padStart(3, "0")}`,
    templatePath: `core-theme/templates/page-${index % 7}.html`
  }))

/** Each page's template path in the sandbox CRM now (null: the page no longer exists). */
const templatesNow = (pages: ReadonlyArray<SandboxPage>) =>
  Effect.forEach(pages, (page) => Effect.map(findPage(BEACON_HUB, Number(page.id)), (found) => found._tag === "Some" ? found.value.template_path : null))

/** Takes Beacon's CRM connection away (reconnect needed) until the returned effect puts it back. */
const disconnectBeacon = Effect.gen(function*() {
  const [row] = yield* sqlRun((sql) => sql<{ token: string }>`SELECT refresh_token_encrypted AS token FROM portals WHERE id = ${BEACON}`)
  yield* sqlRun((sql) => sql`UPDATE portals SET refresh_token_encrypted = NULL WHERE id = ${BEACON}`)
  return sqlRun((sql) => sql`UPDATE portals SET refresh_token_encrypted = ${row!.token} WHERE id = ${BEACON}`)
})

/** Starts a migration of every page still outside the folder, or of just `pages`. */
const startMigration = (token: string, pages?: ReadonlyArray<{ id: string; name: string }>) =>
  Effect.gen(function*() {
    const started = yield* call("POST", `/portals/${BEACON}/migrate`, token, pages === undefined ? {} : { pages })
    expect(started.status, JSON.stringify(started.body)).toBe(200)
    return started.body.data.batch_id as string
  })

const startRevert = (token: string) =>
  Effect.gen(function*() {
    const started = yield* call("POST", `/portals/${BEACON}/revert-migration`, token)
    expect(started.status, JSON.stringify(started.body)).toBe(200)
    expect(started.body.message).toBe("The revert of the page migration has started.")
    return started.body.data.batch_id as string
  })

describe("migratedTemplatePath", () => {
  it("moves templates into the folder and leaves the folder's own alone", () => {
    expect(migratedTemplatePath("sr", "core-theme/templates/website/home/home.html")).toBe("sr/templates/website/home/home.html")
    expect(migratedTemplatePath("sr", "legacy/page.html")).toBe("sr/templates/page.html")
    expect(migratedTemplatePath("sr", "sr/templates/a.html")).toBeUndefined()
  })
})

layer(serverWithoutWorker, { excludeTestServices: true, timeout: 240_000 })("page migration", (it) => {
  it.effect("strangers are refused; only core portals not yet migrated may migrate", () =>
    Effect.gen(function*() {
      const north = yield* login(Seeded.northwind)
      expect((yield* call("GET", `/portals/${BEACON}/migration-pages`, north)).status).toBe(403)
      expect((yield* call("POST", `/portals/${BEACON}/migrate`, north, {})).status).toBe(403)
      expect((yield* call("POST", `/portals/${BEACON}/revert-migration`, north)).status).toBe(403)
      const user = yield* login(Seeded.user)
      expect((yield* call("POST", `/portals/${BEACON}/migrate`, user, {})).status).toBe(403)
      const agency = yield* login(Seeded.agencyAdmin)
      const pro = yield* call("POST", `/portals/${ACME}/migrate`, agency, {})
      expect(pro.status).toBe(409)
      expect(pro.body.message).toBe("This portal cannot be migrated.")
      const nothing = yield* call("POST", `/portals/${BEACON}/revert-migration`, agency)
      expect(nothing.status).toBe(409)
      expect(nothing.body.message).toBe("This portal has no page migration to revert.")
      expect((yield* call("GET", `/portals/999/migration-pages`, agency)).status).toBe(404)
    }))

  it.effect("every page's move is recorded; the portal is migrated; revert is a batch that restores them", () =>
    Effect.gen(function*() {
      const pages = yield* resetBeacon([
        { name: "Legacy Home", templatePath: "core-theme/templates/home.html" },
        { name: "Legacy About", templatePath: "core-theme/templates/about.html" },
        { name: "Own Page", templatePath: "sr/templates/own.html" }
      ])
      const token = yield* login(Seeded.agencyAdmin)

      const listed = yield* call("GET", `/portals/${BEACON}/migration-pages`, token)
      expect(listed.status, JSON.stringify(listed.body)).toBe(200)
      expect(listed.body.data).toEqual([
        { id: pages[0]!.id, name: "Legacy Home", template_path: "core-theme/templates/home.html", new_template_path: "sr/templates/home.html" },
        { id: pages[1]!.id, name: "Legacy About", template_path: "core-theme/templates/about.html", new_template_path: "sr/templates/about.html" }
      ])

      const batchId = yield* startMigration(token)
      // Asking again while it has not run answers the same batch.
      expect(yield* startMigration(token)).toBe(batchId)
      // A revert cannot start while the migration runs.
      const early = yield* call("POST", `/portals/${BEACON}/revert-migration`, token)
      expect(early.status).toBe(409)
      expect(early.body.message).toBe("The page migration is still running. Revert it once it has ended.")

      const done = yield* runBatch(token, batchId)
      expect(done).toMatchObject({ status: "finished", failedJobs: 0, totalJobs: 3 })
      expect(pageOutcomes(done)).toEqual({ done: ["Legacy About", "Legacy Home"], failed: [] })
      expect(yield* flags(BEACON)).toEqual({ has_migrate: true, has_page_migration: true })
      expect(yield* templatesNow(pages)).toEqual(["sr/templates/home.html", "sr/templates/about.html", "sr/templates/own.html"])
      expect(yield* movesOf(BEACON)).toEqual([
        { page_id: pages[1]!.id, name: "Legacy About", template_before: "core-theme/templates/about.html", template_after: "sr/templates/about.html", batch_id: batchId, moved: true, reverted: false },
        { page_id: pages[0]!.id, name: "Legacy Home", template_before: "core-theme/templates/home.html", template_after: "sr/templates/home.html", batch_id: batchId, moved: true, reverted: false }
      ])
      expect((yield* call("POST", `/portals/${BEACON}/migrate`, token, {})).status).toBe(409)

      const revertId = yield* startRevert(token)
      // The migration cannot start again meanwhile (it is migrated anyway), and asking again answers the same batch.
      expect(yield* startRevert(token)).toBe(revertId)
      const reverted = yield* runBatch(token, revertId)
      expect(reverted).toMatchObject({ status: "finished", failedJobs: 0, totalJobs: 2 })
      expect(pageOutcomes(reverted)).toEqual({ done: ["Legacy About", "Legacy Home"], failed: [] })
      expect(yield* templatesNow(pages)).toEqual(["core-theme/templates/home.html", "core-theme/templates/about.html", "sr/templates/own.html"])
      expect(yield* flags(BEACON)).toEqual({ has_migrate: true, has_page_migration: false })
      expect((yield* movesOf(BEACON)).every((move) => move.reverted)).toBe(true)
      expect(yield* events(BEACON, "portal.migration-reverted")).toBeGreaterThanOrEqual(1)
      expect((yield* call("POST", `/portals/${BEACON}/revert-migration`, token)).status).toBe(409)
    }))

  it.effect("a failing page leaves the others moved; Migrate resumes with the rest; revert restores pages of both runs", () =>
    Effect.gen(function*() {
      const pages = yield* resetBeacon(legacyPages(6, "Partial"))
      const original = pages.map((page) => page.templatePath)
      const token = yield* login(Seeded.agencyAdmin)
      const worker = yield* BatchWorker

      const first = yield* startMigration(token)
      // Two pages move, the page 'Partial 003' is deleted in HubSpot meanwhile, then the connection is lost.
      yield* worker.runOnce
      yield* worker.runOnce
      yield* deletePage(BEACON_HUB, "site", Number(pages[2]!.id))
      yield* worker.runOnce
      const reconnect = yield* disconnectBeacon
      const partial = yield* runBatch(token, first)
      yield* reconnect

      const outcome = pageOutcomes(partial)
      expect(outcome.done).toEqual(["Partial 001", "Partial 002"])
      expect(outcome.failed.map((page) => page.name)).toEqual(["Partial 003", "Partial 004", "Partial 005", "Partial 006"])
      expect(outcome.failed[0]!.error).toBe("This page no longer exists in HubSpot.")
      // Without a connection the jobs never reached their pages: the reason is the missing grant.
      expect(outcome.failed[1]!.error).toMatch(/refresh token/)
      expect(outcome.failed.slice(2).map((page) => page.error)).toEqual([outcome.failed[1]!.error, outcome.failed[1]!.error])
      expect(partial.failedJobs).toBe(5)
      expect(partial.result.at(-1)).toMatchObject({ status: "failed", error: "Some pages could not be migrated." })
      expect(yield* flags(BEACON)).toEqual({ has_migrate: false, has_page_migration: true })
      expect((yield* movesOf(BEACON)).map((move) => [move.name, move.moved])).toEqual([["Partial 001", true], ["Partial 002", true]])

      // 'Retry failed pages' asks for just the failed ones: the deleted page fails again, saying why.
      const retry = yield* runBatch(token, yield* startMigration(token, [pages[2]!, pages[3]!]))
      expect(pageOutcomes(retry)).toEqual({
        done: ["Partial 004"],
        failed: [{ name: "Partial 003", error: "HubSpot no longer lists this page among those to migrate: it was deleted, or its template is already in the portal's folder." }]
      })
      expect(yield* flags(BEACON)).toEqual({ has_migrate: false, has_page_migration: true })

      // Migrate again: only the two pages still outside the folder.
      const listed = yield* call("GET", `/portals/${BEACON}/migration-pages`, token)
      expect((listed.body.data as ReadonlyArray<{ name: string }>).map((page) => page.name)).toEqual(["Partial 005", "Partial 006"])
      const second = yield* startMigration(token)
      const resumed = yield* runBatch(token, second)
      expect(resumed).toMatchObject({ failedJobs: 0, totalJobs: 3 })
      expect(yield* flags(BEACON)).toEqual({ has_migrate: true, has_page_migration: true })
      const recorded = yield* movesOf(BEACON)
      expect(recorded.map((move) => move.name)).toEqual(["Partial 001", "Partial 002", "Partial 004", "Partial 005", "Partial 006"])
      expect(new Set(recorded.map((move) => move.batch_id)).size).toBe(3)
      expect(recorded.find((move) => move.name === "Partial 001")?.batch_id).toBe(first)
      expect(recorded.find((move) => move.name === "Partial 006")?.batch_id).toBe(second)

      // Revert: every page moved by either run gets its old template back.
      const revertId = yield* startRevert(token)
      const reverted = yield* runBatch(token, revertId)
      expect(reverted).toMatchObject({ failedJobs: 0, totalJobs: 5 })
      const now = yield* templatesNow(pages)
      expect(now).toEqual(original.map((path, index) => (index === 2 ? null : path)))
      expect(yield* flags(BEACON)).toEqual({ has_migrate: true, has_page_migration: false })
    }))

  it.effect("revert failures are reported and the portal keeps its page migration until a retry reverts the rest", () =>
    Effect.gen(function*() {
      const pages = yield* resetBeacon(legacyPages(4, "Revert"))
      const token = yield* login(Seeded.agencyAdmin)
      const worker = yield* BatchWorker
      yield* runBatch(token, yield* startMigration(token))
      expect(yield* flags(BEACON)).toEqual({ has_migrate: true, has_page_migration: true })

      const revertId = yield* startRevert(token)
      // One page goes back, then the connection is lost.
      yield* worker.runOnce
      const reconnect = yield* disconnectBeacon
      const failed = yield* runBatch(token, revertId)
      yield* reconnect
      const outcome = pageOutcomes(failed)
      expect(outcome.done).toEqual(["Revert 001"])
      expect(outcome.failed.map((page) => page.name)).toEqual(["Revert 002", "Revert 003", "Revert 004"])
      expect(outcome.failed.every((page) => (page.error ?? "").length > 0)).toBe(true)
      expect(yield* flags(BEACON)).toEqual({ has_migrate: true, has_page_migration: true })

      // The retry reverts just the three left.
      const retryId = yield* startRevert(token)
      const retried = yield* runBatch(token, retryId)
      expect(retried).toMatchObject({ failedJobs: 0, totalJobs: 3 })
      expect(pageOutcomes(retried).done).toEqual(["Revert 002", "Revert 003", "Revert 004"])
      expect(yield* templatesNow(pages)).toEqual(pages.map((page) => page.templatePath))
      expect(yield* flags(BEACON)).toEqual({ has_migrate: true, has_page_migration: false })
    }))

  it.effect("a job killed after HubSpot applied its PATCH is run again and recorded", () =>
    Effect.gen(function*() {
      const pages = yield* resetBeacon(legacyPages(2, "Killed"))
      const token = yield* login(Seeded.agencyAdmin)
      const worker = yield* BatchWorker
      const batchId = yield* startMigration(token)
      // The process dies mid-job: the move was asked for and HubSpot applied it, but the confirmation was
      // never written and the job was left running.
      yield* sqlRun((sql) => sql`
        INSERT INTO page_migration_moves (portal_id, page_id, name, template_before, template_after, batch_id)
        VALUES (${BEACON}, ${pages[0]!.id}, 'Killed 001', 'core-theme/templates/page-0.html', 'sr/templates/page-0.html', ${batchId})`)
      yield* sqlRun((sql) => sql`UPDATE sandbox_hubspot_pages SET template_path = 'sr/templates/page-0.html' WHERE id = ${Number(pages[0]!.id)}`)
      yield* sqlRun((sql) => sql`
        UPDATE batch_jobs SET status = 'running', attempts = 1, locked_at = now() - interval '1 hour'
        WHERE batch_id = ${batchId} AND seq = 1`)
      // Unconfirmed, the move does not count yet; the rest of the batch waits for the dead job.
      yield* worker.drain
      expect(yield* flags(BEACON)).toEqual({ has_migrate: false, has_page_migration: true })
      const [stale] = yield* sqlRun((sql) => sql<{ status: string }>`SELECT status FROM batch_jobs WHERE batch_id = ${batchId} AND seq = 1`)
      expect(stale!.status).toBe("running")
      // A restarted worker resumes the stale job and runs it again.
      yield* worker.start.pipe(Effect.timeout("3 seconds"), Effect.ignore)
      const finished = yield* runBatch(token, batchId)
      expect(finished).toMatchObject({ failedJobs: 0, totalJobs: 3 })
      expect((yield* movesOf(BEACON)).map((move) => [move.name, move.template_before, move.moved])).toEqual([
        ["Killed 001", "core-theme/templates/page-0.html", true],
        ["Killed 002", "core-theme/templates/page-1.html", true]
      ])
    }))

  it.effect("252 pages paced at HubSpot's limit: every one moved and recorded, then every one reverted", () =>
    Effect.gen(function*() {
      const pages = yield* resetBeacon(legacyPages(252, "Bulk"))
      const token = yield* login(Seeded.agencyAdmin)
      const migrated = yield* runBatch(token, yield* startMigration(token))
      expect(migrated).toMatchObject({ failedJobs: 0, totalJobs: 253 })
      expect(yield* flags(BEACON)).toEqual({ has_migrate: true, has_page_migration: true })
      const recorded = yield* movesOf(BEACON)
      expect(recorded).toHaveLength(252)
      expect(recorded.every((move) => move.moved && move.template_after.startsWith("sr/templates/"))).toBe(true)
      expect((yield* templatesNow(pages)).every((path) => path?.startsWith("sr/templates/"))).toBe(true)

      const reverted = yield* runBatch(token, yield* startRevert(token))
      expect(reverted).toMatchObject({ failedJobs: 0, totalJobs: 252 })
      expect(yield* templatesNow(pages)).toEqual(pages.map((page) => page.templatePath))
      expect(yield* flags(BEACON)).toEqual({ has_migrate: true, has_page_migration: false })
    }), 180_000)
})
