// The portal audit over HTTP against the seeded world: a module installed in a connected portal, then one of its
// files edited, one deleted and one added in the portal's sandbox HubSpot folder (through HubSpot's source-code
// calls with the portal's own token); the audit names each state, is stored, and shows one file both ways.
// Rights, the one-audit-at-a-time rule, a lost CRM connection and bad paths are checked too.
// Seeded: Demo Agency (id 1) owns portals 1 … 4; Northwind (id 2) owns 5; Seeded.user cannot see portal 2.
import { SqlClient } from "@effect/sql"
import { expect, layer } from "@effect/vitest"
import { Effect } from "effect"

import { Crm } from "../../server/integrations/crm/index.ts"
import { portalCrmAuth } from "./support/crm.ts"
import { Seeded, TestApi, testServer } from "./support/TestApi.ts"

const base = "/portal/api/v2"
const moduleBase = "/module/api/v2"
const PORTAL = 4
const MODULE = "el-divider"

const sqlRun = <A extends object>(run: (sql: SqlClient.SqlClient) => Effect.Effect<ReadonlyArray<A>, unknown>) =>
  Effect.flatMap(SqlClient.SqlClient, run).pipe(Effect.orDie)

const login = (who: { email: string; password: string }) => Effect.flatMap(TestApi, (api) => api.login(who.email, who.password))

const call = (method: string, path: string, token?: string) =>
  Effect.flatMap(TestApi, (api) => api.request(method, `${base}${path}`, token === undefined ? {} : { token }))

interface AuditFile {
  readonly path: string
  readonly kind: string
  readonly owner_key: string
  readonly owner_name: string
  readonly installed_version: string | null
  readonly state: string
}

/** The module's installed files, as the catalogue holds them, and its folder in the portal's CRM. */
const installedModule = Effect.gen(function* () {
  const [row] = yield* sqlRun(
    (sql) => sql<{ root: string; version: string; files: ReadonlyArray<{ name: string; content: string }> }>`
      SELECT p.custom_installation AS root, pm.installed_version AS version, mv.files
      FROM portal_modules pm JOIN modules m ON m.id = pm.module_id JOIN portals p ON p.id = pm.portal_id
      JOIN module_versions mv ON mv.module_id = pm.module_id AND mv.version = pm.installed_version
      WHERE pm.portal_id = ${PORTAL} AND m.key = ${MODULE}`
  )
  return { ...row!, folder: `${row!.root}/modules/${MODULE}.module` }
})

