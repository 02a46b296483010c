// The portal version upgrade over HTTP: the version check and the upgrade files (Beacon is seeded at
// an older theme version), who may upgrade (strangers, plain users and suspended agencies are refused),
// the upgrade as a durable batch that writes the changed theme files into the sandbox CRM, records them,
// sets the portal's version at the end and publishes core_upgrade.complete on the analytics channel;
// then 409 once current. Also: GET /portals/get-upgrade-files is routed before /portals/{id}.
// Seeded: Demo Agency owns 1 Acme, 2 Beacon (4.1.0), 3 Cobalt, 4 Acme Staging; Northwind owns 5 Northwind.
import { SqlClient } from "@effect/sql"
import { expect, layer } from "@effect/vitest"
import { Duration, Effect, Schedule } from "effect"

import { LATEST_THEME_VERSION } from "../../server/domain/versions/releases.ts"
import { publishedCrmFile } from "./support/crm.ts"
import { subscribe, waitFor } from "./support/realtime.ts"
import { Seeded, TestApi, testServer } from "./support/TestApi.ts"

const portalApi = "/portal/api/v2"
const ACME = 1
const BEACON = 2
const NORTHWIND = 5

const sqlRun = <A extends object>(run: (sql: SqlClient.SqlClient) => Effect.Effect<ReadonlyArray<A>, unknown>) =>
  Effect.flatMap(SqlClient.SqlClient, run).pipe(Effect.orDie)

const login = (who: { email: string; password: string }) => Effect.flatMap(TestApi, (api) => api.login(who.email, who.password))

const get = (token: string, path: string) => Effect.flatMap(TestApi, (api) => api.request("GET", `${portalApi}${path}`, { token }))
const post = (token: string, path: string) =>
  Effect.flatMap(TestApi, (api) => api.request("POST", `${portalApi}${path}`, { token, json: {} }))

interface Progress {
  status: string
  processedJobs: number
  failedJobs: number
  totalJobs: number
  progress: number
}

const awaitFinished = (token: string, id: string) =>
  Effect.map(get(token, `/batch/${id}`), (reply) => reply.body.data as Progress).pipe(
    Effect.repeat(Schedule.recurWhile((batch: Progress) => batch.status !== "finished").pipe(Schedule.addDelay(() => "100 millis"))),
    Effect.timeoutFail({ duration: Duration.seconds(90), onTimeout: () => new Error(`batch ${id} did not finish`) }),
    Effect.orDie
  )

const sandboxFile = publishedCrmFile

