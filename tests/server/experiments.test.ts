// Page experiments: each is a HubSpot A/B test of a page and its one variation (create-variation),
// ended by HubSpot's ab-test/end when a winner is declared; the state machine draft → running → stopped →
// completed; the two-variant rule; who may read and change them; results from the collector's counts.
import { SqlClient } from "@effect/sql"
import { expect, layer } from "@effect/vitest"
import { Effect } from "effect"

import { trackerSnippet } from "../../server/domain/experiments/trackerSnippet.ts"
import { Crm } from "../../server/integrations/crm/index.ts"
import { portalCrmAuth, publishedCrmFile } from "./support/crm.ts"
import { abFieldsOf, acmePage, recordAbTestCalls } from "./support/experiments.ts"
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
  Effect.flatMap(
    SqlClient.SqlClient,
    (sql) =>
      sql<{
        count: number
      }>`SELECT count(*)::int AS count FROM activity_log WHERE event = ${event} AND properties->>'experiment_id' = ${String(experimentId)}`
  ).pipe(
    Effect.map((rows) => rows[0]?.count ?? 0),
    Effect.orDie
  )

layer(testServer(), { excludeTestServices: true })("experiments", (it) => {
  it.scoped("creates a draft with the control and its one HubSpot variation, listed with the portal's experiments", () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      const calls = yield* recordAbTestCalls
      const { portal, page } = yield* acmePage("Experiment Home")
      const token = yield* api.login(Seeded.agencyAdmin.email, Seeded.agencyAdmin.password)
      const options = yield* api.request("GET", `${BASE}/portals/${portal}/experiments/options`, { token })
      expect(options.status).toBe(200)
      expect(options.body.data.pages).toContainEqual({ id: page, name: "Experiment Home" })
      expect(options.body.data.templates.length).toBeGreaterThan(0)

      const created = yield* api.request("POST", `${BASE}/portals/${portal}/experiments`, { token, json: twoVariants(page) })
      expect(created.status).toBe(201)
      const experiment = created.body.data
      expect(experiment).toMatchObject({
        status: "draft",
        goal: "clicks",
        page: { id: page, name: "Experiment Home" },
        winner_variant_id: null,
        started_at: null
      })
      expect(experiment.variants).toHaveLength(2)
      expect(experiment.variants[0]).toMatchObject({
        source: "control",
        crm_page_id: page,
        traffic_percent: 50,
        visitors: 0,
        probability_to_beat_control: null
      })
      expect(experiment.variants[1]).toMatchObject({
        source: "copy",
        traffic_percent: 50,
        visitors: 0,
        conversion_rate: 0,
        probability_to_beat_control: 0.5
      })
      const variation = experiment.variants[1].crm_page_id
      expect(variation).not.toBe(page)
      expect(yield* activityCount("experiment.created", experiment.id)).toBe(1)

      // One create-variation, HubSpot's body; the page and its variation share the test's id.
      expect(calls).toEqual([
        {
          method: "POST",
          path: "/cms/v3/pages/site-pages/ab-test/create-variation",
          body: { contentId: page, variationName: "Experiment Home (Headline test: Bold headline)" }
        }
      ])
      const master = yield* abFieldsOf(page)
      expect(master).toMatchObject({ abStatus: "master", state: "PUBLISHED" })
      expect(yield* abFieldsOf(variation)).toMatchObject({ abStatus: "variant", abTestId: master!.abTestId, state: "DRAFT" })
      const sql = yield* SqlClient.SqlClient
      const [row] = yield* sql<{ ab_test_id: string }>`SELECT ab_test_id FROM experiments WHERE id = ${experiment.id}`
      expect(row!.ab_test_id).toBe(master!.abTestId)

      // The variation is no page to test.
      const after = yield* api.request("GET", `${BASE}/portals/${portal}/experiments/options`, { token })
      expect(after.body.data.pages.map((entry: { id: string }) => entry.id)).not.toContain(variation)
      const listed = yield* api.request("GET", `${BASE}/portals/${portal}/experiments`, { token })
      expect(listed.status).toBe(200)
      expect(listed.body.data.map((entry: { id: number }) => entry.id)).toContain(experiment.id)
    })
  )

  it.scoped("makes a template variant as the HubSpot variation switched to the template", () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      const calls = yield* recordAbTestCalls
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
            { name: "Control", source: "control" },
            { name: "New layout", source: "template", template: template!.key }
          ]
        }
      })
      expect(created.status).toBe(201)
      const variant = created.body.data.variants[1]
      expect(variant).toMatchObject({ source: "template", template: template!.key, traffic_percent: 50 })
      expect(calls.map((call) => call.path)).toEqual(["/cms/v3/pages/site-pages/ab-test/create-variation"])
      const made = yield* abFieldsOf(variant.crm_page_id)
      expect(made).toMatchObject({ abStatus: "variant" })
      expect(made!.templatePath).toContain(`/templates/website-page/${template!.key}/`)
    })
  )

  it.scoped("refuses more than the page and one variation, an uneven split, a bad template or page with 422 naming the field", () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      const calls = yield* recordAbTestCalls
      const { portal, page } = yield* acmePage("Validation Page")
      const token = yield* api.login(Seeded.agencyAdmin.email, Seeded.agencyAdmin.password)
      const create = (json: unknown) => api.request("POST", `${BASE}/portals/${portal}/experiments`, { token, json })
      const base = twoVariants(page)
      const third = { name: "Third", source: "copy", traffic_percent: 34 }
      const cases: ReadonlyArray<readonly [unknown, string]> = [
        [
          { ...base, variants: [...base.variants, third] },
          "The variants field may not have more than 2 items: a HubSpot A/B test is the page and one variation of it."
        ],
        [
          {
            ...base,
            variants: [
              { ...base.variants[0], traffic_percent: 60 },
              { ...base.variants[1], traffic_percent: 40 }
            ]
          },
          "variants.0.traffic_percent: The traffic_percent must be 50"
        ],
        [{ ...base, variants: [{ ...base.variants[0], traffic_percent: 99 }] }, "The variants field must have at least 2 items."],
        [
          { ...base, variants: [base.variants[0], { ...base.variants[1], source: "control" }] },
          "The variants field must contain exactly one control variant."
        ],
        [
          { ...base, variants: [base.variants[0], { ...base.variants[1], source: "template" }] },
          "variants.1.template: The template field is required when source is template."
        ],
        [
          { ...base, variants: [base.variants[0], { ...base.variants[1], source: "template", template: "no-such-template" }] },
          "variants.1.template: The selected template is invalid."
        ],
        [{ ...base, variants: [base.variants[0], { ...base.variants[1], name: "control" }] }, "The variants field has duplicate names."],
        [{ ...base, page_id: "999999999" }, "The selected page_id is invalid."],
        [{ ...base, goal: "revenue" }, "goal"],
        [{ ...base, variants: [{ ...base.variants[0], traffic_percent: 100 }, base.variants[1]] }, "traffic_percent"],
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
      expect(calls).toEqual([])

      // One experiment per page until it completes: HubSpot runs one test per page.
      expect((yield* create(base)).status).toBe(201)
      const second = yield* create({ ...base, name: "Second test" })
      expect(second.status).toBe(422)
      expect(second.body.message).toBe(
        "The selected page_id already has an experiment that is not completed: HubSpot runs one A/B test per page."
      )
      expect(calls).toHaveLength(1)
    })
  )

  it.scoped("the sandbox refuses a second variation of a page in an active test, as HubSpot does", () =>
    Effect.gen(function* () {
      const { portal, page } = yield* acmePage("Second Variation Page")
      const crm = yield* Crm
      const auth = yield* portalCrmAuth(portal)
      const first = yield* crm.createPageVariation(auth, page, "Variation one")
      expect(first.abStatus).toBe("variant")
      expect(first.abTestId).toMatch(/^\d+$/)
      const second = yield* Effect.flip(crm.createPageVariation(auth, page, "Variation two"))
      expect(second).toMatchObject({ _tag: "CrmRequestFailed", status: 400 })
      // Nor does a variation get a variation of its own; ending needs the test's own pages.
      expect(yield* Effect.flip(crm.createPageVariation(auth, first.id, "Nested"))).toMatchObject({ status: 400 })
      expect(yield* Effect.flip(crm.endAbTest(auth, { abTestId: first.abTestId!, winnerId: "1" }))).toMatchObject({ status: 400 })
      expect(yield* Effect.flip(crm.endAbTest(auth, { abTestId: "404404404404", winnerId: page }))).toMatchObject({ _tag: "CrmNotFound" })
      yield* crm.endAbTest(auth, { abTestId: first.abTestId!, winnerId: first.id })
      expect(yield* abFieldsOf(first.id)).toMatchObject({ abStatus: "master" })
      expect(yield* abFieldsOf(page)).toMatchObject({ abStatus: "loser_variant" })
      expect(yield* Effect.flip(crm.endAbTest(auth, { abTestId: first.abTestId!, winnerId: first.id }))).toMatchObject({ status: 400 })
      // Once ended, the winning page may be tested again.
      expect((yield* crm.createPageVariation(auth, first.id, "Next round")).abStatus).toBe("variant")
    })
  )

  it.scoped("start installs the snippet; declaring the winner ends the HubSpot test; only HubSpot's calls are made", () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      const calls = yield* recordAbTestCalls
      const { portal, page } = yield* acmePage("State Page")
      const token = yield* api.login(Seeded.agencyAdmin.email, Seeded.agencyAdmin.password)
      const experiment = (yield* api.request("POST", `${BASE}/portals/${portal}/experiments`, { token, json: twoVariants(page) })).body.data
      const path = `${BASE}/experiments/${experiment.id}`
      const post = (action: string, json?: unknown) =>
        api.request("POST", `${path}/${action}`, { token, ...(json === undefined ? {} : { json }) })
      const variation = experiment.variants[1]

      const stopDraft = yield* post("stop")
      expect(stopDraft.status).toBe(409)
      expect(stopDraft.body.message).toBe("Only a running experiment can be stopped.")
      const declareDraft = yield* post("declare-winner", { variant_id: variation.id })
      expect(declareDraft.status).toBe(409)
      expect(declareDraft.body.message).toBe("A winner can only be declared once the experiment has started.")

      const started = yield* post("start")
      expect(started.status).toBe(200)
      expect(started.body.data.status).toBe("running")
      expect(started.body.data.started_at).not.toBeNull()
      const { appUrl } = { appUrl: api.baseUrl }
      expect(yield* publishedCrmFile(portal, "sr/js/experiment-tracker.js")).toBe(trackerSnippet(appUrl))
      const again = yield* post("start")
      expect(again.status).toBe(409)
      expect(again.body.message).toBe("Only a draft experiment can be started.")

      // Stopping ends the counting only: HubSpot ends a test with a winner, so its test still runs.
      const stopped = yield* post("stop")
      expect(stopped.status).toBe(200)
      expect(stopped.body.data.status).toBe("stopped")
      expect((yield* post("start")).status).toBe(409)
      expect(yield* abFieldsOf(variation.crm_page_id)).toMatchObject({ abStatus: "variant" })

      const foreign = yield* post("declare-winner", { variant_id: 99999999 })
      expect(foreign.status).toBe(422)
      expect(foreign.body.message).toBe("The selected variant_id is invalid.")
      const completed = yield* post("declare-winner", { variant_id: variation.id })
      expect(completed.status).toBe(200)
      expect(completed.body.data).toMatchObject({ status: "completed", winner_variant_id: variation.id })
      const twice = yield* post("declare-winner", { variant_id: variation.id })
      expect(twice.status).toBe(409)
      expect(twice.body.message).toBe("This experiment already has a winner.")
      expect((yield* post("stop")).status).toBe(409)

      const abTestId = (yield* abFieldsOf(page))!.abTestId
      expect(calls).toEqual([
        {
          method: "POST",
          path: "/cms/v3/pages/site-pages/ab-test/create-variation",
          body: { contentId: page, variationName: "State Page (Headline test: Bold headline)" }
        },
        { method: "POST", path: "/cms/v3/pages/site-pages/ab-test/end", body: { abTestId, winnerId: variation.crm_page_id } }
      ])
      expect(yield* abFieldsOf(variation.crm_page_id)).toMatchObject({ abStatus: "master" })
      expect(yield* abFieldsOf(page)).toMatchObject({ abStatus: "loser_variant" })

      for (const event of ["experiment.started", "experiment.stopped", "experiment.winner-declared"]) {
        expect(yield* activityCount(event, experiment.id)).toBe(1)
      }
      expect((yield* api.request("GET", `${BASE}/experiments/99999999`, { token })).status).toBe(404)
    })
  )

  it.scoped("HubSpot has no results call: the sandbox does not answer one", () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      const { portal } = yield* acmePage("No Results Page")
      const auth = yield* portalCrmAuth(portal)
      const reply = yield* api.request("GET", "/sandbox/hubspot/cms/v3/pages/site-pages/ab-test/results?goal=clicks&start=0&end=1", {
        headers: { authorization: `Bearer ${auth.accessToken}` }
      })
      expect(reply.status).toBe(404)
    })
  )

  it.scoped("lets super admins and the agency's admins change, its users read, and nobody else in", () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      const { portal, page } = yield* acmePage("Roles Page")
      const other = yield* acmePage("Roles Page Two")
      const admin = yield* api.login(Seeded.admin.email, Seeded.admin.password)
      const agencyAdmin = yield* api.login(Seeded.agencyAdmin.email, Seeded.agencyAdmin.password)
      const user = yield* api.login(Seeded.user.email, Seeded.user.password)
      const outsider = yield* api.login(Seeded.northwind.email, Seeded.northwind.password)
      const list = `${BASE}/portals/${portal}/experiments`

      const bySuperAdmin = yield* api.request("POST", list, { token: admin, json: twoVariants(page, "Admin test") })
      expect(bySuperAdmin.status).toBe(201)
      const id = bySuperAdmin.body.data.id
      expect((yield* api.request("POST", list, { token: agencyAdmin, json: twoVariants(other.page, "Agency test") })).status).toBe(201)

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
    })
  )
})
