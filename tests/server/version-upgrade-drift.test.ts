// Drift before a theme version upgrade, over HTTP against the seeded world: Beacon (portal 2, seeded at theme 4.1.0)
// holds css/main.css at 1.1.0 and the file is edited in its sandbox HubSpot folder through HubSpot's source-code
// calls with the portal's own token. The upgrade (which rewrites main.css at 2.0.0 with five other files) then stops
// with 409 40901 and starts no batch; the overwrite check for the upgrade lists the file with its three versions;
// keep / take / merge each leave the chosen file while the other files are upgraded, with the choice in History and
// the activity log. Whoever may not upgrade is refused before their input is read. A job that wrote the user's
// choice and died before recording it finishes when it runs again.
// Seeded: Demo Agency owns 1 Acme, 2 Beacon, 3 Cobalt, 4 Acme Staging; Northwind owns 5; Seeded.user sees Acme only.
import { createHash } from "node:crypto"

import { SqlClient } from "@effect/sql"
import { expect, layer } from "@effect/vitest"
import { Effect } from "effect"

import { BatchWorker } from "../../server/domain/batches/BatchWorker.ts"
import { LATEST_THEME_VERSION } from "../../server/domain/versions/releases.ts"
import { Crm } from "../../server/integrations/crm/index.ts"
import { awaitFinished } from "./support/batch-kit.ts"
import { portalCrmAuth, publishedCrmFile } from "./support/crm.ts"
import { Seeded, TestApi, testServer } from "./support/TestApi.ts"

const portalBase = "/portal/api/v2"
const ACME = 1
const BEACON = 2
const SEEDED_VERSION = "4.1.0"
const FILE = "css/main.css"
const HELD = "1.1.0"
const NEW = "2.0.0"
const OTHER = "js/main.js"
const REVIEW_MESSAGE = "Files in this portal were edited in HubSpot since they were installed: review them before they are overwritten."

const sha256 = (text: string) => createHash("sha256").update(text, "utf8").digest("hex")

const sqlRun = <A extends object>(run: (sql: SqlClient.SqlClient) => Effect.Effect<ReadonlyArray<A>, unknown>) =>
  Effect.flatMap(SqlClient.SqlClient, run).pipe(Effect.orDie)

const login = (who: { email: string; password: string }) => Effect.flatMap(TestApi, (api) => api.login(who.email, who.password))

const post = (path: string, token: string, json: unknown) => Effect.flatMap(TestApi, (api) => api.request("POST", path, { token, json }))

const upgrade = (token: string, body: unknown = {}, portal = BEACON) => post(`${portalBase}/portals/${portal}/version-upgrade`, token, body)

const check = (token: string, portal = BEACON) =>
  post(`${portalBase}/portals/${portal}/overwrite-check`, token, { operation: { kind: "version-upgrade" } })

const themeFileAt = (path: string, version: string) =>
  Effect.map(
    sqlRun(
      (sql) => sql<{ content: string }>`
        SELECT v.content FROM theme_file_versions v JOIN theme_files f ON f.id = v.theme_file_id WHERE f.path = ${path} AND v.version = ${version}`
    ),
    (rows) => rows[0]!.content
  )

const root = Effect.map(
  sqlRun((sql) => sql<{ root: string }>`SELECT custom_installation AS root FROM portals WHERE id = ${BEACON}`),
  (rows) => rows[0]!.root
)

/** What someone does in HubSpot's design manager: writes a file through the source-code API with the portal's token. */
const editInHubspot = (path: string, content: string) =>
  Effect.gen(function* () {
    const crm = yield* Crm
    yield* Effect.orDie(crm.writeFile(yield* portalCrmAuth(BEACON), "published", path, content))
  })

const portalFile = (path: string) => publishedCrmFile(BEACON, path)

const portalVersion = Effect.map(
  sqlRun((sql) => sql<{ version: string }>`SELECT version FROM portals WHERE id = ${BEACON}`),
  (rows) => rows[0]!.version
)

const heldVersion = Effect.map(
  sqlRun(
    (sql) => sql<{ version: string }>`
      SELECT pf.installed_version AS version FROM portal_files pf JOIN theme_files f ON f.id = pf.theme_file_id
      WHERE pf.portal_id = ${BEACON} AND f.path = ${FILE}`
  ),
  (rows) => rows[0]?.version ?? null
)

const upgradeBatches = Effect.map(
  sqlRun((sql) => sql<{ n: number }>`SELECT count(*)::int AS n FROM batches WHERE kind = 'version-upgrade' AND portal_id = ${BEACON}`),
  (rows) => rows[0]!.n
)

/**
 * Beacon as seeded (theme 4.1.0), holding main.css at 1.1.0 as the app installed it, then edited in HubSpot to
 * `edited`. Answers the file's path in the portal's folder.
 */
