// Modules over HTTP against the seeded world: lists as a portal sees them, purchases with agency
// credits (including concurrent ones), install / upgrade / revert into the sandbox HubSpot.
// Seeded: Demo Agency (id 1, 25 credits) owns 1 Acme (pro), 2 Beacon (core, no hubdb scope),
// 3 Cobalt (free), 4 Acme Staging (pro); Northwind (id 2, 5 credits) owns 5 Northwind (stack).
import { SqlClient } from "@effect/sql"
import { expect, layer } from "@effect/vitest"
import { Effect } from "effect"

import { publishedCrmFile } from "./support/crm.ts"
import { Seeded, TestApi, testServer } from "./support/TestApi.ts"

const base = "/module/api/v2"

const sqlRun = <A extends object>(run: (sql: SqlClient.SqlClient) => Effect.Effect<ReadonlyArray<A>, unknown>) =>
  Effect.flatMap(SqlClient.SqlClient, run).pipe(Effect.orDie)

const creditsOf = (agencyId: number) =>
  Effect.map(
    sqlRun((sql) => sql<{ credit_limit: number }>`SELECT credit_limit FROM agencies WHERE id = ${agencyId}`),
    (rows) => rows[0]!.credit_limit
  )

const setInstalled = (portalId: number, key: string, version: string) =>
  sqlRun(
    (sql) =>
      sql`UPDATE portal_modules SET installed_version = ${version}, previous_version = NULL WHERE portal_id = ${portalId} AND module_id = (SELECT id FROM modules WHERE key = ${key})`
  )

const login = (who: { email: string; password: string }) => Effect.flatMap(TestApi, (api) => api.login(who.email, who.password))

const moduleIn = (token: string, portal: number, key: string) =>
  Effect.gen(function* () {
    const api = yield* TestApi
    const reply = yield* api.request("GET", `${base}/modules?portal=${portal}&keyword=${encodeURIComponent(key)}&limit=100`, { token })
    expect(reply.status).toBe(200)
    return reply.body.data.find((module: { key: string }) => module.key === key)
  })

/** The published file as the portal's HubSpot account holds it. */
const hubspotFile = publishedCrmFile

