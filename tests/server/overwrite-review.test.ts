// Drift before every overwrite, over HTTP against the seeded world: a module (and a theme file) the app installed in
// Acme Staging (portal 4) is edited in the portal's sandbox HubSpot folder through HubSpot's source-code calls with
// the portal's own token; the upgrade, file upgrade, History restore and layout apply then stop with 409 40901
// and write nothing, the check lists the file with its three versions, and the user's keep / take / merge each
// end with the right file in the portal and the choice in History and the activity log.
// Seeded: Demo Agency (id 1) owns portals 1 … 4; Northwind (id 2) owns 5; Seeded.user cannot see portal 2.
import { createHash } from "node:crypto"

import { SqlClient } from "@effect/sql"
import { expect, layer } from "@effect/vitest"
import { Effect } from "effect"

import { BatchWorker } from "../../server/domain/batches/BatchWorker.ts"
import { Crm } from "../../server/integrations/crm/index.ts"
import { awaitFinished } from "./support/batch-kit.ts"
import { portalCrmAuth, publishedCrmFile } from "./support/crm.ts"
import { Seeded, TestApi, testServer } from "./support/TestApi.ts"

const portalBase = "/portal/api/v2"
const moduleBase = "/module/api/v2"
const PORTAL = 4
/** A free module with a minor upgrade (1.0.0 → 1.1.0) that needs no theme files. */
const MODULE = "contact-section"
const OLD = "1.0.0"
const NEW = "1.1.0"
/** Acme Staging holds this theme file at 1.0.0 (seeded); 1.1.0 is out. */
const THEME_FILE = "css/utilities.css"
const REVIEW_MESSAGE = "Files in this portal were edited in HubSpot since they were installed: review them before they are overwritten."

const sha256 = (text: string) => createHash("sha256").update(text, "utf8").digest("hex")

const sqlRun = <A extends object>(run: (sql: SqlClient.SqlClient) => Effect.Effect<ReadonlyArray<A>, unknown>) =>
  Effect.flatMap(SqlClient.SqlClient, run).pipe(Effect.orDie)

const login = (who: { email: string; password: string }) => Effect.flatMap(TestApi, (api) => api.login(who.email, who.password))

const post = (path: string, token: string, json: unknown) => Effect.flatMap(TestApi, (api) => api.request("POST", path, { token, json }))

const root = Effect.map(
  sqlRun((sql) => sql<{ root: string }>`SELECT custom_installation AS root FROM portals WHERE id = ${PORTAL}`),
  (rows) => rows[0]!.root
)

const moduleFilesAt = (version: string) =>
  Effect.map(
    sqlRun(
      (sql) => sql<{ files: ReadonlyArray<{ name: string; content: string }> }>`
        SELECT mv.files FROM module_versions mv JOIN modules m ON m.id = mv.module_id WHERE m.key = ${MODULE} AND mv.version = ${version}`
    ),
    (rows) => rows[0]!.files
  )

const themeFileAt = (version: string) =>
  Effect.map(
    sqlRun(
      (sql) => sql<{ content: string }>`
        SELECT v.content FROM theme_file_versions v JOIN theme_files f ON f.id = v.theme_file_id WHERE f.path = ${THEME_FILE} AND v.version = ${version}`
    ),
    (rows) => rows[0]!.content
  )

const installedVersion = Effect.map(
  sqlRun(
    (sql) => sql<{ version: string }>`
      SELECT pm.installed_version AS version FROM portal_modules pm JOIN modules m ON m.id = pm.module_id
      WHERE pm.portal_id = ${PORTAL} AND m.key = ${MODULE}`
  ),
  (rows) => rows[0]?.version ?? null
)

/** What someone does in HubSpot's design manager: writes a file through the source-code API with the portal's token. */
const editInHubspot = (path: string, content: string) =>
  Effect.gen(function* () {
    const crm = yield* Crm
    yield* Effect.orDie(crm.writeFile(yield* portalCrmAuth(PORTAL), "published", path, content))
  })

const portalFile = (path: string) => publishedCrmFile(PORTAL, path)

const folderOf = (base: string) => `${base}/modules/${MODULE}.module`

