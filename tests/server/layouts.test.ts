// Layouts and histories over HTTP against the seeded world: CRUD, paging, search, sorting, the user
// filter, portal scoping, the activity log, and the history entries module installs leave behind.
// Seeded: Demo Agency (id 1) owns portals 1–4; Northwind (id 2) owns 5. The plain user cannot see portal 2.
import { SqlClient } from "@effect/sql"
import { expect, layer } from "@effect/vitest"
import { Effect } from "effect"

import { Seeded, TestApi, testServer } from "./support/TestApi.ts"

const base = "/module/api/v2"

const sqlRun = <A extends object>(run: (sql: SqlClient.SqlClient) => Effect.Effect<ReadonlyArray<A>, unknown>) =>
  Effect.flatMap(SqlClient.SqlClient, run).pipe(Effect.orDie)

const login = (who: { email: string; password: string }) => Effect.flatMap(TestApi, (api) => api.login(who.email, who.password))

const userId = (email: string) =>
  Effect.map(
    sqlRun((sql) => sql<{ id: number }>`SELECT id FROM users WHERE email = ${email}`),
    (rows) => rows[0]!.id
  )

const eventsFor = (prefix: string) =>
  Effect.map(
    sqlRun((sql) => sql<{ event: string }>`SELECT event FROM activity_log WHERE event LIKE ${`${prefix}.%`} ORDER BY id`),
    (rows) => rows.map((row) => row.event)
  )

