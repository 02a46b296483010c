// The editor bar's red dots over HTTP: GET /module/api/v2/modules/upgrades counts the portal's installed
// modules and theme files with an upgrade waiting, follows upgrades and reverts, and keeps to the
// caller's portals. Seeded: Demo Agency owns 1 Acme (pro) and 3 Cobalt (free); Northwind owns 5.
import { SqlClient } from "@effect/sql"
import { expect, layer } from "@effect/vitest"
import { Effect } from "effect"

import { Seeded, TestApi, testServer } from "./support/TestApi.ts"

const base = "/module/api/v2"

const sqlRun = <A extends object>(run: (sql: SqlClient.SqlClient) => Effect.Effect<ReadonlyArray<A>, unknown>) =>
  Effect.flatMap(SqlClient.SqlClient, run).pipe(Effect.orDie)

/** A newer release than the installed one has arrived for this module. */
const setInstalled = (portalId: number, key: string, version: string) =>
  sqlRun(
    (sql) =>
      sql`UPDATE portal_modules SET installed_version = ${version}, previous_version = NULL WHERE portal_id = ${portalId} AND module_id = (SELECT id FROM modules WHERE key = ${key})`
  )

const holdFile = (portalId: number, path: string, version: string) =>
  sqlRun(
    (sql) => sql`
    INSERT INTO portal_files (portal_id, theme_file_id, installed_version)
    SELECT ${portalId}, id, ${version} FROM theme_files WHERE path = ${path}
    ON CONFLICT (portal_id, theme_file_id) DO UPDATE SET installed_version = EXCLUDED.installed_version`
  )

const login = (who: { email: string; password: string }) => Effect.flatMap(TestApi, (api) => api.login(who.email, who.password))

const summaryOf = (token: string, portal: number) =>
  Effect.gen(function* () {
    const reply = yield* (yield* TestApi).request("GET", `${base}/modules/upgrades?portal=${portal}`, { token })
    expect(reply.status).toBe(200)
    return reply.body.data
  })

layer(testServer(), { excludeTestServices: true, timeout: 120_000 })("module upgrades summary", (it) => {
  it.effect("counts modules and files with an upgrade waiting, and follows upgrade and revert", () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      const token = yield* login(Seeded.agencyAdmin)
      expect(yield* summaryOf(token, 1)).toEqual({ modules: 0, files: 0 })

      // Installed at the newest version: nothing waits.
      const post = (path: string, json: unknown) => api.request("POST", `${base}${path}`, { token, json })
      expect((yield* post("/modules/install", { module: "timeline", portal: 1 })).status).toBe(200)
      expect((yield* post("/modules/install", { module: "faq-accordion", portal: 1 })).status).toBe(200)
      expect((yield* post("/modules/install", { module: "test-mega-menu", portal: 1 })).status).toBe(200)
      expect(yield* summaryOf(token, 1)).toEqual({ modules: 0, files: 0 })

      yield* setInstalled(1, "timeline", "1.0.0")
      yield* setInstalled(1, "test-mega-menu", "0.9.0")
      yield* holdFile(1, "js/main.js", "1.0.0")
      yield* holdFile(1, "css/typography.css", "1.0.0")
      expect(yield* summaryOf(token, 1)).toEqual({ modules: 2, files: 1 })

      const upgraded = yield* post("/modules/upgrade", { module: "timeline", portal: 1, confirm: "upgrade" })
      expect(upgraded.body.data.button_state).toBe("Revert Module")
      expect(yield* summaryOf(token, 1)).toEqual({ modules: 1, files: 1 })
      expect((yield* post("/modules/upgrade", { module: "test-mega-menu", portal: 1, confirm: "upgrade" })).status).toBe(200)
      expect((yield* api.request("POST", "/portal/api/v2/files/upgrade", { token, json: { file: "js/main.js", portal: 1 } })).status).toBe(
        200
      )
      expect(yield* summaryOf(token, 1)).toEqual({ modules: 0, files: 0 })

      const reverted = yield* post("/modules/revert", { module: "timeline", portal: 1 })
      expect(reverted.body.data.button_state).toBe("Upgrade Module")
      expect(yield* summaryOf(token, 1)).toEqual({ modules: 1, files: 0 })
      // Another portal of the same agency is counted on its own.
      expect(yield* summaryOf(token, 3)).toEqual({ modules: 0, files: 0 })
    })
  )

  it.effect("refuses another agency's portal, a portal not granted to a user, and a missing token", () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      const north = yield* login(Seeded.northwind)
      const foreign = yield* api.request("GET", `${base}/modules/upgrades?portal=1`, { token: north })
      expect(foreign.status).toBe(403)
      expect(yield* summaryOf(north, 5)).toEqual({ modules: 0, files: 0 })

      const user = yield* login(Seeded.user)
      expect((yield* api.request("GET", `${base}/modules/upgrades?portal=2`, { token: user })).status).toBe(403)
      expect((yield* api.request("GET", `${base}/modules/upgrades?portal=424242`, { token: north })).status).toBe(404)
      expect((yield* api.request("GET", `${base}/modules/upgrades?portal=1`)).status).toBe(401)
    })
  )
})
