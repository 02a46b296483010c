// Plan and credit administration (plan-admin-api.ts): validation by plan type, the role-by-endpoint
// matrix, delete rules, credit records as Buy Credits packs, paging and sorting, and the activity log.
import { SqlClient } from "@effect/sql"
import { expect, layer } from "@effect/vitest"
import { Effect } from "effect"

import { BASE, freePlan } from "./support/plans-credits-kit.ts"
import { Seeded, TestApi, testServer } from "./support/TestApi.ts"

layer(testServer(), { excludeTestServices: true })("plans and credits: credit packs and records", (it) => {
  it.effect("keeps GET /plans/credits answering the packs (the static path wins over /plans/:id)", () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      const token = yield* api.login(Seeded.user.email, Seeded.user.password)
      const packs = yield* api.request("GET", `${BASE}/plans/credits`, { token })
      expect(packs.status).toBe(200)
      expect(packs.body.data.slice(0, 2)).toEqual([
        { id: 1, credit: 1, amount: 50, saving: null },
        { id: 2, credit: 5, amount: 225, saving: "10%" }
      ])
      expect((yield* api.request("GET", `${BASE}/plans/abc`, { token })).status).toBe(422)
    })
  )

  it.effect("creates, edits and deletes a credit pack that Buy Credits then offers", () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      const admin = yield* api.login(Seeded.admin.email, Seeded.admin.password)
      const user = yield* api.login(Seeded.user.email, Seeded.user.password)
      const created = yield* api.request("POST", `${BASE}/plans/credits`, {
        token: admin,
        json: { credit: " 7 ", amount: "315", saving: "" }
      })
      expect(created.status).toBe(201)
      expect(created.body.data).toEqual({ id: expect.any(Number), credit: "7", amount: "315", saving: null, lock_version: 1 })
      const id = created.body.data.id
      const offered = (yield* api.request("GET", `${BASE}/plans/credits`, { token: user })).body.data
      expect(offered).toContainEqual({ id, credit: 7, amount: 315, saving: null })
      // Sorted by credits, the new pack sits between the 5 and 10 packs.
      expect(offered.map((pack: { credit: number }) => pack.credit).slice(0, 3)).toEqual([1, 5, 7])

      const updated = yield* api.request("PUT", `${BASE}/plans/credits/${id}`, {
        token: admin,
        json: { credit: "8", amount: 330, saving: "17.5%" }
      })
      expect(updated.body.data).toEqual({ id, credit: "8", amount: "330", saving: "17.5%", lock_version: 2 })
      expect((yield* api.request("GET", `${BASE}/credits/${id}`, { token: user })).body.data).toEqual(updated.body.data)

      const deleted = yield* api.request("DELETE", `${BASE}/plans/credits/${id}`, { token: admin })
      expect(deleted.body).toEqual({ data: { message: "Credit has been deleted." } })
      expect((yield* api.request("GET", `${BASE}/credits/${id}`, { token: admin })).status).toBe(404)
      expect((yield* api.request("GET", `${BASE}/plans/credits`, { token: user })).body.data).not.toContainEqual(
        expect.objectContaining({ id })
      )
    })
  )

  it.effect("validates the credit form and names the field", () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      const token = yield* api.login(Seeded.admin.email, Seeded.admin.password)
      const post = (json: unknown) => api.request("POST", `${BASE}/plans/credits`, { token, json })
      const cases: ReadonlyArray<readonly [unknown, string]> = [
        [{ amount: "10" }, "The credit field is required."],
        [{ credit: "", amount: "10" }, "The credit field is required."],
        [{ credit: "abc", amount: "10" }, "The credit must be a number."],
        [{ credit: "2.5", amount: "10" }, "The credit must be an integer."],
        [{ credit: "0", amount: "10" }, "The credit must be at least 1."],
        [{ credit: "1001", amount: "10" }, "The credit may not be greater than 1000."],
        [{ credit: "3" }, "The amount field is required."],
        [{ credit: "3", amount: "  " }, "The amount field is required."],
        [{ credit: "3", amount: "$10" }, "The amount must be a number."],
        [{ credit: "5", amount: "200" }, "The credit has already been taken."]
      ]
      for (const [json, message] of cases) {
        const reply = yield* post(json)
        expect({ json, status: reply.status, message: reply.body.message }).toEqual({ json, status: 422, message })
      }
      expect((yield* post({ credit: "abc", amount: "$10" })).body.errors).toEqual({
        credit: ["The credit must be a number."],
        amount: ["The amount must be a number."]
      })
      const long = yield* post({ credit: "3", amount: "10", saving: "x".repeat(256) })
      expect(long.status).toBe(422)
      expect(long.body.message).toContain("saving")
      // Its own credit count is not "taken" when a pack is saved unchanged.
      const same = yield* api.request("PUT", `${BASE}/plans/credits/2`, { token, json: { credit: "5", amount: "225", saving: "10%" } })
      expect(same.status).toBe(200)
    })
  )

  it.effect("lists credit records id asc, 25 a page, sorted and searched, and rejects bad params", () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      const sql = yield* SqlClient.SqlClient
      yield* sql`INSERT INTO credit_packs ${sql.insert(Array.from({ length: 30 }, (_, i) => ({ credit: 500 + i, amount: 90000 - i, saving: `bulk ${i}` })))}`.pipe(
        Effect.orDie
      )
      const token = yield* api.login(Seeded.user.email, Seeded.user.password)
      const first = yield* api.request("GET", `${BASE}/credits`, { token })
      expect(first.status).toBe(200)
      expect(first.body.data).toMatchObject({ current_page: 1, per_page: 25 })
      expect(first.body.data.data).toHaveLength(25)
      const total = first.body.data.total
      expect(first.body.data.last_page).toBe(Math.ceil(total / 25))
      const ids = first.body.data.data.map((row: { id: number }) => row.id)
      expect(ids).toEqual([...ids].sort((a: number, b: number) => a - b))
      expect(first.body.data.data[0]).toEqual({ id: 1, credit: "1", amount: "50", saving: null, lock_version: 1 })

      const byAmount = yield* api.request("GET", `${BASE}/credits?sort_by=amount&sort_direction=desc&limit=3`, { token })
      expect(byAmount.body.data.data.map((row: { amount: string }) => row.amount)).toEqual(["90000", "89999", "89998"])
      const byIdDesc = yield* api.request("GET", `${BASE}/credits?sort_by=id&sort_direction=desc&limit=1`, { token })
      expect(byIdDesc.body.data.data[0].id).toBe(
        Math.max(...(yield* api.request("GET", `${BASE}/credits?limit=100`, { token })).body.data.data.map((row: { id: number }) => row.id))
      )
      const searched = yield* api.request("GET", `${BASE}/credits?keyword=bulk%201&limit=100`, { token })
      expect(searched.body.data.total).toBe(11)
      const page2 = yield* api.request("GET", `${BASE}/credits?keyword=bulk&page=2&limit=25`, { token })
      expect(page2.body.data).toMatchObject({ current_page: 2, last_page: 2, total: 30 })
      expect(page2.body.data.data).toHaveLength(5)

      const badSort = yield* api.request("GET", `${BASE}/credits?sort_by=name`, { token })
      expect(badSort.status).toBe(422)
      expect(badSort.body.message).toContain("sort_by")
      const badLimit = yield* api.request("GET", `${BASE}/credits?limit=101`, { token })
      expect(badLimit.status).toBe(422)
      expect(badLimit.body.message).toContain("limit")
      expect((yield* api.request("GET", `${BASE}/credits?limit=0`, { token })).status).toBe(422)
      expect((yield* api.request("GET", `${BASE}/credits?sort_direction=up`, { token })).status).toBe(422)
      expect((yield* api.request("GET", `${BASE}/plans?limit=101`, { token })).status).toBe(422)
    })
  )

  it.effect("logs every plan and credit mutation with its causer and subject", () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      const admin = yield* api.login(Seeded.admin.email, Seeded.admin.password)
      const plan = (yield* api.request("POST", `${BASE}/plans`, { token: admin, json: freePlan("Logged plan") })).body.data
      yield* api.request("PUT", `${BASE}/plans/${plan.id}`, { token: admin, json: { ...freePlan("Logged plan"), user_limit: 9 } })
      yield* api.request("DELETE", `${BASE}/plans/${plan.id}`, { token: admin })
      const pack = (yield* api.request("POST", `${BASE}/plans/credits`, {
        token: admin,
        json: { credit: "77", amount: "3000", saving: "22%" }
      })).body.data
      yield* api.request("PUT", `${BASE}/plans/credits/${pack.id}`, { token: admin, json: { credit: "78", amount: "3000" } })
      yield* api.request("DELETE", `${BASE}/plans/credits/${pack.id}`, { token: admin })
      const log = (yield* api.request("GET", "/auth/api/v2/logs?limit=6", { token: admin })).body.data.data
      expect(log.map((entry: { event: string }) => entry.event)).toEqual([
        "credit.deleted",
        "credit.updated",
        "credit.created",
        "plan.deleted",
        "plan.updated",
        "plan.created"
      ])
      expect(log[4]).toMatchObject({
        subject_id: plan.id,
        subject_type: "App\\Models\\Plan",
        causer_type: "App\\Models\\User",
        properties: { name: "Logged plan", changed: ["user_limit"] }
      })
      // The saving left out of the PUT keeps its value.
      expect(log[0]).toMatchObject({
        subject_id: pack.id,
        subject_type: "App\\Models\\Credit",
        properties: { credit: 78, amount: 3000, saving: "22%" }
      })
      // A refused write logs nothing.
      const user = yield* api.login(Seeded.user.email, Seeded.user.password)
      yield* api.request("POST", `${BASE}/plans`, { token: user, json: freePlan("Refused") })
      const after = (yield* api.request("GET", "/auth/api/v2/logs?limit=1", { token: admin })).body.data.data
      expect(after[0].event).not.toMatch(/^plan\./)
    })
  )
})