layer(testServer(), { excludeTestServices: true, timeout: 120_000 })("layouts and histories", (it) => {
  it.effect("layouts: create, list (search, sort, 25 per page), read, update, delete, activity log", () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      const token = yield* login(Seeded.agencyAdmin)
      for (let index = 0; index < 27; index++) {
        const name = `Layout ${String(index).padStart(2, "0")}`
        const created = yield* api.request("POST", `${base}/layouts`, { token, json: { portal: 4, name, content: { blocks: [index] } } })
        expect(created.status).toBe(201)
        expect(created.body.data).toMatchObject({ name, portal_id: 4, agency_id: 1, content: { blocks: [index] } })
      }
      const first = yield* api.request("GET", `${base}/layouts?portal=4`, { token })
      expect(first.status).toBe(200)
      expect(first.body.meta.pagination).toMatchObject({ total: 27, count: 25, per_page: 25, current_page: 1, total_pages: 2 })
      expect(first.body.data[0].name).toBe("Layout 00")
      const second = yield* api.request("GET", `${base}/layouts?portal=4&page=2`, { token })
      expect(second.body.data.map((row: { name: string }) => row.name)).toEqual(["Layout 25", "Layout 26"])
      const desc = yield* api.request("GET", `${base}/layouts?portal=4&sort_by=name&sort_direction=desc&limit=1`, { token })
      expect(desc.body.data[0].name).toBe("Layout 26")
      const search = yield* api.request("GET", `${base}/layouts?portal=4&keyword=${encodeURIComponent("out 1")}`, { token })
      expect(search.body.meta.pagination.total).toBe(10)
      expect((yield* api.request("GET", `${base}/layouts?portal=4&sort_by=content`, { token })).status).toBe(422)
      expect((yield* api.request("POST", `${base}/layouts`, { token, json: { portal: 4, name: "" } })).status).toBe(422)

      const id: number = first.body.data[0].id
      const read = yield* api.request("GET", `${base}/layouts/${id}`, { token })
      expect(read.body.data).toMatchObject({ id, name: "Layout 00", content: { blocks: [0] } })
      expect(Number.isNaN(Date.parse(read.body.data.created_at))).toBe(false)
      const renamed = yield* api.request("PUT", `${base}/layouts/${id}`, { token, json: { name: "Hero layout" } })
      expect(renamed.body.data).toMatchObject({ name: "Hero layout", content: { blocks: [0] } })
      const removed = yield* api.request("DELETE", `${base}/layouts/${id}`, { token })
      expect(removed.status).toBe(200)
      expect(removed.body.message).toBe("Layout has been deleted!")
      expect((yield* api.request("GET", `${base}/layouts/${id}`, { token })).status).toBe(404)
      const events = yield* eventsFor("layout")
      expect(events.filter((event) => event === "layout.created")).toHaveLength(27)
      expect(events.slice(-2)).toEqual(["layout.updated", "layout.deleted"])
    })
  )

  it.effect("layouts and histories of a portal outside the caller's scope answer 403; unknown ones 404; no token 401", () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      const admin = yield* login(Seeded.agencyAdmin)
      const created = yield* api.request("POST", `${base}/layouts`, {
        token: admin,
        json: { portal: 2, name: "Beacon layout", content: { modules: ["el-divider"] } }
      })
      const entry = yield* api.request("POST", `${base}/histories`, {
        token: admin,
        json: { portal: 2, name: "Beacon save", status_label: "Saved" }
      })
      const user = yield* login(Seeded.user)
      expect((yield* api.request("GET", `${base}/layouts?portal=2`, { token: user })).status).toBe(403)
      expect((yield* api.request("GET", `${base}/layouts/${created.body.data.id}`, { token: user })).status).toBe(403)
      expect((yield* api.request("DELETE", `${base}/layouts/${created.body.data.id}`, { token: user })).status).toBe(403)
      expect((yield* api.request("POST", `${base}/layouts`, { token: user, json: { portal: 2, name: "x" } })).status).toBe(403)
      expect((yield* api.request("GET", `${base}/histories?portal=2`, { token: user })).status).toBe(403)
      expect((yield* api.request("PUT", `${base}/histories/${entry.body.data.id}`, { token: user, json: { name: "y" } })).status).toBe(403)
      expect((yield* api.request("GET", `${base}/layouts/424242`, { token: admin })).status).toBe(404)
      expect((yield* api.request("GET", `${base}/histories?portal=424242`, { token: admin })).status).toBe(404)
      expect((yield* api.request("GET", `${base}/layouts?portal=2`)).status).toBe(401)
    })
  )

  it.effect("layouts and History entries are deleted by their author and by admins only", () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      const admin = yield* login(Seeded.agencyAdmin)
      const user = yield* login(Seeded.user)
      const userAuthor = yield* userId(Seeded.user.email)
      const save = (token: string, kind: "layouts" | "histories", name: string) =>
        Effect.map(
          api.request("POST", `${base}/${kind}`, {
            token,
            json: kind === "layouts" ? { portal: 1, name } : { portal: 1, name, status_label: "Saved" }
          }),
          (reply) => reply.body.data as { id: number; created_by: unknown }
        )
      for (const kind of ["layouts", "histories"] as const) {
        const admins = yield* save(admin, kind, `The admin's ${kind}`)
        const mine = yield* save(user, kind, `The user's ${kind}`)
        const another = yield* save(user, kind, `The user's other ${kind}`)
        expect(mine.created_by).toEqual(kind === "layouts" ? userAuthor : { id: userAuthor, name: expect.any(String) })
        // The plain user granted the portal keeps the admin's, even with a body the operation would refuse.
        expect((yield* api.request("DELETE", `${base}/${kind}/${admins.id}`, { token: user })).status).toBe(403)
        expect((yield* api.request("GET", `${base}/${kind}/${admins.id}`, { token: user })).status).toBe(200)
        expect((yield* api.request("DELETE", `${base}/${kind}/${mine.id}`, { token: user })).status).toBe(200)
        expect((yield* api.request("DELETE", `${base}/${kind}/${another.id}`, { token: admin })).status).toBe(200)
        expect((yield* api.request("DELETE", `${base}/${kind}/${admins.id}`, { token: admin })).status).toBe(200)
      }
      // Rights before validation: a caller outside the portal learns nothing of what the body should hold.
      const north = yield* login(Seeded.northwind)
      const layout = yield* save(admin, "layouts", "Checked first")
      expect((yield* api.request("PUT", `${base}/layouts/${layout.id}`, { token: north, json: { name: 5 } })).status).toBe(403)
      expect((yield* api.request("POST", `${base}/histories`, { token: north, json: { portal: 1 } })).status).toBe(403)
      expect((yield* api.request("POST", `${base}/histories`, { token: admin, json: { portal: 1 } })).status).toBe(422)
    })
  )

  it.effect("histories: desc by updated_at by default, asc on request, keyword, user filter, CRUD", () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      const admin = yield* login(Seeded.agencyAdmin)
      const platform = yield* login(Seeded.admin)
      const adminId = yield* userId(Seeded.agencyAdmin.email)
      const platformId = yield* userId(Seeded.admin.email)
      for (const [token, name] of [
        [admin, "Home page"],
        [platform, "About page"],
        [admin, "Contact page"]
      ] as const) {
        expect(
          (yield* api.request("POST", `${base}/histories`, { token, json: { portal: 3, name, status_label: "Saved", payload: { name } } }))
            .status
        ).toBe(201)
      }
      const list = yield* api.request("GET", `${base}/histories?portal=3`, { token: admin })
      expect(list.body.data.map((row: { name: string }) => row.name)).toEqual(["Contact page", "About page", "Home page"])
      expect(list.body.data[0]).toMatchObject({ status_label: "Saved", created_by: { id: adminId } })
      expect(list.body.meta.pagination).toMatchObject({ per_page: 25, total: 3 })
      const asc = yield* api.request("GET", `${base}/histories?portal=3&sort=asc`, { token: admin })
      expect(asc.body.data[0].name).toBe("Home page")
      const mine = yield* api.request("GET", `${base}/histories?portal=3&user=${platformId}`, { token: admin })
      expect(mine.body.data.map((row: { name: string }) => row.name)).toEqual(["About page"])
      const keyword = yield* api.request("GET", `${base}/histories?portal=3&keyword=contact`, { token: admin })
      expect(keyword.body.data.map((row: { name: string }) => row.name)).toEqual(["Contact page"])

      const home = list.body.data[2]
      const updated = yield* api.request("PUT", `${base}/histories/${home.id}`, { token: admin, json: { status_label: "Published" } })
      expect(updated.body.data).toMatchObject({ name: "Home page", status_label: "Published", payload: { name: "Home page" } })
      // Updating moves it to the top of the default (newest first) order.
      expect((yield* api.request("GET", `${base}/histories?portal=3`, { token: admin })).body.data[0].id).toBe(home.id)
      expect((yield* api.request("DELETE", `${base}/histories/${home.id}`, { token: admin })).status).toBe(200)
      expect((yield* api.request("GET", `${base}/histories/${home.id}`, { token: admin })).status).toBe(404)
      expect((yield* eventsFor("history")).slice(-2)).toEqual(["history.updated", "history.deleted"])
    })
  )

  it.effect("installing, upgrading and reverting a module records 'Installed', 'Upgraded', 'Reverted' entries", () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      const token = yield* login(Seeded.agencyAdmin)
      const installed = yield* api.request("POST", `${base}/modules/install`, { token, json: { module: "timeline", portal: 1 } })
      expect(installed.status).toBe(200)
      const version: string = installed.body.data.installed_version
      expect(version).toBe("2.0.0")
      yield* sqlRun(
        (sql) =>
          sql`UPDATE portal_modules SET installed_version = '1.0.0', previous_version = NULL WHERE portal_id = 1 AND module_id = (SELECT id FROM modules WHERE key = 'timeline')`
      )
      expect(
        (yield* api.request("POST", `${base}/modules/upgrade`, { token, json: { module: "timeline", portal: 1, confirm: "upgrade" } }))
          .status
      ).toBe(200)
      expect((yield* api.request("POST", `${base}/modules/revert`, { token, json: { module: "timeline", portal: 1 } })).status).toBe(200)
      const entries = yield* api.request("GET", `${base}/histories?portal=1&keyword=timeline`, { token })
      expect(entries.body.data.map((row: { name: string; status_label: string }) => [row.name, row.status_label])).toEqual([
        ["Timeline 1.0.0", "Reverted"],
        ["Timeline 2.0.0", "Upgraded"],
        ["Timeline 2.0.0", "Installed"]
      ])
      expect(entries.body.data[2]).toMatchObject({
        payload: { module: "timeline", version: "2.0.0" },
        created_by: { id: yield* userId(Seeded.agencyAdmin.email) }
      })
    })
  )
})