layer(testServer(), { excludeTestServices: true, timeout: 120_000 })("modules", (it) => {
  it.effect("lists the catalogue for a visible portal: filters, test modules, paging, scope", () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      const token = yield* login(Seeded.agencyAdmin)
      const all = yield* api.request("GET", `${base}/modules?portal=1`, { token })
      expect(all.status).toBe(200)
      expect(all.body.meta.pagination.total).toBeGreaterThanOrEqual(30)
      expect(all.body.meta.pagination).toMatchObject({ per_page: 25, current_page: 1, count: 25 })
      const names: Array<string> = all.body.data.map((module: { name: string }) => module.name)
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)))
      expect(all.body.data.every((module: { test_module: boolean }) => !module.test_module)).toBe(true)

      const elements = yield* api.request("GET", `${base}/modules?portal=1&filter=3&limit=100`, { token })
      expect(elements.body.data.every((module: { module_category: number }) => module.module_category === 3)).toBe(true)
      const tests = yield* api.request("GET", `${base}/modules?portal=1&type=test-module`, { token })
      expect(tests.body.data.map((module: { key: string }) => module.key).sort()).toEqual(["test-mega-menu", "test-parallax-hero"])
      const keyword = yield* api.request("GET", `${base}/modules?portal=1&keyword=accordion`, { token })
      expect(keyword.body.data.map((module: { name: string }) => module.name)).toEqual(["FAQ Accordion"])

      const userToken = yield* login(Seeded.user)
      expect((yield* api.request("GET", `${base}/modules?portal=2`, { token: userToken })).status).toBe(403)
      expect((yield* api.request("GET", `${base}/modules?portal=424242`, { token })).status).toBe(404)
      expect((yield* api.request("GET", `${base}/modules?portal=1`)).status).toBe(401)

      const groups = yield* api.request("GET", `${base}/module-groups?portal=3`, { token })
      expect(groups.body.data.map((group: { key: string }) => group.key)).toContain("social-proof")
      expect(groups.body.data.find((group: { key: string }) => group.key === "layout-basics")).toMatchObject({
        is_available: true,
        button_state: "Install Module",
        installed: false
      })
      expect(groups.body.data.find((group: { key: string }) => group.key === "social-proof").is_available).toBe(false)
    })
  )

  it.effect("guests list the demo portal's modules only", () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      const demo = yield* api.request("GET", `${base}/guest/modules?portal=999999`)
      expect(demo.status).toBe(200)
      expect(demo.body.data.length).toBe(25)
      const other = yield* api.request("GET", `${base}/guest/modules?portal=1`)
      expect(other.status).toBe(404)
      expect(other.body.message).toBe("Resource not found.")
    })
  )

  it.effect("Buy & Install → Install → Installed → Upgrade Module → Revert Module, files in HubSpot", () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      const token = yield* login(Seeded.agencyAdmin)
      expect(yield* moduleIn(token, 3, "pricing-table")).toMatchObject({
        button_state: "Buy & Install",
        pad_lock: "lite",
        installed_version: "---"
      })
      const locked = yield* api.request("POST", `${base}/modules/install`, { token, json: { module: "pricing-table", portal: 3 } })
      expect(locked.status).toBe(403)
      expect(locked.body.message).toBe("Buy this module first.")

      const before = yield* creditsOf(1)
      const bought = yield* api.request("POST", `${base}/modules/purchase`, {
        token,
        json: { keys: ["pricing-table"], agency_id: 1, portal_id: 3 }
      })
      expect(bought.status).toBe(200)
      expect(bought.body.data.credit_limit).toBe(before - 1)
      expect(bought.body.data.modules[0]).toMatchObject({ key: "pricing-table", button_state: "Install", pad_lock: null, purchased: true })

      const installed = yield* api.request("POST", `${base}/modules/install`, { token, json: { module: "pricing-table", portal: 3 } })
      expect(installed.status).toBe(200)
      expect(installed.body.data).toMatchObject({ button_state: "Installed", installed: true, installed_version: "1.2.0" })
      const html = yield* hubspotFile(3, "sr/modules/pricing-table.module/module.html")
      expect(html).toContain("Pricing Table 1.2.0")
      expect(JSON.parse(yield* hubspotFile(3, "sr/modules/pricing-table.module/meta.json"))).toMatchObject({
        label: "Pricing Table",
        version: "1.2.0"
      })

      // A newer release than the installed version arrives.
      yield* setInstalled(3, "pricing-table", "1.1.0")
      expect(yield* moduleIn(token, 3, "pricing-table")).toMatchObject({
        button_state: "Upgrade Module",
        upgradeable: true,
        upgradeable_type: "minor"
      })
      const upgraded = yield* api.request("POST", `${base}/modules/upgrade`, { token, json: { module: "pricing-table", portal: 3 } })
      expect(upgraded.body.data).toMatchObject({ button_state: "Revert Module", installed_version: "1.2.0", revertable: true })
      const reverted = yield* api.request("POST", `${base}/modules/revert`, { token, json: { module: "pricing-table", portal: 3 } })
      expect(reverted.body.data).toMatchObject({
        button_state: "Upgrade Module",
        installed_version: "1.1.0",
        upgradeable: true,
        revertable: false
      })
      expect(yield* hubspotFile(3, "sr/modules/pricing-table.module/module.html")).toContain("Pricing Table 1.1.0")
      expect((yield* api.request("POST", `${base}/modules/revert`, { token, json: { module: "pricing-table", portal: 3 } })).status).toBe(
        409
      )

      const events = yield* sqlRun(
        (sql) => sql<{ event: string }>`SELECT event FROM activity_log WHERE event LIKE 'module.%' AND subject_id = 3 ORDER BY id`
      )
      expect(events.map((row) => row.event)).toEqual(["module.purchased", "module.installed", "module.upgraded", "module.reverted"])
    })
  )

  it.effect("a purchase spends one credit per new locked key and nothing for owned or plan-given ones", () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      const token = yield* login(Seeded.agencyAdmin)
      const start = yield* creditsOf(1)
      const first = yield* api.request("POST", `${base}/modules/purchase`, {
        token,
        json: { keys: ["team-members", "logo-carousel"], agency_id: 1, portal_id: 3 }
      })
      expect(first.body.data.credit_limit).toBe(start - 2)
      const second = yield* api.request("POST", `${base}/modules/purchase`, {
        token,
        json: { keys: ["team-members", "stats-counter", "faq-accordion"], agency_id: 1, portal_id: 3 }
      })
      expect(second.status).toBe(200)
      expect(second.body.data.credit_limit).toBe(start - 3)
      expect(yield* creditsOf(1)).toBe(start - 3)
      const again = yield* api.request("POST", `${base}/modules/purchase`, {
        token,
        json: { keys: ["team-members"], agency_id: 1, portal_id: 3 }
      })
      expect(again.body.data.credit_limit).toBe(start - 3)
      const unknown = yield* api.request("POST", `${base}/modules/purchase`, {
        token,
        json: { keys: ["no-such-module"], agency_id: 1, portal_id: 3 }
      })
      expect(unknown.status).toBe(422)
    })
  )

  it.effect("concurrent purchases with one credit left: exactly one succeeds; then 402", () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      const token = yield* login(Seeded.northwind)
      yield* sqlRun((sql) => sql`UPDATE agencies SET credit_limit = 1 WHERE id = 2`)
      const keys = ["timeline", "dnd-gallery", "el-popup-form", "dnd-comparison-table"]
      const replies = yield* Effect.forEach(
        keys,
        (key) => api.request("POST", `${base}/modules/purchase`, { token, json: { keys: [key], agency_id: 2, portal_id: 5 } }),
        { concurrency: "unbounded" }
      )
      expect(replies.map((reply) => reply.status).sort()).toEqual([200, 402, 402, 402])
      expect(yield* creditsOf(2)).toBe(0)
      const [bought] = yield* sqlRun(
        (sql) => sql<{ count: number }>`SELECT count(*)::int AS count FROM portal_module_purchases WHERE portal_id = 5`
      )
      expect(bought!.count).toBe(1)
      const broke = yield* api.request("POST", `${base}/modules/purchase`, {
        token,
        json: { keys: ["case-study-showcase"], agency_id: 2, portal_id: 5 }
      })
      expect(broke.status).toBe(402)
      expect(broke.body.message).toBe("Not enough credits. Buy credits to unlock this module.")
    })
  )

  it.effect("403 for another agency's portal and for a suspended agency", () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      const north = yield* login(Seeded.northwind)
      const foreign = yield* api.request("POST", `${base}/modules/purchase`, {
        token: north,
        json: { keys: ["pricing-table"], agency_id: 2, portal_id: 2 }
      })
      expect(foreign.status).toBe(403)
      const agencyToken = yield* login(Seeded.agencyAdmin)
      const wrongAgency = yield* api.request("POST", `${base}/modules/purchase`, {
        token: agencyToken,
        json: { keys: ["pricing-table"], agency_id: 2, portal_id: 2 }
      })
      expect(wrongAgency.status).toBe(403)

      yield* sqlRun((sql) => sql`UPDATE agencies SET status = 'suspend', credit_limit = 5 WHERE id = 2`)
      const suspended = yield* api.request("POST", `${base}/modules/purchase`, {
        token: north,
        json: { keys: ["case-study-showcase"], agency_id: 2, portal_id: 5 }
      })
      expect(suspended.status).toBe(403)
      expect(suspended.body.message).toBe("Your agency is suspended.")
      const install = yield* api.request("POST", `${base}/modules/install`, { token: north, json: { module: "faq-accordion", portal: 5 } })
      expect(install.status).toBe(403)
      expect(install.body.message).toBe("Your agency is suspended.")
      expect(yield* creditsOf(2)).toBe(5)
      yield* sqlRun((sql) => sql`UPDATE agencies SET status = 'active' WHERE id = 2`)
    })
  )

  it.effect("a major upgrade needs the word 'upgrade'", () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      const token = yield* login(Seeded.agencyAdmin)
      expect(
        (yield* api.request("POST", `${base}/modules/install`, { token, json: { module: "timeline", portal: 1 } })).body.data
          .installed_version
      ).toBe("2.0.0")
      yield* setInstalled(1, "timeline", "1.0.0")
      expect(yield* moduleIn(token, 1, "timeline")).toMatchObject({ upgradeable_type: "major", button_state: "Upgrade Module" })
      const unconfirmed = yield* api.request("POST", `${base}/modules/upgrade`, {
        token,
        json: { module: "timeline", portal: 1, confirm: "yes" }
      })
      expect(unconfirmed.status).toBe(422)
      expect(unconfirmed.body.message).toBe('You must type "upgrade" to proceed.')
      const confirmed = yield* api.request("POST", `${base}/modules/upgrade`, {
        token,
        json: { module: "timeline", portal: 1, confirm: "upgrade" }
      })
      expect(confirmed.status).toBe(200)
      expect(confirmed.body.data).toMatchObject({ installed_version: "2.0.0", button_state: "Revert Module" })
    })
  )

  it.effect("missing theme files stop the install until the portal has them", () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      const token = yield* login(Seeded.agencyAdmin)
      // Acme Staging (4): Acme Portal holds every theme file of its theme.
      const check = yield* api.request("POST", `${base}/modules/check-files`, { token, json: { module: "el-button", portal: 4 } })
      expect(check.body.data.files).toEqual([{ path: "css/components/buttons.css", name: "buttons.css", version: "1.1.0" }])
      const stopped = yield* api.request("POST", `${base}/modules/install`, { token, json: { module: "el-button", portal: 4 } })
      expect(stopped.status).toBe(422)
      expect(stopped.body.message).toBe("File updates required: css/components/buttons.css (1.1.0)")
      yield* sqlRun(
        (sql) => sql`
        INSERT INTO portal_files (portal_id, theme_file_id, installed_version)
        SELECT 4, id, '1.1.0' FROM theme_files WHERE path = 'css/components/buttons.css'`
      )
      expect(
        (yield* api.request("POST", `${base}/modules/check-files`, { token, json: { module: "el-button", portal: 4 } })).body.data.files
      ).toEqual([])
      expect((yield* api.request("POST", `${base}/modules/install`, { token, json: { module: "el-button", portal: 4 } })).status).toBe(200)
    })
  )

  it.effect("HubDB modules need the hubdb grant (40010); a lost refresh token asks to reconnect (40001)", () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      const token = yield* login(Seeded.agencyAdmin)
      const hubdb = yield* api.request("POST", `${base}/modules/install`, { token, json: { module: "dnd-location-finder", portal: 2 } })
      expect(hubdb.status).toBe(403)
      expect(hubdb.body).toMatchObject({ status_code: 40010, message: "Additional Permissions Required", required_scopes: ["hubdb"] })
      expect((yield* moduleIn(token, 2, "dnd-location-finder")).installed).toBe(false)

      yield* sqlRun((sql) => sql`UPDATE portals SET refresh_token_encrypted = NULL WHERE id = 4`)
      const reconnect = yield* api.request("POST", `${base}/modules/install`, { token, json: { module: "faq-accordion", portal: 4 } })
      expect(reconnect.status).toBe(400)
      expect(reconnect.body).toMatchObject({ status_code: 40001, message: "missing or invalid refresh token" })
      expect((yield* moduleIn(token, 4, "faq-accordion")).installed).toBe(false)
    })
  )
})
