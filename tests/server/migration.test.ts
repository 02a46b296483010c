// Migrating a core portal's pages (spec 1 section 4) over HTTP: Beacon (2, core, not migrated) lists the
// CRM site pages outside its folder, the 'page-migration' batch rewrites their template paths into
// the folder and sets has_migrate and has_page_migration, a second migrate is refused (409), and the
// revert restores the previous template paths and clears has_page_migration. Strangers get 403.
// Seeded: Demo Agency owns 1 Acme (pro), 2 Beacon (core), 3 Cobalt; Northwind owns 5 Northwind.
import { SqlClient } from "@effect/sql"
import { describe, expect, it, layer } from "@effect/vitest"
import { Duration, Effect, Option, Schedule } from "effect"
import { migratedTemplatePath } from "../../server/domain/migration/migrationBatch.ts"
import { Crm } from "../../server/integrations/crm/index.ts"
import { Secrets } from "../../server/lib/app-key.ts"
import { Seeded, TestApi, testServer } from "./support/TestApi.ts"
import { portalCrmAuth, publishedCrmFile } from "./support/crm.ts"

const portalApi = "/portal/api/v2"
const ACME = 1
const BEACON = 2

const sqlRun = <A extends object>(run: (sql: SqlClient.SqlClient) => Effect.Effect<ReadonlyArray<A>, unknown>) =>
  Effect.flatMap(SqlClient.SqlClient, run).pipe(Effect.orDie)

const login = (who: { email: string; password: string }) => Effect.flatMap(TestApi, (api) => api.login(who.email, who.password))

const call = (method: "GET" | "POST", path: string, token: string) =>
  Effect.flatMap(TestApi, (api) => api.request(method, `${portalApi}${path}`, { token }))

const crmToken = portalCrmAuth

interface Progress { status: string; processedJobs: number; failedJobs: number; totalJobs: number }

const awaitFinished = (token: string, id: string) =>
  Effect.gen(function*() {
    const reply = yield* call("GET", `/batch/${id}`, token)
    expect(reply.status).toBe(200)
    return reply.body.data as Progress
  }).pipe(
    Effect.repeat(Schedule.recurWhile((batch: Progress) => batch.status !== "finished").pipe(Schedule.addDelay(() => "100 millis"))),
    Effect.timeoutFail({ duration: Duration.seconds(60), onTimeout: () => new Error(`batch ${id} did not finish`) }),
    Effect.orDie
  )

const flags = (portalId: number) =>
  Effect.map(
    sqlRun((sql) => sql<{ has_migrate: boolean; has_page_migration: boolean }>`
      SELECT has_migrate, has_page_migration FROM portals WHERE id = ${portalId}`),
    (rows) => rows[0]!
  )

const events = (portalId: number, event: string) =>
  Effect.map(sqlRun((sql) => sql<{ event: string }>`SELECT event FROM activity_log WHERE subject_id = ${portalId} AND event = ${event}`), (rows) => rows.length)

describe("migratedTemplatePath", () => {
  it("moves templates into the folder and leaves the folder's own alone", () => {
    expect(migratedTemplatePath("sr", "core-theme/templates/website/home/home.html")).toBe("sr/templates/website/home/home.html")
    expect(migratedTemplatePath("sr", "legacy/page.html")).toBe("sr/templates/page.html")
    expect(migratedTemplatePath("sr", "sr/templates/a.html")).toBeUndefined()
  })
})



layer(testServer(), { excludeTestServices: true, timeout: 180_000 })("page migration", (it) => {
  it.effect("strangers are refused; only core portals not yet migrated may migrate", () =>
    Effect.gen(function*() {
      const north = yield* login(Seeded.northwind)
      expect((yield* call("GET", `/portals/${BEACON}/migration-pages`, north)).status).toBe(403)
      expect((yield* call("POST", `/portals/${BEACON}/migrate`, north)).status).toBe(403)
      const user = yield* login(Seeded.user)
      expect((yield* call("POST", `/portals/${BEACON}/migrate`, user)).status).toBe(403)
      const agency = yield* login(Seeded.agencyAdmin)
      const pro = yield* call("POST", `/portals/${ACME}/migrate`, agency)
      expect(pro.status).toBe(409)
      expect(pro.body.message).toBe("This portal cannot be migrated.")
      expect((yield* call("POST", `/portals/${BEACON}/revert-migration`, agency)).status).toBe(409)
      expect((yield* call("GET", `/portals/999/migration-pages`, agency)).status).toBe(404)
    }))

  it.effect("Beacon: pages listed, migrated as a batch, then reverted", () =>
    Effect.gen(function*() {
      const crm = yield* Crm
      const crmAccess = yield* crmToken(BEACON)
      const legacy = yield* Effect.orDie(crm.createPage(crmAccess, "site", { name: "Legacy Home", templatePath: "core-theme/templates/home.html" }))
      const own = yield* Effect.orDie(crm.createPage(crmAccess, "site", { name: "Own Page", templatePath: "sr/templates/own.html" }))
      const token = yield* login(Seeded.agencyAdmin)

      const listed = yield* call("GET", `/portals/${BEACON}/migration-pages`, token)
      expect(listed.status, JSON.stringify(listed.body)).toBe(200)
      const pages = listed.body.data as ReadonlyArray<{ id: string; name: string; template_path: string; new_template_path: string }>
      expect(pages).toContainEqual({ id: String(legacy.id), name: "Legacy Home", template_path: "core-theme/templates/home.html", new_template_path: "sr/templates/home.html" })
      expect(pages.map((page) => page.id)).not.toContain(String(own.id))

      const started = yield* call("POST", `/portals/${BEACON}/migrate`, token)
      expect(started.status, JSON.stringify(started.body)).toBe(200)
      const done = yield* awaitFinished(token, started.body.data.batch_id)
      expect(done).toMatchObject({ status: "finished", failedJobs: 0, totalJobs: pages.length + 1 })
      expect(yield* flags(BEACON)).toEqual({ has_migrate: true, has_page_migration: true })
      const after = (yield* Effect.orDie(crm.listPages(crmAccess, "site", { limit: 100 }))).results
      expect(after.find((page) => String(page.id) === String(legacy.id))?.templatePath).toBe("sr/templates/home.html")
      expect(after.find((page) => String(page.id) === String(own.id))?.templatePath).toBe("sr/templates/own.html")
      expect(yield* events(BEACON, "portal.migration-started")).toBe(1)
      expect(yield* events(BEACON, "portal.migration-completed")).toBe(1)
      expect((yield* call("POST", `/portals/${BEACON}/migrate`, token)).status).toBe(409)

      const reverted = yield* call("POST", `/portals/${BEACON}/revert-migration`, token)
      expect(reverted.status, JSON.stringify(reverted.body)).toBe(200)
      expect(reverted.body).toEqual({ message: "All page has been revert." })
      expect(yield* flags(BEACON)).toEqual({ has_migrate: true, has_page_migration: false })
      const restored = (yield* Effect.orDie(crm.listPages(crmAccess, "site", { limit: 100 }))).results
      expect(restored.find((page) => String(page.id) === String(legacy.id))?.templatePath).toBe("core-theme/templates/home.html")
      expect(yield* events(BEACON, "portal.migration-reverted")).toBe(1)
      expect((yield* call("POST", `/portals/${BEACON}/revert-migration`, token)).status).toBe(409)
    }))
})
