// Theme files over HTTP against the seeded world: the Add → Added → Update → Revert states, update all,
// the unified diff, authorization, and the sandbox HubSpot holding what was written. Installing the
// files a module needs makes its 'File updates required' stop go away.
// Seeded: Demo Agency (id 1) owns 1 Acme (pro) … 4; Northwind (id 2) owns 5; Seeded.user cannot see 2.
import { SqlClient } from "@effect/sql"
import { expect, layer } from "@effect/vitest"
import { Effect } from "effect"

import { publishedCrmFile } from "./support/crm.ts"
import { Seeded, TestApi, testServer } from "./support/TestApi.ts"

const base = "/portal/api/v2"

const sqlRun = <A extends object>(run: (sql: SqlClient.SqlClient) => Effect.Effect<ReadonlyArray<A>, unknown>) =>
  Effect.flatMap(SqlClient.SqlClient, run).pipe(Effect.orDie)

const login = (who: { email: string; password: string }) => Effect.flatMap(TestApi, (api) => api.login(who.email, who.password))

const setInstalled = (portalId: number, path: string, version: string) =>
  sqlRun(
    (sql) => sql`
    UPDATE portal_files SET installed_version = ${version}, previous_version = NULL
    WHERE portal_id = ${portalId} AND theme_file_id = (SELECT id FROM theme_files WHERE path = ${path})`
  )

const fileIn = (token: string, portal: number, path: string) =>
  Effect.gen(function* () {
    const reply = yield* (yield* TestApi).request("GET", `${base}/files?portal=${portal}`, { token })
    expect(reply.status).toBe(200)
    return reply.body.data.find((file: { path: string }) => file.path === path)
  })

const post = (token: string, action: string, json: object) =>
  Effect.flatMap(TestApi, (api) => api.request("POST", `${base}/files/${action}`, { token, json }))

/** The published file as the portal's HubSpot account holds it. */
const hubspotFile = (portalId: number, path: string) =>
  Effect.gen(function* () {
    const [row] = yield* sqlRun(
      (sql) => sql<{ custom_installation: string }>`SELECT custom_installation FROM portals WHERE id = ${portalId}`
    )
    return yield* publishedCrmFile(portalId, `${row!.custom_installation}/${path}`)
  })