/** The module as a 1.0.0 install leaves it: recorded at 1.0.0, its 1.0.0 files in the portal's folder. */
const holdModuleAtOld = (token: string) =>
  Effect.gen(function* () {
    if ((yield* installedVersion) === null) {
      expect((yield* post(`${moduleBase}/modules/install`, token, { module: MODULE, portal: PORTAL })).status).toBe(200)
    }
    yield* sqlRun(
      (sql) => sql`
        UPDATE portal_modules SET installed_version = ${OLD}, previous_version = NULL
        WHERE portal_id = ${PORTAL} AND module_id = (SELECT id FROM modules WHERE key = ${MODULE})`
    )
    const folder = folderOf(yield* root)
    for (const file of yield* moduleFilesAt(OLD)) yield* editInHubspot(`${folder}/${file.name}`, file.content)
    return folder
  })

const check = (token: string, operation: unknown, portal = PORTAL) =>
  post(`${portalBase}/portals/${portal}/overwrite-check`, token, { operation })

const latestActivity = (event: string) =>
  Effect.map(
    sqlRun(
      (sql) => sql<{ properties: Record<string, unknown> }>`
        SELECT properties FROM activity_log WHERE event = ${event} AND subject_id = ${PORTAL} ORDER BY id DESC LIMIT 1`
    ),
    (rows) => rows[0]?.properties
  )

const latestHistory = Effect.map(
  sqlRun(
    (sql) => sql<{ id: number; name: string; status_label: string; payload: Record<string, unknown> }>`
      SELECT id, name, status_label, payload FROM histories WHERE portal_id = ${PORTAL} ORDER BY id DESC LIMIT 1`
  ),
  (rows) => rows[0]!
)

