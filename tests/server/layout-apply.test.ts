// Saving a portal's setup as a layout and applying it (to its own portal or another of the agency) as a
// durable batch, and restoring a module to a history entry's version — over HTTP against the seeded world.
// Seeded: Demo Agency (id 1) owns portals 1–4 (2 Beacon is on Core); Northwind (id 2) owns 5.
import { SqlClient } from "@effect/sql"
import { expect, layer } from "@effect/vitest"
import { Effect } from "effect"

import { awaitFinished } from "./support/batch-kit.ts"
import { Seeded, TestApi, testServer } from "./support/TestApi.ts"

const base = "/module/api/v2"

const sqlRun = <A extends object>(run: (sql: SqlClient.SqlClient) => Effect.Effect<ReadonlyArray<A>, unknown>) =>
  Effect.flatMap(SqlClient.SqlClient, run).pipe(Effect.orDie)

const login = (who: { email: string; password: string }) => Effect.flatMap(TestApi, (api) => api.login(who.email, who.password))

const installedOn = (portal: number) =>
  sqlRun(
    (sql) => sql<{ key: string; version: string }>`
    SELECT m.key, pm.installed_version AS version FROM portal_modules pm JOIN modules m ON m.id = pm.module_id
    WHERE pm.portal_id = ${portal} ORDER BY m.key`
  )

const filesOn = (portal: number) =>
  sqlRun(
    (sql) => sql<{ path: string; version: string }>`
    SELECT f.path, pf.installed_version AS version FROM portal_files pf JOIN theme_files f ON f.id = pf.theme_file_id
    WHERE pf.portal_id = ${portal} ORDER BY f.path`
  )

