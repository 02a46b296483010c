// An agency's activity for its admins: the agency's own entries and its portals' (deleted ones included), never
// another agency's; filters by portal, person, kind of event and days; paging; CSV with formulas escaped; who may
// read it (the agency's admins and the super admin, not its plain users nor other agencies' admins); bad input.
import { SqlClient } from "@effect/sql"
import { expect, layer } from "@effect/vitest"
import { Effect } from "effect"

import { Seeded, TestApi, testServer } from "./support/TestApi.ts"

const PORTAL = "App\\Models\\Portal"
const AGENCY = "App\\Models\\Agency"
const USER = "App\\Models\\User"

interface Entry {
  readonly id: number
  readonly event: string
  readonly causer: { readonly id: number | null; readonly name: string } | null
  readonly portal: { readonly id: number; readonly name: string; readonly deleted: boolean } | null
}

/** Entries of this test alone: events named after a tag no other test uses. */
const seedActivity = (tag: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [demo] = yield* sql<{ id: number }>`SELECT id FROM agencies WHERE name = 'Demo Agency'`
    const [north] = yield* sql<{ id: number }>`SELECT id FROM agencies WHERE name = 'Northwind Agency'`
    const [admin] = yield* sql<{ id: number; name: string }>`SELECT id, name FROM users WHERE email = ${Seeded.agencyAdmin.email}`
    const [user] = yield* sql<{ id: number; name: string }>`SELECT id, name FROM users WHERE email = ${Seeded.user.email}`
    const portal = (name: string, agencyId: number, hub = 800_000_000 + Math.floor(Math.random() * 1e8)) =>
      Effect.map(
        sql<{ id: number }>`
          INSERT INTO portals (name, agency_id, hub_id, hub_url)
          VALUES (${name}, ${agencyId}, ${hub}, ${`https://app.hubspot.com/${hub}`}) RETURNING id`,
        (rows) => rows[0]!.id
      )
    const mine = yield* portal(`${tag} Mine`, demo!.id)
    const gone = yield* portal(`${tag} Gone`, demo!.id)
    const theirs = yield* portal(`${tag} Theirs`, north!.id)
    const log = (event: string, causer: number | null, subject: { id: number; type: string } | null, properties = {}, at = "now()") =>
      sql`
        INSERT INTO activity_log (event, causer_id, causer_type, subject_id, subject_type, properties, created_at)
        VALUES (${event}, ${causer}, ${causer === null ? null : USER}, ${subject?.id ?? null}, ${subject?.type ?? null},
          ${JSON.stringify(properties)}::jsonb, ${sql.literal(at)})`
    yield* log(`${tag}.installed`, admin!.id, { id: mine, type: PORTAL }, { module: "=HYPERLINK(1)" }, "now() - interval '3 days'")
    yield* log(`${tag}.upgraded`, user!.id, { id: mine, type: PORTAL })
    yield* log(`${tag}.settled`, null, { id: demo!.id, type: AGENCY })
    yield* log(`${tag}.installed`, admin!.id, { id: gone, type: PORTAL })
    yield* log(`${tag}.installed`, null, { id: theirs, type: PORTAL })
    yield* log(`${tag}.settled`, null, { id: north!.id, type: AGENCY })
    // The portal is deleted as the app deletes one: its row goes, the deletion entry names it and its agency.
    yield* sql`DELETE FROM portals WHERE id = ${gone}`
    yield* log("portal.deleted", admin!.id, { id: gone, type: PORTAL }, { name: `${tag} Gone`, agency_id: demo!.id, tag })
    return { demo: demo!.id, north: north!.id, mine, gone, theirs, admin: admin!, user: user! }
  })

