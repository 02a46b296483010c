// Plan and credit administration (plan-admin-api.ts): validation by plan type, the role-by-endpoint
// matrix, delete rules, credit records as Buy Credits packs, paging and sorting, and the activity log.
import { SqlClient } from "@effect/sql"
import { expect, layer } from "@effect/vitest"
import { Effect } from "effect"

import type { JsonBody } from "../../server/testing/json-body.ts"
import { addOutsider, BASE, freePlan, OUTSIDER, paidPlan, without } from "./support/plans-credits-kit.ts"
import { Seeded, TestApi, testServer } from "./support/TestApi.ts"

layer(testServer(), { excludeTestServices: true })("plans and credits", (it) => {
  it.effect("answers each role as the matrix says", () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      yield* addOutsider
      const admin = yield* api.login(Seeded.admin.email, Seeded.admin.password)
      const others = {
        agencyAdmin: yield* api.login(Seeded.agencyAdmin.email, Seeded.agencyAdmin.password),
        user: yield* api.login(Seeded.user.email, Seeded.user.password),
        otherAgencyAdmin: yield* api.login(Seeded.northwind.email, Seeded.northwind.password),
        otherAgencyUser: yield* api.login(OUTSIDER.email, OUTSIDER.password)
      }
      const plan = (yield* api.request("POST", `${BASE}/plans`, { token: admin, json: freePlan("Matrix plan") })).body.data
      const pack = (yield* api.request("POST", `${BASE}/plans/credits`, { token: admin, json: { credit: "333", amount: "9000" } })).body
        .data
      expect(plan.id).toBeGreaterThan(40)
      expect(pack.id).toBeGreaterThan(0)

      // [method, path, body, status for super admin, status for everyone else with a token]
      const matrix: ReadonlyArray<readonly [string, string, unknown, number, number]> = [
        ["GET", `${BASE}/plans`, undefined, 200, 200],
        ["GET", `${BASE}/plans?status=all`, undefined, 200, 403],
        ["GET", `${BASE}/plans?status=0`, undefined, 200, 403],
        ["GET", `${BASE}/plans?status=1`, undefined, 200, 200],
        ["GET", `${BASE}/plans/${plan.id}`, undefined, 200, 200],
        ["POST", `${BASE}/plans`, freePlan("Refused plan"), 201, 403],
        ["PUT", `${BASE}/plans/${plan.id}`, freePlan("Matrix plan renamed"), 200, 403],
        ["GET", `${BASE}/plans/credits`, undefined, 200, 200],
        ["GET", `${BASE}/credits`, undefined, 200, 200],
        ["GET", `${BASE}/credits/${pack.id}`, undefined, 200, 200],
        ["GET", `${BASE}/plans/credits/${pack.id}`, undefined, 200, 200],
        ["POST", `${BASE}/plans/credits`, { credit: "334", amount: "9100" }, 201, 403],
        ["PUT", `${BASE}/plans/credits/${pack.id}`, { credit: "333", amount: "8900", saving: "11%" }, 200, 403],
        ["DELETE", `${BASE}/plans/credits/${pack.id}`, undefined, 200, 403],
        ["DELETE", `${BASE}/plans/${plan.id}`, undefined, 200, 403],
        // Rights before validation: whoever may not act learns nothing of the request's shape.
        ["POST", `${BASE}/plans`, { name: "x" }, 422, 403],
        ["PUT", `${BASE}/plans/1`, {}, 422, 403],
        ["POST", `${BASE}/plans/credits`, { credit: "x" }, 422, 403]
      ]
      for (const [method, path, json, adminStatus, otherStatus] of matrix) {
        for (const [role, token] of Object.entries(others)) {
          const reply = yield* api.request(method, path, { token, json })
          expect({ role, method, path, status: reply.status }).toEqual({ role, method, path, status: otherStatus })
        }
        const anonymous = yield* api.request(method, path, { json })
        expect({ role: "no token", method, path, status: anonymous.status }).toEqual({ role: "no token", method, path, status: 401 })
        const reply = yield* api.request(method, path, { token: admin, json })
        expect({ role: "admin", method, path, status: reply.status }).toEqual({ role: "admin", method, path, status: adminStatus })
      }
    })
  )

  it.effect("creates a free plan with the defaults of its type", () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      const token = yield* api.login(Seeded.admin.email, Seeded.admin.password)
      const created = yield* api.request("POST", `${BASE}/plans`, { token, json: { ...freePlan("Starter"), price: 999, upgrade_order: 3 } })
      expect(created.status).toBe(201)
      expect(created.body.data).toMatchObject({
        name: "Starter",
        type: "free",
        price: 0,
        final_price: 0,
        is_fixed: false,
        currency: "USD",
        currency_symbol: "$",
        interval: null,
        trial_period: "no",
        stripe_plan_id: null,
        agency_plan: 1,
        status: 1,
        upgrade_order: 3,
        portal_limit: 3,
        user_limit: 2,
        module_limit: 10
      })
      const read = yield* api.request("GET", `${BASE}/plans/${created.body.data.id}`, { token })
      expect(read.body.data).toEqual(created.body.data)
    })
  )

  it.effect("requires price and currency for one-off plans, and the subscription fields for paid ones", () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      const token = yield* api.login(Seeded.admin.email, Seeded.admin.password)
      const post = (json: unknown) => api.request("POST", `${BASE}/plans`, { token, json })
      const fixed = { ...freePlan("Lifetime"), type: "fixed", price: 19900, currency: "EURO" }
      expect((yield* post(without(fixed, "price"))).body.message).toBe("The price field is required.")
      expect((yield* post(without(fixed, "currency"))).body.message).toBe("The currency field is required.")
      // The type's rules name every missing field at once.
      expect((yield* post(without(without(fixed, "price"), "currency"))).body.errors).toEqual({
        price: ["The price field is required."],
        currency: ["The currency field is required."]
      })
      const oneOff = yield* post(fixed)
      expect(oneOff.status).toBe(201)
      expect(oneOff.body.data).toMatchObject({
        type: "fixed",
        is_fixed: true,
        price: 19900,
        final_price: 19900,
        currency: "EURO",
        currency_symbol: "€",
        interval: null
      })

      const paid = paidPlan("Annual")
      for (const [field, words] of [
        ["price", "price"],
        ["currency", "currency"],
        ["interval", "interval"],
        ["trial_period", "trial period"],
        ["stripe_plan_id", "stripe plan id"],
        ["agency_plan", "agency plan"]
      ] as const) {
        const reply = yield* post(without(paid, field))
        expect({ field, status: reply.status, message: reply.body.message }).toEqual({
          field,
          status: 422,
          message: `The ${words} field is required.`
        })
      }
      const subscription = yield* post(paid)
      expect(subscription.status).toBe(201)
      expect(subscription.body.data).toMatchObject({
        type: "paid",
        is_fixed: false,
        currency_symbol: "£",
        interval: "annually",
        trial_period: "yes",
        stripe_plan_id: "price_test_annual"
      })
    })
  )

  it.effect("names the field of every other invalid value", () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      const token = yield* api.login(Seeded.admin.email, Seeded.admin.password)
      const post = (json: unknown) => api.request("POST", `${BASE}/plans`, { token, json })
      const cases: ReadonlyArray<readonly [unknown, string]> = [
        [without(freePlan("x"), "name"), "The name field is required."],
        [{ ...freePlan("x"), name: "  " }, "name"],
        [without(freePlan("x"), "type"), "The type field is required."],
        [{ ...freePlan("x"), type: "weekly" }, "type"],
        [without(freePlan("x"), "portal_limit"), "The portal limit field is required."],
        [{ ...freePlan("x"), user_limit: "ten" }, "user_limit"],
        [{ ...freePlan("x"), module_limit: 1.5 }, "module_limit"],
        [{ ...freePlan("x"), module_limit: -1 }, "module_limit"],
        [without(freePlan("x"), "is_free_module"), "The allow only free modules field is required."],
        [without(freePlan("x"), "is_hidden_plan"), "The hidden plan field is required."],
        [without(freePlan("x"), "custom_logo"), "The custom logo field is required."],
        [{ ...freePlan("x"), status: 2 }, "status"],
        [without(freePlan("x"), "module_access"), "The module access field is required."],
        [{ ...paidPlan("x"), currency: "YEN" }, "currency"],
        [{ ...paidPlan("x"), interval: "weekly" }, "interval"]
      ]
      for (const [json, words] of cases) {
        const reply = yield* post(json)
        expect(reply.status).toBe(422)
        expect(reply.body.message).toContain(words)
      }
    })
  )

  it.effect("keeps inactive plans out of the billing list and away from non-admins", () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      const admin = yield* api.login(Seeded.admin.email, Seeded.admin.password)
      const user = yield* api.login(Seeded.user.email, Seeded.user.password)
      const created = (yield* api.request("POST", `${BASE}/plans`, { token: admin, json: { ...freePlan("Retired"), status: 0 } })).body.data
      const ids = (reply: { body: JsonBody }) => reply.body.data.data.map((plan: { id: number }) => plan.id)
      expect(ids(yield* api.request("GET", `${BASE}/plans`, { token: user }))).not.toContain(created.id)
      expect(ids(yield* api.request("GET", `${BASE}/plans`, { token: admin }))).not.toContain(created.id)
      const all = yield* api.request("GET", `${BASE}/plans?status=all&limit=25`, { token: admin })
      expect(ids(all)).toContain(created.id)
      expect(ids(all)).toEqual([...ids(all)].sort((a: number, b: number) => a - b))
      expect(all.body.data).toMatchObject({ current_page: 1, per_page: 25 })
      expect(ids(yield* api.request("GET", `${BASE}/plans?status=0`, { token: admin }))).toEqual([created.id])
      expect((yield* api.request("GET", `${BASE}/plans/${created.id}`, { token: user })).status).toBe(404)
      expect((yield* api.request("GET", `${BASE}/plans/${created.id}`, { token: admin })).status).toBe(200)
      // Reactivating it puts it back in everyone's list.
      const updated = yield* api.request("PUT", `${BASE}/plans/${created.id}`, {
        token: admin,
        json: { ...freePlan("Retired"), status: 1 }
      })
      expect(updated.body.data.status).toBe(1)
      expect(ids(yield* api.request("GET", `${BASE}/plans`, { token: user }))).toContain(created.id)
    })
  )

  it.effect("deletes an unused plan, and refuses built-in plans, plans agencies are on and plans with payments", () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      const sql = yield* SqlClient.SqlClient
      const token = yield* api.login(Seeded.admin.email, Seeded.admin.password)
      const builtIn = yield* api.request("DELETE", `${BASE}/plans/1`, { token })
      expect(builtIn.status).toBe(409)
      expect(builtIn.body.message).toContain("Inactive")
      const used = (yield* api.request("POST", `${BASE}/plans`, { token, json: freePlan("Used") })).body.data
      yield* sql`UPDATE agencies SET plan_id = ${used.id} WHERE name = 'Zenith Agency'`.pipe(Effect.orDie)
      const refused = yield* api.request("DELETE", `${BASE}/plans/${used.id}`, { token })
      expect(refused.status).toBe(409)
      expect(refused.body.message).toBe("This plan is used by 1 agency and cannot be deleted. Set its status to Inactive instead.")
      yield* sql`UPDATE agencies SET plan_id = 35 WHERE name = 'Zenith Agency'`.pipe(Effect.orDie)
      const deleted = yield* api.request("DELETE", `${BASE}/plans/${used.id}`, { token })
      expect(deleted.status).toBe(200)
      expect(deleted.body).toEqual({ data: { message: "Plan has been deleted." } })
      expect((yield* api.request("GET", `${BASE}/plans/${used.id}`, { token })).status).toBe(404)
      expect((yield* api.request("DELETE", `${BASE}/plans/${used.id}`, { token })).status).toBe(404)
      expect((yield* api.request("PUT", `${BASE}/plans/${used.id}`, { token, json: freePlan("Gone") })).status).toBe(404)
      // A plan payments name stays, so the payment history keeps its plan.
      const paid = (yield* api.request("POST", `${BASE}/plans`, { token, json: paidPlan("Paid once") })).body.data
      yield* sql`
        INSERT INTO payments (agency_id, kind, amount, currency, plan_id)
        SELECT id, 'plan', 4900, 'gbp', ${paid.id} FROM agencies WHERE name = 'Zenith Agency'`.pipe(Effect.orDie)
      const withPayments = yield* api.request("DELETE", `${BASE}/plans/${paid.id}`, { token })
      expect(withPayments.status).toBe(409)
      expect(withPayments.body.message).toBe("This plan has payments and cannot be deleted. Set its status to Inactive instead.")
    })
  )
})
