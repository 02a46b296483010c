// The portal health overview: every attention reason for a portal in that state (and none for a healthy
// one), filters, sorts, paging, who sees which portals, bad input, and a 500-portal page in two statements.
import { SqlClient, Statement } from "@effect/sql"
import { expect, layer } from "@effect/vitest"
import { Effect } from "effect"

import { PortalHealthOverview } from "../../server/domain/portal-health/PortalHealthOverview.ts"
import { LATEST_THEME_VERSION } from "../../server/domain/versions/releases.ts"
import { type FleetPortal, fleetPortal, seedTestFleet } from "./support/fleet.ts"
import { Seeded, TestApi, testServer } from "./support/TestApi.ts"

const HEALTH = "/portal/api/v2/portals/health"

interface Row {
  readonly id: number
  readonly name: string
  readonly attention: ReadonlyArray<string>
  readonly [field: string]: unknown
}

/** The reasons a fleet portal must show, in the contract's order. */
const expectedReasons = (portal: FleetPortal): ReadonlyArray<string> =>
  [
    portal.revoked && "reconnect",
    portal.missingHubdb && "missing-hubdb",
    portal.themeBehind && "theme-behind",
    (portal.moduleBehind || portal.fileBehind) && "upgrades",
    portal.drift && "drift",
    portal.failedWork && "failed-work",
    portal.setupPending && "setup"
  ].filter((reason): reason is string => reason !== false)

const ids = (reply: { body: { data: ReadonlyArray<Row> } }) => reply.body.data.map((row) => row.id)

