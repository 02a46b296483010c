// Bounded, well-formed input (OWASP ASVS 5.1/13.1): oversized, deeply nested, non-JSON,
// out-of-range and unstorable input is refused with a 4xx naming the field, and changes nothing.
import { expect, layer } from "@effect/vitest"
import { Effect } from "effect"

import { WEBHOOK_PATH } from "../../server/http/billing/webhook.ts"
import { activityOf } from "./support/records.ts"
import { Seeded, TestApi, testServer } from "./support/TestApi.ts"

const ME = "/auth/api/v2/users/me"

/** A request with a body and content type of our choosing (TestApi always sends application/json). */
const send = (baseUrl: string, method: string, path: string, init: { token?: string; contentType?: string; body: string }) =>
  Effect.promise(async () => {
    const headers: Record<string, string> = { accept: "application/json" }
    if (init.token !== undefined) headers["authorization"] = `Bearer ${init.token}`
    if (init.contentType !== undefined) headers["content-type"] = init.contentType
    // fetch labels a string body text/plain; bytes go without a Content-Type.
    const body = init.contentType === undefined ? new TextEncoder().encode(init.body) : init.body
    const response = await fetch(`${baseUrl}${path}`, { method, headers, body })
    const text = await response.text()
    return { status: response.status, body: JSON.parse(text) as { message: string } }
  })