layer(testServer(), { excludeTestServices: true, timeout: 120_000 })("layouts applied to portals, history restored", (it) => {
  it.effect("saves a portal's setup as a layout and applies it to another portal of the agency, once", () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      const token = yield* login(Seeded.agencyAdmin)
      // Acme Portal (1) gets a module and a theme file, then is saved as a layout with no content given
      // (the theme files the demo seeds it with are removed first, so the layout names just this one).
      yield* sqlRun((sql) => sql`DELETE FROM portal_files WHERE portal_id = 1`)
      expect((yield* api.request("POST", `${base}/modules/install`, { token, json: { module: "dnd-two-column", portal: 1 } })).status).toBe(
        200
      )
      expect(
        (yield* api.request("POST", `/portal/api/v2/files/install`, { token, json: { file: "js/slider.js", portal: 1 } })).status
      ).toBe(200)
      const saved = yield* api.request("POST", `${base}/layouts`, { token, json: { portal: 1, name: "Acme starter" } })
      expect(saved.status).toBe(201)
      expect(saved.body.data.content).toEqual({
        modules: [{ key: "dnd-two-column", name: "Two Column Layout", version: "1.1.0" }],
        files: [{ path: "js/slider.js", name: "slider.js", version: "1.0.0" }]
      })
      const layoutId: number = saved.body.data.id

      // Acme Staging (4) finds it among the agency's layouts, named after the portal it came from.
      const ownOnly = yield* api.request("GET", `${base}/layouts?portal=4`, { token })
      expect(ownOnly.body.data.map((row: { id: number }) => row.id)).not.toContain(layoutId)
      const agencyWide = yield* api.request("GET", `${base}/layouts?portal=4&agency=1`, { token })
      expect(agencyWide.body.data.find((row: { id: number }) => row.id === layoutId)).toMatchObject({
        portal_id: 1,
        portal_name: "Acme Portal"
      })
      expect((yield* api.request("GET", `${base}/layouts?portal=4&agency=2`, { token })).status).toBe(422)
      // A plain user granted Acme Portal only gets the layouts of the agency's portals they can see.
      const plain = yield* login(Seeded.user)
      yield* api.request("POST", `${base}/layouts`, {
        token,
        json: { portal: 2, name: "Beacon only", content: { modules: ["el-divider"] } }
      })
      const asUser = yield* api.request("GET", `${base}/layouts?portal=1&agency=1`, { token: plain })
      expect(asUser.status).toBe(200)
      expect(asUser.body.data.length).toBeGreaterThan(0)
      expect(asUser.body.data.every((row: { portal_id: number }) => row.portal_id === 1)).toBe(true)
      const asAdmin = yield* api.request("GET", `${base}/layouts?portal=1&agency=1`, { token })
      expect(asAdmin.body.data.map((row: { name: string }) => row.name)).toContain("Beacon only")

      // Applied to Acme Staging (4): one job per file, then per module; the drawer's list names them.
      const started = yield* api.request("POST", `${base}/layouts/${layoutId}/apply`, { token, json: { portal: 4 } })
      expect(started.status).toBe(202)
      const batchId: string = started.body.data.batch_id
      expect(yield* awaitFinished(token, batchId)).toMatchObject({ status: "finished", totalJobs: 2, processedJobs: 2, failedJobs: 0 })
      expect((yield* installedOn(4)).find((row) => row.key === "dnd-two-column")).toEqual({ key: "dnd-two-column", version: "1.1.0" })
      expect((yield* filesOn(4)).find((row) => row.path === "js/slider.js")).toEqual({ path: "js/slider.js", version: "1.0.0" })
      const listed = yield* api.request("GET", `/portal/api/v2/portals/4/batches`, { token })
      expect(listed.body.data.find((batch: { id: string }) => batch.id === batchId)).toMatchObject({
        title: "Apply layout Acme starter",
        items: [
          { seq: 1, label: "js/slider.js", status: "done", error: null },
          { seq: 2, label: "Two Column Layout", status: "done", error: null }
        ]
      })

      // Nothing left to do: refused, and no batch is created.
      const again = yield* api.request("POST", `${base}/layouts/${layoutId}/apply`, { token, json: { portal: 4 } })
      expect(again.status).toBe(409)
      expect(again.body.message).toBe("The portal already holds everything this layout names.")
      const batches = yield* sqlRun((sql) => sql<{ n: number }>`SELECT count(*)::int AS n FROM batches WHERE kind = 'layout-apply'`)
      expect(batches[0]!.n).toBe(1)
      const events = yield* sqlRun((sql) => sql<{ event: string }>`SELECT event FROM activity_log WHERE event = 'layout.apply-started'`)
      expect(events).toHaveLength(1)
      // The apply is in the portal's History, beside the entry of the module it installed.
      const history = yield* api.request("GET", `${base}/histories?portal=4`, { token })
      const labels = (history.body.data as ReadonlyArray<{ name: string; status_label: string }>).map((entry) => [
        entry.name,
        entry.status_label
      ])
      expect(labels).toContainEqual(["Acme starter", "Layout applied"])
    })
  )

  it.effect("tells per item what could not be applied: a locked module, a withdrawn one, a withdrawn file", () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      const token = yield* login(Seeded.agencyAdmin)
      const content = {
        modules: [
          { key: "el-divider", name: "Divider" },
          { key: "timeline", name: "Timeline" },
          { key: "gone-module", name: "Gone" }
        ],
        files: ["css/typography.css", { path: "css/gone.css" }]
      }
      const saved = yield* api.request("POST", `${base}/layouts`, { token, json: { portal: 2, name: "Mixed", content } })
      expect(saved.status).toBe(201)
      const started = yield* api.request("POST", `${base}/layouts/${saved.body.data.id}/apply`, { token, json: { portal: 2 } })
      expect(started.status).toBe(202)
      const batchId: string = started.body.data.batch_id
      expect(yield* awaitFinished(token, batchId)).toMatchObject({ totalJobs: 5, failedJobs: 3 })
      const listed = yield* api.request("GET", `/portal/api/v2/portals/2/batches`, { token })
      const batch = listed.body.data.find((entry: { id: string }) => entry.id === batchId)
      expect(batch.items).toEqual([
        { seq: 1, label: "css/typography.css", status: "done", error: null },
        { seq: 2, label: "css/gone.css", status: "failed", error: "This theme file is no longer in the catalogue." },
        { seq: 3, label: "Divider", status: "done", error: null },
        { seq: 4, label: "Timeline", status: "failed", error: "Buy this module first." },
        { seq: 5, label: "gone-module", status: "failed", error: "This module is no longer in the catalogue." }
      ])

      const empty = yield* api.request("POST", `${base}/layouts`, { token, json: { portal: 2, name: "Blank", content: { blocks: [] } } })
      const refused = yield* api.request("POST", `${base}/layouts/${empty.body.data.id}/apply`, { token, json: { portal: 2 } })
      expect(refused.status).toBe(409)
      expect(refused.body.message).toBe("This layout names no modules or theme files to apply.")
    })
  )

  it.effect("names beforehand what is built for a newer theme than the portal's, and the apply leaves it out saying why", () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      const token = yield* login(Seeded.agencyAdmin)
      // Beacon (2) runs theme 4.1.0: css/main.css 2.0.0 is theme 5's, and Hero Banner 2.0.0 needs it.
      const content = { files: ["css/main.css", "js/slider.js"], modules: [{ key: "hero-banner", name: "Hero Banner" }] }
      const saved = yield* api.request("POST", `${base}/layouts`, { token, json: { portal: 2, name: "Theme five", content } })
      const layoutId: number = saved.body.data.id
      const check = yield* api.request("GET", `${base}/layouts/${layoutId}/apply-check?portal=2`, { token })
      expect(check.status, JSON.stringify(check.body)).toBe(200)
      const tooNew = "this portal runs theme 4.1.0. Upgrade the portal, then apply again."
      expect(check.body.data).toEqual({
        portal_version: "4.1.0",
        items: [
          {
            kind: "file",
            key: "css/main.css",
            name: "css/main.css",
            status: "incompatible",
            needs_theme: "5.0.0",
            reason: `Version 2.0.0 is built for theme 5.0.0; ${tooNew}`
          },
          { kind: "file", key: "js/slider.js", name: "js/slider.js", status: "apply", needs_theme: null, reason: null },
          {
            kind: "module",
            key: "hero-banner",
            name: "Hero Banner",
            status: "incompatible",
            needs_theme: "5.0.0",
            reason: `It needs css/main.css 2.0.0, built for theme 5.0.0; ${tooNew}`
          }
        ]
      })
      // Acme (1) runs the latest theme: everything fits.
      const onAcme = yield* api.request("GET", `${base}/layouts/${layoutId}/apply-check?portal=1`, { token })
      expect(onAcme.body.data.items.filter((item: { status: string }) => item.status === "incompatible")).toEqual([])
      expect((yield* api.request("GET", `${base}/layouts/${layoutId}/apply-check?portal=5`, { token })).status).toBeGreaterThanOrEqual(403)

      const started = yield* api.request("POST", `${base}/layouts/${layoutId}/apply`, { token, json: { portal: 2 } })
      expect(started.status).toBe(202)
      const batchId: string = started.body.data.batch_id
      expect(yield* awaitFinished(token, batchId)).toMatchObject({ totalJobs: 3, failedJobs: 2 })
      const listed = yield* api.request("GET", `/portal/api/v2/portals/2/batches`, { token })
      expect(listed.body.data.find((entry: { id: string }) => entry.id === batchId).items).toEqual([
        { seq: 1, label: "css/main.css", status: "failed", error: `Version 2.0.0 is built for theme 5.0.0; ${tooNew}` },
        { seq: 2, label: "js/slider.js", status: "done", error: null },
        { seq: 3, label: "Hero Banner", status: "failed", error: `It needs css/main.css 2.0.0, built for theme 5.0.0; ${tooNew}` }
      ])
      const held = (yield* filesOn(2)).map((row) => row.path)
      expect(held).toContain("js/slider.js")
      expect(held).not.toContain("css/main.css")
      expect((yield* installedOn(2)).map((row) => row.key)).not.toContain("hero-banner")

      // The bell tells the agency: one What's New entry for each admin of the portal's agency (the starter among
      // them), leading to the portal; nobody else gets one.
      const admins = yield* sqlRun(
        (sql) => sql<{ email: string }>`
        SELECT u.email FROM agency_user au JOIN users u ON u.id = au.user_id JOIN portals p ON p.agency_id = au.agency_id
        WHERE p.id = 2 AND au.role = 'agency-admin' ORDER BY u.id`
      )
      const [portal] = yield* sqlRun((sql) => sql<{ name: string }>`SELECT name FROM portals WHERE id = 2`)
      const notices = yield* sqlRun(
        (sql) => sql<{ title: string; description_html: string; link: string; recipient_email: string }>`
        SELECT n.title, n.description_html, n.link, u.email AS recipient_email
        FROM notifications n JOIN users u ON u.id = n.recipient_id
        WHERE n.title LIKE 'Work on % ended with failures' AND n.link = '/portals-main/2'
          AND n.description_html LIKE '%Apply layout Theme five%' ORDER BY u.id`
      )
      expect(admins.map((admin) => admin.email)).toContain(Seeded.agencyAdmin.email)
      expect(notices.map((notice) => notice.recipient_email)).toEqual(admins.map((admin) => admin.email))
      expect(notices[0]).toMatchObject({ title: `Work on ${portal!.name} ended with failures`, link: "/portals-main/2" })
      expect(notices[0]!.description_html).toContain("Apply layout Theme five: 2 of 3 steps failed.")

      // Nothing left that fits: refused before any batch.
      const only = yield* api.request("POST", `${base}/layouts`, {
        token,
        json: { portal: 2, name: "Only five", content: { files: ["css/main.css"] } }
      })
      const refused = yield* api.request("POST", `${base}/layouts/${only.body.data.id}/apply`, { token, json: { portal: 2 } })
      expect(refused.status).toBe(409)
      expect(refused.body.message).toBe(
        "Nothing in this layout can be applied: what it would add is built for a newer theme version than this portal's (4.1.0). Upgrade the portal, then apply again."
      )
    })
  )

  it.effect("refuses to save the setup of a portal that holds nothing as a layout", () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      const token = yield* login(Seeded.northwind)
      const refused = yield* api.request("POST", `${base}/layouts`, { token, json: { portal: 5, name: "Nothing yet" } })
      expect(refused.status).toBe(422)
      expect(refused.body.errors).toEqual({
        portal: ["This portal has no modules or theme files installed yet: there is nothing to save as a layout."]
      })
      const listed = yield* api.request("GET", `${base}/layouts?portal=5`, { token })
      expect(listed.body.data.map((row: { name: string }) => row.name)).not.toContain("Nothing yet")
    })
  )

  it.effect("applies only within the layout's agency and to portals the caller can see", () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      const agency = yield* login(Seeded.agencyAdmin)
      const saved = yield* api.request("POST", `${base}/layouts`, {
        token: agency,
        json: { portal: 1, name: "Private", content: { modules: ["el-divider"] } }
      })
      const path = `${base}/layouts/${saved.body.data.id}/apply`
      // The super admin sees every portal, but a layout stays within its agency.
      const admin = yield* login(Seeded.admin)
      const other = yield* api.request("POST", path, { token: admin, json: { portal: 5 } })
      expect(other.status).toBe(403)
      expect(other.body.message).toBe("A layout can only be applied to a portal of its own agency.")
      // Another agency's admin cannot see the layout at all.
      const northwind = yield* login(Seeded.northwind)
      expect((yield* api.request("POST", path, { token: northwind, json: { portal: 5 } })).status).toBeGreaterThanOrEqual(403)
      // The plain user sees Acme Portal only: Beacon (2) is not theirs to change.
      const user = yield* login(Seeded.user)
      expect([403, 404]).toContain((yield* api.request("POST", path, { token: user, json: { portal: 2 } })).status)
      const bad = yield* api.request("POST", path, { token: agency, json: { portal: "one" } })
      expect(bad.status).toBe(422)
      expect(bad.body.message).toMatch(/portal/)
      expect((yield* api.request("POST", `${base}/layouts/999999/apply`, { token: agency, json: { portal: 1 } })).status).toBe(404)
    })
  )

  it.effect("restores a module to a history entry's version, older or newer, and refuses what cannot be restored", () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      const token = yield* login(Seeded.agencyAdmin)
      expect((yield* api.request("POST", `${base}/modules/install`, { token, json: { module: "dnd-two-column", portal: 3 } })).status).toBe(
        200
      )
      const histories = yield* api.request("GET", `${base}/histories?portal=3`, { token })
      const installed = histories.body.data.find((entry: { status_label: string }) => entry.status_label === "Installed")
      expect(installed.payload).toMatchObject({ module: "dnd-two-column", version: "1.1.0" })
      // An entry of the older version, as an earlier install would have left it.
      const older = yield* api.request("POST", `${base}/histories`, {
        token,
        json: {
          portal: 3,
          name: "Two Column Layout 1.0.0",
          status_label: "Installed",
          payload: { module: "dnd-two-column", version: "1.0.0" }
        }
      })
      const back = yield* api.request("POST", `${base}/histories/${older.body.data.id}/restore`, { token, json: {} })
      expect(back.status).toBe(200)
      expect(back.body.message).toBe("Two Column Layout has been restored to 1.0.0.")
      expect((yield* installedOn(3)).find((row) => row.key === "dnd-two-column")?.version).toBe("1.0.0")
      const forward = yield* api.request("POST", `${base}/histories/${installed.id}/restore`, { token, json: {} })
      expect(forward.body.message).toBe("Two Column Layout has been restored to 1.1.0.")
      const same = yield* api.request("POST", `${base}/histories/${installed.id}/restore`, { token, json: {} })
      expect(same.status).toBe(409)
      expect(same.body.message).toBe("This portal already has Two Column Layout 1.1.0.")

      const after = yield* api.request("GET", `${base}/histories?portal=3`, { token })
      expect(
        after.body.data
          .filter((entry: { status_label: string }) => entry.status_label === "Restored")
          .map((entry: { name: string }) => entry.name)
      ).toEqual(["Two Column Layout 1.1.0", "Two Column Layout 1.0.0"])
      const restoredEvents = yield* sqlRun((sql) => sql<{ event: string }>`SELECT event FROM activity_log WHERE event = 'module.restored'`)
      expect(restoredEvents).toHaveLength(2)

      const saved = yield* api.request("POST", `${base}/histories`, {
        token,
        json: { portal: 3, name: "Saved page", status_label: "Saved", payload: { blocks: [] } }
      })
      const notModule = yield* api.request("POST", `${base}/histories/${saved.body.data.id}/restore`, { token, json: {} })
      expect(notModule.status).toBe(409)
      expect(notModule.body.message).toBe("Only the entries of module installs, upgrades, reverts and restores can be restored.")
      const gone = yield* api.request("POST", `${base}/histories`, {
        token,
        json: { portal: 3, name: "x", status_label: "Installed", payload: { module: "dnd-two-column", version: "9.9.9" } }
      })
      const missing = yield* api.request("POST", `${base}/histories/${gone.body.data.id}/restore`, { token, json: {} })
      expect(missing.status).toBe(404)
      expect(missing.body.message).toBe("Two Column Layout 9.9.9 is no longer in the catalogue.")
      // Another agency cannot restore in this portal.
      const northwind = yield* login(Seeded.northwind)
      expect([403, 404]).toContain((yield* api.request("POST", `${base}/histories/${installed.id}/restore`, { token: northwind })).status)
    })
  )
})