layer(testServer(), { excludeTestServices: true, timeout: 120_000 })("an agency's activity", (it) => {
  it.effect("a fresh demo world has a past: its portals added, one set up, a module and a theme file installed", () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      const sql = yield* SqlClient.SqlClient
      const [demo] = yield* sql<{ id: number }>`SELECT id FROM agencies WHERE name = 'Demo Agency'`
      const token = yield* api.login(Seeded.agencyAdmin.email, Seeded.agencyAdmin.password)
      const before = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10)
      const reply = yield* api.request("GET", `/agency/api/v2/agencies/${demo!.id}/activity?to=${before}&limit=100`, { token })
      expect(reply.status).toBe(200)
      const entries = (reply.body.data.data as ReadonlyArray<Entry>).map((entry) => [entry.event, entry.portal?.name, entry.causer?.name])
      expect(entries).toEqual(
        expect.arrayContaining([
          ["portal.added", "Cobalt Portal", "Agency Admin"],
          ["file.installed", "Acme Staging", "Agency Admin"],
          ["module.installed", "Acme Staging", "Agency Admin"],
          ["portal.setup-completed", "Acme Portal", "Agency Admin"]
        ])
      )
      // Another agency's past is not in it.
      expect(entries.some(([, portal]) => portal === "Northwind Portal")).toBe(false)
    })
  )

  it.effect("holds the agency's and its portals' entries (a deleted portal's too), newest first, never another agency's", () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      const seeded = yield* seedActivity("acta")
      const token = yield* api.login(Seeded.agencyAdmin.email, Seeded.agencyAdmin.password)
      const reply = yield* api.request("GET", `/agency/api/v2/agencies/${seeded.demo}/activity?event=acta&limit=100`, { token })
      expect(reply.status, JSON.stringify(reply.body)).toBe(200)
      const entries = reply.body.data.data as ReadonlyArray<Entry>
      expect(entries.map((entry) => [entry.event, entry.portal?.name ?? null, entry.causer?.name ?? null])).toEqual([
        ["acta.installed", "acta Gone", seeded.admin.name],
        ["acta.settled", null, null],
        ["acta.upgraded", "acta Mine", seeded.user.name],
        ["acta.installed", "acta Mine", seeded.admin.name]
      ])
      expect(entries[0]!.portal).toEqual({ id: seeded.gone, name: "acta Gone", deleted: true })
      expect(reply.body.data.total).toBe(4)

      // The deletion itself is there, under the portal's recorded name.
      const deleted = yield* api.request("GET", `/agency/api/v2/agencies/${seeded.demo}/activity?event=portal.deleted&limit=100`, {
        token
      })
      expect((deleted.body.data.data as ReadonlyArray<Entry>).some((entry) => entry.portal?.id === seeded.gone)).toBe(true)

      // Northwind's admin sees Northwind's, not Demo's.
      const north = yield* api.login(Seeded.northwind.email, Seeded.northwind.password)
      const theirs = yield* api.request("GET", `/agency/api/v2/agencies/${seeded.north}/activity?event=acta`, { token: north })
      expect((theirs.body.data.data as ReadonlyArray<Entry>).map((entry) => [entry.event, entry.portal?.name ?? null])).toEqual([
        ["acta.settled", null],
        ["acta.installed", "acta Theirs"]
      ])
    })
  )

  it.effect("filters by portal, person, event and days, and pages", () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      const seeded = yield* seedActivity("actb")
      const token = yield* api.login(Seeded.admin.email, Seeded.admin.password)
      const events = (query: string) =>
        Effect.map(api.request("GET", `/agency/api/v2/agencies/${seeded.demo}/activity?${query}`, { token }), (reply) =>
          (reply.body.data.data as ReadonlyArray<Entry>).map((entry) => entry.event)
        )
      expect(yield* events(`event=actb&portal_id=${seeded.mine}`)).toEqual(["actb.upgraded", "actb.installed"])
      expect(yield* events(`event=actb&causer_id=${seeded.user.id}`)).toEqual(["actb.upgraded"])
      expect(yield* events("event=actb.installed")).toEqual(["actb.installed", "actb.installed"])
      const today = new Date().toISOString().slice(0, 10)
      expect(yield* events(`event=actb&from=${today}`)).toEqual(["actb.installed", "actb.settled", "actb.upgraded"])
      const longAgo = new Date(Date.now() - 3 * 24 * 3600 * 1000).toISOString().slice(0, 10)
      expect(yield* events(`event=actb&from=${longAgo}&to=${longAgo}`)).toEqual(["actb.installed"])

      const second = yield* api.request("GET", `/agency/api/v2/agencies/${seeded.demo}/activity?event=actb&limit=3&page=2`, { token })
      expect(second.body.data).toMatchObject({ current_page: 2, last_page: 2, per_page: 3, total: 4 })
      expect((second.body.data.data as ReadonlyArray<Entry>).map((entry) => entry.event)).toEqual(["actb.installed"])
    })
  )

  it.effect("exports CSV with a header, the same entries, and formulas escaped", () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      const seeded = yield* seedActivity("actc")
      const token = yield* api.login(Seeded.agencyAdmin.email, Seeded.agencyAdmin.password)
      const reply = yield* api.request("GET", `/agency/api/v2/agencies/${seeded.demo}/activity/export?event=actc.installed`, { token })
      expect(reply.status).toBe(200)
      expect(reply.headers.get("content-type")).toContain("text/csv")
      const lines = (reply.body as string).trimEnd().split("\r\n")
      expect(lines[0]).toBe("time,event,person,portal,details")
      expect(lines.slice(1).map((line) => line.split(",").slice(1, 4).join(","))).toEqual([
        `actc.installed,${seeded.admin.name},actc Gone (deleted)`,
        `actc.installed,${seeded.admin.name},actc Mine`
      ])
      // A cell a spreadsheet would run as a formula is quoted as text.
      expect(lines[2]).toContain(`"{""module"":""=HYPERLINK(1)""}"`)
      expect(lines[2]).not.toMatch(/,=HYPERLINK/)
    })
  )

  it.effect("is for the agency's admins and the super admin; bad input names its field", () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      const seeded = yield* seedActivity("actd")
      const user = yield* api.login(Seeded.user.email, Seeded.user.password)
      const north = yield* api.login(Seeded.northwind.email, Seeded.northwind.password)
      const admin = yield* api.login(Seeded.admin.email, Seeded.admin.password)
      const path = `/agency/api/v2/agencies/${seeded.demo}/activity`
      expect((yield* api.request("GET", path)).status).toBe(401)
      expect((yield* api.request("GET", path, { token: user })).status).toBe(403)
      expect((yield* api.request("GET", `${path}/export`, { token: user })).status).toBe(403)
      expect((yield* api.request("GET", path, { token: north })).status).toBe(403)
      // Rights before validation: a refused caller learns nothing of the shape.
      expect((yield* api.request("GET", `${path}?from=yesterday`, { token: north })).status).toBe(403)
      expect((yield* api.request("GET", "/agency/api/v2/agencies/999999/activity", { token: admin })).status).toBe(404)

      const bad = yield* api.request("GET", `${path}?from=2026-02-30&to=yesterday&limit=500`, { token: admin })
      expect(bad.status).toBe(422)
      expect(Object.keys(bad.body.errors).sort()).toEqual(["limit", "to"])
      const impossible = yield* api.request("GET", `${path}?from=2026-02-30`, { token: admin })
      expect(impossible.status).toBe(422)
      expect(impossible.body.errors).toEqual({ from: ["The from must be a date (YYYY-MM-DD)."] })
      const backwards = yield* api.request("GET", `${path}?from=2026-03-02&to=2026-03-01`, { token: admin })
      expect(backwards.body.errors).toEqual({ to: ["The to must be a date after or equal to from."] })
      const event = yield* api.request("GET", `${path}?event=%25`, { token: admin })
      expect(Object.keys(event.body.errors)).toEqual(["event"])
    })
  )
})
