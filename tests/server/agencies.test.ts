// /agency/api/v2/agencies and /agencies/send-me-invite: who may do what, the list's paging, sorting and
// counts, the form's defaults and 422s, suspension, deletion and self-registration.
import { expect, layer } from "@effect/vitest"
import { Effect } from "effect"

import { DEFAULT_MAIL_RATE_LIMITS } from "../../server/config.ts"
import { AGENCIES, createAgency, DEMO_AGENCY, form, newestLog, REGISTER, registration, sqlRows, tokens } from "./support/agencies-kit.ts"
import { freePlan, paidPlan } from "./support/plans-credits-kit.ts"
import { Seeded, TestApi, testServer } from "./support/TestApi.ts"

/** The seeded admin of Zenith Agency, whose portals no other test here touches. */
const ZENITH_ADMIN = { email: "zero@example.com", password: "Zero1234!" }

// Several tests here register from the one test address: the per-address registration limit is lifted for them.
layer(testServer({ mailRateLimits: { ...DEFAULT_MAIL_RATE_LIMITS, registerPerIp: { max: 100, windowSeconds: 3600 } } }), {
  excludeTestServices: true,
  timeout: 120_000
})("agencies", (it) => {
  it.effect("role-by-endpoint matrix", () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      const t = yield* tokens
      const callers = [t.admin, t.agencyAdmin, t.user, t.otherAgency, undefined] as const
      const statuses = (method: string, path: string, json?: (i: number) => unknown) =>
        Effect.forEach(callers, (token, i) =>
          api
            .request(method, path, { ...(token === undefined ? {} : { token }), ...(json === undefined ? {} : { json: json(i) }) })
            .pipe(Effect.map((reply) => reply.status))
        )

      //                                                    admin agency-admin user other-agency no-token
      expect(yield* statuses("GET", AGENCIES)).toEqual([200, 200, 200, 200, 401])
      expect(yield* statuses("GET", `${AGENCIES}/${DEMO_AGENCY}`)).toEqual([200, 200, 200, 403, 401])
      expect(yield* statuses("GET", `${AGENCIES}/99999`)).toEqual([404, 404, 404, 404, 401])
      // Non-admins first, so the one created by the admin is the only new agency.
      expect(yield* statuses("POST", AGENCIES, (i) => form({ name: `Matrix ${i}` }))).toEqual([201, 403, 403, 403, 401])
      const target = yield* createAgency(t.admin, { name: "Matrix target" })
      expect(yield* statuses("PUT", `${AGENCIES}/${target}`, () => form({ name: "Matrix target", status: "active" }))).toEqual([
        200, 403, 403, 403, 401
      ])
      const forbidden = yield* Effect.forEach([t.agencyAdmin, t.user, t.otherAgency, undefined], (token) =>
        api.request("DELETE", `${AGENCIES}/${target}`, token === undefined ? {} : { token }).pipe(Effect.map((reply) => reply.status))
      )
      expect(forbidden).toEqual([403, 403, 403, 401])
      expect((yield* api.request("DELETE", `${AGENCIES}/${target}`, { token: t.admin })).status).toBe(200)
      // Registration is public: a token changes nothing.
      expect(yield* statuses("POST", REGISTER, (i) => registration({ email: `matrix${i}@register.example` }))).toEqual([
        201, 201, 201, 201, 201
      ])
    })
  )

  it.effect("members see their own agencies with computed counts; the super admin sees all", () =>
    Effect.gen(function* () {
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
    })
  )

  it.effect("pages, sorts, searches, and rejects unknown sort columns and limits above 1000", () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      const { admin } = yield* tokens
      for (const i of [1, 2, 3]) yield* createAgency(admin, { name: `Paging probe ${i}`, credit_limit: i * 10 })
      const first = yield* api.request("GET", `${AGENCIES}?keyword=paging%20probe&limit=2&sort_by=credit_limit&sort_direction=desc`, {
        token: admin
      })
      expect(first.status).toBe(200)
      expect(first.body.data.map((agency: { name: string }) => agency.name)).toEqual(["Paging probe 3", "Paging probe 2"])
      expect(first.body.meta.pagination).toMatchObject({ total: 3, count: 2, per_page: 2, current_page: 1, total_pages: 2 })
      const second = yield* api.request(
        "GET",
        `${AGENCIES}?keyword=PAGING%20PROBE&limit=2&page=2&sort_by=credit_limit&sort_direction=desc`,
        { token: admin }
      )
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
    })
  )

  it.effect("creates with the defaults, logs it, and names the field of a bad form", () =>
    Effect.gen(function* () {
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
      expect(yield* newestLog).toMatchObject({
        event: "agency.created",
        causer_id: me.id,
        subject_id: created.body.data.id,
        subject_type: "App\\Models\\Agency"
      })

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
    })
  )

  it.effect("edits need the status; optional fields left out keep their value; changes are logged", () =>
    Effect.gen(function* () {
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
    })
  )

  it.effect("every edited record refuses a stale save with 409 naming who changed it, and keeps the first save", () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      const t = yield* tokens
      const zenith = yield* api.login(ZENITH_ADMIN.email, ZENITH_ADMIN.password)
      const agencyId = yield* createAgency(t.admin, { name: "Versioned agency" })
      const plan = (yield* api.request("POST", "/agency/api/v2/plans", { token: t.admin, json: freePlan("Versioned plan") })).body.data
      const pack = (yield* api.request("POST", "/agency/api/v2/plans/credits", {
        token: t.admin,
        json: { credit: "611", amount: "40", saving: "5%" }
      })).body.data
      const demoUser = (yield* api.request("GET", "/auth/api/v2/users?keyword=user@example.com", { token: t.agencyAdmin })).body.data[0]
      const portal = (yield* api.request("GET", "/portal/api/v2/portals?keyword=Zenith%20Free", { token: zenith })).body.data[0]
      const layout = (yield* api.request("POST", "/module/api/v2/layouts", {
        token: zenith,
        json: { portal: portal.id, name: "Versioned layout", content: {} }
      })).body.data
      const adminPortalForm = {
        name: portal.name,
        hub_id: portal.hub_id,
        hub_url: portal.hub_url,
        plan: portal.plan,
        agency_id: portal.agency.id,
        custom_installation: portal.custom_installation
      }
      // [record, GET path, PUT path, first saver, stale saver, form, who the 409 names]
      const cases = [
        [
          "agency",
          `${AGENCIES}/${agencyId}`,
          `${AGENCIES}/${agencyId}`,
          t.admin,
          t.admin,
          form({ name: "Versioned agency", status: "active" }),
          "You changed this agency in another window on"
        ],
        [
          "plan",
          `/agency/api/v2/plans/${plan.id}`,
          `/agency/api/v2/plans/${plan.id}`,
          t.admin,
          t.admin,
          freePlan("Versioned plan"),
          "You changed this plan in another window on"
        ],
        [
          "credit",
          `/agency/api/v2/plans/credits/${pack.id}`,
          `/agency/api/v2/plans/credits/${pack.id}`,
          t.admin,
          t.admin,
          { credit: "611", amount: "45" },
          "You changed this credit in another window on"
        ],
        [
          "user",
          `/auth/api/v2/users/${demoUser.id}`,
          `/auth/api/v2/users/${demoUser.id}`,
          t.agencyAdmin,
          t.admin,
          { name: demoUser.name, email: demoUser.email, role: "user" },
          "Agency Admin changed this user on"
        ],
        [
          "account",
          "/auth/api/v2/me",
          "/auth/api/v2/users/me",
          t.otherAgency,
          t.otherAgency,
          { name: "Northwind Admin" },
          "You changed this account in another window on"
        ],
        [
          "portal",
          `/portal/api/v2/portals/${portal.id}`,
          `/portal/api/v2/portals/${portal.id}`,
          zenith,
          t.admin,
          adminPortalForm,
          "Zenith Admin changed this portal on"
        ],
        [
          "layout",
          `/module/api/v2/layouts/${layout.id}`,
          `/module/api/v2/layouts/${layout.id}`,
          zenith,
          zenith,
          { name: "Versioned layout" },
          "You changed this layout in another window on"
        ]
      ] as const
      for (const [record, getPath, putPath, first, second, json, who] of cases) {
        const opened = yield* api.request("GET", getPath, { token: first })
        const version = opened.body.data.lock_version
        expect({ record, version: typeof version, etag: opened.headers.get("etag") }).toEqual({
          record,
          version: "number",
          etag: `"${version}"`
        })
        // The portal form of an agency admin sends name and domain only.
        const firstJson = record === "portal" ? { name: portal.name } : json
        const saved = yield* api.request("PUT", putPath, { token: first, json: { ...firstJson, lock_version: version } })
        expect({ record, status: saved.status, bumped: saved.body.data.lock_version > version }).toEqual({
          record,
          status: 200,
          bumped: true
        })
        // The second form was opened at the same version: refused by body and by If-Match alike.
        const stale = yield* api.request("PUT", putPath, { token: second, json: { ...json, lock_version: version } })
        expect({ record, status: stale.status, current: stale.body.lock_version }).toEqual({
          record,
          status: 409,
          current: saved.body.data.lock_version
        })
        expect(stale.body.message).toMatch(new RegExp(`^${who} \\d{1,2} [A-Z][a-z]{2} \\d{4}, \\d{2}:\\d{2} UTC after you opened it`))
        const header = yield* api.request("PUT", putPath, { token: second, json, headers: { "if-match": `"${version}"` } })
        expect({ record, status: header.status }).toEqual({ record, status: 409 })
        const after = yield* api.request("GET", getPath, { token: first })
        expect({ record, version: after.body.data.lock_version }).toEqual({ record, version: saved.body.data.lock_version })
        // Without a version (an API client), the save is not checked.
        expect({ record, status: (yield* api.request("PUT", putPath, { token: second, json })).status }).toEqual({ record, status: 200 })
      }
    })
  )

  it.effect("of two saves from the same version exactly one wins; any change of the record makes a form stale", () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      const { admin } = yield* tokens
      const id = yield* createAgency(admin, { name: "Raced agency" })
      const { lock_version } = (yield* api.request("GET", `${AGENCIES}/${id}`, { token: admin })).body.data
      const replies = yield* Effect.all(
        ["Raced by one", "Raced by two"].map((name) =>
          api.request("PUT", `${AGENCIES}/${id}`, { token: admin, json: form({ name, status: "active", lock_version }) })
        ),
        { concurrency: "unbounded" }
      )
      expect(replies.map((reply) => reply.status).sort()).toEqual([200, 409])
      const winner = replies.find((reply) => reply.status === 200)!.body.data
      expect((yield* api.request("GET", `${AGENCIES}/${id}`, { token: admin })).body.data).toMatchObject({
        name: winner.name,
        lock_version: winner.lock_version
      })
      // A write no form made (credits bought) raises the version too, so the open form cannot undo it.
      yield* sqlRows((sql) => sql`UPDATE agencies SET credit_limit = credit_limit + 5 WHERE id = ${id}`)
      const stale = yield* api.request("PUT", `${AGENCIES}/${id}`, {
        token: admin,
        json: form({ name: "Stale", status: "active", lock_version: winner.lock_version })
      })
      expect(stale.status).toBe(409)
      expect(stale.body).toMatchObject({ lock_version: winner.lock_version + 1, updated_by: null })
      expect(stale.body.message).toMatch(/^This agency was changed on .* after you opened it\. Reload to see the changes\.$/)
    })
  )

  it.effect("what the app writes on its own to columns no form sends leaves an open form current", () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      const { admin } = yield* tokens
      const created = yield* api.request("POST", "/auth/api/v2/users", {
        token: admin,
        json: { name: "Busy Member", email: "busy.member@example.com", password: "Copper lantern 4 sale" }
      })
      expect(created.status, JSON.stringify(created.body)).toBe(201)
      const user = created.body.data.user
      const got = yield* api.request("GET", `/auth/api/v2/users/${user.id}`, { token: admin })
      expect(got.status, JSON.stringify(got.body)).toBe(200)
      const opened = got.body.data
      // The member switches agency and resets their password; a reconnect stores the portal's new tokens.
      yield* sqlRows(
        (sql) => sql`UPDATE users SET current_agency_id = NULL, password_hash = 'changed', updated_at = now() WHERE id = ${user.id}`
      )
      const saved = yield* api.request("PUT", `/auth/api/v2/users/${user.id}`, {
        token: admin,
        json: { name: "Busy Member renamed", email: opened.email, role: "admin", lock_version: opened.lock_version }
      })
      expect(saved.status, JSON.stringify(saved.body)).toBe(200)
      const portal = (yield* api.request("GET", "/portal/api/v2/portals?keyword=Acme%20Portal", { token: admin })).body.data[0]
      const form = (yield* api.request("GET", `/portal/api/v2/portals/${portal.id}`, { token: admin })).body.data
      yield* sqlRows(
        (sql) =>
          sql`UPDATE portals SET refresh_token_encrypted = refresh_token_encrypted, scopes = '{content}', portal_setup_status = NOT portal_setup_status WHERE id = ${portal.id}`
      )
      expect((yield* api.request("GET", `/portal/api/v2/portals/${portal.id}`, { token: admin })).body.data.lock_version).toBe(
        form.lock_version
      )
      // A column the form shows still counts.
      yield* sqlRows((sql) => sql`UPDATE portals SET plan = CASE WHEN plan = 'pro' THEN 'core' ELSE 'pro' END WHERE id = ${portal.id}`)
      expect((yield* api.request("GET", `/portal/api/v2/portals/${portal.id}`, { token: admin })).body.data.lock_version).toBe(
        form.lock_version + 1
      )
    })
  )

  it.effect("a save changes only the fields it sends", () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      const { admin } = yield* tokens
      const zenith = yield* api.login(ZENITH_ADMIN.email, ZENITH_ADMIN.password)
      const portal = (yield* api.request("GET", "/portal/api/v2/portals?keyword=Zenith%20Free", { token: zenith })).body.data[0]
      // One of the domains the portal's HubSpot account has connected (the seed's default for a portal without one).
      const domain = `${portal.hub_id}.hs-sites.com`
      const set = yield* api.request("PUT", `/portal/api/v2/portals/${portal.id}`, { token: zenith, json: { name: portal.name, domain } })
      expect(set.status, JSON.stringify(set.body)).toBe(200)
      const renamed = yield* api.request("PUT", `/portal/api/v2/portals/${portal.id}`, { token: zenith, json: { name: portal.name } })
      expect(renamed.body.data.domain).toBe(domain)
      const plan = (yield* api.request("POST", "/agency/api/v2/plans", {
        token: admin,
        json: { ...paidPlan("Partial plan"), upgrade_order: 4 }
      })).body.data
      const { stripe_plan_id: _, ...sent } = paidPlan("Partial plan renamed")
      const updated = yield* api.request("PUT", `/agency/api/v2/plans/${plan.id}`, { token: admin, json: sent })
      expect(updated.status).toBe(200)
      expect(updated.body.data).toMatchObject({ name: "Partial plan renamed", upgrade_order: 4, stripe_plan_id: "price_test_annual" })
    })
  )
})
