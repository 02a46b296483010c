// The public collector of experiment events (POST /portal/api/v2/experiments/events): no bearer; one view
// and one conversion per visitor and variant; only a running experiment's pages and its goal count; bad
// input is refused with 4xx naming the field and counts nothing; each client address is rate-limited.
// The sandbox's rendered pages carry the snippet that reports there.
import { SqlClient } from "@effect/sql"
import { expect, layer } from "@effect/vitest"
import { Effect } from "effect"

import { COLLECTOR_LIMIT } from "../../server/domain/experiments/ExperimentCollector.ts"
import { trackerSnippet } from "../../server/domain/experiments/trackerSnippet.ts"
import { acmePage } from "./support/experiments.ts"
import { Seeded, TestApi, testServer } from "./support/TestApi.ts"

const BASE = "/portal/api/v2"
const COLLECTOR = `${BASE}/experiments/events`

let addresses = 0
/** A client address of its own, so each test meets the rate limit alone (the server trusts X-Forwarded-For here). */
const newAddress = () => `203.0.113.${++addresses}`

/** What navigator.sendBeacon sends: the JSON as text/plain. */
const beacon = (baseUrl: string, text: string, from: string) =>
  Effect.promise(async () => {
    const response = await fetch(`${baseUrl}${COLLECTOR}`, {
      method: "POST",
      headers: { "content-type": "text/plain;charset=UTF-8", "x-forwarded-for": from },
      body: text
    })
    return { status: response.status, body: await response.json(), headers: response.headers }
  })

const setUp = (name: string, goal: "clicks" | "form_submissions" = "clicks") =>
  Effect.gen(function* () {
    const api = yield* TestApi
    const { portal, hubId, page, slug } = yield* acmePage(name)
    const token = yield* api.login(Seeded.agencyAdmin.email, Seeded.agencyAdmin.password)
    const created = yield* api.request("POST", `${BASE}/portals/${portal}/experiments`, {
      token,
      json: {
        name,
        page_id: page,
        goal,
        variants: [
          { name: "Control", source: "control" },
          { name: "Variant B", source: "copy" }
        ]
      }
    })
    expect(created.status).toBe(201)
    const experiment = created.body.data
    const path = `${BASE}/experiments/${experiment.id}`
    const address = newAddress()
    const send = (body: unknown, options: { readonly text?: boolean; readonly from?: string } = {}) =>
      options.text === true
        ? beacon(api.baseUrl, typeof body === "string" ? body : JSON.stringify(body), options.from ?? address)
        : api.request("POST", COLLECTOR, {
            headers: { "x-forwarded-for": options.from ?? address },
            ...(typeof body === "string" ? { raw: body } : { json: body })
          })
    const event = (pageId: string, visitor: string, kind: string) => ({ hub_id: hubId, page_id: pageId, visitor_id: visitor, event: kind })
    const counts = Effect.map(api.request("GET", path, { token }), (reply) =>
      reply.body.data.variants.map((variant: { visitors: number; conversions: number }) => [variant.visitors, variant.conversions])
    )
    return { api, token, path, experiment, hubId, page, slug, variation: experiment.variants[1].crm_page_id as string, send, event, counts }
  })