layer(testServer(), { excludeTestServices: true, timeout: 180_000 })("portal version upgrade", (it) => {
  it.effect("the check and the upgrade files describe Beacon's way to the latest version", () =>
    Effect.gen(function* () {
      const token = yield* login(Seeded.agencyAdmin)
      const check = yield* get(token, `/portals/${BEACON}/version-check`)
      expect(check.status).toBe(200)
      expect(check.body.data).toEqual({
        current_version: "4.1.0",
        latest_version: LATEST_THEME_VERSION,
        upgrade_available: true,
        releases: [
          { version: "4.2.0", message: "Icon buttons, card grid variants and a skip link in the base layout" },
          { version: "5.0.0", message: "Theme v5: cascade layers, intersection observer helpers and new utilities" }
        ]
      })
      const current = yield* get(token, `/portals/${ACME}/version-check`)
      expect(current.body.data).toMatchObject({ current_version: LATEST_THEME_VERSION, upgrade_available: false, releases: [] })

      // The static path wins over /portals/{id}.
      const files = yield* get(token, `/portals/get-upgrade-files?portal_id=${BEACON}`)
      expect(files.status, JSON.stringify(files.body)).toBe(200)
      expect(files.body.data.files).toEqual([
        { path: "css/components/buttons.css", name: "buttons.css", from_version: null, to_version: "1.1.0" },
        { path: "css/components/cards.css", name: "cards.css", from_version: null, to_version: "1.1.0" },
        { path: "templates/layouts/base.html", name: "base.html", from_version: null, to_version: "1.1.0" },
        { path: "css/main.css", name: "main.css", from_version: null, to_version: "2.0.0" },
        { path: "js/main.js", name: "main.js", from_version: null, to_version: "1.1.0" },
        { path: "css/utilities.css", name: "utilities.css", from_version: null, to_version: "1.1.0" }
      ])
      // A file the portal already holds at the version the upgrade writes does not change: not listed.
      yield* sqlRun(
        (sql) => sql`
        INSERT INTO portal_files (portal_id, theme_file_id, installed_version)
        SELECT ${BEACON}, id, '2.0.0' FROM theme_files WHERE path = 'css/main.css' RETURNING portal_id`
      )
      const unchanged = yield* get(token, `/portals/get-upgrade-files?portal_id=${BEACON}`)
      expect(unchanged.body.data.files.map((file: { path: string }) => file.path)).not.toContain("css/main.css")
      expect(unchanged.body.data.files).toHaveLength(5)
      yield* sqlRun(
        (sql) => sql`
        DELETE FROM portal_files WHERE portal_id = ${BEACON} AND theme_file_id = (SELECT id FROM theme_files WHERE path = 'css/main.css') RETURNING portal_id`
      )
      expect((yield* get(token, `/portals/get-upgrade-files?portal_id=${ACME}`)).body.data.files).toEqual([])
      expect((yield* get(token, `/portals/get-upgrade-files?portal_id=999`)).status).toBe(404)
      expect((yield* get(token, `/portals/${BEACON}`)).body.data.version).toBe("4.1.0")
    })
  )

  it.effect("strangers, plain users and suspended agencies are refused", () =>
    Effect.gen(function* () {
      const north = yield* login(Seeded.northwind)
      expect((yield* get(north, `/portals/${BEACON}/version-check`)).status).toBe(403)
      expect((yield* get(north, `/portals/get-upgrade-files?portal_id=${BEACON}`)).status).toBe(403)
      const refused = yield* post(north, `/portals/${BEACON}/version-upgrade`)
      expect(refused.status).toBe(403)
      expect(refused.body.message).toBe("You do not have permission to perform this action.")
      const user = yield* login(Seeded.user)
      expect((yield* get(user, `/portals/${ACME}/version-check`)).status).toBe(200)
      expect((yield* post(user, `/portals/${ACME}/version-upgrade`)).status).toBe(403)
      expect((yield* post(north, `/portals/999/version-upgrade`)).status).toBe(404)

      yield* sqlRun(
        (sql) => sql`UPDATE agencies SET status = 'suspend' WHERE id = (SELECT agency_id FROM portals WHERE id = ${NORTHWIND}) RETURNING id`
      )
      const suspended = yield* post(north, `/portals/${NORTHWIND}/version-upgrade`)
      yield* sqlRun(
        (sql) => sql`UPDATE agencies SET status = 'active' WHERE id = (SELECT agency_id FROM portals WHERE id = ${NORTHWIND}) RETURNING id`
      )
      expect(suspended.status).toBe(403)
      expect(suspended.body.message).toBe("Your agency is suspended.")
    })
  )

  it.scoped("the upgrade writes the changed files, sets the version and announces it; then 409", () =>
    Effect.gen(function* () {
      const token = yield* login(Seeded.agencyAdmin)
      const me = (yield* (yield* TestApi).request("GET", "/auth/api/v2/me", { token })).body.data.id as number
      const frames = yield* subscribe(`private-analytics.user.${me}`, token)

      const started = yield* post(token, `/portals/${BEACON}/version-upgrade`)
      expect(started.status, JSON.stringify(started.body)).toBe(200)
      const id = started.body.data.batch_id as string
      // A second click while it runs answers with the same batch.
      const again = yield* post(token, `/portals/${BEACON}/version-upgrade`)
      expect(again.status === 409 || again.body.data?.batch_id === id).toBe(true)

      expect(yield* awaitFinished(token, id)).toMatchObject({
        status: "finished",
        progress: 100,
        failedJobs: 0,
        totalJobs: 6,
        processedJobs: 6
      })
      expect((yield* get(token, `/portals/${BEACON}`)).body.data.version).toBe(LATEST_THEME_VERSION)
      const check = yield* get(token, `/portals/${BEACON}/version-check`)
      expect(check.body.data).toMatchObject({ current_version: LATEST_THEME_VERSION, upgrade_available: false, releases: [] })

      // The files are in the portal's folder at the newest version and recorded as held.
      const [main] = yield* sqlRun(
        (sql) => sql<{ content: string }>`
        SELECT v.content FROM theme_file_versions v JOIN theme_files f ON f.id = v.theme_file_id WHERE f.path = 'css/main.css' AND v.version = '2.0.0'`
      )
      expect(yield* sandboxFile(BEACON, "sr/css/main.css")).toBe(main!.content)
      const held = yield* sqlRun(
        (sql) => sql<{ path: string; installed_version: string }>`
        SELECT f.path, pf.installed_version FROM portal_files pf JOIN theme_files f ON f.id = pf.theme_file_id WHERE pf.portal_id = ${BEACON} ORDER BY f.path`
      )
      expect(held.map((row) => `${row.path}@${row.installed_version}`)).toEqual([
        "css/components/buttons.css@1.1.0",
        "css/components/cards.css@1.1.0",
        "css/main.css@2.0.0",
        "css/utilities.css@1.1.0",
        "js/main.js@1.1.0",
        "templates/layouts/base.html@1.1.0"
      ])
      const logged = yield* sqlRun(
        (sql) => sql<{ event: string }>`
        SELECT event FROM activity_log WHERE subject_id = ${BEACON} AND event LIKE 'portal.upgrade-%' ORDER BY id`
      )
      expect(logged.map((row) => row.event)).toEqual(["portal.upgrade-started", "portal.upgrade-completed"])
      const history = yield* sqlRun((sql) => sql<{ status_label: string }>`SELECT status_label FROM histories WHERE portal_id = ${BEACON}`)
      expect(history.map((row) => row.status_label)).toContain(`Upgraded to version ${LATEST_THEME_VERSION}`)

      const frame = yield* waitFor(frames, "core_upgrade.complete").pipe(Effect.timeout("10 seconds"), Effect.orDie)
      expect(frame.channel).toBe(`private-analytics.user.${me}`)
      expect(JSON.parse(frame.data!)).toEqual({ user_id: me, portal_id: BEACON })

      const current = yield* post(token, `/portals/${BEACON}/version-upgrade`)
      expect(current.status).toBe(409)
      expect(current.body.message).toBe("This portal is already on the latest version.")
    })
  )
})
