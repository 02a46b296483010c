// POST/GET /auth/api/v2/page-views: first-party page views of signed-in users, reported to
// super admins only; the input is a route path (no query), limited per user.
import { SqlClient } from "@effect/sql"
import { expect, layer } from "@effect/vitest"
import { Effect } from "effect"

import { PAGE_VIEW_LIMIT } from "../../server/domain/page-views/PageViews.ts"
import { Seeded, TestApi, testServer } from "./support/TestApi.ts"

const PAGE_VIEWS = "/auth/api/v2/page-views"

const countFor = (body: { data: { paths: ReadonlyArray<{ path: string; views: number; users: number }> } }, path: string) =>
  body.data.paths.find((row) => row.path === path)

layer(testServer(), { excludeTestServices: true })("page views", (it) => {
  it.effect("records a signed-in user's views with their agency, and counts them per path for super admins", () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      const user = yield* api.login(Seeded.user.email, Seeded.user.password)
      const agencyAdmin = yield* api.login(Seeded.agencyAdmin.email, Seeded.agencyAdmin.password)
      for (const token of [user, user, agencyAdmin]) {
        const recorded = yield* api.request("POST", PAGE_VIEWS, { token, json: { path: "/probe-counted/$id" } })
        expect(recorded.status).toBe(201)
        expect(recorded.body).toEqual({ data: { recorded: true } })
      }
      const sql = yield* SqlClient.SqlClient
      const rows = yield* sql<{ agency_id: number | null; email: string }>`
        SELECT v.agency_id, u.email FROM page_views v JOIN users u ON u.id = v.user_id WHERE v.path = '/probe-counted/$id'`.pipe(
        Effect.orDie
      )
      expect(rows).toHaveLength(3)
      expect(rows.every((row) => row.agency_id !== null)).toBe(true)

      const admin = yield* api.login(Seeded.admin.email, Seeded.admin.password)
      const week = yield* api.request("GET", PAGE_VIEWS, { token: admin })
      expect(week.status).toBe(200)
      expect(week.body.data.days).toBe(7)
      expect(countFor(week.body, "/probe-counted/$id")).toEqual({ path: "/probe-counted/$id", views: 3, users: 2 })
      const month = yield* api.request("GET", `${PAGE_VIEWS}?days=30`, { token: admin })
      expect(month.body.data.days).toBe(30)
      expect(countFor(month.body, "/probe-counted/$id")?.views).toBe(3)
    })
  )

  it.effect("leaves views older than the period out", () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      const sql = yield* SqlClient.SqlClient
      yield* sql`INSERT INTO page_views (user_id, path, viewed_at)
        SELECT id, '/probe-old', now() - interval '10 days' FROM users WHERE email = ${Seeded.user.email}`.pipe(Effect.orDie)
      const admin = yield* api.login(Seeded.admin.email, Seeded.admin.password)
      expect(countFor((yield* api.request("GET", `${PAGE_VIEWS}?days=7`, { token: admin })).body, "/probe-old")).toBeUndefined()
      expect(countFor((yield* api.request("GET", `${PAGE_VIEWS}?days=30`, { token: admin })).body, "/probe-old")?.views).toBe(1)
    })
  )

  it.effect("needs a token to record, and the super admin role to read the report", () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      expect((yield* api.request("POST", PAGE_VIEWS, { json: { path: "/portals-main" } })).status).toBe(401)
      expect((yield* api.request("GET", PAGE_VIEWS)).status).toBe(401)
      for (const who of [Seeded.agencyAdmin, Seeded.user]) {
        const token = yield* api.login(who.email, who.password)
        const refused = yield* api.request("GET", PAGE_VIEWS, { token })
        expect(refused.status).toBe(403)
        expect(refused.body.message).toBe("You do not have permission to perform this action.")
      }
    })
  )

  it.effect("refuses a path that is missing, not a route path or too long, and an unknown period, naming the field", () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      const token = yield* api.login(Seeded.multi.email, Seeded.multi.password)
      for (const json of [
        {},
        { path: "" },
        { path: 42 },
        { path: "/portals-main?code=secret" },
        { path: "portals-main" },
        { path: "/users/a b" },
        { path: `/${"a".repeat(200)}` }
      ]) {
        const refused = yield* api.request("POST", PAGE_VIEWS, { token, json })
        expect(refused.status, JSON.stringify(json)).toBe(422)
        expect(refused.body.message).toContain("path")
      }
      const admin = yield* api.login(Seeded.admin.email, Seeded.admin.password)
      const badPeriod = yield* api.request("GET", `${PAGE_VIEWS}?days=9`, { token: admin })
      expect(badPeriod.status).toBe(422)
      expect(badPeriod.body.message).toContain("days")
    })
  )

  it.effect("limits each user's views per minute, with Retry-After", () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      const token = yield* api.login(Seeded.northwind.email, Seeded.northwind.password)
      for (let i = 0; i < PAGE_VIEW_LIMIT.max; i++) {
        expect((yield* api.request("POST", PAGE_VIEWS, { token, json: { path: "/probe-limit" } })).status).toBe(201)
      }
      const refused = yield* api.request("POST", PAGE_VIEWS, { token, json: { path: "/probe-limit" } })
      expect(refused.status).toBe(429)
      expect(refused.body.message).toMatch(/^Too many page views\. Please try again in \d+ seconds?\.$/)
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0)
      // Another user has their own budget.
      const other = yield* api.login(Seeded.user.email, Seeded.user.password)
      expect((yield* api.request("POST", PAGE_VIEWS, { token: other, json: { path: "/probe-limit" } })).status).toBe(201)
    })
  )
})