layer(testServer(), { excludeTestServices: true, timeout: 120_000 })("portal audit", (it) => {
  it.effect("tells edited, missing, added and unchanged files apart, stores the audit and shows a file both ways", () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      const token = yield* login(Seeded.agencyAdmin)
      expect((yield* call("GET", `/portals/${PORTAL}/audit`, token)).body).toEqual({ data: null })

      const installed = yield* api.request("POST", `${moduleBase}/modules/install`, { token, json: { module: MODULE, portal: PORTAL } })
      expect(installed.status).toBe(200)
      const module = yield* installedModule
      expect(module.files.length).toBeGreaterThanOrEqual(3)
      const [edited, deleted, ...kept] = module.files
      const pathOf = (name: string) => `${module.folder}/${name}`

      // What someone does in HubSpot's design manager, through HubSpot's source-code API with the portal's token.
      const crm = yield* Crm
      const auth = yield* portalCrmAuth(PORTAL)
      yield* Effect.orDie(crm.writeFile(auth, "published", pathOf(edited!.name), `${edited!.content}\n<!-- edited in HubSpot -->`))
      yield* Effect.orDie(crm.deleteFolder(auth, "published", pathOf(deleted!.name)))
      yield* Effect.orDie(crm.writeFile(auth, "published", pathOf("extra.js"), "console.log('added in HubSpot')"))

      const run = yield* call("POST", `/portals/${PORTAL}/audit`, token)
      expect(run.status).toBe(200)
      const audit = run.body.data
      expect(audit.portal_id).toBe(PORTAL)
      expect(audit.taken_by).toEqual({ id: expect.any(Number), name: expect.any(String) })
      expect(Number.isNaN(Date.parse(audit.taken_at))).toBe(false)
      const ours = (audit.files as ReadonlyArray<AuditFile>).filter((file) => file.owner_key === MODULE)
      const stateOf = (path: string) => ours.find((file) => file.path === path)
      expect(stateOf(pathOf(edited!.name))).toEqual({
        path: pathOf(edited!.name),
        kind: "module",
        owner_key: MODULE,
        owner_name: "Divider",
        installed_version: module.version,
        state: "edited"
      })
      expect(stateOf(pathOf(deleted!.name))?.state).toBe("missing")
      expect(stateOf(pathOf("extra.js"))).toMatchObject({ state: "added", installed_version: null, kind: "module" })
      for (const file of kept) expect(stateOf(pathOf(file.name))?.state).toBe("unchanged")
      expect(ours.length).toBe(module.files.length + 1)

      // The summary counts every file of the audit, which is sorted by owner name, then path.
      const files = audit.files as ReadonlyArray<AuditFile>
      for (const state of ["unchanged", "edited", "missing", "added"] as const) {
        expect(audit.summary[state]).toBe(files.filter((file) => file.state === state).length)
      }
      const order = files.map((file) => `${file.owner_name}\u0000${file.path}`)
      expect(order).toEqual([...order].sort())

      const latest = yield* call("GET", `/portals/${PORTAL}/audit`, token)
      expect(latest.status).toBe(200)
      expect(latest.body.data).toEqual(audit)

      const fileOf = (path: string) => call("GET", `/portals/${PORTAL}/audit/file?path=${encodeURIComponent(path)}`, token)
      const editedFile = yield* fileOf(pathOf(edited!.name))
      expect(editedFile.status).toBe(200)
      expect(editedFile.body.data).toEqual({
        path: pathOf(edited!.name),
        installed: edited!.content,
        portal: `${edited!.content}\n<!-- edited in HubSpot -->`
      })
      expect((yield* fileOf(pathOf(deleted!.name))).body.data).toEqual({
        path: pathOf(deleted!.name),
        installed: deleted!.content,
        portal: null
      })
      expect((yield* fileOf(pathOf("extra.js"))).body.data).toEqual({
        path: pathOf("extra.js"),
        installed: null,
        portal: "console.log('added in HubSpot')"
      })
      expect((yield* fileOf(pathOf(kept[0]!.name))).body.data).toMatchObject({ installed: kept[0]!.content, portal: kept[0]!.content })

      // Logged, and in the portal's History with who ran it and the counts.
      const [logged] = yield* sqlRun(
        (sql) => sql<{ event: string; properties: Record<string, number> }>`
          SELECT event, properties FROM activity_log WHERE subject_id = ${PORTAL} ORDER BY id DESC LIMIT 1`
      )
      expect(logged).toMatchObject({ event: "portal.audited", properties: audit.summary })
      const [entry] = yield* sqlRun(
        (sql) => sql<{ name: string; status_label: string; created_by: number }>`
          SELECT name, status_label, created_by FROM histories WHERE portal_id = ${PORTAL} ORDER BY id DESC LIMIT 1`
      )
      expect(entry).toMatchObject({ status_label: "Audited", created_by: audit.taken_by.id })
      expect(entry!.name).toContain(audit.taken_by.name)
      expect(entry!.name).toContain(`${audit.summary.edited} edited, ${audit.summary.missing} missing, ${audit.summary.added} added`)

      // The agency's admins hear of drift an audit finds that the previous one had not, unless they ran it themselves.
      const driftNotices = Effect.map(api.request("GET", "/auth/api/v2/notifications?limit=100", { token }), (reply) =>
        (reply.body.data as ReadonlyArray<{ title: string; description: string }>).filter((row) =>
          row.title.startsWith("Files edited in HubSpot")
        )
      )
      expect(yield* driftNotices).toEqual([])
      yield* Effect.orDie(crm.writeFile(auth, "published", pathOf(kept[0]!.name), `${kept[0]!.content}\n/* edited again */`))
      const supportToken = yield* login(Seeded.admin)
      expect((yield* call("POST", `/portals/${PORTAL}/audit`, supportToken)).status).toBe(200)
      const told = yield* driftNotices
      expect(told).toHaveLength(1)
      expect(JSON.stringify(told[0])).toContain(pathOf(kept[0]!.name))
      expect(JSON.stringify(told[0])).not.toContain(pathOf(edited!.name))
      // Nothing new since: no second notice.
      expect((yield* call("POST", `/portals/${PORTAL}/audit`, supportToken)).status).toBe(200)
      expect(yield* driftNotices).toHaveLength(1)
    })
  )

  it.effect("a path must be in the latest audit (404 naming it); a blank or overlong one is a 422 naming path", () =>
    Effect.gen(function* () {
      const token = yield* login(Seeded.agencyAdmin)
      yield* call("POST", `/portals/${PORTAL}/audit`, token)
      const unknown = yield* call("GET", `/portals/${PORTAL}/audit/file?path=${encodeURIComponent("sr/nowhere.html")}`, token)
      expect(unknown.status).toBe(404)
      expect(unknown.body.message).toContain("sr/nowhere.html")
      const blank = yield* call("GET", `/portals/${PORTAL}/audit/file?path=`, token)
      expect(blank.status).toBe(422)
      expect(Object.keys(blank.body.errors)).toEqual(["path"])
      const missing = yield* call("GET", `/portals/${PORTAL}/audit/file`, token)
      expect(missing.status).toBe(422)
      expect(Object.keys(missing.body.errors)).toEqual(["path"])
      const long = yield* call("GET", `/portals/${PORTAL}/audit/file?path=${"a".repeat(1025)}`, token)
      expect(long.status).toBe(422)
      expect(long.body.errors.path).toBeDefined()
      // Never audited: nothing to show a file of.
      const never = yield* call("GET", `/portals/3/audit/file?path=${encodeURIComponent("sr/css/main.css")}`, token)
      expect(never.status).toBe(404)
    })
  )

  it.effect("only those who see the portal read or run its audit; no token is a 401", () =>
    Effect.gen(function* () {
      const north = yield* login(Seeded.northwind)
      const user = yield* login(Seeded.user)
      for (const [method, path] of [
        ["GET", `/portals/${PORTAL}/audit`],
        ["POST", `/portals/${PORTAL}/audit`],
        ["GET", `/portals/${PORTAL}/audit/file?path=x`]
      ] as const) {
        expect([403, 404]).toContain((yield* call(method, path, north)).status)
        expect((yield* call(method, path)).status).toBe(401)
        expect((yield* call(method, path.replace(`/portals/${PORTAL}/`, "/portals/2/"), user)).status).toBe(404)
      }
      // A bad path parameter from someone who may not see anything still learns nothing about the portal.
      expect((yield* call("GET", "/portals/999999/audit", north)).status).toBe(404)
    })
  )

  it.effect("one audit of a portal at a time (409), also while another process holds the lease; a stale lease is taken over", () =>
    Effect.gen(function* () {
      const token = yield* login(Seeded.agencyAdmin)
      const both = yield* Effect.all([call("POST", `/portals/${PORTAL}/audit`, token), call("POST", `/portals/${PORTAL}/audit`, token)], {
        concurrency: "unbounded"
      })
      expect(both.map((reply) => reply.status).sort()).toEqual([200, 409])
      expect(both.find((reply) => reply.status === 409)!.body.message).toContain("already running")

      yield* sqlRun((sql) => sql`INSERT INTO portal_audit_runs (portal_id) VALUES (${PORTAL})`)
      expect((yield* call("POST", `/portals/${PORTAL}/audit`, token)).status).toBe(409)
      yield* sqlRun((sql) => sql`UPDATE portal_audit_runs SET started_at = now() - interval '1 hour' WHERE portal_id = ${PORTAL}`)
      expect((yield* call("POST", `/portals/${PORTAL}/audit`, token)).status).toBe(200)
      // Finished audits leave no lease behind.
      expect(yield* sqlRun((sql) => sql`SELECT 1 FROM portal_audit_runs`)).toEqual([])
    })
  )

  it.effect("a lost CRM connection answers as the module install does (40001); a suspended agency may not run one", () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      const token = yield* login(Seeded.agencyAdmin)
      yield* sqlRun((sql) => sql`UPDATE portals SET refresh_token_encrypted = NULL WHERE id = 3`)
      const audit = yield* call("POST", "/portals/3/audit", token)
      const install = yield* api.request("POST", `${moduleBase}/modules/install`, { token, json: { module: "el-divider", portal: 3 } })
      expect(audit.status).toBe(400)
      expect(audit.status).toBe(install.status)
      expect(audit.body).toMatchObject({ status_code: 40001, message: "missing or invalid refresh token" })
      expect(audit.body).toEqual(install.body)
      // Nothing stored, no lease left behind.
      expect((yield* call("GET", "/portals/3/audit", token)).body).toEqual({ data: null })
      expect(yield* sqlRun((sql) => sql`SELECT 1 FROM portal_audit_runs`)).toEqual([])

      yield* sqlRun((sql) => sql`UPDATE agencies SET status = 'suspend' WHERE id = 1`)
      const suspended = yield* call("POST", `/portals/${PORTAL}/audit`, token)
      yield* sqlRun((sql) => sql`UPDATE agencies SET status = 'active' WHERE id = 1`)
      expect(suspended.status).toBe(403)
      expect((yield* call("GET", `/portals/${PORTAL}/audit`, token)).status).toBe(200)
    })
  )
})
