// Every kind of answer carries the security headers: the SPA and its files, /docs, the API (successes,
// 401, 404, 422), the sandbox pages and the webhook; HSTS only when the request came over TLS.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"

import { afterAll, describe, expect, layer } from "@effect/vitest"
import { Effect } from "effect"

import { Seeded, TestApi, testServer } from "./support/TestApi.ts"

const dist = mkdtempSync(join(tmpdir(), "portal-dist-"))
mkdirSync(join(dist, "assets"))
writeFileSync(join(dist, "index.html"), "<!doctype html><title>Portal builder</title><div id=root></div>")
writeFileSync(join(dist, "assets", "index-abc123.js"), "console.log('app')")
afterAll(() => rmSync(dist, { recursive: true, force: true }))

const API_POLICY = "default-src 'none'; frame-ancestors 'none'"

/** The directives of a Content-Security-Policy header, by name. */
const directives = (policy: string | null): Record<string, Array<string>> =>
  Object.fromEntries(
    (policy ?? "")
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0] !== "")
      .map(([name, ...sources]) => [name!, sources])
  )

const expectCommon = (headers: Headers, what: string) => {
  expect(headers.get("x-content-type-options"), what).toBe("nosniff")
  expect(headers.get("referrer-policy"), what).toMatch(/^(strict-origin-when-cross-origin|no-referrer)$/)
  expect(headers.get("permissions-policy"), what).toContain("camera=()")
  expect(headers.get("content-security-policy"), what).toBeTruthy()
  expect(headers.get("strict-transport-security"), what).toBeNull()
  // Pages that keep an opener relation with the SPA allow their own pop-ups; everything else is isolated.
  expect(headers.get("cross-origin-opener-policy"), what).toMatch(/^same-origin(-allow-popups)?$/)
}

/** No script may run from inline code or eval on a page, whatever the page. */
const expectStrictScripts = (policy: Record<string, Array<string>>, what: string) => {
  const scripts = policy["script-src"] ?? policy["default-src"] ?? []
  expect(scripts, what).not.toContain("'unsafe-inline'")
  expect(scripts, what).not.toContain("'unsafe-eval'")
  expect(policy["object-src"] ?? policy["default-src"], what).toEqual(["'none'"])
}

