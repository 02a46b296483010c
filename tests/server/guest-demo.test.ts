// The guest demo over HTTP: a visitor (no token) lists the demo portal's modules and page templates of
// every drawer, and nothing else; every call that would change something is refused without a token,
// and the demo guest identity cannot sign in, so the demo portal stays as seeded.
import { SqlClient } from "@effect/sql"
import { expect, layer } from "@effect/vitest"
import { Effect } from "effect"

import { TestApi, testServer } from "./support/TestApi.ts"

const base = "/module/api/v2"
const DEMO = 999999
const TEMPLATE_TYPES = ["website-page", "landing-page", "system", "blog"] as const

const count = (query: (sql: SqlClient.SqlClient) => Effect.Effect<ReadonlyArray<{ n: number | string }>, unknown>) =>
  Effect.flatMap(SqlClient.SqlClient, query).pipe(
    Effect.orDie,
    Effect.map((rows) => Number(rows[0]!.n))
  )

/** What a guest write could have left behind: the demo portal's modules, purchases, pages, batches and the log. */
const footprint = Effect.all({
  modules: count((sql) => sql<{ n: number }>`SELECT count(*) AS n FROM portal_modules WHERE portal_id = ${DEMO}`),
  purchases: count((sql) => sql<{ n: number }>`SELECT count(*) AS n FROM portal_module_purchases WHERE portal_id = ${DEMO}`),
  pages: count((sql) => sql<{ n: number }>`SELECT count(*) AS n FROM portal_pages WHERE portal_id = ${DEMO}`),
  batches: count((sql) => sql<{ n: number }>`SELECT count(*) AS n FROM batches WHERE portal_id = ${DEMO}`),
  log: count((sql) => sql<{ n: number }>`SELECT count(*) AS n FROM activity_log`)
})

layer(testServer(), { excludeTestServices: true, timeout: 120_000 })("guest demo", (it) => {
  it.effect("guests list the demo portal's page templates of every drawer, and no other portal's", () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      for (const type of TEMPLATE_TYPES) {
        const reply = yield* api.request("GET", `${base}/guest/page-templates?portal=${DEMO}&type=${type}&limit=100`)
        expect(reply.status, type).toBe(200)
        expect(reply.body.data.length, type).toBeGreaterThan(0)
        expect(reply.body.data.every((template: { type: string }) => template.type === type)).toBe(true)
        expect(reply.body.meta.pagination).toMatchObject({ current_page: 1, per_page: 100 })
      }
      const website = yield* api.request("GET", `${base}/guest/page-templates?portal=${DEMO}&type=website-page&limit=100`)
      const first: string = website.body.data[0].name
      const searched = yield* api.request(
        "GET",
        `${base}/guest/page-templates?portal=${DEMO}&type=website-page&keyword=${encodeURIComponent(first)}`
      )
      expect(searched.body.data.map((template: { name: string }) => template.name)).toContain(first)

      const other = yield* api.request("GET", `${base}/guest/page-templates?portal=1&type=website-page`)
      expect(other.status).toBe(404)
      expect(other.body.message).toBe("Resource not found.")
      expect((yield* api.request("GET", `${base}/guest/page-templates?portal=424242&type=blog`)).status).toBe(404)
      // The scoped list is not open to guests.
      expect((yield* api.request("GET", `${base}/page-templates?portal=${DEMO}&type=blog`)).status).toBe(401)
    })
  )

  it.effect("bad guest list input is a 4xx naming the field, never a 500", () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      const badType = yield* api.request("GET", `${base}/guest/page-templates?portal=${DEMO}&type=nonsense`)
      expect(badType.status).toBeGreaterThanOrEqual(400)
      expect(badType.status).toBeLessThan(500)
      expect(JSON.stringify(badType.body)).toContain("type")
      const noPortal = yield* api.request("GET", `${base}/guest/page-templates?type=blog`)
      expect(noPortal.status).toBeGreaterThanOrEqual(400)
      expect(noPortal.status).toBeLessThan(500)
      expect(JSON.stringify(noPortal.body)).toContain("portal")
      const badSort = yield* api.request("GET", `${base}/guest/page-templates?portal=${DEMO}&type=blog&sort_by=secret`)
      expect(badSort.status).toBe(422)
      expect(badSort.body.message).toBe("The selected sort_by is invalid.")
    })
  )

  it.effect("every install, buy and upgrade call is refused to a guest and leaves the demo portal as it was", () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      const modules = yield* api.request("GET", `${base}/guest/modules?portal=${DEMO}&limit=1000`)
      expect(modules.status).toBe(200)
      const moduleKey: string = modules.body.data[0].key
      const templates = yield* api.request("GET", `${base}/guest/page-templates?portal=${DEMO}&type=website-page`)
      const templateKey: string = templates.body.data[0].key
      const before = yield* footprint

      const writes: ReadonlyArray<readonly [string, Record<string, unknown>]> = [
        [`${base}/modules/install`, { module: moduleKey, portal: DEMO }],
        [`${base}/modules/upgrade`, { module: moduleKey, portal: DEMO }],
        [`${base}/modules/revert`, { module: moduleKey, portal: DEMO }],
        [`${base}/modules/purchase`, { keys: [moduleKey], agency_id: 1, portal_id: DEMO }],
        [`${base}/modules/check-files`, { module: moduleKey, portal: DEMO }],
        [`${base}/module-groups/install`, { group: "layout-basics", portal: DEMO }],
        [`${base}/page-templates/install`, { page: templateKey, portal: DEMO, subcategory: "site_page" }],
        [`${base}/page-templates/blog`, { page: templateKey, portal: DEMO }],
        [`${base}/page-templates/system`, { page: templateKey, portal: DEMO }],
        [`${base}/page-templates/pages`, { batch_id: "1" }]
      ]
      for (const [path, json] of writes) {
        const reply = yield* api.request("POST", path, { json })
        expect(reply.status, path).toBe(401)
      }
      // The guest group has no write calls at all.
      for (const path of [`${base}/guest/modules/install`, `${base}/guest/page-templates/install`]) {
        const reply = yield* api.request("POST", path, { json: { module: moduleKey, page: templateKey, portal: DEMO } })
        expect(reply.status, path).toBeGreaterThanOrEqual(400)
        expect(reply.status, path).toBeLessThan(500)
      }
      // The demo guest identity has no password: it cannot get a token to write with.
      const demoLogin = yield* api.request("POST", "/auth/api/v2/login", { json: { email: "demo@example.com", password: "" } })
      expect(demoLogin.status).toBeGreaterThanOrEqual(400)
      expect(demoLogin.status).toBeLessThan(500)

      expect(yield* footprint).toEqual(before)
    })
  )
})
