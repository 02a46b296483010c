// GET /auth/api/v2/logs: the activity log for super admins, paged by last_page, newest first.
import { SqlClient } from "@effect/sql"
import { expect, layer } from "@effect/vitest"
import { Effect } from "effect"

import { Seeded, TestApi, testServer } from "./support/TestApi.ts"

const LOGS = "/auth/api/v2/logs"

/** Writes `count` entries whose event carries `marker`, so keyword searches find exactly these. */
const writeEntries = (marker: string, count: number) =>
  Effect.flatMap(
    SqlClient.SqlClient,
    (sql) =>
      sql`INSERT INTO activity_log ${sql.insert(
        Array.from({ length: count }, (_, i) => ({
          event: `${marker} ${String(i).padStart(2, "0")}`,
          causer_id: 1,
          causer_type: "App\\Models\\User",
          subject_id: i + 1,
          subject_type: "App\\Models\\Portal",
          properties: JSON.stringify({ index: i })
        }))
      )}`
  ).pipe(Effect.orDie)

layer(testServer(), { excludeTestServices: true })("logs", (it) => {
  it.effect("only super admins read the log", () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      const admin = yield* api.login(Seeded.admin.email, Seeded.admin.password)
      expect((yield* api.request("GET", LOGS, { token: admin })).status).toBe(200)
      const agencyAdmin = yield* api.login(Seeded.agencyAdmin.email, Seeded.agencyAdmin.password)
      expect((yield* api.request("GET", LOGS, { token: agencyAdmin })).status).toBe(403)
      const user = yield* api.login(Seeded.user.email, Seeded.user.password)
      expect((yield* api.request("GET", LOGS, { token: user })).status).toBe(403)
      expect((yield* api.request("GET", LOGS)).status).toBe(401)
    })
  )

  it.effect("pages by last_page and total, and filters by keyword", () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      yield* writeEntries("paging-probe", 30)
      const token = yield* api.login(Seeded.admin.email, Seeded.admin.password)
      const first = yield* api.request("GET", `${LOGS}?keyword=paging-probe&limit=10&sort_by=event&sort_direction=asc`, { token })
      expect(first.status).toBe(200)
      expect(first.body.data).toMatchObject({ current_page: 1, last_page: 3, per_page: 10, total: 30 })
      expect(first.body.data.data.map((row: { event: string }) => row.event).slice(0, 2)).toEqual(["paging-probe 00", "paging-probe 01"])
      const third = yield* api.request("GET", `${LOGS}?keyword=paging-probe&limit=10&page=3&sort_by=event&sort_direction=asc`, { token })
      expect(third.body.data.data).toHaveLength(10)
      expect(third.body.data.data[9]).toMatchObject({
        event: "paging-probe 29",
        causer_id: 1,
        causer_type: "App\\Models\\User",
        subject_id: 30,
        subject_type: "App\\Models\\Portal",
        properties: { index: 29 }
      })
      // The default page size is 25.
      const defaults = yield* api.request("GET", `${LOGS}?keyword=PAGING-PROBE`, { token })
      expect(defaults.body.data).toMatchObject({ last_page: 2, per_page: 25, total: 30 })
      expect(defaults.body.data.data).toHaveLength(25)
      const none = yield* api.request("GET", `${LOGS}?keyword=no-such-event-anywhere`, { token })
      expect(none.body.data).toMatchObject({ data: [], total: 0, last_page: 1 })
    })
  )

  it.effect("rejects an unknown sort column and a limit above 100", () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      const token = yield* api.login(Seeded.admin.email, Seeded.admin.password)
      const badSort = yield* api.request("GET", `${LOGS}?sort_by=password`, { token })
      expect(badSort.status).toBe(422)
      expect(badSort.body.message).toContain("sort_by")
      expect((yield* api.request("GET", `${LOGS}?limit=101`, { token })).status).toBe(422)
      expect((yield* api.request("GET", `${LOGS}?limit=100`, { token })).status).toBe(200)
    })
  )

  it.effect("a mutation shows as the newest entry", () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      // Logging in writes an entry too, so the admin signs in before the mutation.
      const admin = yield* api.login(Seeded.admin.email, Seeded.admin.password)
      const token = yield* api.login(Seeded.northwind.email, Seeded.northwind.password)
      const updated = yield* api.request("PUT", "/auth/api/v2/users/me", { token, json: { name: "Nell North" } })
      expect(updated.status).toBe(200)
      const newest = yield* api.request("GET", LOGS, { token: admin })
      expect(newest.body.data.data[0]).toMatchObject({
        event: "profile updated",
        causer_id: updated.body.data.id,
        causer_type: "App\\Models\\User",
        subject_id: updated.body.data.id,
        subject_type: "App\\Models\\User",
        properties: { changed: ["name"] }
      })
      // Ascending by time puts it last.
      const ascending = yield* api.request("GET", `${LOGS}?sort_by=created_at&sort_direction=asc&limit=1&page=${newest.body.data.total}`, {
        token: admin
      })
      expect(ascending.body.data.data[0].id).toBe(newest.body.data.data[0].id)
    })
  )
})