layer(testServer(), { excludeTestServices: true, timeout: 180_000 })("overwrite review", (it) => {
  it.effect("an upgrade over unedited files writes as before, without a review", () =>
    Effect.gen(function* () {
      const token = yield* login(Seeded.agencyAdmin)
      const folder = yield* holdModuleAtOld(token)
      const nothing = yield* check(token, { kind: "module", action: "upgrade", module: MODULE })
      expect(nothing.status).toBe(200)
      expect(nothing.body.data.files).toEqual([])
      expect(Number.isNaN(Date.parse(nothing.body.data.checked_at))).toBe(false)

      const upgraded = yield* post(`${moduleBase}/modules/upgrade`, token, { module: MODULE, portal: PORTAL })
      expect(upgraded.status).toBe(200)
      for (const file of yield* moduleFilesAt(NEW)) expect(yield* portalFile(`${folder}/${file.name}`)).toBe(file.content)
      expect(yield* installedVersion).toBe(NEW)
      expect(yield* latestActivity("module.upgraded")).not.toHaveProperty("resolutions")
      expect((yield* latestHistory).payload).not.toHaveProperty("resolutions")
    })
  )

  it.effect("an edited file stops the upgrade (409 40901, nothing written); the check shows its three versions", () =>
    Effect.gen(function* () {
      const token = yield* login(Seeded.agencyAdmin)
      const folder = yield* holdModuleAtOld(token)
      const [html, css] = yield* moduleFilesAt(OLD)
      const edited = `${html!.content}<!-- edited in HubSpot -->\n`
      yield* editInHubspot(`${folder}/${html!.name}`, edited)

      const refused = yield* post(`${moduleBase}/modules/upgrade`, token, { module: MODULE, portal: PORTAL })
      expect(refused.status).toBe(409)
      expect(refused.body).toMatchObject({ message: REVIEW_MESSAGE, status_code: 40901 })
      expect(yield* portalFile(`${folder}/${html!.name}`)).toBe(edited)
      // Not even the unedited files were written, and the version stays.
      expect(yield* portalFile(`${folder}/${css!.name}`)).toBe(css!.content)
      expect(yield* installedVersion).toBe(OLD)

      const reviewed = yield* check(token, { kind: "module", action: "upgrade", module: MODULE })
      expect(reviewed.status).toBe(200)
      const incoming = (yield* moduleFilesAt(NEW)).find((file) => file.name === html!.name)!.content
      expect(reviewed.body.data.files).toEqual([
        {
          path: `${folder}/${html!.name}`,
          kind: "module",
          owner_key: MODULE,
          owner_name: "Contact Section",
          installed_version: OLD,
          incoming_version: NEW,
          installed: html!.content,
          portal: edited,
          incoming,
          portal_hash: sha256(edited)
        }
      ])
      // The check writes nothing.
      expect(yield* portalFile(`${folder}/${html!.name}`)).toBe(edited)
      expect(yield* installedVersion).toBe(OLD)
    })
  )

  it.effect("keep, take and merge each leave the chosen file, and the choice is in History and the activity log", () =>
    Effect.gen(function* () {
      const token = yield* login(Seeded.agencyAdmin)
      const [html] = yield* moduleFilesAt(OLD)
      const incoming = (yield* moduleFilesAt(NEW)).find((file) => file.name === html!.name)!.content
      const cases = [
        { choice: "keep", expected: (edited: string) => edited },
        { choice: "take", expected: () => incoming },
        { choice: "merge", content: "<!-- merged by hand -->\n", expected: () => "<!-- merged by hand -->\n" }
      ] as const
      for (const entry of cases) {
        const folder = yield* holdModuleAtOld(token)
        const path = `${folder}/${html!.name}`
        const edited = `${html!.content}<!-- ${entry.choice} -->\n`
        yield* editInHubspot(path, edited)
        const resolution = {
          path,
          portal_hash: sha256(edited),
          choice: entry.choice,
          ...("content" in entry ? { content: entry.content } : {})
        }
        const upgraded = yield* post(`${moduleBase}/modules/upgrade`, token, { module: MODULE, portal: PORTAL, resolutions: [resolution] })
        expect(upgraded.status).toBe(200)
        expect(yield* portalFile(path)).toBe(entry.expected(edited))
        // A kept file still leaves the module at the new version; the other files are the new version's.
        expect(yield* installedVersion).toBe(NEW)
        for (const file of (yield* moduleFilesAt(NEW)).filter((file) => file.name !== html!.name)) {
          expect(yield* portalFile(`${folder}/${file.name}`)).toBe(file.content)
        }
        const recorded = [{ path, choice: entry.choice }]
        expect(yield* latestActivity("module.upgraded")).toMatchObject({ module: MODULE, version: NEW, resolutions: recorded })
        const history = yield* latestHistory
        expect(history).toMatchObject({ status_label: "Upgraded", payload: { module: MODULE, version: NEW, resolutions: recorded } })
      }
    })
  )

  it.effect("a choice for an unedited file the operation writes is applied too: kept, it is not written", () =>
    Effect.gen(function* () {
      const token = yield* login(Seeded.agencyAdmin)
      const folder = yield* holdModuleAtOld(token)
      const [, css] = yield* moduleFilesAt(OLD)
      const path = `${folder}/${css!.name}`
      const resolution = { path, portal_hash: sha256(css!.content), choice: "keep" }
      const twice = yield* post(`${moduleBase}/modules/upgrade`, token, {
        module: MODULE,
        portal: PORTAL,
        resolutions: [resolution, resolution]
      })
      expect(twice.status).toBe(422)
      expect(Object.keys(twice.body.errors)).toEqual(["resolutions.1.path"])

      const upgraded = yield* post(`${moduleBase}/modules/upgrade`, token, { module: MODULE, portal: PORTAL, resolutions: [resolution] })
      expect(upgraded.status).toBe(200)
      expect(yield* portalFile(path)).toBe(css!.content)
      expect(yield* installedVersion).toBe(NEW)
      expect(yield* latestActivity("module.upgraded")).toMatchObject({ resolutions: [{ path, choice: "keep" }] })
    })
  )

  it.effect("a file edited again since the review (stale hash) is a 409; a bad resolution is a 422 naming its field", () =>
    Effect.gen(function* () {
      const token = yield* login(Seeded.agencyAdmin)
      const folder = yield* holdModuleAtOld(token)
      const [html] = yield* moduleFilesAt(OLD)
      const path = `${folder}/${html!.name}`
      yield* editInHubspot(path, "<!-- first edit -->")
      const reviewed = yield* check(token, { kind: "module", action: "upgrade", module: MODULE })
      const hash: string = reviewed.body.data.files[0].portal_hash
      yield* editInHubspot(path, "<!-- second edit -->")
      const upgrade = (resolutions: unknown) =>
        post(`${moduleBase}/modules/upgrade`, token, { module: MODULE, portal: PORTAL, resolutions })

      const stale = yield* upgrade([{ path, portal_hash: hash, choice: "take" }])
      expect(stale.status).toBe(409)
      expect(stale.body.status_code).toBe(40901)
      expect(yield* portalFile(path)).toBe("<!-- second edit -->")

      const noContent = yield* upgrade([{ path, portal_hash: sha256("<!-- second edit -->"), choice: "merge" }])
      expect(noContent.status).toBe(422)
      expect(noContent.body.errors).toEqual({ "resolutions.0.content": ["The content field is required when choice is merge."] })

      const elsewhere = yield* upgrade([{ path: `${folder}/nowhere.html`, portal_hash: sha256("x"), choice: "keep" }])
      expect(elsewhere.status).toBe(422)
      expect(Object.keys(elsewhere.body.errors)).toEqual(["resolutions.0.path"])
      expect(elsewhere.body.errors["resolutions.0.path"][0]).toContain("nowhere.html")

      const badHash = yield* upgrade([{ path, portal_hash: "abc", choice: "keep" }])
      expect(badHash.status).toBe(422)
      expect(badHash.body.errors).toEqual({ "resolutions.0.portal_hash": ["The portal hash must be a SHA-256 hex digest."] })
      expect(yield* portalFile(path)).toBe("<!-- second edit -->")
      expect(yield* installedVersion).toBe(OLD)
    })
  )

  it.effect("a theme file upgrade reviews the edited file; take writes the new one and records the choice", () =>
    Effect.gen(function* () {
      const token = yield* login(Seeded.agencyAdmin)
      const path = `${yield* root}/${THEME_FILE}`
      const edited = `${yield* themeFileAt(OLD)}\n/* edited in HubSpot */\n`
      yield* editInHubspot(path, edited)

      const refused = yield* post(`${portalBase}/files/upgrade`, token, { file: THEME_FILE, portal: PORTAL })
      expect(refused.status).toBe(409)
      expect(refused.body.status_code).toBe(40901)
      const all = yield* post(`${portalBase}/files/upgrade-all`, token, { portal: PORTAL })
      expect(all.status).toBe(409)
      expect(yield* portalFile(path)).toBe(edited)

      const reviewed = yield* check(token, { kind: "file", action: "upgrade", file: THEME_FILE })
      expect(reviewed.status).toBe(200)
      expect(reviewed.body.data.files).toEqual([
        {
          path,
          kind: "theme-file",
          owner_key: THEME_FILE,
          owner_name: "utilities.css",
          installed_version: OLD,
          incoming_version: NEW,
          installed: yield* themeFileAt(OLD),
          portal: edited,
          incoming: yield* themeFileAt(NEW),
          portal_hash: sha256(edited)
        }
      ])
      const everything = yield* check(token, { kind: "file", action: "upgrade-all" })
      expect(everything.body.data.files.map((file: { path: string }) => file.path)).toContain(path)

      const upgraded = yield* post(`${portalBase}/files/upgrade`, token, {
        file: THEME_FILE,
        portal: PORTAL,
        resolutions: [{ path, portal_hash: sha256(edited), choice: "take" }]
      })
      expect(upgraded.status).toBe(200)
      expect(yield* portalFile(path)).toBe(yield* themeFileAt(NEW))
      const recorded = [{ path, choice: "take" }]
      expect(yield* latestActivity("file.upgraded")).toMatchObject({ file: THEME_FILE, version: NEW, resolutions: recorded })
      expect(yield* latestHistory).toMatchObject({ status_label: "Upgraded", payload: { file: THEME_FILE, resolutions: recorded } })
    })
  )

  it.effect("a History restore reviews the edited file before it puts the old version back", () =>
    Effect.gen(function* () {
      const token = yield* login(Seeded.agencyAdmin)
      const folder = yield* holdModuleAtOld(token)
      expect((yield* post(`${moduleBase}/modules/upgrade`, token, { module: MODULE, portal: PORTAL })).status).toBe(200)
      const created = yield* post(`${moduleBase}/histories`, token, {
        portal: PORTAL,
        name: `Contact Section ${OLD}`,
        status_label: "Installed",
        payload: { module: MODULE, version: OLD }
      })
      expect(created.status).toBe(201)
      const historyId: number = created.body.data.id
      const [, css] = yield* moduleFilesAt(NEW)
      const path = `${folder}/${css!.name}`
      const edited = `${css!.content}/* edited in HubSpot */\n`
      yield* editInHubspot(path, edited)

      const refused = yield* post(`${moduleBase}/histories/${historyId}/restore`, token, {})
      expect(refused.status).toBe(409)
      expect(refused.body.status_code).toBe(40901)
      expect(yield* portalFile(path)).toBe(edited)

      const reviewed = yield* check(token, { kind: "history", history_id: historyId })
      expect(reviewed.status).toBe(200)
      expect(reviewed.body.data.files).toMatchObject([{ path, installed_version: NEW, incoming_version: OLD, portal: edited }])
      // The entry belongs to portal 4: asked about another portal, it is not found.
      expect((yield* check(token, { kind: "history", history_id: historyId }, 1)).status).toBe(404)

      const restored = yield* post(`${moduleBase}/histories/${historyId}/restore`, token, {
        resolutions: [{ path, portal_hash: sha256(edited), choice: "keep" }]
      })
      expect(restored.status).toBe(200)
      expect(yield* portalFile(path)).toBe(edited)
      expect(yield* installedVersion).toBe(OLD)
      expect(yield* latestActivity("module.restored")).toMatchObject({ resolutions: [{ path, choice: "keep" }] })
      expect(yield* latestHistory).toMatchObject({ status_label: "Restored", payload: { resolutions: [{ path, choice: "keep" }] } })
    })
  )

  it.effect("a layout apply reviews everything its jobs would write before any batch starts, and its jobs keep the choices", () =>
    Effect.gen(function* () {
      const token = yield* login(Seeded.agencyAdmin)
      const folder = yield* holdModuleAtOld(token)
      const saved = yield* post(`${moduleBase}/layouts`, token, { portal: PORTAL, name: "Contact", content: { modules: [MODULE] } })
      expect(saved.status).toBe(201)
      const layoutId: number = saved.body.data.id
      const [html] = yield* moduleFilesAt(OLD)
      const path = `${folder}/${html!.name}`
      const edited = `${html!.content}<!-- layout -->\n`
      yield* editInHubspot(path, edited)
      const batches = Effect.map(
        sqlRun((sql) => sql<{ n: number }>`SELECT count(*)::int AS n FROM batches WHERE kind = 'layout-apply' AND portal_id = ${PORTAL}`),
        (rows) => rows[0]!.n
      )
      const before = yield* batches

      const refused = yield* post(`${moduleBase}/layouts/${layoutId}/apply`, token, { portal: PORTAL })
      expect(refused.status).toBe(409)
      expect(refused.body.status_code).toBe(40901)
      expect(yield* batches).toBe(before)

      const reviewed = yield* check(token, { kind: "layout", layout_id: layoutId })
      expect(reviewed.status).toBe(200)
      expect(reviewed.body.data.files).toMatchObject([{ path, portal: edited, incoming_version: NEW }])

      const started = yield* post(`${moduleBase}/layouts/${layoutId}/apply`, token, {
        portal: PORTAL,
        resolutions: [{ path, portal_hash: sha256(edited), choice: "merge", content: "<!-- merged -->" }]
      })
      expect(started.status).toBe(202)
      expect(yield* awaitFinished(token, started.body.data.batch_id)).toMatchObject({ failedJobs: 0 })
      expect(yield* portalFile(path)).toBe("<!-- merged -->")
      expect(yield* installedVersion).toBe(NEW)
      expect(yield* latestActivity("module.upgraded")).toMatchObject({ resolutions: [{ path, choice: "merge" }] })
      expect(yield* latestActivity("layout.apply-started")).toMatchObject({ layout_id: layoutId, resolutions: [{ path, choice: "merge" }] })
    })
  )

  it.effect(
    "the check: another agency's portal or one not granted is 404; a suspended agency is 403; no token is 401; a lost connection is 40001",
    () =>
      Effect.gen(function* () {
        const api = yield* TestApi
        const operation = { kind: "module", action: "upgrade", module: MODULE }
        const north = yield* login(Seeded.northwind)
        expect((yield* check(north, operation)).status).toBe(404)
        const user = yield* login(Seeded.user)
        expect((yield* check(user, operation, 2)).status).toBe(404)
        expect((yield* api.request("POST", `${portalBase}/portals/${PORTAL}/overwrite-check`, { json: { operation } })).status).toBe(401)
        // A layout or History entry the caller may not see is not found either.
        const admin = yield* login(Seeded.agencyAdmin)
        expect((yield* check(admin, { kind: "history", history_id: 999_999 })).status).toBe(404)
        expect((yield* check(admin, { kind: "layout", layout_id: 999_999 })).status).toBe(404)
        // Rights come before validation: a bad operation from someone who may not see the portal learns nothing.
        expect((yield* check(north, { kind: "nope" })).status).toBe(404)
        const badOperation = yield* check(admin, { kind: "module", action: "upgrade", module: "" })
        expect(badOperation.status).toBe(422)

        // A lost CRM connection answers as the audit and the install do (40001), and nothing is written.
        yield* sqlRun((sql) => sql`UPDATE portals SET refresh_token_encrypted = NULL WHERE id = 3`)
        const reconnect = yield* check(admin, { kind: "module", action: "install", module: "el-divider" }, 3)
        expect(reconnect.status).toBe(400)
        expect(reconnect.body.status_code).toBe(40001)

        yield* sqlRun((sql) => sql`UPDATE agencies SET status = 'suspend' WHERE id = (SELECT agency_id FROM portals WHERE id = ${PORTAL})`)
        const suspended = yield* check(admin, operation)
        yield* sqlRun((sql) => sql`UPDATE agencies SET status = 'active' WHERE id = (SELECT agency_id FROM portals WHERE id = ${PORTAL})`)
        expect(suspended.status).toBe(403)
      })
  )
})

