// /agency/api/v2/agencies and /agencies/send-me-invite: who may do what, the list's paging, sorting and
// counts, the form's defaults and 422s, suspension, deletion and self-registration.
import { expect, layer } from "@effect/vitest"
import { Effect } from "effect"
import { DEFAULT_MAIL_RATE_LIMITS } from "../../server/config.ts"
import { Seeded, TestApi, testServer } from "./support/TestApi.ts"
import { AGENCIES, DEMO_AGENCY, REGISTER, createAgency, form, newestLog, registration, tokens } from "./support/agencies-kit.ts"

// Several tests here register from the one test address: the per-address registration limit is lifted for them.
layer(testServer({ mailRateLimits: { ...DEFAULT_MAIL_RATE_LIMITS, registerPerIp: { max: 100, windowSeconds: 3600 } } }), { excludeTestServices: true, timeout: 120_000 })("agencies", (it) => {
  it.effect("role-by-endpoint matrix", () =>
    Effect.gen(function*() {
      const api = yield* TestApi
      const t = yield* tokens
      const callers = [t.admin, t.agencyAdmin, t.user, t.otherAgency, undefined] as const
      const statuses = (method: string, path: string, json?: (i: number) => unknown) =>
        Effect.forEach(callers, (token, i) =>
          api.request(method, path, { ...(token === undefined ? {} : { token }), ...(json === undefined ? {} : { json: json(i) }) }).pipe(
            Effect.map((reply) => reply.status)
          ))

      //                                                    admin agency-admin user other-agency no-token
      expect(yield* statuses("GET", AGENCIES)).toEqual([200, 200, 200, 200, 401])
      expect(yield* statuses("GET", `${AGENCIES}/${DEMO_AGENCY}`)).toEqual([200, 200, 200, 403, 401])
      expect(yield* statuses("GET", `${AGENCIES}/99999`)).toEqual([404, 404, 404, 404, 401])
      // Non-admins first, so the one created by the admin is the only new agency.
      expect(yield* statuses("POST", AGENCIES, (i) => form({ name: `Matrix ${i}` }))).toEqual([201, 403, 403, 403, 401])
      const target = yield* createAgency(t.admin, { name: "Matrix target" })
      expect(yield* statuses("PUT", `${AGENCIES}/${target}`, () => form({ name: "Matrix target", status: "active" }))).toEqual([200, 403, 403, 403, 401])
      const forbidden = yield* Effect.forEach([t.agencyAdmin, t.user, t.otherAgency, undefined], (token) =>
        api.request("DELETE", `${AGENCIES}/${target}`, token === undefined ? {} : { token }).pipe(Effect.map((reply) => reply.status)))
      expect(forbidden).toEqual([403, 403, 403, 401])
      expect((yield* api.request("DELETE", `${AGENCIES}/${target}`, { token: t.admin })).status).toBe(200)
      // Registration is public: a token changes nothing.
      expect(yield* statuses("POST", REGISTER, (i) => registration({ email: `matrix${i}@register.example` }))).toEqual([201, 201, 201, 201, 201])
    }))

  it.effect("members see their own agencies with computed counts; the super admin sees all", () =>
    Effect.gen(function*() {
      const api = yield* TestApi
      const t = yield* tokens
      const own = yield* api.request("GET", AGENCIES, { token: t.agencyAdmin })
      expect(own.body.data.map((agency: { name: string }) => agency.name)).toEqual(["Demo Agency"])
      expect(own.body.data[0]).toMatchObject({
        id: DEMO_AGENCY,
        users_count: 3, // agency, user and multi
        portals_count: 4, // Acme, Beacon, Cobalt, Acme Staging
        pro_portal_count: 2,
        core_portal_count: 1,
        free_portal_count: 1,
        portals_available: 2,
        credit_limit: 25,
        plan: { id: 35, name: "Core" },
        status: "active"
      })
      expect(own.body.meta.pagination).toMatchObject({ total: 1, total_pages: 1, per_page: 25, current_page: 1 })
      const multi = yield* api.login(Seeded.multi.email, Seeded.multi.password)
      const both = yield* api.request("GET", `${AGENCIES}?sort_by=name&sort_direction=asc`, { token: multi })
      expect(both.body.data.map((agency: { name: string }) => agency.name)).toEqual(["Demo Agency", "Northwind Agency"])

      const all = yield* api.request("GET", `${AGENCIES}?limit=1000`, { token: t.admin })
      const names = all.body.data.map((agency: { name: string }) => agency.name)
      expect(names).toEqual(expect.arrayContaining(["Demo Agency", "Northwind Agency", "Zenith Agency", "Demo Guest Agency"]))
      // Default order: newest first.
      const created = all.body.data.map((agency: { created_at: string }) => agency.created_at)
      expect([...created].sort().reverse()).toEqual(created)
    }))

  it.effect("pages, sorts, searches, and rejects unknown sort columns and limits above 1000", () =>
    Effect.gen(function*() {
      const api = yield* TestApi
      const { admin } = yield* tokens
      for (const i of [1, 2, 3]) yield* createAgency(admin, { name: `Paging probe ${i}`, credit_limit: i * 10 })
      const first = yield* api.request("GET", `${AGENCIES}?keyword=paging%20probe&limit=2&sort_by=credit_limit&sort_direction=desc`, { token: admin })
      expect(first.status).toBe(200)
      expect(first.body.data.map((agency: { name: string }) => agency.name)).toEqual(["Paging probe 3", "Paging probe 2"])
      expect(first.body.meta.pagination).toMatchObject({ total: 3, count: 2, per_page: 2, current_page: 1, total_pages: 2 })
      const second = yield* api.request("GET", `${AGENCIES}?keyword=PAGING%20PROBE&limit=2&page=2&sort_by=credit_limit&sort_direction=desc`, { token: admin })
      expect(second.body.data.map((agency: { name: string }) => agency.name)).toEqual(["Paging probe 1"])
      const byUsers = yield* api.request("GET", `${AGENCIES}?sort_by=users_count&sort_direction=desc&limit=1`, { token: admin })
      expect(byUsers.body.data[0].name).toBe("Demo Agency")
      const none = yield* api.request("GET", `${AGENCIES}?keyword=no-such-agency`, { token: admin })
      expect(none.body).toMatchObject({ data: [], meta: { pagination: { total: 0, total_pages: 1 } } })

      const badSort = yield* api.request("GET", `${AGENCIES}?sort_by=password`, { token: admin })
      expect(badSort.status).toBe(422)
      expect(badSort.body.message).toContain("sort_by")
      const badLimit = yield* api.request("GET", `${AGENCIES}?limit=1001`, { token: admin })
      expect(badLimit.status).toBe(422)
      expect(badLimit.body.message).toContain("limit")
      expect((yield* api.request("GET", `${AGENCIES}?sort_direction=sideways`, { token: admin })).status).toBe(422)
    }))

  it.effect("creates with the defaults, logs it, and names the field of a bad form", () =>
    Effect.gen(function*() {
      const api = yield* TestApi
      const { admin } = yield* tokens
      const created = yield* api.request("POST", AGENCIES, { token: admin, json: form({ name: "  Fresh Agency  " }) })
      expect(created.status).toBe(201)
      expect(created.body.data).toMatchObject({
        name: "Fresh Agency",
        status: "active",
        plan_id: 1,
        plan: { id: 1 },
        portals_available: 0,
        credit_limit: 0,
        paid_in_advance: true,
        source: "other",
        sr_saas: 0,
        max_active_requests: 0,
        users_count: 0,
        portals_count: 0
      })
      const me = (yield* api.request("GET", "/auth/api/v2/me", { token: admin })).body.data
      expect(yield* newestLog).toMatchObject({ event: "agency.created", causer_id: me.id, subject_id: created.body.data.id, subject_type: "App\\Models\\Agency" })

      const cases: ReadonlyArray<[Record<string, unknown>, string]> = [
        [{ name: "" }, "The name field is required."],
        [{ admin_name: " " }, "The admin name field is required."],
        [{ admin_email: "not-an-email" }, "admin_email: The admin email must be a valid email address."],
        [{ credit_limit: -1 }, "credit_limit: The credit limit must be at least 0."],
        [{ portals_available: 1.5 }, "portals_available: The portals available must be an integer."],
        [{ max_active_requests: -3 }, "max_active_requests: The max active requests must be at least 0."],
        [{ status: "paused" }, "status: The selected status is invalid."],
        [{ plan_id: 9999 }, "The selected plan_id is invalid."]
      ]
      for (const [fields, message] of cases) {
        const reply = yield* api.request("POST", AGENCIES, { token: admin, json: form(fields) })
        expect(reply.status, JSON.stringify(fields)).toBe(422)
        expect(reply.body.message).toContain(message)
        // The field → messages map holds the same words, without the "field: " prefix.
        const field = Object.keys(fields)[0]!
        expect(reply.body.errors, JSON.stringify(fields)).toEqual({ [field]: [message.replace(`${field}: `, "")] })
      }
      // Every refused field at once, the spec's message the first of them.
      const missing = yield* api.request("POST", AGENCIES, { token: admin, json: { name: "Only a name", sr_saas: 2, admin_email: "x" } })
      expect(missing.status).toBe(422)
      expect(missing.body.message).toBe("The admin name field is required.")
      expect(missing.body.errors).toEqual({
        admin_name: ["The admin name field is required."],
        admin_email: ["The admin email must be a valid email address."],
        portals_available: ["The portals available field is required."],
        credit_limit: ["The credit limit field is required."],
        sr_saas: ["The selected sr saas is invalid."]
      })
    }))

  it.effect("edits need the status; optional fields left out keep their value; changes are logged", () =>
    Effect.gen(function*() {
      const api = yield* TestApi
      const { admin } = yield* tokens
      const id = yield* createAgency(admin, { name: "Editable", plan_id: 35, payment_link: "https://pay.example/x" })
      const noStatus = yield* api.request("PUT", `${AGENCIES}/${id}`, { token: admin, json: form({ name: "Edited" }) })
      expect(noStatus.status).toBe(422)
      expect(noStatus.body.message).toBe("The status field is required.")
      const edited = yield* api.request("PUT", `${AGENCIES}/${id}`, {
        token: admin,
        json: form({ name: "Edited", status: "suspend", sr_saas: 1, max_active_requests: 7, credit_limit: 12 })
      })
      expect(edited.status).toBe(200)
      expect(edited.body.data).toMatchObject({
        name: "Edited",
        status: "suspend",
        sr_saas: 1,
        max_active_requests: 7,
        credit_limit: 12,
        plan_id: 35,
        payment_link: "https://pay.example/x"
      })
      const log = yield* newestLog
      expect(log).toMatchObject({ event: "agency.updated", subject_id: id })
      expect(log.properties.changes).toMatchObject({ name: { from: "Editable", to: "Edited" }, status: { from: "active", to: "suspend" } })
      expect(Object.keys(log.properties.changes)).not.toContain("admin_email")
      expect((yield* api.request("PUT", `${AGENCIES}/99999`, { token: admin, json: form({ status: "active" }) })).status).toBe(404)
      expect((yield* api.request("GET", `${AGENCIES}/${id}`, { token: admin })).body.data.name).toBe("Edited")
    }))
})
