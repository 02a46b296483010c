// /agency/api/v2/agencies and /agencies/send-me-invite: who may do what, the list's paging, sorting and
// counts, the form's defaults and 422s, suspension, deletion and self-registration.
import { SqlClient } from "@effect/sql"
import { expect, layer } from "@effect/vitest"
import { Effect } from "effect"
import { DEFAULT_MAIL_RATE_LIMITS } from "../../server/config.ts"
import { Seeded, TestApi, testServer } from "./support/TestApi.ts"

const BASE = "/agency/api/v2"
const AGENCIES = `${BASE}/agencies`
const REGISTER = `${BASE}/agencies/send-me-invite`
const DEMO_AGENCY = 1
const NORTHWIND_AGENCY = 2
const GUEST_AGENCY = 3

const form = (fields: Record<string, unknown> = {}) => ({
  name: "Probe Agency",
  admin_name: "Pat Probe",
  admin_email: "pat@probe.example",
  portals_available: 0,
  credit_limit: 0,
  ...fields
})

const registration = (fields: Record<string, unknown> = {}) => ({
  first_name: "Rita",
  last_name: "Register",
  email: "rita@register.example",
  company: "Rita Creative",
  website: "https://rita.example",
  agency_name: "Rita Register",
  ...fields
})

const sqlRows = <A extends object>(run: (sql: SqlClient.SqlClient) => Effect.Effect<ReadonlyArray<A>, unknown>) =>
  Effect.flatMap(SqlClient.SqlClient, (sql) => Effect.orDie(run(sql)))

const tokens = Effect.gen(function*() {
  const api = yield* TestApi
  return {
    admin: yield* api.login(Seeded.admin.email, Seeded.admin.password),
    agencyAdmin: yield* api.login(Seeded.agencyAdmin.email, Seeded.agencyAdmin.password),
    user: yield* api.login(Seeded.user.email, Seeded.user.password),
    otherAgency: yield* api.login(Seeded.northwind.email, Seeded.northwind.password)
  }
})

/** A new agency made by the super admin; answers its id. */
const createAgency = (token: string, fields: Record<string, unknown> = {}) =>
  Effect.flatMap(TestApi, (api) => api.request("POST", AGENCIES, { token, json: form(fields) })).pipe(
    Effect.map((reply) => {
      expect(reply.status).toBe(201)
      return reply.body.data.id as number
    })
  )