// Without the background worker, so the test decides when the layout's job runs: after the file's second edit.
layer(testServer({}, { batchWorker: false }), { excludeTestServices: true, timeout: 180_000 })("overwrite review in a batch", (it) => {
  it.effect("a file edited again after the layout's review fails its job with the review message, overwriting nothing", () =>
    Effect.gen(function* () {
      const token = yield* login(Seeded.agencyAdmin)
      const folder = yield* holdModuleAtOld(token)
      const saved = yield* post(`${moduleBase}/layouts`, token, { portal: PORTAL, name: "Contact again", content: { modules: [MODULE] } })
      const layoutId: number = saved.body.data.id
      const [html] = yield* moduleFilesAt(OLD)
      const path = `${folder}/${html!.name}`
      yield* editInHubspot(path, "<!-- reviewed -->")
      const started = yield* post(`${moduleBase}/layouts/${layoutId}/apply`, token, {
        portal: PORTAL,
        resolutions: [{ path, portal_hash: sha256("<!-- reviewed -->"), choice: "take" }]
      })
      expect(started.status).toBe(202)
      const batchId: string = started.body.data.batch_id
      const [stored] = yield* sqlRun(
        (sql) => sql<{ payload: Record<string, unknown> }>`SELECT payload FROM batch_jobs WHERE batch_id = ${batchId} ORDER BY seq LIMIT 1`
      )
      expect(stored!.payload).toMatchObject({ module: MODULE, resolutions: [{ path, choice: "take" }] })

      yield* editInHubspot(path, "<!-- edited again -->")
      const worker = yield* BatchWorker
      yield* Effect.repeat(worker.runOnce, { while: (worked) => worked })
      expect(yield* awaitFinished(token, batchId)).toMatchObject({ failedJobs: 1 })
      const [job] = yield* sqlRun(
        (sql) => sql<{ error: string | null }>`SELECT error FROM batch_jobs WHERE batch_id = ${batchId} ORDER BY seq LIMIT 1`
      )
      expect(job!.error).toBe(REVIEW_MESSAGE)
      expect(yield* portalFile(path)).toBe("<!-- edited again -->")
      expect(yield* installedVersion).toBe(OLD)
    })
  )
})
