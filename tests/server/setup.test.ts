// The portal setup wizard over HTTP: the folder check (free, taken in the CRM, refused to strangers),
// the default setup of Cobalt as a durable batch named in the wizard (theme files in the sandbox under sr/, the two
// starter pages, portal_setup_status), a custom-folder setup, 409 once set up, and a restart in the
// middle of a setup that the next app finishes.
// Seeded: Demo Agency owns 1 Acme, 2 Beacon, 3 Cobalt (free, not set up), 4 Acme Staging (pro);
// Northwind owns 5 Northwind.
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"

import { SqlClient } from "@effect/sql"
import { describe, expect, it, layer } from "@effect/vitest"
import { Duration, Effect, Layer, Schedule } from "effect"

import { makeAppLayer } from "../../server/app.ts"
import { AppConfig } from "../../server/config.ts"
import { Database } from "../../server/db/client.ts"
import { startEmbeddedDatabase } from "../../server/db/embedded.ts"
import { BatchWorker } from "../../server/domain/batches/BatchWorker.ts"
import { Crm } from "../../server/integrations/crm/index.ts"
import { testSettings } from "../../server/testing/settings.ts"
import { portalCrmAuth } from "./support/crm.ts"
import { Seeded, TestApi, testApiLayer, testServer } from "./support/TestApi.ts"

const portalApi = "/portal/api/v2"
const COBALT = 3
const STAGING = 4

const sqlRun = <A extends object>(run: (sql: SqlClient.SqlClient) => Effect.Effect<ReadonlyArray<A>, unknown>) =>
  Effect.flatMap(SqlClient.SqlClient, run).pipe(Effect.orDie)

const login = (who: { email: string; password: string }) => Effect.flatMap(TestApi, (api) => api.login(who.email, who.password))

const checkFolder = (token: string, portal: number, folder: string) =>
  Effect.flatMap(TestApi, (api) =>
    api.request("GET", `${portalApi}/portals/${portal}/check-folder?folder=${encodeURIComponent(folder)}`, { token })
  )

const postSetup = (token: string, json: Record<string, unknown>) =>
  Effect.flatMap(TestApi, (api) =>
    api.request("POST", `${portalApi}/${"folder" in json ? "setup-wizards-custom" : "setup-wizards"}`, { token, json })
  )

const startSetup = (token: string, json: Record<string, unknown>) =>
  Effect.gen(function* () {
    const reply = yield* postSetup(token, json)
    expect(reply.status, JSON.stringify(reply.body)).toBe(200)
    return reply.body.data.batch_id as string
  })

interface Progress {
  status: string
  processedJobs: number
  failedJobs: number
  totalJobs: number
  progress: number
}

/** Polls the batch until every job has ended (fails the test after 90 s). */
const awaitFinished = (token: string, id: string) =>
  Effect.gen(function* () {
    const reply = yield* (yield* TestApi).request("GET", `${portalApi}/batch/${id}`, { token })
    expect(reply.status).toBe(200)
    return reply.body.data as Progress
  }).pipe(
    Effect.repeat(Schedule.recurWhile((batch: Progress) => batch.status !== "finished").pipe(Schedule.addDelay(() => "100 millis"))),
    Effect.timeoutFail({ duration: Duration.seconds(90), onTimeout: () => new Error(`batch ${id} did not finish`) }),
    Effect.orDie
  )

const crmToken = portalCrmAuth

const sandboxFile = (portalId: number, path: string) =>
  Effect.gen(function* () {
    const token = yield* crmToken(portalId)
    return yield* Effect.orDie((yield* Crm).readFile(token, "published", path))
  })

const sandboxSitePages = (portalId: number) =>
  Effect.gen(function* () {
    const token = yield* crmToken(portalId)
    const pages = (yield* Effect.orDie((yield* Crm).listPages(token, "site", { limit: 100 }))).results as ReadonlyArray<{ name: string }>
    return pages.map((page) => page.name)
  })

const portalRow = (portalId: number) =>
  Effect.map(
    sqlRun(
      (sql) => sql<{ custom_installation: string; portal_setup_status: boolean }>`
      SELECT custom_installation, portal_setup_status FROM portals WHERE id = ${portalId}`
    ),
    (rows) => rows[0]!
  )

const themePaths = Effect.map(
  sqlRun(
    (sql) =>
      sql<{ path: string }>`SELECT DISTINCT f.path FROM theme_files f JOIN theme_file_versions v ON v.theme_file_id = f.id ORDER BY f.path`
  ),
  (rows) => rows.map((row) => row.path)
)