const newestLog = Effect.flatMap(SqlClient.SqlClient, (sql) =>
  sql<{ event: string; causer_id: number; subject_id: number; subject_type: string; properties: any }>`
    SELECT event, causer_id, subject_id, subject_type, properties FROM activity_log ORDER BY id DESC LIMIT 1`).pipe(
  Effect.map((rows) => rows[0]!),
  Effect.orDie
)

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
        [{ status: "paused" }, "status"],
        [{ plan_id: 9999 }, "The selected plan_id is invalid."]
      ]
      for (const [fields, message] of cases) {
        const reply = yield* api.request("POST", AGENCIES, { token: admin, json: form(fields) })
        expect(reply.status, JSON.stringify(fields)).toBe(422)
        expect(reply.body.message).toContain(message)
      }
      const missing = yield* api.request("POST", AGENCIES, { token: admin, json: { name: "Only a name" } })
      expect(missing.status).toBe(422)
      expect(missing.body.message).toBe("The admin name field is required.")
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

  it.effect("a suspended agency's members see it suspended and cannot install, until it is re-activated", () =>
    Effect.gen(function*() {
      const api = yield* TestApi
      const { admin, otherAgency } = yield* tokens
      const northwind = (yield* api.request("GET", `${AGENCIES}/${NORTHWIND_AGENCY}`, { token: admin })).body.data
      const keep = { name: northwind.name, admin_name: northwind.admin_name, admin_email: northwind.admin_email, portals_available: northwind.portals_available, credit_limit: northwind.credit_limit }
      expect((yield* api.request("PUT", `${AGENCIES}/${NORTHWIND_AGENCY}`, { token: admin, json: { ...keep, status: "suspend" } })).status).toBe(200)
      const me = yield* api.request("GET", "/auth/api/v2/me", { token: otherAgency })
      expect(me.body.data.agencies[0]).toMatchObject({ id: NORTHWIND_AGENCY, status: "suspend" })
      const install = yield* api.request("POST", "/module/api/v2/modules/install", { token: otherAgency, json: { module: "faq-accordion", portal: 5 } })
      expect(install.status).toBe(403)
      expect(install.body.message).toBe("Your agency is suspended.")
      expect((yield* api.request("PUT", `${AGENCIES}/${NORTHWIND_AGENCY}`, { token: admin, json: { ...keep, status: "active" } })).status).toBe(200)
      const after = yield* api.request("GET", "/auth/api/v2/me", { token: otherAgency })
      expect(after.body.data.agencies[0].status).toBe("active")
    }))

  it.effect("deleting removes the portals and memberships, and the members left in no agency (never super admins)", () =>
    Effect.gen(function*() {
      const api = yield* TestApi
      const { admin } = yield* tokens
      const registered = yield* api.request("POST", REGISTER, { json: registration({ email: "doomed@register.example", company: "Doomed Co" }) })
      expect(registered.status).toBe(201)
      const [doomed] = yield* sqlRows<{ agency_id: number; user_id: number }>((sql) =>
        sql`SELECT au.agency_id, au.user_id FROM agency_user au JOIN users u ON u.id = au.user_id WHERE u.email = 'doomed@register.example'`)
      const agencyId = doomed!.agency_id
      // A super admin and a member of another agency belong to it too, and it has a portal.
      yield* sqlRows((sql) => sql`
        INSERT INTO agency_user (user_id, agency_id, role)
        SELECT id, ${agencyId}, 'user' FROM users WHERE email IN ('admin@example.com', 'north@example.com') RETURNING user_id`)
      yield* sqlRows((sql) => sql`INSERT INTO portals (name, hub_id, hub_url, agency_id) VALUES ('Doomed Portal', 77001, 'https://app.hubspot.com', ${agencyId}) RETURNING id`)
      const before = (yield* api.request("GET", `${AGENCIES}/${agencyId}`, { token: admin })).body.data
      expect(before).toMatchObject({ users_count: 3, portals_count: 1, free_portal_count: 1 })

      const deleted = yield* api.request("DELETE", `${AGENCIES}/${agencyId}`, { token: admin })
      expect(deleted.status).toBe(200)
      expect(deleted.body).toEqual({ data: { message: "Agency has been deleted." } })
      expect((yield* api.request("GET", `${AGENCIES}/${agencyId}`, { token: admin })).status).toBe(404)
      const users = yield* sqlRows<{ email: string }>((sql) =>
        sql`SELECT email FROM users WHERE email IN ('doomed@register.example', 'admin@example.com', 'north@example.com') ORDER BY email`)
      expect(users.map((row) => row.email)).toEqual(["admin@example.com", "north@example.com"])
      expect(yield* sqlRows((sql) => sql`SELECT id FROM portals WHERE hub_id = 77001`)).toEqual([])
      expect(yield* sqlRows((sql) => sql`SELECT user_id FROM agency_user WHERE agency_id = ${agencyId}`)).toEqual([])
      const log = yield* newestLog
      expect(log).toMatchObject({ event: "agency.deleted", subject_id: agencyId, properties: { name: "Doomed Co", deleted_user_ids: [doomed!.user_id] } })

      expect((yield* api.request("DELETE", `${AGENCIES}/${agencyId}`, { token: admin })).status).toBe(404)
      const guest = yield* api.request("DELETE", `${AGENCIES}/${GUEST_AGENCY}`, { token: admin })
      expect(guest.status).toBe(403)
      expect(guest.body.message).toBe("The guest demo agency can not be deleted.")
    }))

  it.effect("registration creates the agency and its admin, mails a set-password link and answers where to go", () =>
    Effect.gen(function*() {
      const api = yield* TestApi
      const { admin } = yield* tokens
      const reply = yield* api.request("POST", REGISTER, { json: registration({ company: "Rita Solo Studio" }) })
      expect(reply.status).toBe(201)
      const url: string = reply.body.data.url
      expect(url).toMatch(/^\/auto-login\?token=/)
      // The auto-login link signs the new admin in once.
      const token = new URL(url, "http://x").searchParams.get("token")
      const auto = yield* api.request("POST", "/auth/api/v2/auto-login", { json: { token } })
      expect(auto.status).toBe(200)
      expect(auto.body.data.user).toMatchObject({ email: "rita@register.example", roles: [{ name: "agency-admin" }] })
      expect((yield* api.request("POST", "/auth/api/v2/auto-login", { json: { token } })).status).toBe(404)

      const [agency] = (yield* api.request("GET", `${AGENCIES}?keyword=Rita%20Solo%20Studio`, { token: admin })).body.data
      expect(agency).toMatchObject({ name: "Rita Solo Studio", admin_name: "Rita Register", admin_email: "rita@register.example", source: "reverse-gate", plan_id: 1, users_count: 1, status: "active" })
      const [registeredLog] = yield* sqlRows<{ subject_id: number; properties: unknown }>((sql) =>
        sql`SELECT subject_id, properties FROM activity_log WHERE event = 'agency.registered' ORDER BY id DESC LIMIT 1`)
      expect(registeredLog).toMatchObject({ subject_id: agency.id, properties: { website: "https://rita.example", company: "Rita Solo Studio" } })

      const [mail] = yield* sqlRows<{ subject: string; text: string }>((sql) => sql`SELECT subject, text FROM mail_outbox WHERE "to" = 'rita@register.example'`)
      expect(mail!.subject).toBe("Set your password")
      const link = /(\/setup-account\?token=[^&\s]+&email=[^\s]+)/.exec(mail!.text)![1]!
      const params = new URL(link, "http://x").searchParams
      const set = yield* api.request("POST", "/auth/api/v2/password/setup", {
        json: { token: params.get("token"), email: params.get("email"), password: "Maple-Garden-88!", password_confirmation: "Maple-Garden-88!" }
      })
      expect(set.status).toBe(200)
      const login = yield* api.request("POST", "/auth/api/v2/login", { json: { email: "rita@register.example", password: "Maple-Garden-88!" } })
      expect(login.body.data.user).toMatchObject({ roles: [{ name: "agency-admin" }], agency: { id: agency.id, name: "Rita Solo Studio" } })

      const taken = yield* api.request("POST", REGISTER, { json: registration({ email: "RITA@register.example" }) })
      expect(taken.status).toBe(422)
      expect(taken.body.message).toBe("The email has already been taken.")
      const noWebsite = yield* api.request("POST", REGISTER, { json: registration({ email: "w@register.example", website: "" }) })
      expect(noWebsite.status).toBe(422)
      expect(noWebsite.body.message).toBe("website: The website field is required.")
      const badEmail = yield* api.request("POST", REGISTER, { json: registration({ email: "nope" }) })
      expect(badEmail.body.message).toBe("email: The email must be a valid email address.")
      const paidPlan = yield* api.request("POST", REGISTER, { json: registration({ email: "paid@register.example", plan_id: 11 }) })
      expect(paidPlan.status).toBe(422)
      expect(paidPlan.body.message).toBe("The selected plan_id is invalid.")
    }))
})

layer(testServer({ mailRateLimits: { ...DEFAULT_MAIL_RATE_LIMITS, registerPerIp: { max: 2, windowSeconds: 3600 } } }), { excludeTestServices: true })("registration rate limit", (it) => {
  it.effect("refuses a third registration from one address within the window", () =>
    Effect.gen(function*() {
      const api = yield* TestApi
      for (const i of [1, 2]) {
        expect((yield* api.request("POST", REGISTER, { json: registration({ email: `burst${i}@register.example` }) })).status).toBe(201)
      }
      const third = yield* api.request("POST", REGISTER, { json: registration({ email: "burst3@register.example" }) })
      expect(third.status).toBe(429)
      expect(third.body.message).toMatch(/^Too many registrations\. Please try again in \d+ minutes\.$/)
      expect(Number(third.headers.get("retry-after"))).toBeGreaterThan(0)
    }))
})
