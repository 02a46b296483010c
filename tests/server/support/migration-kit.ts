// Shared by migration.test.ts and migration-recovery.test.ts (split by subject, so that each file holds one).
import { SqlClient } from "@effect/sql"
import { expect } from "@effect/vitest"
import { Duration, Effect, Layer } from "effect"

import { makeAppLayer } from "../../../server/app.ts"
import { AppConfig } from "../../../server/config.ts"
import { BatchWorker } from "../../../server/domain/batches/BatchWorker.ts"
import { createPage, findPage } from "../../../server/sandbox/hubspot/store/content.ts"
import { TestDatabase } from "../../../server/testing/database.ts"
import { testSettings } from "../../../server/testing/settings.ts"
import { TestApi, testApiLayer } from "./TestApi.ts"

export const portalApi = "/portal/api/v2"
export const ACME = 1
export const BEACON = 2
export const BEACON_HUB = 20001002

/** The whole server without its background worker: each test runs the batches itself. */
export const serverWithoutWorker = testApiLayer.pipe(
  Layer.provideMerge(makeAppLayer({ database: TestDatabase, batchWorker: false }).pipe(Layer.provideMerge(AppConfig.make(testSettings()))))
)

export const sqlRun = <A extends object>(run: (sql: SqlClient.SqlClient) => Effect.Effect<ReadonlyArray<A>, unknown>) =>
  Effect.flatMap(SqlClient.SqlClient, run).pipe(Effect.orDie)

export const login = (who: { email: string; password: string }) => Effect.flatMap(TestApi, (api) => api.login(who.email, who.password))

export const call = (method: "GET" | "POST", path: string, token: string, json?: unknown) =>
  Effect.flatMap(TestApi, (api) => api.request(method, `${portalApi}${path}`, json === undefined ? { token } : { token, json }))

export interface Outcome {
  readonly status: string
  readonly processedJobs: number
  readonly failedJobs: number
  readonly totalJobs: number
  readonly result: ReadonlyArray<{ status: string; payload: { step: string; name?: string }; error: string | null }>
}

/** Runs the worker until the batch has finished; answers GET /batch/{id}/result. */
export const runBatch = (token: string, id: string) =>
  Effect.gen(function* () {
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
export const pageOutcomes = (outcome: Outcome) => {
  const pages = outcome.result.filter((job) => job.payload.step !== "finish")
  return {
    done: pages
      .filter((job) => job.status === "done")
      .map((job) => job.payload.name)
      .sort(),
    failed: pages.filter((job) => job.status === "failed").map((job) => ({ name: job.payload.name, error: job.error }))
  }
}

export const flags = (portalId: number) =>
  Effect.map(
    sqlRun(
      (sql) => sql<{ has_migrate: boolean; has_page_migration: boolean }>`
      SELECT has_migrate, has_page_migration FROM portals WHERE id = ${portalId}`
    ),
    (rows) => rows[0]!
  )

export interface MoveRow {
  page_id: string
  name: string
  template_before: string | null
  template_after: string
  batch_id: string
  moved: boolean
  reverted: boolean
}

export const movesOf = (portalId: number) =>
  sqlRun(
    (sql) => sql<MoveRow>`
    SELECT page_id, name, template_before, template_after, batch_id, moved_at IS NOT NULL AS moved, reverted_at IS NOT NULL AS reverted
    FROM page_migration_moves WHERE portal_id = ${portalId} ORDER BY name`
  )

export const events = (portalId: number, event: string) =>
  Effect.map(
    sqlRun((sql) => sql<{ event: string }>`SELECT event FROM activity_log WHERE subject_id = ${portalId} AND event = ${event}`),
    (rows) => rows.length
  )

export interface SandboxPage {
  readonly id: string
  readonly name: string
  readonly templatePath: string
}

/** Beacon as a core portal never migrated, whose CRM account has exactly these site pages. */
export const resetBeacon = (pages: ReadonlyArray<{ name: string; templatePath: string }>) =>
  Effect.gen(function* () {
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

export const legacyPages = (count: number, prefix = "Page") =>
  Array.from({ length: count }, (_, index) => ({
    name: `${prefix} ${String(index + 1).padStart(3, "0")}`,
    templatePath: `core-theme/templates/page-${index % 7}.html`
  }))

/** Each page's template path in the sandbox CRM now (null: the page no longer exists). */
export const templatesNow = (pages: ReadonlyArray<SandboxPage>) =>
  Effect.forEach(pages, (page) =>
    Effect.map(findPage(BEACON_HUB, Number(page.id)), (found) => (found._tag === "Some" ? found.value.template_path : null))
  )

/** Takes Beacon's CRM connection away (reconnect needed) until the returned effect puts it back. */
export const disconnectBeacon = Effect.gen(function* () {
  const [row] = yield* sqlRun((sql) => sql<{ token: string }>`SELECT refresh_token_encrypted AS token FROM portals WHERE id = ${BEACON}`)
  yield* sqlRun((sql) => sql`UPDATE portals SET refresh_token_encrypted = NULL WHERE id = ${BEACON}`)
  return sqlRun((sql) => sql`UPDATE portals SET refresh_token_encrypted = ${row!.token} WHERE id = ${BEACON}`)
})

/** Starts a migration of every page still outside the folder, or of just `pages`. */
export const startMigration = (token: string, pages?: ReadonlyArray<{ id: string; name: string }>) =>
  Effect.gen(function* () {
    const started = yield* call("POST", `/portals/${BEACON}/migrate`, token, pages === undefined ? {} : { pages })
    expect(started.status, JSON.stringify(started.body)).toBe(200)
    return started.body.data.batch_id as string
  })

export const startRevert = (token: string) =>
  Effect.gen(function* () {
    const started = yield* call("POST", `/portals/${BEACON}/revert-migration`, token)
    expect(started.status, JSON.stringify(started.body)).toBe(200)
    expect(started.body.message).toBe("The revert of the page migration has started.")
    return started.body.data.batch_id as string
  })