const pagesOf = (portalId: number) =>
  Effect.map(
    sqlRun(
      (sql) => sql<{ name: string; key: string }>`
      SELECT p.name, t.key FROM portal_pages p JOIN page_templates t ON t.id = p.template_id WHERE p.portal_id = ${portalId} ORDER BY p.id`
    ),
    (rows) => rows.map((row) => `${row.name} (${row.key})`)
  )

const events = (portalId: number, event: string) =>
  Effect.map(
    sqlRun((sql) => sql<{ event: string }>`SELECT event FROM activity_log WHERE subject_id = ${portalId} AND event = ${event}`),
    (rows) => rows.length
  )

layer(testServer(), { excludeTestServices: true, timeout: 180_000 })("portal setup", (it) => {
  it.effect("strangers are refused; the folder check answers free or taken", () =>
    Effect.gen(function* () {
      const north = yield* login(Seeded.northwind)
      expect((yield* checkFolder(north, COBALT, "sr")).status).toBe(403)
      const refused = yield* postSetup(north, { portal_id: COBALT })
      expect(refused.status).toBe(403)
      expect(refused.body.message).toBe("You do not have permission to perform this action.")
      expect((yield* postSetup(north, { portal_id: COBALT, folder: "north" })).status).toBe(403)
      const plainUser = yield* login(Seeded.user)
      expect((yield* postSetup(plainUser, { portal_id: COBALT })).status).toBe(403)

      const token = yield* login(Seeded.agencyAdmin)
      expect((yield* checkFolder(token, 999, "sr")).status).toBe(404)
      const free = yield* checkFolder(token, COBALT, "cobalt-theme")
      expect(free.status).toBe(200)
      expect(free.body.data).toEqual({ folder: "cobalt-theme", available: true })
      // A folder the CRM's design manager already holds is taken, and a custom setup into it is refused.
      yield* Effect.orDie((yield* Crm).writeFile(yield* crmToken(COBALT), "published", "taken-theme/readme.html", "<p>mine</p>"))
      expect((yield* checkFolder(token, COBALT, "taken-theme")).body.data).toEqual({ folder: "taken-theme", available: false })
      const inUse = yield* postSetup(token, { portal_id: COBALT, folder: "taken-theme" })
      expect(inUse.status).toBe(422)
      expect(inUse.body.message).toBe("This folder is already in use.")
      // Folder names are checked by the contract.
      expect((yield* checkFolder(token, COBALT, "bad folder")).status).toBeGreaterThanOrEqual(400)
      expect((yield* postSetup(token, { portal_id: COBALT, folder: "a/b" })).status).toBeGreaterThanOrEqual(400)
    })
  )

  it.effect("Cobalt's default setup writes the theme under sr/, creates Home and Services and marks it set up", () =>
    Effect.gen(function* () {
      const token = yield* login(Seeded.agencyAdmin)
      expect(yield* portalRow(COBALT)).toEqual({ custom_installation: "sr", portal_setup_status: false })
      // The wizard names the portal: a blank name is refused beside its field, a given one saved and logged.
      const blank = yield* postSetup(token, { portal_id: COBALT, name: "   " })
      expect(blank.status).toBe(422)
      expect(blank.body.errors).toEqual({ name: ["The name field is required."] })
      const id = yield* startSetup(token, { portal_id: COBALT, name: "  Cobalt Website " })
      const renamed = yield* (yield* TestApi).request("GET", `${portalApi}/portals/${COBALT}`, { token })
      expect(renamed.body.data.name).toBe("Cobalt Website")
      expect(yield* events(COBALT, "portal.updated")).toBe(1)
      const paths = yield* themePaths
      const done = yield* awaitFinished(token, id)
      expect(done).toMatchObject({
        status: "finished",
        progress: 100,
        failedJobs: 0,
        totalJobs: paths.length + 2,
        processedJobs: paths.length + 2
      })

      for (const path of paths) {
        expect((yield* sandboxFile(COBALT, `sr/${path}`)).length).toBeGreaterThan(0)
      }
      expect(yield* sandboxFile(COBALT, "sr/templates/website-page/agency-home/agency-home.html")).toContain("sr-agency-home")
      const held = yield* sqlRun(
        (sql) => sql<{ count: number }>`SELECT count(*)::int AS count FROM portal_files WHERE portal_id = ${COBALT}`
      )
      expect(held[0]!.count).toBe(paths.length)
      expect(yield* pagesOf(COBALT)).toEqual(["Home (agency-home)", "Services (services-overview)"])
      expect(yield* sandboxSitePages(COBALT)).toEqual(expect.arrayContaining(["Home", "Services"]))
      expect(yield* portalRow(COBALT)).toEqual({ custom_installation: "sr", portal_setup_status: true })
      expect(yield* events(COBALT, "portal.setup-completed")).toBe(1)
      const history = yield* sqlRun((sql) => sql<{ status_label: string }>`SELECT status_label FROM histories WHERE portal_id = ${COBALT}`)
      expect(history.map((row) => row.status_label)).toContain("Portal set up")

      const portal = yield* (yield* TestApi).request("GET", `${portalApi}/portals/${COBALT}`, { token })
      expect(portal.body.data).toMatchObject({ portal_setup_status: true, custom_installation: "sr" })
      // Once set up, both wizards answer 409.
      const again = yield* postSetup(token, { portal_id: COBALT })
      expect(again.status).toBe(409)
      expect(again.body.message).toBe("This portal is already set up.")
      expect((yield* postSetup(token, { portal_id: COBALT, folder: "other" })).status).toBe(409)
      // The sr folder now exists in Cobalt's design manager.
      expect((yield* checkFolder(token, COBALT, "sr")).body.data.available).toBe(false)
    })
  )

  it.effect("a custom setup writes under the chosen folder and records it as the installation", () =>
    Effect.gen(function* () {
      // Acme Staging stands in for a second portal not yet set up.
      yield* sqlRun((sql) => sql`UPDATE portals SET portal_setup_status = false WHERE id = ${STAGING}`)
      const admin = yield* login(Seeded.admin)
      expect((yield* checkFolder(admin, STAGING, "staging-theme")).body.data.available).toBe(true)
      const id = yield* startSetup(admin, { portal_id: STAGING, folder: "staging-theme" })
      expect(yield* awaitFinished(admin, id)).toMatchObject({ failedJobs: 0, progress: 100 })
      expect(yield* portalRow(STAGING)).toEqual({ custom_installation: "staging-theme", portal_setup_status: true })
      expect(
        (yield* sandboxFile(STAGING, "staging-theme/templates/website-page/services-overview/services-overview.html")).length
      ).toBeGreaterThan(0)
      const [firstPath] = yield* themePaths
      expect((yield* sandboxFile(STAGING, `staging-theme/${firstPath}`)).length).toBeGreaterThan(0)
      expect(yield* pagesOf(STAGING)).toEqual(expect.arrayContaining(["Home (agency-home)", "Services (services-overview)"]))
      expect((yield* checkFolder(admin, STAGING, "staging-theme")).body.data.available).toBe(false)
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

describe("portal setup across a restart", () => {
  it.live(
    "a new app on the same database finishes the setup the stopped one began",
    () =>
      Effect.gen(function* () {
        const dir = mkdtempSync(join(tmpdir(), "setup-restart-"))
        yield* Effect.addFinalizer(() => Effect.sync(() => rmSync(dir, { recursive: true, force: true })))

        const id = yield* Effect.gen(function* () {
          const token = yield* login(Seeded.agencyAdmin)
          const id = yield* startSetup(token, { portal_id: COBALT })
          // Asked again while unfinished, the wizard answers with the same batch.
          expect(yield* startSetup(token, { portal_id: COBALT })).toBe(id)
          const worker = yield* BatchWorker
          for (let step = 0; step < 3; step++) expect(yield* worker.runOnce).toBe(true)
          const batch = yield* (yield* TestApi).request("GET", `${portalApi}/batch/${id}`, { token })
          expect(batch.body.data).toMatchObject({ processedJobs: 3, status: "running" })
          // The next job as a killed process leaves it: running, locked long ago.
          yield* sqlRun(
            (sql) => sql`
          UPDATE batch_jobs SET status = 'running', attempts = 1, locked_at = now() - interval '5 minutes'
          WHERE batch_id = ${id} AND seq = 4`
          )
          expect((yield* portalRow(COBALT)).portal_setup_status).toBe(false)
          return id
        }).pipe(Effect.provide(appOn(dir, false)))

        yield* Effect.gen(function* () {
          const token = yield* login(Seeded.agencyAdmin)
          const done = yield* awaitFinished(token, id)
          expect(done.failedJobs).toBe(0)
          expect(done.processedJobs).toBe(done.totalJobs)
          expect(yield* portalRow(COBALT)).toEqual({ custom_installation: "sr", portal_setup_status: true })
          expect(yield* pagesOf(COBALT)).toEqual(["Home (agency-home)", "Services (services-overview)"])
          expect(yield* events(COBALT, "portal.setup-completed")).toBe(1)
        }).pipe(Effect.provide(appOn(dir, true)))
      }).pipe(Effect.scoped),
    { timeout: 240_000 }
  )
})
