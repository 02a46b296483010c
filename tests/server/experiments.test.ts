// Page experiments (issue 7): the state machine draft → running → stopped → completed, the split and
// variant rules, who may read and change them, and results that grow on the server's clock.
import { SqlClient } from "@effect/sql"
import { expect, it, layer } from "@effect/vitest"
import { Effect, TestClock } from "effect"
import { acmePage } from "./support/experiments.ts"
import { Seeded, TestApi, testServer } from "./support/TestApi.ts"

const BASE = "/portal/api/v2"

const twoVariants = (page: string, name = "Headline test") => ({
  name,
  page_id: page,
  goal: "clicks",
  variants: [
    { name: "Control", source: "control", traffic_percent: 50 },
    { name: "Bold headline", source: "copy", traffic_percent: 50 }
  ]
})

const activityCount = (event: string, experimentId: number) =>
  Effect.flatMap(SqlClient.SqlClient, (sql) =>
    sql<{ count: number }>`SELECT count(*)::int AS count FROM activity_log WHERE event = ${event} AND properties->>'experiment_id' = ${String(experimentId)}`).pipe(
    Effect.map((rows) => rows[0]?.count ?? 0),
    Effect.orDie
  )

layer(testServer(), { excludeTestServices: true })("experiments", (it) => {
  it.effect("creates a draft with the control and a CRM copy, listed with the portal's experiments", () =>
    Effect.gen(function*() {
      const api = yield* TestApi
      const { portal, page } = yield* acmePage("Experiment Home")
      const token = yield* api.login(Seeded.agencyAdmin.email, Seeded.agencyAdmin.password)
      const options = yield* api.request("GET", `${BASE}/portals/${portal}/experiments/options`, { token })
      expect(options.status).toBe(200)
      expect(options.body.data.pages).toContainEqual({ id: page, name: "Experiment Home" })
      expect(options.body.data.templates.length).toBeGreaterThan(0)

      const created = yield* api.request("POST", `${BASE}/portals/${portal}/experiments`, { token, json: twoVariants(page) })
      expect(created.status).toBe(201)
      const experiment = created.body.data
      expect(experiment).toMatchObject({ status: "draft", goal: "clicks", page: { id: page, name: "Experiment Home" }, winner_variant_id: null, started_at: null })
      expect(experiment.variants).toHaveLength(2)
      expect(experiment.variants[0]).toMatchObject({ source: "control", crm_page_id: page, visitors: 0, probability_to_beat_control: null })
      expect(experiment.variants[1]).toMatchObject({ source: "copy", visitors: 0, conversion_rate: 0, probability_to_beat_control: 0.5 })
      expect(experiment.variants[1].crm_page_id).not.toBe(page)
      expect(yield* activityCount("experiment.created", experiment.id)).toBe(1)

      // The copy is a CRM page of the account, and no longer offered as a page to test.
      const sql = yield* SqlClient.SqlClient
      const [copy] = yield* sql<{ name: string; state: string }>`SELECT name, state FROM sandbox_hubspot_pages WHERE id = ${Number(experiment.variants[1].crm_page_id)}`
      expect(copy).toEqual({ name: "Experiment Home (Headline test: Bold headline)", state: "DRAFT" })
      const after = yield* api.request("GET", `${BASE}/portals/${portal}/experiments/options`, { token })
      expect(after.body.data.pages.map((entry: { id: string }) => entry.id)).not.toContain(experiment.variants[1].crm_page_id)

      const listed = yield* api.request("GET", `${BASE}/portals/${portal}/experiments`, { token })
      expect(listed.status).toBe(200)
      expect(listed.body.data.map((entry: { id: number }) => entry.id)).toContain(experiment.id)
    }))

  it.effect("makes a template variant as a CRM page on the template", () =>
    Effect.gen(function*() {
      const api = yield* TestApi
      const { portal, page } = yield* acmePage("Template Base")
      const sql = yield* SqlClient.SqlClient
      const [template] = yield* sql<{ key: string }>`SELECT key FROM page_templates WHERE type = 'website-page' ORDER BY id LIMIT 1`
      const token = yield* api.login(Seeded.agencyAdmin.email, Seeded.agencyAdmin.password)
      const created = yield* api.request("POST", `${BASE}/portals/${portal}/experiments`, {
        token,
        json: {
          name: "Layout test",
          page_id: page,
          goal: "form_submissions",
          variants: [
            { name: "Control", source: "control", traffic_percent: 34 },
            { name: "Copy", source: "copy", traffic_percent: 33 },
            { name: "New layout", source: "template", template: template!.key, traffic_percent: 33 }
          ]
        }
      })
      expect(created.status).toBe(201)
      const variant = created.body.data.variants[2]
      expect(variant).toMatchObject({ source: "template", template: template!.key, traffic_percent: 33 })
      const [made] = yield* sql<{ template_path: string }>`SELECT template_path FROM sandbox_hubspot_pages WHERE id = ${Number(variant.crm_page_id)}`
      expect(made!.template_path).toContain(`/templates/website-page/${template!.key}/`)
    }))

  it.effect("refuses a bad split, variant list, template or page with 422 naming the field", () =>
    Effect.gen(function*() {
      const api = yield* TestApi
      const { portal, page } = yield* acmePage("Validation Page")
      const token = yield* api.login(Seeded.agencyAdmin.email, Seeded.agencyAdmin.password)
      const create = (json: unknown) => api.request("POST", `${BASE}/portals/${portal}/experiments`, { token, json })
      const base = twoVariants(page)
      const cases: ReadonlyArray<readonly [unknown, string]> = [
        [{ ...base, variants: [{ ...base.variants[0], traffic_percent: 50 }, { ...base.variants[1], traffic_percent: 40 }] }, "The traffic_percent values of the variants must add up to 100."],
        [{ ...base, variants: [{ ...base.variants[0], traffic_percent: 99 }] }, "The variants field must have at least 2 items."],
        [{ ...base, variants: [base.variants[0], { ...base.variants[1], source: "control" }] }, "The variants field must contain exactly one control variant."],
        [{ ...base, variants: [base.variants[0], { ...base.variants[1], source: "template" }] }, "variants.1.template: The template field is required when source is template."],
        [{ ...base, variants: [base.variants[0], { ...base.variants[1], source: "template", template: "no-such-template" }] }, "variants.1.template: The selected template is invalid."],
        [{ ...base, variants: [base.variants[0], { ...base.variants[1], name: "control" }] }, "The variants field has duplicate names."],
        [{ ...base, page_id: "999999999" }, "The selected page_id is invalid."],
        [{ ...base, goal: "revenue" }, "goal"],
        [{ ...base, variants: [{ ...base.variants[0], traffic_percent: 100 }, { ...base.variants[1], traffic_percent: 0 }] }, "traffic_percent"],
        [{ ...base, name: "" }, "The name field is required."]
      ]
      for (const [json, message] of cases) {
        const reply = yield* create(json)
        expect(reply.status, JSON.stringify(json)).toBe(422)
        expect(reply.body.message).toContain(message)
      }
      const sql = yield* SqlClient.SqlClient
      const [count] = yield* sql<{ count: number }>`SELECT count(*)::int AS count FROM experiments WHERE crm_page_id = ${page}`
      expect(count!.count).toBe(0)
    }))

  it.effect("moves draft → running → stopped → completed and refuses illegal steps with 409", () =>
    Effect.gen(function*() {
      const api = yield* TestApi
      const { portal, page } = yield* acmePage("State Page")
      const token = yield* api.login(Seeded.agencyAdmin.email, Seeded.agencyAdmin.password)
      const experiment = (yield* api.request("POST", `${BASE}/portals/${portal}/experiments`, { token, json: twoVariants(page) })).body.data
      const path = `${BASE}/experiments/${experiment.id}`
      const post = (action: string, json?: unknown) => api.request("POST", `${path}/${action}`, { token, ...(json === undefined ? {} : { json }) })
      const winner = experiment.variants[1].id

      const stopDraft = yield* post("stop")
      expect(stopDraft.status).toBe(409)
      expect(stopDraft.body.message).toBe("Only a running experiment can be stopped.")
      const declareDraft = yield* post("declare-winner", { variant_id: winner })
      expect(declareDraft.status).toBe(409)
      expect(declareDraft.body.message).toBe("A winner can only be declared once the experiment has started.")

      const started = yield* post("start")
      expect(started.status).toBe(200)
      expect(started.body.data.status).toBe("running")
      expect(started.body.data.started_at).not.toBeNull()
      const again = yield* post("start")
      expect(again.status).toBe(409)
      expect(again.body.message).toBe("Only a draft experiment can be started.")

      const stopped = yield* post("stop")
      expect(stopped.status).toBe(200)
      expect(stopped.body.data.status).toBe("stopped")
      expect((yield* post("start")).status).toBe(409)

      const foreign = yield* post("declare-winner", { variant_id: 99999999 })
      expect(foreign.status).toBe(422)
      expect(foreign.body.message).toBe("The selected variant_id is invalid.")
      const completed = yield* post("declare-winner", { variant_id: winner })
      expect(completed.status).toBe(200)
      expect(completed.body.data).toMatchObject({ status: "completed", winner_variant_id: winner })
      const twice = yield* post("declare-winner", { variant_id: winner })
      expect(twice.status).toBe(409)
      expect(twice.body.message).toBe("This experiment already has a winner.")
      expect((yield* post("stop")).status).toBe(409)

      for (const event of ["experiment.started", "experiment.stopped", "experiment.winner-declared"]) {
        expect(yield* activityCount(event, experiment.id)).toBe(1)
      }
      expect((yield* api.request("GET", `${BASE}/experiments/99999999`, { token })).status).toBe(404)
    }))

  it.effect("lets super admins and the agency's admins change, its users read, and nobody else in", () =>
    Effect.gen(function*() {
      const api = yield* TestApi
      const { portal, page } = yield* acmePage("Roles Page")
      const admin = yield* api.login(Seeded.admin.email, Seeded.admin.password)
      const agencyAdmin = yield* api.login(Seeded.agencyAdmin.email, Seeded.agencyAdmin.password)
      const user = yield* api.login(Seeded.user.email, Seeded.user.password)
      const outsider = yield* api.login(Seeded.northwind.email, Seeded.northwind.password)
      const list = `${BASE}/portals/${portal}/experiments`

      const bySuperAdmin = yield* api.request("POST", list, { token: admin, json: twoVariants(page, "Admin test") })
      expect(bySuperAdmin.status).toBe(201)
      const id = bySuperAdmin.body.data.id
      expect((yield* api.request("POST", list, { token: agencyAdmin, json: twoVariants(page, "Agency test") })).status).toBe(201)

      // The agency's user reads but may not change.
      expect((yield* api.request("GET", list, { token: user })).status).toBe(200)
      expect((yield* api.request("GET", `${BASE}/experiments/${id}`, { token: user })).status).toBe(200)
      expect((yield* api.request("GET", `${BASE}/portals/${portal}/experiments/options`, { token: user })).status).toBe(200)
      for (const [method, path, json] of [
        ["POST", list, twoVariants(page, "User test")],
        ["POST", `${BASE}/experiments/${id}/start`, undefined],
        ["POST", `${BASE}/experiments/${id}/stop`, undefined],
        ["POST", `${BASE}/experiments/${id}/declare-winner`, { variant_id: 1 }]
      ] as const) {
        const reply = yield* api.request(method, path, { token: user, ...(json === undefined ? {} : { json }) })
        expect(reply.status, path).toBe(403)
        expect(reply.body.message).toBe("You do not have permission to perform this action.")
      }

      // Another agency's admin sees nothing of it.
      expect((yield* api.request("GET", list, { token: outsider })).status).toBe(403)
      expect((yield* api.request("GET", `${BASE}/experiments/${id}`, { token: outsider })).status).toBe(403)
      expect((yield* api.request("POST", `${BASE}/experiments/${id}/start`, { token: outsider })).status).toBe(403)
      expect((yield* api.request("POST", list, { token: outsider, json: twoVariants(page) })).status).toBe(403)

      // No token: 401 everywhere.
      expect((yield* api.request("GET", list)).status).toBe(401)
      expect((yield* api.request("GET", `${BASE}/experiments/${id}`)).status).toBe(401)
      expect((yield* api.request("POST", `${BASE}/experiments/${id}/start`)).status).toBe(401)

      // The agency admin drives the super admin's experiment.
      expect((yield* api.request("POST", `${BASE}/experiments/${id}/start`, { token: agencyAdmin })).status).toBe(200)
      expect((yield* api.request("GET", `${BASE}/portals/888888/experiments`, { token: admin })).status).toBe(404)
    }))
})