const editedBeacon = (edited: string) =>
  Effect.gen(function* () {
    yield* sqlRun((sql) => sql`UPDATE portals SET version = ${SEEDED_VERSION} WHERE id = ${BEACON} RETURNING id`)
    yield* sqlRun((sql) => sql`DELETE FROM portal_files WHERE portal_id = ${BEACON} RETURNING portal_id`)
    yield* sqlRun(
      (sql) => sql`
        INSERT INTO portal_files (portal_id, theme_file_id, installed_version)
        SELECT ${BEACON}, id, ${HELD} FROM theme_files WHERE path = ${FILE} RETURNING portal_id`
    )
    const path = `${yield* root}/${FILE}`
    yield* editInHubspot(path, edited)
    return path
  })

const latestActivity = (event: string) =>
  Effect.map(
    sqlRun(
      (sql) => sql<{ properties: Record<string, unknown> }>`
        SELECT properties FROM activity_log WHERE event = ${event} AND subject_id = ${BEACON} ORDER BY id DESC LIMIT 1`
    ),
    (rows) => rows[0]?.properties
  )

const latestHistory = Effect.map(
  sqlRun(
    (sql) => sql<{ status_label: string; payload: Record<string, unknown> }>`
      SELECT status_label, payload FROM histories WHERE portal_id = ${BEACON} ORDER BY id DESC LIMIT 1`
  ),
  (rows) => rows[0]!
)

layer(testServer(), { excludeTestServices: true, timeout: 180_000 })("overwrite review before a theme upgrade", (it) => {
  it.effect("whoever may not upgrade is refused (403) before a bad body (422) or an edited file (409) is looked at", () =>
    Effect.gen(function* () {
      yield* editedBeacon(`${yield* themeFileAt(FILE, HELD)}\n/* rights */\n`)
      const bad = { resolutions: [{ path: "", portal_hash: "abc", choice: "nope" }] }
      const north = yield* login(Seeded.northwind)
      expect((yield* upgrade(north, bad)).status).toBe(403)
      expect((yield* upgrade(north)).status).toBe(403)
      const user = yield* login(Seeded.user)
      expect((yield* upgrade(user, bad, ACME)).status).toBe(403)
      // The check answers with the upgrade's own rights.
      expect((yield* check(user, ACME)).status).toBe(403)
      const admin = yield* login(Seeded.agencyAdmin)
      const invalid = yield* upgrade(admin, bad)
      expect(invalid.status).toBe(422)
      expect(Object.keys(invalid.body.errors)).toContain("resolutions.0.choice")
      // Acme is on the latest version: the check says so as the upgrade does.
      expect((yield* check(admin, ACME)).status).toBe(409)
    })
  )

  it.effect("an edited theme file stops the upgrade (409 40901, no batch); the check shows its three versions", () =>
    Effect.gen(function* () {
      const token = yield* login(Seeded.agencyAdmin)
      const edited = `${yield* themeFileAt(FILE, HELD)}\n/* edited in HubSpot */\n`
      const path = yield* editedBeacon(edited)
      const before = yield* upgradeBatches

      const refused = yield* upgrade(token)
      expect(refused.status).toBe(409)
      expect(refused.body).toMatchObject({ message: REVIEW_MESSAGE, status_code: 40901 })
      expect(yield* upgradeBatches).toBe(before)
      expect(yield* portalFile(path)).toBe(edited)
      expect(yield* portalVersion).toBe(SEEDED_VERSION)

      const reviewed = yield* check(token)
      expect(reviewed.status, JSON.stringify(reviewed.body)).toBe(200)
      expect(reviewed.body.data.files).toEqual([
        {
          path,
          kind: "theme-file",
          owner_key: FILE,
          owner_name: "main.css",
          installed_version: HELD,
          incoming_version: NEW,
          installed: yield* themeFileAt(FILE, HELD),
          portal: edited,
          incoming: yield* themeFileAt(FILE, NEW),
          portal_hash: sha256(edited)
        }
      ])
      // The check writes nothing.
      expect(yield* portalFile(path)).toBe(edited)
      expect(yield* upgradeBatches).toBe(before)

      // A choice made on other content (edited again since) is refused the same way; one for a path the upgrade
      // does not write is a 422 naming it.
      const stale = yield* upgrade(token, { resolutions: [{ path, portal_hash: sha256("older"), choice: "take" }] })
      expect(stale.status).toBe(409)
      expect(stale.body.status_code).toBe(40901)
      const elsewhere = yield* upgrade(token, {
        resolutions: [{ path: `${path}.bak`, portal_hash: sha256(edited), choice: "keep" }]
      })
      expect(elsewhere.status).toBe(422)
      expect(Object.keys(elsewhere.body.errors)).toEqual(["resolutions.0.path"])
      expect(yield* upgradeBatches).toBe(before)
      expect(yield* portalFile(path)).toBe(edited)
    })
  )

  it.effect("keep, take and merge each leave the chosen file, upgrade the others, and the choice is in History and the log", () =>
    Effect.gen(function* () {
      const token = yield* login(Seeded.agencyAdmin)
      const incoming = yield* themeFileAt(FILE, NEW)
      const cases = [
        { choice: "keep", expected: (edited: string) => edited },
        { choice: "take", expected: () => incoming },
        { choice: "merge", content: "/* merged by hand */\n", expected: () => "/* merged by hand */\n" }
      ] as const
      for (const entry of cases) {
        const edited = `${yield* themeFileAt(FILE, HELD)}\n/* ${entry.choice} */\n`
        const path = yield* editedBeacon(edited)
        const resolution = {
          path,
          portal_hash: sha256(edited),
          choice: entry.choice,
          ...("content" in entry ? { content: entry.content } : {})
        }
        const started = yield* upgrade(token, { resolutions: [resolution] })
        expect(started.status, JSON.stringify(started.body)).toBe(200)
        const batchId: string = started.body.data.batch_id
        expect(yield* awaitFinished(token, batchId)).toMatchObject({ failedJobs: 0, totalJobs: 6, processedJobs: 6 })

        expect(yield* portalFile(path)).toBe(entry.expected(edited))
        expect(yield* portalFile(`${yield* root}/${OTHER}`)).toBe(yield* themeFileAt(OTHER, "1.1.0"))
        // A kept file still leaves the portal on the new version, the file recorded at it.
        expect(yield* portalVersion).toBe(LATEST_THEME_VERSION)
        expect(yield* heldVersion).toBe(NEW)

        const recorded = [{ path, choice: entry.choice }]
        expect(yield* latestActivity("portal.upgrade-started")).toMatchObject({ batch_id: batchId, resolutions: recorded })
        expect(yield* latestActivity("portal.upgrade-completed")).toMatchObject({ batch_id: batchId, resolutions: recorded })
        expect(yield* latestHistory).toMatchObject({
          status_label: `Upgraded to version ${LATEST_THEME_VERSION}`,
          payload: { batch_id: batchId, resolutions: recorded }
        })
        const [job] = yield* sqlRun(
          (sql) => sql<{ payload: Record<string, unknown> }>`
            SELECT payload FROM batch_jobs WHERE batch_id = ${batchId} AND payload->>'path' = ${FILE}`
        )
        expect(job!.payload).toMatchObject({ path: FILE, to_version: NEW, resolutions: [{ path, choice: entry.choice }] })
      }
    })
  )
})

