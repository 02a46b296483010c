// What's New over HTTP against the seeded world (three demo notifications; a hostile one is added last):
// newest first with per-user read state, check's unread total, mark one / all read per user, the
// sync that only super admins may start, validation, and the activity log of every mutation.
import { SqlClient } from "@effect/sql"
import { expect, layer } from "@effect/vitest"
import { Effect } from "effect"

import { Seeded, TestApi, testServer } from "./support/TestApi.ts"

const base = "/auth/api/v2"
const SYNC_MESSAGE = "Notification Sync Completed - User Notification Will Sync on The Background! Please Wait 1-2 Mins!"

const sqlRun = <A extends object>(run: (sql: SqlClient.SqlClient) => Effect.Effect<ReadonlyArray<A>, unknown>) =>
  Effect.flatMap(SqlClient.SqlClient, run).pipe(Effect.orDie)

const login = (who: { email: string; password: string }) => Effect.flatMap(TestApi, (api) => api.login(who.email, who.password))

const unread = (token: string) =>
  Effect.flatMap(TestApi, (api) => api.request("GET", `${base}/notifications/check`, { token })).pipe(
    Effect.map((reply) => {
      expect(reply.status).toBe(200)
      return reply.body.data.total as number
    })
  )

const eventsOf = (event: string) =>
  Effect.map(
    sqlRun(
      (sql) =>
        sql<{
          causer_id: number | null
          properties: unknown
        }>`SELECT causer_id, properties FROM activity_log WHERE event = ${event} ORDER BY id`
    ),
    (rows) => rows
  )