it.effect("results grow on the server's clock while running and freeze once stopped", () =>
  Effect.gen(function*() {
    const api = yield* TestApi
    const { portal, page } = yield* acmePage("Clock Page")
    const token = yield* api.login(Seeded.agencyAdmin.email, Seeded.agencyAdmin.password)
    const experiment = (yield* api.request("POST", `${BASE}/portals/${portal}/experiments`, { token, json: twoVariants(page) })).body.data
    const path = `${BASE}/experiments/${experiment.id}`
    const read = Effect.map(api.request("GET", path, { token }), (reply) => reply.body.data)
    expect((yield* api.request("POST", `${path}/start`, { token })).status).toBe(200)
    const atStart = yield* read
    expect(atStart.variants.map((variant: { visitors: number }) => variant.visitors)).toEqual([0, 0])

    yield* TestClock.adjust("10 minutes")
    const early = yield* read
    expect(early.variants[0].visitors).toBeGreaterThan(100)
    expect(early.variants[1].visitors).toBeGreaterThan(100)
    expect(early.leader_variant_id).not.toBeNull()

    yield* TestClock.adjust("2 hours")
    const later = yield* read
    for (const [index, variant] of later.variants.entries()) {
      expect(variant.visitors).toBeGreaterThan(early.variants[index].visitors)
      expect(variant.conversions).toBeGreaterThanOrEqual(early.variants[index].conversions)
      expect(variant.conversion_rate).toBeCloseTo(variant.conversions / variant.visitors, 3)
    }
    const p = later.variants[1].probability_to_beat_control
    expect(p).toBeGreaterThanOrEqual(0)
    expect(p).toBeLessThanOrEqual(1)

    const stopped = (yield* api.request("POST", `${path}/stop`, { token })).body.data
    yield* TestClock.adjust("1 hour")
    expect((yield* read).variants).toEqual(stopped.variants)
    const listed = (yield* api.request("GET", `${BASE}/portals/${portal}/experiments`, { token })).body.data
    expect(listed.find((entry: { id: number }) => entry.id === experiment.id).variants).toEqual(stopped.variants)
  }).pipe(Effect.provide(testServer())), { timeout: 60_000 })
