// /agency/api/v2/agencies and /agencies/send-me-invite: who may do what, the list's paging, sorting and
// counts, the form's defaults and 422s, suspension, deletion and self-registration.
import { expect, layer } from "@effect/vitest"
import { Effect } from "effect"

import { DEFAULT_MAIL_RATE_LIMITS } from "../../server/config.ts"
import { AGENCIES, GUEST_AGENCY, newestLog, NORTHWIND_AGENCY, REGISTER, registration, sqlRows, tokens } from "./support/agencies-kit.ts"
import { heldBatch } from "./support/batch-kit.ts"
import { TestApi, testServer } from "./support/TestApi.ts"

layer(testServer({ mailRateLimits: { ...DEFAULT_MAIL_RATE_LIMITS, registerPerIp: { max: 100, windowSeconds: 3600 } } }), {
  excludeTestServices: true,
  timeout: 120_000
})("agencies: suspension, deletion and registration", (it) => {
  it.effect("a suspended agency's members see it suspended and cannot install, until it is re-activated", () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      const { admin, otherAgency } = yield* tokens
      const northwind = (yield* api.request("GET", `${AGENCIES}/${NORTHWIND_AGENCY}`, { token: admin })).body.data
      const keep = {
        name: northwind.name,
        admin_name: northwind.admin_name,
        admin_email: northwind.admin_email,
        portals_available: northwind.portals_available,
        credit_limit: northwind.credit_limit
      }
      expect(
        (yield* api.request("PUT", `${AGENCIES}/${NORTHWIND_AGENCY}`, { token: admin, json: { ...keep, status: "suspend" } })).status
      ).toBe(200)
      const me = yield* api.request("GET", "/auth/api/v2/me", { token: otherAgency })
      expect(me.body.data.agencies[0]).toMatchObject({ id: NORTHWIND_AGENCY, status: "suspend" })
      const install = yield* api.request("POST", "/module/api/v2/modules/install", {
        token: otherAgency,
        json: { module: "faq-accordion", portal: 5 }
      })
      expect(install.status).toBe(403)
      expect(install.body.message).toBe("Your agency is suspended.")
      expect(
        (yield* api.request("PUT", `${AGENCIES}/${NORTHWIND_AGENCY}`, { token: admin, json: { ...keep, status: "active" } })).status
      ).toBe(200)
      const after = yield* api.request("GET", "/auth/api/v2/me", { token: otherAgency })
      expect(after.body.data.agencies[0].status).toBe("active")
    })
  )

  it.effect("deleting removes the portals and memberships, and the members left in no agency (never super admins)", () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      const { admin } = yield* tokens
      const registered = yield* api.request("POST", REGISTER, {
        json: registration({ email: "doomed@register.example", company: "Doomed Co" })
      })
      expect(registered.status).toBe(201)
      const [doomed] = yield* sqlRows<{ agency_id: number; user_id: number }>(
        (sql) =>
          sql`SELECT au.agency_id, au.user_id FROM agency_user au JOIN users u ON u.id = au.user_id WHERE u.email = 'doomed@register.example'`
      )
      const agencyId = doomed!.agency_id
      // A super admin and a member of another agency belong to it too, and it has a portal.
      yield* sqlRows(
        (sql) => sql`
        INSERT INTO agency_user (user_id, agency_id, role)
        SELECT id, ${agencyId}, 'user' FROM users WHERE email IN ('admin@example.com', 'north@example.com') RETURNING user_id`
      )
      const [portal] = yield* sqlRows<{ id: number }>(
        (sql) =>
          sql`INSERT INTO portals (name, hub_id, hub_url, agency_id) VALUES ('Doomed Portal', 77001, 'https://app.hubspot.com', ${agencyId}) RETURNING id`
      )
      // Its child belongs to another agency, and goes with its parent all the same.
      const [child] = yield* sqlRows<{ id: number }>(
        (sql) =>
          sql`INSERT INTO portals (name, hub_id, hub_url, agency_id, parent_id) VALUES ('Doomed Child', 77002, 'https://app.hubspot.com', ${NORTHWIND_AGENCY}, ${portal!.id}) RETURNING id`
      )
      const work = yield* heldBatch(child!.id, { reference: "layout-basics", jobs: 1 })
      const before = (yield* api.request("GET", `${AGENCIES}/${agencyId}`, { token: admin })).body.data
      expect(before).toMatchObject({ users_count: 3, portals_count: 1, free_portal_count: 1 })

      const { agencyAdmin } = yield* tokens
      expect((yield* api.request("GET", `${AGENCIES}/${agencyId}/deletion`, { token: agencyAdmin })).status).toBe(403)
      const preview = yield* api.request("GET", `${AGENCIES}/${agencyId}/deletion`, { token: admin })
      expect(preview.body.data).toEqual({
        portals: [
          { id: portal!.id, name: "Doomed Portal", parent_id: null },
          { id: child!.id, name: "Doomed Child", parent_id: portal!.id }
        ],
        work: [
          {
            batch_id: work,
            kind: "module-install",
            title: "Install Layout Basics",
            status: "pending",
            portal_id: child!.id,
            portal_name: "Doomed Child"
          }
        ],
        layouts: [],
        history_entries: 0,
        members: [{ id: doomed!.user_id, name: "Rita Register", email: "doomed@register.example" }]
      })
      const refused = yield* api.request("DELETE", `${AGENCIES}/${agencyId}`, { token: admin })
      expect(refused.status).toBe(409)
      expect(refused.body.message).toContain(`Install Layout Basics on Doomed Child (batch ${work})`)

      const deleted = yield* api.request("DELETE", `${AGENCIES}/${agencyId}?cancel_work=true`, { token: admin })
      expect(deleted.status).toBe(200)
      expect(deleted.body).toEqual({
        data: {
          message: "Agency has been deleted.",
          deleted: { ...preview.body.data, work: [{ ...preview.body.data.work[0], status: "cancelled" }] }
        }
      })
      expect((yield* api.request("GET", `${AGENCIES}/${agencyId}`, { token: admin })).status).toBe(404)
      expect((yield* api.request("GET", `/portal/api/v2/batch/${work}`, { token: admin })).body.data).toMatchObject({
        status: "cancelled",
        cancelled: { reason: "Cancelled: the agency Doomed Co was deleted." }
      })
      // Each portal, each member and each cancelled batch has an entry of its own.
      const entries = yield* sqlRows<{ event: string; subject_id: number }>(
        (sql) =>
          sql`SELECT event, subject_id FROM activity_log WHERE properties->'deleted_with'->>'agency_id' = ${String(agencyId)} OR properties->>'batch_id' = ${work} ORDER BY id`
      )
      expect(entries).toEqual([
        { event: "batch.cancelled", subject_id: child!.id },
        { event: "portal.deleted", subject_id: portal!.id },
        { event: "portal.deleted", subject_id: child!.id },
        { event: "user deleted", subject_id: doomed!.user_id }
      ])
      const users = yield* sqlRows<{ email: string }>(
        (sql) =>
          sql`SELECT email FROM users WHERE email IN ('doomed@register.example', 'admin@example.com', 'north@example.com') ORDER BY email`
      )
      expect(users.map((row) => row.email)).toEqual(["admin@example.com", "north@example.com"])
      expect(yield* sqlRows((sql) => sql`SELECT id FROM portals WHERE hub_id = 77001`)).toEqual([])
      expect(yield* sqlRows((sql) => sql`SELECT user_id FROM agency_user WHERE agency_id = ${agencyId}`)).toEqual([])
      const log = yield* newestLog
      expect(log).toMatchObject({
        event: "agency.deleted",
        subject_id: agencyId,
        properties: { name: "Doomed Co", deleted_user_ids: [doomed!.user_id] }
      })

      expect((yield* api.request("DELETE", `${AGENCIES}/${agencyId}`, { token: admin })).status).toBe(404)
      const guest = yield* api.request("DELETE", `${AGENCIES}/${GUEST_AGENCY}`, { token: admin })
      expect(guest.status).toBe(403)
      expect(guest.body.message).toBe("The guest demo agency can not be deleted.")
    })
  )

  it.effect("registration creates the agency and its admin, mails a set-password link and answers where to go", () =>
    Effect.gen(function* () {
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
      expect(agency).toMatchObject({
        name: "Rita Solo Studio",
        admin_name: "Rita Register",
        admin_email: "rita@register.example",
        source: "reverse-gate",
        plan_id: 1,
        users_count: 1,
        status: "active"
      })
      const [registeredLog] = yield* sqlRows<{ subject_id: number; properties: unknown }>(
        (sql) => sql`SELECT subject_id, properties FROM activity_log WHERE event = 'agency.registered' ORDER BY id DESC LIMIT 1`
      )
      expect(registeredLog).toMatchObject({
        subject_id: agency.id,
        properties: { website: "https://rita.example", company: "Rita Solo Studio" }
      })

      const [mail] = yield* sqlRows<{ subject: string; text: string }>(
        (sql) => sql`SELECT subject, text FROM mail_outbox WHERE "to" = 'rita@register.example'`
      )
      expect(mail!.subject).toBe("Set your password")
      const link = /(\/setup-account\?token=[^&\s]+&email=[^\s]+)/.exec(mail!.text)![1]!
      const params = new URL(link, "http://x").searchParams
      const set = yield* api.request("POST", "/auth/api/v2/password/setup", {
        json: {
          token: params.get("token"),
          email: params.get("email"),
          password: "Maple-Garden-88!",
          password_confirmation: "Maple-Garden-88!"
        }
      })
      expect(set.status).toBe(200)
      const login = yield* api.request("POST", "/auth/api/v2/login", {
        json: { email: "rita@register.example", password: "Maple-Garden-88!" }
      })
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
    })
  )
})

layer(testServer({ mailRateLimits: { ...DEFAULT_MAIL_RATE_LIMITS, registerPerIp: { max: 2, windowSeconds: 3600 } } }), {
  excludeTestServices: true
})("registration rate limit", (it) => {
  it.effect("refuses a third registration from one address within the window", () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      for (const i of [1, 2]) {
        expect((yield* api.request("POST", REGISTER, { json: registration({ email: `burst${i}@register.example` }) })).status).toBe(201)
      }
      const third = yield* api.request("POST", REGISTER, { json: registration({ email: "burst3@register.example" }) })
      expect(third.status).toBe(429)
      expect(third.body.message).toMatch(/^Too many registrations\. Please try again in \d+ minutes\.$/)
      expect(Number(third.headers.get("retry-after"))).toBeGreaterThan(0)
    })
  )
})