layer(testServer(), { excludeTestServices: true, timeout: 120_000 })("notifications", (it) => {
  it.effect("lists newest first with the caller's read state; HTML is returned as stored; paging and limit 101 → 422", () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      const token = yield* login(Seeded.northwind)
      const list = yield* api.request("GET", `${base}/notifications`, { token })
      expect(list.status).toBe(200)
      expect(list.body.data.map((row: { title: string }) => row.title)).toEqual([
        "Theme 5.0 is here",
        "Module groups",
        "Blogs can be activated"
      ])
      expect(list.body.meta.pagination).toMatchObject({ total: 3, count: 3, current_page: 1, total_pages: 1 })
      const dates = list.body.data.map((row: { date: string }) => Date.parse(row.date))
      expect(dates[0]).toBeGreaterThan(dates[1])
      expect(list.body.data.every((row: { read: boolean }) => row.read === false)).toBe(true)
      expect(list.body.data[1]).toMatchObject({ author: "Product Team", image: null, avatar: null })

      const paged = yield* api.request("GET", `${base}/notifications?page=2&limit=2`, { token })
      expect(paged.body.data.map((row: { title: string }) => row.title)).toEqual(["Blogs can be activated"])
      expect(paged.body.meta.pagination).toMatchObject({ total: 3, count: 1, per_page: 2, current_page: 2, total_pages: 2 })
      expect((yield* api.request("GET", `${base}/notifications?limit=100`, { token })).status).toBe(200)
      expect((yield* api.request("GET", `${base}/notifications?limit=101`, { token })).status).toBe(422)
      expect((yield* api.request("GET", `${base}/notifications?page=0`, { token })).status).toBe(422)
    })
  )

  it.effect("reads are per user: mark one, then all; check counts only the caller's unread; activity log", () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      const agency = yield* login(Seeded.agencyAdmin)
      const user = yield* login(Seeded.user)
      expect(yield* unread(agency)).toBe(3)
      expect(yield* unread(user)).toBe(3)

      const list = yield* api.request("GET", `${base}/notifications`, { token: agency })
      const second: number = list.body.data[1].id
      const marked = yield* api.request("PUT", `${base}/notifications/${second}/read`, { token: agency })
      expect(marked.status).toBe(200)
      expect(typeof marked.body.message).toBe("string")
      // Marking it again is harmless and keeps the count.
      expect((yield* api.request("PUT", `${base}/notifications/${second}/read`, { token: agency })).status).toBe(200)
      expect(yield* unread(agency)).toBe(2)
      expect(yield* unread(user)).toBe(3)
      const after = yield* api.request("GET", `${base}/notifications`, { token: agency })
      expect(after.body.data.map((row: { read: boolean }) => row.read)).toEqual([false, true, false])
      const theirs = yield* api.request("GET", `${base}/notifications`, { token: user })
      expect(theirs.body.data.map((row: { read: boolean }) => row.read)).toEqual([false, false, false])

      expect((yield* api.request("PUT", `${base}/notifications/424242/read`, { token: agency })).status).toBe(404)

      const all = yield* api.request("PUT", `${base}/notifications/read-all`, { token: agency })
      expect(all.status).toBe(200)
      expect(yield* unread(agency)).toBe(0)
      expect(yield* unread(user)).toBe(3)
      const read = yield* api.request("GET", `${base}/notifications`, { token: agency })
      expect(read.body.data.every((row: { read: boolean }) => row.read)).toBe(true)

      const [agencyId] = yield* sqlRun((sql) => sql<{ id: number }>`SELECT id FROM users WHERE email = ${Seeded.agencyAdmin.email}`)
      const reads = yield* eventsOf("notification.read")
      expect(reads.filter((row) => row.causer_id === agencyId!.id)).toHaveLength(2)
      const readAll = yield* eventsOf("notifications.read_all")
      expect(readAll.at(-1)).toMatchObject({ causer_id: agencyId!.id, properties: { marked: 2 } })
    })
  )

  it.effect("role matrix: every signed-in role reads and marks; only the super admin syncs; no token 401", () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      const admin = yield* login(Seeded.admin)
      const agency = yield* login(Seeded.agencyAdmin)
      const user = yield* login(Seeded.user)
      for (const token of [admin, agency, user]) {
        expect((yield* api.request("GET", `${base}/notifications`, { token })).status).toBe(200)
        expect((yield* api.request("GET", `${base}/notifications/check`, { token })).status).toBe(200)
        expect((yield* api.request("PUT", `${base}/notifications/read-all`, { token })).status).toBe(200)
      }
      const first = yield* api.request("GET", `${base}/notifications`, { token: user })
      expect((yield* api.request("PUT", `${base}/notifications/${first.body.data[0].id}/read`, { token: admin })).status).toBe(200)

      const syncsBefore = yield* sqlRun((sql) => sql<{ id: number }>`SELECT id FROM notification_syncs`)
      for (const token of [agency, user]) {
        expect((yield* api.request("GET", `${base}/notifications/sync`, { token })).status).toBe(403)
      }
      expect(yield* sqlRun((sql) => sql<{ id: number }>`SELECT id FROM notification_syncs`)).toHaveLength(syncsBefore.length)
      const synced = yield* api.request("GET", `${base}/notifications/sync`, { token: admin })
      expect(synced.status).toBe(200)
      expect(synced.body.message).toBe(SYNC_MESSAGE)
      const syncs = yield* sqlRun((sql) => sql<{ id: number; status: string }>`SELECT id, status FROM notification_syncs ORDER BY id`)
      expect(syncs).toHaveLength(syncsBefore.length + 1)
      // The sync runs in the background (tests/server/notification-sync.test.ts follows it to the end).
      expect(["queued", "running", "done"]).toContain(syncs.at(-1)!.status)
      const logged = yield* eventsOf("notifications.sync")
      expect(logged.at(-1)).toMatchObject({ properties: { sync_id: syncs.at(-1)!.id } })

      for (const [method, path] of [
        ["GET", "/notifications"],
        ["GET", "/notifications/check"],
        ["PUT", "/notifications/1/read"],
        ["PUT", "/notifications/read-all"],
        ["GET", "/notifications/sync"]
      ] as const) {
        expect((yield* api.request(method, `${base}${path}`)).status).toBe(401)
      }
    })
  )

  it.effect("stores a description as given, script and handlers included: sanitising is the SPA's job", () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      const hostile = '<p>Hostile</p><script>alert(1)</script><img src="x" onerror="alert(2)" alt="broken">'
      yield* sqlRun(
        (sql) => sql`
        INSERT INTO notifications (title, description_html, author, published_at)
        VALUES ('Hostile entry', ${hostile}, 'Test', now()) RETURNING id`
      )
      const token = yield* login(Seeded.northwind)
      const list = yield* api.request("GET", `${base}/notifications`, { token })
      const entry = list.body.data.find((row: { title: string }) => row.title === "Hostile entry")
      expect(entry.description).toBe(hostile)
    })
  )
})