layer(testServer(), { excludeTestServices: true })("input validation", (it) => {
  it.effect("refuses JSON nested deeper than 32 levels, naming the field that holds it, on any operation", () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      const deep = "[".repeat(20_000) + "]".repeat(20_000)
      const login = yield* api.request("POST", "/auth/api/v2/login", { raw: deep })
      expect(login.status).toBe(422)
      expect(login.body.message).toBe("0.0.0: The JSON is nested too deeply (more than 32 levels).")

      const token = yield* api.login(Seeded.northwind.email, Seeded.northwind.password)
      const nested = `{"name":${'{"a":'.repeat(40)}1${"}".repeat(40)}}`
      const update = yield* api.request("PUT", ME, { token, raw: nested })
      expect(update.status).toBe(422)
      expect(update.body.message).toBe("name.a.a: The JSON is nested too deeply (more than 32 levels).")
      // Brackets inside strings do not count.
      const bracketsInText = yield* api.request("POST", "/auth/api/v2/login", {
        json: { email: "[".repeat(100), password: "{".repeat(100) }
      })
      expect(bracketsInText.status).toBe(422)
      expect(bracketsInText.body.message).toMatch(/^email: /)
    })
  )

  it.effect("refuses a body above the cap with 413 and stores nothing", () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      const login = yield* api.request("POST", "/auth/api/v2/login", {
        json: { email: "a@example.com", password: "x".repeat(1024 * 1024) }
      })
      expect(login.status).toBe(413)
      expect(login.body.message).toBe("The request body is too large: it must not exceed 1 MB.")

      const token = yield* api.login(Seeded.user.email, Seeded.user.password)
      const before = (yield* api.request("GET", "/auth/api/v2/me", { token })).body.data
      // PUT /users/me may carry the agency logo as a data URL, so its cap is 2 MB.
      const huge = yield* api.request("PUT", ME, { token, json: { name: "x".repeat(30 * 1024 * 1024) } })
      expect(huge.status).toBe(413)
      expect(huge.body.message).toBe("The request body is too large: it must not exceed 2 MB.")
      // Below the body cap the field's own limit names it.
      const long = yield* api.request("PUT", ME, { token, json: { name: "x".repeat(300) } })
      expect(long.status).toBe(422)
      expect(long.body.message).toMatch(/^name: /)
      const after = (yield* api.request("GET", "/auth/api/v2/me", { token })).body.data
      expect(after.name).toBe(before.name)
      const log = yield* activityOf(before.id)
      expect(log.filter((row) => row.event === "profile updated")).toEqual([])
    })
  )

  it.effect("answers 415 for a body that is not JSON on an operation taking JSON", () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      const token = yield* api.login(Seeded.multi.email, Seeded.multi.password)
      const before = (yield* api.request("GET", "/auth/api/v2/me", { token })).body.data
      for (const [contentType, body] of [
        ["application/x-www-form-urlencoded", "name=Changed"],
        ["text/plain", '{"name":"Changed"}'],
        ["application/json-patch", "{}"]
      ] as const) {
        const reply = yield* send(api.baseUrl, "PUT", ME, { token, contentType, body })
        expect(reply.status).toBe(415)
        expect(reply.body.message).toBe("The request body must be JSON (Content-Type: application/json).")
      }
      const unlabelled = yield* send(api.baseUrl, "PUT", ME, { token, body: '{"name":"Changed"}' })
      expect(unlabelled.status).toBe(415)
      const withCharset = yield* send(api.baseUrl, "PUT", ME, {
        token,
        contentType: "application/json; charset=utf-8",
        body: JSON.stringify({ name: before.name })
      })
      expect(withCharset.status).toBe(200)
      expect((yield* api.request("GET", "/auth/api/v2/me", { token })).body.data.name).toBe(before.name)
    })
  )

  it.effect("refuses ids and integers beyond int32 in path, query and body with 422 naming the field", () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      const token = yield* api.login(Seeded.multi.email, Seeded.multi.password)
      for (const id of ["1e10", "2147483648", "99999999999999999999"]) {
        const reply = yield* api.request("GET", `/portal/api/v2/portals/${id}`, { token })
        expect(reply.status).toBe(422)
        expect(reply.body.message).toMatch(/^id: /)
      }
      const page = yield* api.request("GET", "/portal/api/v2/portals?page=2147483648", { token })
      expect(page.status).toBe(422)
      expect(page.body.message).toMatch(/^page: /)
      const layout = yield* api.request("POST", "/module/api/v2/layouts", { token, json: { portal: 2147483648, name: "Huge" } })
      expect(layout.status).toBe(422)
      expect(layout.body.message).toBe("portal: The id may not be greater than 2147483647.")
      const inArray = yield* api.request("POST", "/module/api/v2/layouts", { token, json: { portal: 1e10, name: "Huge" } })
      expect(inArray.status).toBe(422)
      expect(inArray.body.message).toMatch(/^portal: /)
    })
  )

  it.effect("reads no id out of a path id with a suffix: ';', ',' and '.' are refused, naming the parameter, and nothing is done", () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      const token = yield* api.login(Seeded.admin.email, Seeded.admin.password)
      // The router used to end the path at ';' (matrix parameters) and act on agency 1 and portal 1.
      const refused = [
        ["DELETE", "/agency/api/v2/agencies/1;DROP%20TABLE%20users"],
        ["DELETE", "/portal/api/v2/portals/1;x"],
        ["GET", "/portal/api/v2/admin/portals/2;anything"],
        ["GET", "/portal/api/v2/admin/portals/2;page=1"],
        ["GET", "/agency/api/v2/agencies/1,2"],
        ["GET", "/agency/api/v2/agencies/1.0"],
        ["GET", "/agency/api/v2/agencies/1%3Bx"]
      ] as const
      for (const [method, path] of refused) {
        const reply = yield* api.request(method, path, { token })
        expect(reply.status, `${method} ${path}`).toBe(422)
        expect(reply.body.message, `${method} ${path}`).toMatch(/\bid\b/)
      }
      expect((yield* api.request("GET", "/agency/api/v2/agencies/1", { token })).status).toBe(200)
      expect((yield* api.request("GET", "/portal/api/v2/admin/portals/1", { token })).status).toBe(200)
      // A query's ids are int4 too: ten digits past the largest was a 500 from the database.
      const ids = yield* api.request("GET", "/auth/api/v2/users?agency_ids=1,2147483648", { token })
      expect(ids.status).toBe(422)
      expect(ids.body.message).toContain("agency_ids")
    })
  )

  it.effect("refuses NUL and lone surrogates in body, keys and query, naming where", () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      const token = yield* api.login(Seeded.northwind.email, Seeded.northwind.password)
      const before = (yield* api.request("GET", "/auth/api/v2/me", { token })).body.data
      const nul = yield* api.request("PUT", ME, { token, json: { name: "Nora\u0000North" } })
      expect(nul.status).toBe(422)
      expect(nul.body.message).toBe("name: The text must not contain NUL characters.")
      const surrogate = yield* api.request("PUT", ME, { token, raw: '{"name":"Nora \\ud800"}' })
      expect(surrogate.status).toBe(422)
      expect(surrogate.body.message).toBe("name: The text must not contain unpaired UTF-16 surrogates.")
      // A paired surrogate (an emoji) is fine text.
      const emoji = yield* api.request("PUT", ME, { token, json: { name: `${before.name} \u{1F600}` } })
      expect(emoji.status).toBe(200)
      yield* api.request("PUT", ME, { token, json: { name: before.name } })

      const inContent = yield* api.request("POST", "/module/api/v2/layouts", {
        token,
        json: { portal: 1, name: "Bad", content: { blocks: [{ text: "a\u0000" }] } }
      })
      expect(inContent.status).toBe(422)
      expect(inContent.body.message).toBe("content.blocks.0.text: The text must not contain NUL characters.")
      const inKey = yield* api.request("POST", "/module/api/v2/layouts", {
        token,
        json: { portal: 1, name: "Bad", content: { "k\u0000": 1 } }
      })
      expect(inKey.status).toBe(422)
      expect(inKey.body.message).toMatch(/^content\.k/)
      const inPath = yield* api.request("GET", "/portal/api/v2/portals/a%00b", { token })
      expect(inPath.status).toBe(422)
      expect(inPath.body.message).toBe("id: The text must not contain NUL characters or unpaired UTF-16 surrogates.")
      const inQuery = yield* api.request("GET", "/portal/api/v2/portals?keyword=a%00b", { token })
      expect(inQuery.status).toBe(422)
      expect(inQuery.body.message).toBe("keyword: The text must not contain NUL characters.")
      expect((yield* api.request("GET", "/auth/api/v2/me", { token })).body.data.name).toBe(before.name)
    })
  )

  it.effect("names the field of union and root-level failures, and answers a non-object body plainly", () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      const notObject = yield* api.request("POST", "/auth/api/v2/login", { raw: "[1,2]" })
      expect(notObject.status).toBe(422)
      expect(notObject.body.message).toBe("The request body must be a JSON object.")
      const malformed = yield* api.request("POST", "/auth/api/v2/login", { raw: '{"email":' })
      expect(malformed.status).toBe(400)
      expect(malformed.body.message).toBe("Malformed JSON body.")
    })
  )

  it.effect("leaves routes outside the contract alone (the billing webhook reads its own raw body)", () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      const reply = yield* send(api.baseUrl, "POST", "/agency/api/v2/billings/webhook", { contentType: "text/plain", body: "not json" })
      expect(reply.status).toBe(400)
      expect(reply.status).not.toBe(415)
    })
  )

  it.effect("documents the billing webhook and when the conditional fields are required", () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      const reply = yield* api.request("GET", "/docs/openapi.json")
      expect(reply.status).toBe(200)
      const webhook = reply.body.paths[WEBHOOK_PATH]?.post
      expect(webhook?.operationId).toBe("billingWebhook.receive")
      expect(webhook.parameters).toContainEqual(expect.objectContaining({ name: "stripe-signature", in: "header", required: true }))
      expect(Object.keys(webhook.responses).sort()).toEqual(["200", "400"])

      const text = JSON.stringify(reply.body)
      expect(text).toContain("An admin may leave the custom installation out to keep its value")
      expect(text).toContain("The trial period field is required.")
      // A JSON-body operation still lists its request body after the document is transformed.
      expect(reply.body.paths["/auth/api/v2/login"].post.requestBody.content["application/json"]).toBeDefined()
    })
  )
})