layer(testServer({ trustProxy: true }), { excludeTestServices: true })("experiment events", (it) => {
  it.effect("counts each visitor once per variant as a view and once as a conversion of the goal", () =>
    Effect.gen(function* () {
      const { api, token, path, page, variation, send, event, counts } = yield* setUp("Collector Counts")
      expect((yield* api.request("POST", `${path}/start`, { token })).status).toBe(200)

      const first = yield* send(event(page, "visitor-aaaa-1", "view"))
      expect(first.status).toBe(202)
      expect(first.body).toEqual({ data: { counted: true } })
      expect((yield* send(event(page, "visitor-aaaa-1", "view"))).body.data.counted).toBe(false)
      expect((yield* send(event(page, "visitor-bbbb-2", "view"))).body.data.counted).toBe(true)
      expect((yield* send(event(variation, "visitor-cccc-3", "view"))).body.data.counted).toBe(true)
      expect(yield* counts).toEqual([
        [2, 0],
        [1, 0]
      ])

      // The goal is clicks: a click converts once; a form submission is not this experiment's goal.
      expect((yield* send(event(variation, "visitor-cccc-3", "click"))).body.data.counted).toBe(true)
      expect((yield* send(event(variation, "visitor-cccc-3", "click"))).body.data.counted).toBe(false)
      expect((yield* send(event(page, "visitor-aaaa-1", "form_submission"))).body.data.counted).toBe(false)
      // A click whose view has not arrived yet counts the view too (beacons may overtake each other).
      expect((yield* send(event(variation, "visitor-dddd-4", "click"), { text: true })).body.data.counted).toBe(true)
      const read = (yield* api.request("GET", path, { token })).body.data
      expect(read.variants.map((variant: { visitors: number; conversions: number }) => [variant.visitors, variant.conversions])).toEqual([
        [2, 0],
        [2, 2]
      ])
      expect(read.variants[1].conversion_rate).toBe(1)
      expect(read.variants[1].probability_to_beat_control).toBeGreaterThan(0.5)
      expect(read.leader_variant_id).toBe(read.variants[1].id)
    })
  )

  it.effect("refuses bad input with 4xx naming the field and counts none of it", () =>
    Effect.gen(function* () {
      const { api, token, path, hubId, page, send, event, counts } = yield* setUp("Collector Bad Input")
      expect((yield* api.request("POST", `${path}/start`, { token })).status).toBe(200)
      const good = event(page, "visitor-good-0001", "view")
      const cases: ReadonlyArray<readonly [unknown, number, string]> = [
        [{ page_id: page, visitor_id: "visitor-x-00001", event: "view" }, 422, "The hub id field is required."],
        [{ ...good, hub_id: "acme" }, 422, "hub_id"],
        [{ ...good, hub_id: -4 }, 422, "hub_id: The hub_id must be a HubSpot account id."],
        [{ ...good, page_id: "<script>" }, 422, "page_id: The page_id must be a HubSpot page id (digits)."],
        [{ ...good, page_id: 12 }, 422, "page_id"],
        [{ ...good, visitor_id: "short" }, 422, "visitor_id: The visitor_id must be 8 to 64 letters, digits or dashes."],
        [{ ...good, visitor_id: "x".repeat(65) }, 422, "visitor_id"],
        [{ ...good, event: "purchase" }, 422, "event"],
        [[good], 422, "The request body must be a JSON object."],
        ['{"hub_id": ', 400, "Malformed JSON body."]
      ]
      for (const [body, status, message] of cases) {
        const reply = yield* send(body)
        expect(reply.status, JSON.stringify(body)).toBe(status)
        expect(reply.body.message).toContain(message)
      }
      // The same as text/plain, as navigator.sendBeacon sends it.
      const asText = yield* send('{"hub_id": 1, "page_id"', { text: true })
      expect(asText.status).toBe(422)
      expect(asText.body.message).toBe("The request body must be a JSON object.")
      const missingAsText = yield* send(JSON.stringify({ hub_id: hubId, page_id: page, event: "view" }), { text: true })
      expect(missingAsText.status).toBe(422)
      expect(missingAsText.body.message).toBe("The visitor id field is required.")
      expect(yield* counts).toEqual([
        [0, 0],
        [0, 0]
      ])
    })
  )

  it.effect("ignores pages of draft and stopped experiments, other accounts and unknown pages", () =>
    Effect.gen(function* () {
      const { api, token, path, hubId, page, variation, send, event, counts } = yield* setUp("Collector States")
      const ignored = (body: unknown) =>
        Effect.map(send(body), (reply) => {
          expect(reply.status).toBe(202)
          expect(reply.body).toEqual({ data: { counted: false } })
        })
      yield* ignored(event(page, "visitor-draft-001", "view"))
      expect((yield* api.request("POST", `${path}/start`, { token })).status).toBe(200)
      yield* ignored({ ...event(page, "visitor-other-001", "view"), hub_id: hubId + 1 })
      yield* ignored(event("987654321987", "visitor-unkn-001", "view"))
      expect((yield* send(event(variation, "visitor-live-001", "view"))).body.data.counted).toBe(true)
      expect((yield* api.request("POST", `${path}/stop`, { token })).status).toBe(200)
      yield* ignored(event(variation, "visitor-late-001", "view"))
      yield* ignored(event(variation, "visitor-live-001", "click"))
      expect(yield* counts).toEqual([
        [0, 0],
        [1, 0]
      ])
    })
  )

  it.effect(
    "answers 429 with Retry-After past the limit of one client address, and counts nothing then",
    () =>
      Effect.gen(function* () {
        const { api, token, path, page, send, event, counts } = yield* setUp("Collector Limit")
        expect((yield* api.request("POST", `${path}/start`, { token })).status).toBe(200)
        for (let n = 0; n < COLLECTOR_LIMIT.max; n++) {
          expect((yield* send(event(page, "visitor-limit-01", "view"))).status).toBe(202)
        }
        const refused = yield* send(event(page, "visitor-limit-02", "view"))
        expect(refused.status).toBe(429)
        expect(refused.body.message).toMatch(/^Too many experiment events\. Please try again in \d+ seconds\.$/)
        expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0)
        expect(Number(refused.headers.get("retry-after"))).toBeLessThanOrEqual(COLLECTOR_LIMIT.windowSeconds)
        // Another address is not held back.
        expect((yield* send(event(page, "visitor-limit-03", "view"), { from: newAddress() })).body.data.counted).toBe(true)
        expect(yield* counts).toEqual([
          [2, 0],
          [0, 0]
        ])
      }),
    { timeout: 60_000 }
  )

  it.effect("the sandbox serves the page and its variation in turn at the page's URL, with the snippet once started", () =>
    Effect.gen(function* () {
      const { api, token, path, hubId, page, variation, slug } = yield* setUp("Collector Site")
      const url = `/sandbox/hubspot/sites/www.acme.example/${slug}`
      // Other experiments of the account have installed the snippet already; this one starts without it.
      const sql = yield* SqlClient.SqlClient
      yield* Effect.orDie(sql`DELETE FROM sandbox_hubspot_files WHERE hub_id = ${hubId} AND path LIKE '%/js/experiment-tracker.js'`)
      const visit = (cookie?: string) => api.request("GET", url, cookie === undefined ? {} : { headers: { cookie } })
      const before = yield* visit()
      expect(before.status).toBe(200)
      expect(before.body).toContain(`"page_id":${page}`)
      expect(before.body).not.toContain("/experiments/events")

      expect((yield* api.request("POST", `${path}/start`, { token })).status).toBe(200)
      const shown = []
      for (let n = 0; n < 2; n++) {
        const reply = yield* visit()
        expect(reply.body).toContain(trackerSnippet(api.baseUrl).trim())
        expect(reply.body).toContain(`"portal_id":${hubId}`)
        shown.push(/"page_id":(\d+)/.exec(reply.body)![1])
        // The visitor keeps the version it was shown.
        const cookie = reply.headers.get("set-cookie")!.split(";")[0]!
        expect(/"page_id":(\d+)/.exec((yield* visit(cookie)).body)![1]).toBe(shown[n])
      }
      expect(shown.sort()).toEqual([page, variation].sort())
      expect((yield* api.request("GET", "/sandbox/hubspot/sites/www.acme.example/no-such-page")).status).toBe(404)
      expect((yield* api.request("GET", "/sandbox/hubspot/sites/nowhere.example/")).status).toBe(404)
    })
  )
})