layer(testServer({ staticDir: dist }), { excludeTestServices: true })("security headers", (it) => {
  it.effect("the SPA shell, at the root and any deep link, gets the app's strict policy", () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      for (const path of ["/", "/portals-main/1?tab=modules"]) {
        const reply = yield* api.request("GET", path)
        expect(reply.status).toBe(200)
        expectCommon(reply.headers, path)
        expect(reply.headers.get("x-frame-options")).toBe("DENY")
        expect(reply.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin")
        expect(reply.headers.get("cross-origin-opener-policy")).toBe("same-origin-allow-popups")
        const policy = directives(reply.headers.get("content-security-policy"))
        expectStrictScripts(policy, path)
        expect(policy["default-src"]).toEqual(["'self'"])
        expect(policy["script-src"]).toEqual(expect.arrayContaining(["'self'", "https://js.stripe.com"]))
        // Files, and react-aria's one <style> element by its hash: no 'unsafe-inline'.
        expect(policy["style-src"]).toEqual(["'self'", "'sha256-38RhXrc7EdReTKsOm23ZPOCUgniTUUcjky8QOOrQx6o='"])
        expect(policy["frame-src"]).toEqual(expect.arrayContaining(["'self'", "https://js.stripe.com", "https://hooks.stripe.com"]))
        // The embedded realtime socket on our own address, and Stripe's API.
        const realtime = `${api.baseUrl.replace(/^http/, "ws")}`
        expect(policy["connect-src"]).toEqual(expect.arrayContaining(["'self'", "https://api.stripe.com"]))
        expect(policy["connect-src"]!.some((source) => source.startsWith("ws://") && realtime.endsWith(source.split(":").at(-1)!))).toBe(
          true
        )
        expect(policy["img-src"]).toEqual(expect.arrayContaining(["'self'", "data:", "https:"]))
        expect(policy["base-uri"]).toEqual(["'self'"])
        expect(policy["form-action"]).toEqual(["'self'"])
        expect(policy["frame-ancestors"]).toEqual(["'none'"])
      }
    })
  )

  it.effect("static files and missing assets get the headers too", () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      for (const [path, status] of [
        ["/assets/index-abc123.js", 200],
        ["/assets/gone-000.js", 404]
      ] as const) {
        const reply = yield* api.request("GET", path)
        expect(reply.status, path).toBe(status)
        expectCommon(reply.headers, path)
        expect(reply.headers.get("content-security-policy"), path).toBe(API_POLICY)
        expect(reply.headers.get("x-frame-options"), path).toBe("DENY")
      }
    })
  )

  it.effect("/docs runs Scalar from a script file, with no inline script; its assets get the headers", () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      const page = yield* api.request("GET", "/docs")
      expect(page.status).toBe(200)
      expectCommon(page.headers, "/docs")
      const policy = directives(page.headers.get("content-security-policy"))
      expectStrictScripts(policy, "/docs")
      expect(policy["script-src"]).toEqual(["'self'", "'wasm-unsafe-eval'"])
      expect(policy["frame-ancestors"]).toEqual(["'none'"])
      expect(page.headers.get("x-frame-options")).toBe("DENY")
      // Every script is either data (application/json) or the served bundle.
      const scripts = [...String(page.body).matchAll(/<script([^>]*)>/g)].map((match) => match[1]!)
      expect(scripts).toHaveLength(2)
      expect(scripts.filter((attributes) => !/type="application\/json"/.test(attributes))).toEqual([' src="/docs/scalar.js"'])
      const bundle = yield* api.request("GET", "/docs/scalar.js")
      expect(bundle.status).toBe(200)
      expect(bundle.headers.get("content-type")).toContain("javascript")
      expectCommon(bundle.headers, "/docs/scalar.js")
      const spec = yield* api.request("GET", "/docs/openapi.json")
      expect(spec.status).toBe(200)
      expectCommon(spec.headers, "/docs/openapi.json")
      expect(spec.headers.get("content-security-policy")).toBe(API_POLICY)
    })
  )

  it.effect("API answers, successes and failures alike, get the JSON policy", () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      const token = yield* api.login(Seeded.user.email, Seeded.user.password)
      const answers = [
        ["GET /auth/api/v2/client-config", yield* api.request("GET", "/auth/api/v2/client-config"), 200],
        ["GET /auth/api/v2/me", yield* api.request("GET", "/auth/api/v2/me", { token }), 200],
        ["GET /auth/api/v2/me (anonymous)", yield* api.request("GET", "/auth/api/v2/me"), 401],
        ["GET /portal/api/v2/nothing-here", yield* api.request("GET", "/portal/api/v2/nothing-here", { token }), 404],
        ["POST /auth/api/v2/login {}", yield* api.request("POST", "/auth/api/v2/login", { json: {} }), 422],
        ["POST webhook unsigned", yield* api.request("POST", "/agency/api/v2/billings/webhook", { json: { id: "evt_1" } }), 400]
      ] as const
      for (const [what, reply, status] of answers) {
        expect(reply.status, what).toBe(status)
        expectCommon(reply.headers, what)
        expect(reply.headers.get("content-security-policy"), what).toBe(API_POLICY)
        expect(reply.headers.get("x-frame-options"), what).toBe("DENY")
      }
    })
  )

  it.effect("sandbox pages get their own policy; only the 3-D Secure page may be framed, by the app", () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      const pages = [
        "/sandbox/hubspot/oauth/authorize?client_id=nobody",
        "/sandbox/hubspot/sites/nowhere.example/home",
        "/sandbox/stripe/dashboard",
        "/sandbox/stripe/receipts/ch_unknown",
        "/sandbox/mail"
      ]
      for (const path of pages) {
        const reply = yield* api.request("GET", path, { headers: { accept: "text/html" } })
        expect(reply.headers.get("content-type"), path).toContain("text/html")
        expectCommon(reply.headers, path)
        expect(reply.headers.get("referrer-policy"), path).toBe("no-referrer")
        expect(reply.headers.get("x-frame-options"), path).toBe("DENY")
        const policy = directives(reply.headers.get("content-security-policy"))
        expectStrictScripts(policy, path)
        expect(policy["frame-ancestors"], path).toEqual(["'none'"])
      }
      const framed = yield* api.request("GET", "/sandbox/stripe/authenticate/pi_unknown?client_secret=x", {
        headers: { accept: "text/html" }
      })
      expect(framed.status).toBe(404)
      expectCommon(framed.headers, "authenticate")
      expect(framed.headers.get("x-frame-options")).toBe("SAMEORIGIN")
      const policy = directives(framed.headers.get("content-security-policy"))
      expectStrictScripts(policy, "authenticate")
      expect(policy["frame-ancestors"]).toContain("'self'")
      expect(policy["frame-ancestors"]).not.toContain("*")
      const script = yield* api.request("GET", "/sandbox/stripe/authenticate.js")
      expect(script.status).toBe(200)
      expect(String(script.body)).toContain("postMessage")
      expectCommon(script.headers, "authenticate.js")
    })
  )

  it.effect("X-Forwarded-Proto from anyone does not turn HSTS on without TRUST_PROXY", () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      expect(
        (yield* api.request("GET", "/", { headers: { "x-forwarded-proto": "https" } })).headers.get("strict-transport-security")
      ).toBeNull()
    })
  )
})

describe("over TLS", () => {
  layer(testServer({ staticDir: dist, trustProxy: true }), { excludeTestServices: true })((it) => {
    it.effect("HSTS is sent when our proxy says the request came over https, and only then", () =>
      Effect.gen(function* () {
        const api = yield* TestApi
        const secure = yield* api.request("GET", "/", { headers: { "x-forwarded-proto": "https" } })
        expect(secure.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains")
        const failed = yield* api.request("GET", "/auth/api/v2/me", { headers: { "x-forwarded-proto": "https" } })
        expect(failed.status).toBe(401)
        expect(failed.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains")
        expect(
          (yield* api.request("GET", "/", { headers: { "x-forwarded-proto": "http" } })).headers.get("strict-transport-security")
        ).toBeNull()
        expect((yield* api.request("GET", "/")).headers.get("strict-transport-security")).toBeNull()
      })
    )
  })
})