// Without the background worker, so the test decides when the upgrade's jobs run.
layer(testServer({}, { batchWorker: false }), { excludeTestServices: true, timeout: 180_000 })("theme upgrade jobs", (it) => {
  it.effect("a job that wrote the user's choice and died before recording it finishes when it runs again", () =>
    Effect.gen(function* () {
      const token = yield* login(Seeded.agencyAdmin)
      const edited = `${yield* themeFileAt(FILE, HELD)}\n/* crash */\n`
      const path = yield* editedBeacon(edited)
      const started = yield* upgrade(token, {
        resolutions: [{ path, portal_hash: sha256(edited), choice: "merge", content: "/* merged before the crash */\n" }]
      })
      expect(started.status).toBe(200)
      const batchId: string = started.body.data.batch_id
      // What the killed job had done: the merged text is in the portal, nothing recorded yet.
      yield* editInHubspot(path, "/* merged before the crash */\n")
      expect(yield* heldVersion).toBe(HELD)

      const worker = yield* BatchWorker
      yield* Effect.repeat(worker.runOnce, { while: (worked) => worked })
      expect(yield* awaitFinished(token, batchId)).toMatchObject({ failedJobs: 0, processedJobs: 6 })
      expect(yield* portalFile(path)).toBe("/* merged before the crash */\n")
      expect(yield* heldVersion).toBe(NEW)
      expect(yield* portalVersion).toBe(LATEST_THEME_VERSION)
    })
  )

  it.effect("a file edited again after the upgrade's review fails its job with the review message, overwriting nothing", () =>
    Effect.gen(function* () {
      const token = yield* login(Seeded.agencyAdmin)
      const edited = `${yield* themeFileAt(FILE, HELD)}\n/* reviewed */\n`
      const path = yield* editedBeacon(edited)
      const started = yield* upgrade(token, { resolutions: [{ path, portal_hash: sha256(edited), choice: "take" }] })
      expect(started.status).toBe(200)
      const batchId: string = started.body.data.batch_id
      yield* editInHubspot(path, "/* edited again */\n")

      const worker = yield* BatchWorker
      yield* Effect.repeat(worker.runOnce, { while: (worked) => worked })
      expect(yield* awaitFinished(token, batchId)).toMatchObject({ failedJobs: 1 })
      const [job] = yield* sqlRun(
        (sql) => sql<{ error: string | null }>`SELECT error FROM batch_jobs WHERE batch_id = ${batchId} AND payload->>'path' = ${FILE}`
      )
      expect(job!.error).toBe(REVIEW_MESSAGE)
      expect(yield* portalFile(path)).toBe("/* edited again */\n")
      expect(yield* portalVersion).toBe(SEEDED_VERSION)
    })
  )
})