layer(testServer(), { excludeTestServices: true, timeout: 120_000 })("files", (it) => {
  it.effect("lists every theme file as the portal holds it", () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      const token = yield* login(Seeded.agencyAdmin)
      const reply = yield* api.request("GET", `${base}/files?portal=3`, { token })
      expect(reply.status).toBe(200)
      expect(reply.body.data.length).toBeGreaterThanOrEqual(20)
      expect(reply.body.data.find((file: { path: string }) => file.path === "css/main.css")).toEqual({
        name: "main.css",
        path: "css/main.css",
        parent_path: "css",
        current_version: "2.0.0",
        hubspot_version: "---",
        installed: false,
        available: true,
        upgradeable: false,
        revertable: false,
        change_log: [
          { ver: "2.0.0", message: "Cascade layers" },
          { ver: "1.1.0", message: "Design tokens as custom properties" },
          { ver: "1.0.0", message: "Initial release" }
        ],
        button_state: "Add"
      })
    })
  )

  it.effect("Add → Added, Update → Revert → Update, with the files in HubSpot and the activity log", () =>
    Effect.gen(function* () {
      const token = yield* login(Seeded.agencyAdmin)
      const added = yield* post(token, "install", { file: "css/utilities.css", portal: 3 })
      expect(added.status).toBe(200)
      expect(added.body.data).toMatchObject({
        button_state: "Added",
        installed: true,
        hubspot_version: "1.1.0",
        upgradeable: false,
        revertable: false
      })
      expect(yield* hubspotFile(3, "css/utilities.css")).toContain("css/utilities.css 1.1.0")
      expect((yield* post(token, "install", { file: "css/utilities.css", portal: 3 })).status).toBe(409)
      expect((yield* post(token, "upgrade", { file: "css/utilities.css", portal: 3 })).status).toBe(409)

      yield* setInstalled(3, "css/utilities.css", "1.0.0")
      expect(yield* fileIn(token, 3, "css/utilities.css")).toMatchObject({
        button_state: "Update",
        upgradeable: true,
        hubspot_version: "1.0.0"
      })
      const diff = yield* (yield* TestApi).request("GET", `${base}/files/diff?portal=3&file=${encodeURIComponent("css/utilities.css")}`, {
        token
      })
      expect(diff.body.data).toEqual({
        path: "css/utilities.css",
        installed: "1.0.0",
        current: "1.1.0",
        diff: "--- a/css/utilities.css\n+++ b/css/utilities.css\n@@ -1 +1 @@\n-/* css/utilities.css 1.0.0 */\n+/* css/utilities.css 1.1.0 */\n"
      })

      const upgraded = yield* post(token, "upgrade", { file: "css/utilities.css", portal: 3 })
      expect(upgraded.body.data).toMatchObject({ button_state: "Revert", hubspot_version: "1.1.0", revertable: true })
      const reverted = yield* post(token, "revert", { file: "css/utilities.css", portal: 3 })
      expect(reverted.body.data).toMatchObject({ button_state: "Update", hubspot_version: "1.0.0", revertable: false, upgradeable: true })
      expect(yield* hubspotFile(3, "css/utilities.css")).toContain("css/utilities.css 1.0.0")
      expect((yield* post(token, "revert", { file: "css/utilities.css", portal: 3 })).status).toBe(409)
      expect((yield* post(token, "install", { file: "no/such.css", portal: 3 })).status).toBe(404)

      const events = yield* sqlRun(
        (sql) => sql<{ event: string }>`
        SELECT event FROM activity_log WHERE event LIKE 'file.%' AND subject_id = 3 ORDER BY id`
      )
      expect(events.map((row) => row.event)).toEqual(["file.installed", "file.upgraded", "file.reverted"])
      // Each change is in the portal's History too, as module changes are.
      const history = yield* sqlRun(
        (sql) => sql<{ name: string; status_label: string }>`
        SELECT name, status_label FROM histories WHERE portal_id = 3 AND payload->>'file' = 'css/utilities.css' ORDER BY id`
      )
      expect(history.map((row) => [row.name, row.status_label])).toEqual([
        ["utilities.css 1.1.0", "Installed"],
        ["utilities.css 1.1.0", "Upgraded"],
        ["utilities.css 1.0.0", "Reverted"]
      ])
    })
  )

  it.effect("Update All upgrades every upgradeable file and leaves the rest", () =>
    Effect.gen(function* () {
      const token = yield* login(Seeded.agencyAdmin)
      for (const file of ["js/main.js", "templates/layouts/base.html", "js/slider.js"]) {
        expect((yield* post(token, "install", { file, portal: 4 })).status).toBe(200)
      }
      yield* setInstalled(4, "js/main.js", "1.0.0")
      yield* setInstalled(4, "templates/layouts/base.html", "1.0.0")
      const all = yield* post(token, "upgrade-all", { portal: 4 })
      expect(all.status).toBe(200)
      const byPath = (path: string) => all.body.data.find((file: { path: string }) => file.path === path)
      expect(byPath("js/main.js")).toMatchObject({ hubspot_version: "1.1.0", button_state: "Revert" })
      expect(byPath("templates/layouts/base.html")).toMatchObject({ hubspot_version: "1.1.0", button_state: "Revert" })
      expect(byPath("js/slider.js")).toMatchObject({ hubspot_version: "1.0.0", button_state: "Added" })
      expect(byPath("css/main.css")).toMatchObject({ button_state: "Add", installed: false })
      expect(all.body.data.some((file: { upgradeable: boolean }) => file.upgradeable)).toBe(false)
      expect(yield* hubspotFile(4, "templates/layouts/base.html")).toContain("templates/layouts/base.html 1.1.0")
    })
  )

  it.effect("authorization: visibility, login, suspended agency", () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      const user = yield* login(Seeded.user)
      expect((yield* api.request("GET", `${base}/files?portal=2`, { token: user })).status).toBe(403)
      expect((yield* post(user, "install", { file: "css/main.css", portal: 2 })).status).toBe(403)
      expect((yield* api.request("GET", `${base}/files?portal=1`)).status).toBe(401)
      const admin = yield* login(Seeded.agencyAdmin)
      expect((yield* api.request("GET", `${base}/files?portal=424242`, { token: admin })).status).toBe(404)
      expect((yield* post(admin, "install", { file: "css/main.css", portal: 5 })).status).toBe(403)

      const north = yield* login(Seeded.northwind)
      yield* sqlRun((sql) => sql`UPDATE agencies SET status = 'suspend' WHERE id = 2`)
      const suspended = yield* post(north, "install", { file: "css/main.css", portal: 5 })
      expect(suspended.status).toBe(403)
      expect(suspended.body.message).toBe("Your agency is suspended.")
      expect((yield* post(north, "upgrade-all", { portal: 5 })).status).toBe(403)
      yield* sqlRun((sql) => sql`UPDATE agencies SET status = 'active' WHERE id = 2`)
      expect((yield* fileIn(north, 5, "css/main.css")).installed).toBe(false)
    })
  )

  it.effect("installing the required files lets the module install go through", () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      const token = yield* login(Seeded.agencyAdmin)
      // Acme Staging (4): Acme Portal holds every theme file of its theme.
      const stopped = yield* api.request("POST", "/module/api/v2/modules/install", { token, json: { module: "el-button", portal: 4 } })
      expect(stopped.status).toBe(422)
      const check = yield* api.request("POST", "/module/api/v2/modules/check-files", { token, json: { module: "el-button", portal: 4 } })
      for (const file of check.body.data.files as Array<{ path: string }>) {
        expect((yield* post(token, "install", { file: file.path, portal: 4 })).status).toBe(200)
      }
      const installed = yield* api.request("POST", "/module/api/v2/modules/install", { token, json: { module: "el-button", portal: 4 } })
      expect(installed.status).toBe(200)
      expect(installed.body.data).toMatchObject({ key: "el-button", button_state: "Installed" })
    })
  )

  it("getModuleDiff: every file of the module between the installed and the current version", () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      const token = yield* login(Seeded.agencyAdmin)
      expect(
        (yield* api.request("POST", "/module/api/v2/modules/install", { token, json: { module: "pricing-table", portal: 1 } })).status
      ).toBe(200)
      const same = yield* api.request("GET", "/module/api/v2/modules/pricing-table/diff?portal=1", { token })
      expect(same.body.data).toEqual({ key: "pricing-table", installed: "1.2.0", current: "1.2.0", diff: "" })
      yield* sqlRun(
        (sql) => sql`
        UPDATE portal_modules SET installed_version = '1.1.0' WHERE portal_id = 1 AND module_id = (SELECT id FROM modules WHERE key = 'pricing-table')`
      )
      const diff = yield* api.request("GET", "/module/api/v2/modules/pricing-table/diff?portal=1", { token })
      expect(diff.body.data).toMatchObject({ installed: "1.1.0", current: "1.2.0" })
      expect(diff.body.data.diff).toContain("--- a/pricing-table.module/module.html\n+++ b/pricing-table.module/module.html\n@@")
      expect(diff.body.data.diff).toMatch(/^-.*Pricing Table 1\.1\.0/m)
      expect(diff.body.data.diff).toMatch(/^\+.*Pricing Table 1\.2\.0/m)
      const user = yield* login(Seeded.user)
      expect((yield* api.request("GET", "/module/api/v2/modules/pricing-table/diff?portal=2", { token: user })).status).toBe(403)
      expect((yield* api.request("GET", "/module/api/v2/modules/no-such/diff?portal=1", { token })).status).toBe(404)
    }))
})