layer(testServer(), { excludeTestServices: true, timeout: 240_000 })("portal health overview", (it) => {
  it.effect("each reason appears for a fleet portal in that state, and none for a healthy one", () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      const token = yield* api.login(Seeded.admin.email, Seeded.admin.password)
      const fleet = yield* seedTestFleet(30, 1)
      const rows = new Map<number, Row>()
      for (const agency of fleet.agencyIds) {
        const reply = yield* api.request("GET", `${HEALTH}?agency_id=${agency}&limit=100`, { token })
        expect(reply.status).toBe(200)
        for (const row of reply.body.data as ReadonlyArray<Row>) rows.set(row.id, row)
      }
      expect(rows.size).toBe(30)
      const seen = new Set<string>()
      fleet.portalIds.forEach((id, index) => {
        const portal = fleetPortal(index)
        const row = rows.get(id)!
        expect([row.name, row.attention]).toEqual([portal.name, expectedReasons(portal)])
        row.attention.forEach((reason) => seen.add(reason))
      })
      expect([...seen].sort()).toEqual(["drift", "failed-work", "missing-hubdb", "reconnect", "setup", "theme-behind", "upgrades"])

      // Index 0 is healthy: connected, on the latest theme, nothing behind, audited clean, one batch running.
      expect(rows.get(fleet.portalIds[0]!)).toMatchObject({
        connection: "connected",
        theme: { installed: LATEST_THEME_VERSION, latest: LATEST_THEME_VERSION, behind: false },
        upgrades: { modules: 0, files: 0 },
        drift: { edited: 0, missing: 0, added: 0 },
        work: { running: 1, failed: 0 },
        last_change: { event: "portal.added", by: null },
        setup: "done",
        attention: []
      })
      expect(rows.get(fleet.portalIds[3]!)).toMatchObject({ connection: "reconnect" })
      expect(rows.get(fleet.portalIds[7]!)).toMatchObject({ connection: "missing-hubdb" })
      expect(rows.get(fleet.portalIds[1]!)).toMatchObject({ theme: { installed: "4.1.0", behind: true }, drift: null })
      expect(rows.get(fleet.portalIds[4]!)).toMatchObject({ upgrades: { modules: 0, files: 1 } })
      expect(rows.get(fleet.portalIds[2]!)).toMatchObject({ upgrades: { modules: 1, files: 0 } })
      expect(rows.get(fleet.portalIds[8]!)).toMatchObject({ drift: { edited: 1, missing: 0, added: 0 } })
      expect(rows.get(fleet.portalIds[5]!)).toMatchObject({ work: { running: 0, failed: 1 } })
      expect(rows.get(fleet.portalIds[6]!)).toMatchObject({ setup: "pending" })

      // Failed work older than a week no longer counts; a newer healthy audit clears drift.
      const sql = yield* SqlClient.SqlClient
      yield* sql`UPDATE batches SET finished_at = now() - interval '8 days' WHERE portal_id = ${fleet.portalIds[5]!}`
      yield* sql`INSERT INTO portal_audits (portal_id, unchanged, edited, missing, added, files) VALUES (${fleet.portalIds[8]!}, 1, 0, 0, 0, '[]')`
      const after = yield* api.request("GET", `${HEALTH}?agency_id=${fleet.agencyIds[0]}&sort_by=name&limit=10`, { token })
      const byId = new Map((after.body.data as ReadonlyArray<Row>).map((row) => [row.id, row]))
      expect(byId.get(fleet.portalIds[5]!)?.attention).toEqual(expectedReasons({ ...fleetPortal(5), failedWork: false }))
      expect(byId.get(fleet.portalIds[8]!)?.attention).toEqual(expectedReasons({ ...fleetPortal(8), drift: false }))
    })
  )

  it.effect("the seeded portals: Beacon lacks HubDB and is behind, Cobalt awaits setup, Acme Staging has upgrades", () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      const token = yield* api.login(Seeded.agencyAdmin.email, Seeded.agencyAdmin.password)
      const reply = yield* api.request("GET", `${HEALTH}?sort_by=name`, { token })
      expect(reply.status).toBe(200)
      expect((reply.body.data as ReadonlyArray<Row>).map((row) => [row.name, row.attention])).toEqual([
        ["Acme Portal", []],
        ["Acme Staging", ["upgrades"]],
        ["Beacon Portal", ["missing-hubdb", "theme-behind"]],
        ["Cobalt Portal", ["setup"]]
      ])
      expect(reply.body.data[1]).toMatchObject({ upgrades: { modules: 1, files: 1 }, agency: { id: 1, name: "Demo Agency" }, plan: "pro" })
    })
  )

  it.effect("filters: attention yes and no, plan, keyword, agency_id for the super admin", () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      const token = yield* api.login(Seeded.agencyAdmin.email, Seeded.agencyAdmin.password)
      const names = (reply: { body: { data: ReadonlyArray<Row> } }) => reply.body.data.map((row) => row.name)
      expect(names(yield* api.request("GET", `${HEALTH}?attention=no`, { token }))).toEqual(["Acme Portal"])
      expect(names(yield* api.request("GET", `${HEALTH}?attention=yes&sort_by=name`, { token }))).toEqual([
        "Acme Staging",
        "Beacon Portal",
        "Cobalt Portal"
      ])
      expect(names(yield* api.request("GET", `${HEALTH}?plan=core`, { token }))).toEqual(["Beacon Portal"])
      expect(names(yield* api.request("GET", `${HEALTH}?keyword=acme&sort_by=name`, { token }))).toEqual(["Acme Portal", "Acme Staging"])
      expect(names(yield* api.request("GET", `${HEALTH}?keyword=20001003`, { token }))).toEqual(["Cobalt Portal"])
      const admin = yield* api.login(Seeded.admin.email, Seeded.admin.password)
      const northwind = yield* api.request("GET", `${HEALTH}?agency_id=2`, { token: admin })
      expect(names(northwind)).toEqual(["Northwind Portal"])
      expect(northwind.body.meta.pagination).toEqual({ total: 1, count: 1, per_page: 25, current_page: 1, total_pages: 1 })
    })
  )

  it.effect("sorts: attention (most reasons first, then name), name both ways, last change newest first", () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      const token = yield* api.login(Seeded.agencyAdmin.email, Seeded.agencyAdmin.password)
      const names = (reply: { body: { data: ReadonlyArray<Row> } }) => reply.body.data.map((row) => row.name)
      const byAttention = ["Beacon Portal", "Acme Staging", "Cobalt Portal", "Acme Portal"]
      expect(names(yield* api.request("GET", HEALTH, { token }))).toEqual(byAttention)
      expect(names(yield* api.request("GET", `${HEALTH}?sort_by=attention&sort_direction=asc`, { token }))).toEqual([
        "Acme Portal",
        "Acme Staging",
        "Cobalt Portal",
        "Beacon Portal"
      ])
      const desc = yield* api.request("GET", `${HEALTH}?sort_by=name&sort_direction=desc`, { token })
      expect(names(desc)).toEqual(["Cobalt Portal", "Beacon Portal", "Acme Staging", "Acme Portal"])
      const sql = yield* SqlClient.SqlClient
      yield* sql`
        INSERT INTO activity_log (event, causer_id, causer_type, subject_id, subject_type, created_at)
        SELECT 'portal.updated', u.id, 'App\\Models\\User', 3, 'App\\Models\\Portal', now() + interval '1 minute'
        FROM users u WHERE u.email = 'agency@example.com'`
      const recent = yield* api.request("GET", `${HEALTH}?sort_by=last_change`, { token })
      expect(recent.body.data[0]).toMatchObject({ name: "Cobalt Portal", last_change: { event: "portal.updated", by: expect.any(String) } })
      expect(recent.body.data[0].last_change.at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/)
    })
  )

  it.effect("paging meta: limit, page and total pages", () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      const token = yield* api.login(Seeded.agencyAdmin.email, Seeded.agencyAdmin.password)
      const page2 = yield* api.request("GET", `${HEALTH}?sort_by=name&limit=3&page=2`, { token })
      expect(ids(page2)).toEqual([3])
      expect(page2.body.meta.pagination).toEqual({ total: 4, count: 1, per_page: 3, current_page: 2, total_pages: 2 })
      const beyond = yield* api.request("GET", `${HEALTH}?page=2147483647&limit=100`, { token })
      expect(beyond.status).toBe(200)
      expect(beyond.body.data).toEqual([])
      expect(beyond.body.meta.pagination.total).toBe(4)
    })
  )

  it.effect("visibility: super admin all, agency admin theirs, plain user granted, another agency none, no token 401", () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      const sorted = (reply: { body: { data: ReadonlyArray<Row> } }) => [...ids(reply)].sort((a, b) => a - b)
      const as = (who: { email: string; password: string }, query = "") =>
        Effect.flatMap(api.login(who.email, who.password), (token) => api.request("GET", `${HEALTH}?limit=100${query}`, { token }))
      const everyone = yield* as(Seeded.admin)
      const [counted] = yield* (yield* SqlClient.SqlClient)<{ total: number }>`SELECT count(*)::int AS total FROM portals`
      expect(everyone.body.meta.pagination.total).toBe(counted!.total)
      expect(sorted(yield* as(Seeded.agencyAdmin))).toEqual([1, 2, 3, 4])
      // agency_id does not widen (or change) what a non-super-admin sees.
      expect(sorted(yield* as(Seeded.agencyAdmin, "&agency_id=2"))).toEqual([1, 2, 3, 4])
      expect(sorted(yield* as(Seeded.user))).toEqual([1])
      expect(sorted(yield* as(Seeded.northwind))).toEqual([5])
      expect((yield* api.request("GET", HEALTH)).status).toBe(401)
    })
  )

  it.effect("one portal's row for its own page: the same facts as the overview; 404 unless visible, 422 for a bad id", () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      const token = yield* api.login(Seeded.agencyAdmin.email, Seeded.agencyAdmin.password)
      const listed = yield* api.request("GET", `${HEALTH}?sort_by=name&limit=100`, { token })
      const beacon = (listed.body.data as ReadonlyArray<Row>).find((row) => row.name === "Beacon Portal")!
      const one = yield* api.request("GET", `/portal/api/v2/portals/${beacon.id}/health`, { token })
      expect(one.status).toBe(200)
      expect(one.body.data).toEqual(beacon)
      const user = yield* api.login(Seeded.user.email, Seeded.user.password)
      expect((yield* api.request("GET", `/portal/api/v2/portals/${beacon.id}/health`, { token: user })).status).toBe(404)
      expect((yield* api.request("GET", `/portal/api/v2/portals/987654/health`, { token })).status).toBe(404)
      const bad = yield* api.request("GET", `/portal/api/v2/portals/abc/health`, { token })
      expect(bad.status).toBe(422)
      expect(JSON.stringify(bad.body)).toContain("id")
      expect((yield* api.request("GET", `/portal/api/v2/portals/${beacon.id}/health`)).status).toBe(401)
    })
  )

  it.effect("bad input is a 422 naming the field", () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      const token = yield* api.login(Seeded.agencyAdmin.email, Seeded.agencyAdmin.password)
      for (const [query, field] of [
        ["limit=0", "limit"],
        ["limit=101", "limit"],
        ["page=0", "page"],
        ["plan=gold", "plan"],
        ["sort_by=hub_id", "sort_by"],
        ["attention=maybe", "attention"],
        ["sort_direction=up", "sort_direction"]
      ] as const) {
        const reply = yield* api.request("GET", `${HEALTH}?${query}`, { token })
        expect([query, reply.status]).toEqual([query, 422])
        expect(Object.keys(reply.body.errors)).toEqual([field])
      }
      expect((yield* api.request("GET", `${HEALTH}?limit=100`, { token })).status).toBe(200)
    })
  )

  it.effect("ids: only those portals, never one the caller cannot see; malformed ids are a 422 naming ids", () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      const sorted = (reply: { body: { data: ReadonlyArray<Row> } }) => [...ids(reply)].sort((a, b) => a - b)
      const admin = yield* api.login(Seeded.admin.email, Seeded.admin.password)
      const chosen = yield* api.request("GET", `${HEALTH}?ids=5,2,2`, { token: admin })
      expect(chosen.status).toBe(200)
      expect(sorted(chosen)).toEqual([2, 5])
      expect(chosen.body.meta.pagination).toMatchObject({ total: 2, count: 2 })
      // The ids narrow what the caller sees; they never widen it to another agency's portals.
      const agencyAdmin = yield* api.login(Seeded.agencyAdmin.email, Seeded.agencyAdmin.password)
      expect(sorted(yield* api.request("GET", `${HEALTH}?ids=5`, { token: agencyAdmin }))).toEqual([])
      expect(sorted(yield* api.request("GET", `${HEALTH}?ids=2,5,3`, { token: agencyAdmin }))).toEqual([2, 3])
      const north = yield* api.login(Seeded.northwind.email, Seeded.northwind.password)
      expect(sorted(yield* api.request("GET", `${HEALTH}?ids=1,2,3,4`, { token: north }))).toEqual([])

      const tooMany = Array.from({ length: 101 }, (_, index) => index + 1).join(",")
      for (const bad of ["", "1,,2", "0", "a,b", "1;2", "-1", "1,", "2147483648", tooMany]) {
        const reply = yield* api.request("GET", `${HEALTH}?ids=${encodeURIComponent(bad)}`, { token: agencyAdmin })
        expect([bad, reply.status]).toEqual([bad, 422])
        expect(Object.keys(reply.body.errors)).toEqual(["ids"])
      }
      const hundred = Array.from({ length: 100 }, (_, index) => index + 1).join(",")
      expect((yield* api.request("GET", `${HEALTH}?ids=${hundred}`, { token: agencyAdmin })).status).toBe(200)
    })
  )

  it.effect("500 portals: a page is exactly two SQL statements (the page and its count)", () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      const started = performance.now()
      const fleet = yield* seedTestFleet(500, 2)
      const seededIn = performance.now() - started
      expect(fleet.portalIds).toHaveLength(500)
      expect(seededIn).toBeLessThan(5000)

      let statements = 0
      const counting: Statement.Statement.Transformer = (self) => Effect.sync(() => (statements++, self))
      const overview = yield* Effect.provide(PortalHealthOverview, PortalHealthOverview.Default)
      const page = yield* overview.list({ _tag: "All" }, { attention: "yes", limit: 100 }).pipe(Statement.withTransformer(counting))
      expect(statements).toBe(2)
      expect(page.data).toHaveLength(100)
      expect(page.data[0]!.attention.length).toBeGreaterThanOrEqual(page.data[99]!.attention.length)

      const token = yield* api.login(Seeded.admin.email, Seeded.admin.password)
      const reply = yield* api.request("GET", `${HEALTH}?limit=100`, { token })
      expect(reply.status).toBe(200)
      expect(reply.body.meta.pagination.total).toBeGreaterThanOrEqual(500)
    })
  )
})
