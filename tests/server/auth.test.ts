// Login, logout, the current user and the error envelope, against the real server and database.
import { describe, expect, layer } from "@effect/vitest"
import { Effect } from "effect"

import { Seeded, TestApi, testServer } from "./support/TestApi.ts"

layer(testServer(), { excludeTestServices: true })("authentication", (it) => {
  it.effect("login answers a Bearer token valid 86400 s with the user", () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      const reply = yield* api.request("POST", "/auth/api/v2/login", { json: Seeded.agencyAdmin })
      expect(reply.status).toBe(200)
      expect(reply.body.data.token_type).toBe("Bearer")
      expect(reply.body.data.expires_in).toBe(86400)
      expect(reply.body.data.token).toMatch(/^[A-Za-z0-9_-]{40,}$/)
      const user = reply.body.data.user
      expect(user.email).toBe("agency@example.com")
      expect(user.roles).toEqual([{ name: "agency-admin" }])
      expect(user.agency).toMatchObject({ name: "Demo Agency", credit_limit: 25, portals_available: 2, plan: { id: 35 } })
    })
  )

  it.effect("the email is matched without regard to case", () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      const reply = yield* api.request("POST", "/auth/api/v2/login", { json: { email: "Admin@Example.com", password: "Admin123!" } })
      expect(reply.status).toBe(200)
      expect(reply.body.data.user.roles[0]).toEqual({ name: "admin" })
      expect(reply.body.data.user.is_support).toBe(true)
    })
  )

  it.effect("wrong credentials are a 422 with the standard sentence", () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      const wrongPassword = yield* api.request("POST", "/auth/api/v2/login", { json: { email: "user@example.com", password: "nope-nope" } })
      expect(wrongPassword.status).toBe(422)
      expect(wrongPassword.body.message).toBe("These credentials do not match our records.")
      const unknown = yield* api.request("POST", "/auth/api/v2/login", { json: { email: "ghost@example.com", password: "whatever1" } })
      expect(unknown.status).toBe(422)
      expect(unknown.body.message).toBe("These credentials do not match our records.")
    })
  )

  it.effect("the demo identity cannot sign in", () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      const reply = yield* api.request("POST", "/auth/api/v2/login", { json: { email: "demo@example.com", password: "anything" } })
      expect(reply.status).toBe(422)
    })
  )

  it.effect("me needs a token: missing, unknown and revoked tokens are 401 Unauthenticated.", () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      const missing = yield* api.request("GET", "/auth/api/v2/me")
      expect(missing.status).toBe(401)
      expect(missing.body.message).toBe("Unauthenticated.")
      const bogus = yield* api.request("GET", "/auth/api/v2/me", { token: "not-a-token" })
      expect(bogus.status).toBe(401)

      const token = yield* api.login(Seeded.user.email, Seeded.user.password)
      const me = yield* api.request("GET", "/auth/api/v2/me", { token })
      expect(me.status).toBe(200)
      expect(me.body.data.email).toBe("user@example.com")
      expect(me.body.data.portal_provider).toEqual([{ portal_id: 1 }])
      // The record's version as its ETag, and JSON as any answer, when it comes from memory too.
      const again = yield* api.request("GET", "/auth/api/v2/me", { token })
      for (const reply of [me, again]) {
        expect(reply.headers.get("etag")).toBe(`"${me.body.data.lock_version}"`)
        expect(reply.headers.get("content-type")).toBe("application/json")
      }
      expect(again.body).toEqual(me.body)

      const logout = yield* api.request("POST", "/auth/api/v2/logout", { token })
      expect(logout.status).toBe(200)
      const after = yield* api.request("GET", "/auth/api/v2/me", { token })
      expect(after.status).toBe(401)
      expect(after.body.message).toBe("Unauthenticated.")
    })
  )

  it.effect("logout revokes only the session it is called with", () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      const first = yield* api.login(Seeded.northwind.email, Seeded.northwind.password)
      const second = yield* api.login(Seeded.northwind.email, Seeded.northwind.password)
      yield* api.request("POST", "/auth/api/v2/logout", { token: first })
      expect((yield* api.request("GET", "/auth/api/v2/me", { token: first })).status).toBe(401)
      expect((yield* api.request("GET", "/auth/api/v2/me", { token: second })).status).toBe(200)
    })
  )

  it.effect("bad bodies are 422 naming the field; malformed JSON is 400", () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      const missing = yield* api.request("POST", "/auth/api/v2/login", { json: { password: "x" } })
      expect(missing.status).toBe(422)
      expect(missing.body.message).toBe("The email field is required.")
      const invalid = yield* api.request("POST", "/auth/api/v2/login", { json: { email: "not-an-email", password: "x" } })
      expect(invalid.status).toBe(422)
      expect(invalid.body.message).toBe("email: The email must be a valid email address.")
      const emptyPassword = yield* api.request("POST", "/auth/api/v2/login", { json: { email: "a@b.co", password: "" } })
      expect(emptyPassword.status).toBe(422)
      expect(emptyPassword.body.message).toContain("The password field is required.")
      const malformed = yield* api.request("POST", "/auth/api/v2/login", { raw: '{"email": ' })
      expect(malformed.status).toBe(400)
      expect(malformed.body).toMatchObject({ message: "Malformed JSON body." })
    })
  )

  it.effect("unknown API paths are 404 Resource not found.", () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      const reply = yield* api.request("GET", "/portal/api/v2/nothing-here")
      expect(reply.status).toBe(404)
      expect(reply.body.message).toBe("Resource not found.")
      const post = yield* api.request("POST", "/auth/api/v2/nothing-here", { json: {} })
      expect(post.status).toBe(404)
    })
  )

  it.effect("client config points pusher-js at the embedded server and hides unset links", () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      const reply = yield* api.request("GET", "/auth/api/v2/client-config")
      expect(reply.status).toBe(200)
      const port = Number(new URL(api.baseUrl).port)
      expect(reply.body.data.pusher).toMatchObject({
        ws_host: "localhost",
        ws_port: port,
        force_tls: false,
        auth_endpoint: "/auth/api/v2/broadcasting/auth"
      })
      expect(reply.body.data.stripe_publishable_key).toBeNull()
      expect(reply.body.data.docs_url).toBeNull()
    })
  )

  it.effect("private-user channels are authorized for their own user only", () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      const token = yield* api.login(Seeded.multi.email, Seeded.multi.password)
      const me = yield* api.request("GET", "/auth/api/v2/me", { token })
      const own = yield* api.request("POST", "/auth/api/v2/broadcasting/auth", {
        token,
        json: { socket_id: "1234.5678", channel_name: `private-user.${me.body.data.id}` }
      })
      expect(own.status).toBe(200)
      expect(own.body.auth).toMatch(/^[^:]+:[0-9a-f]{64}$/)
      const other = yield* api.request("POST", "/auth/api/v2/broadcasting/auth", {
        token,
        json: { socket_id: "1234.5678", channel_name: `private-user.${me.body.data.id + 1}` }
      })
      expect(other.status).toBe(403)
      expect(other.body.message).toBe("You do not have permission to perform this action.")
    })
  )
})

describe("login rate limit", () => {
  layer(testServer({ loginRateLimit: { perAccount: 3, perIp: 100, windowSeconds: 60 } }), { excludeTestServices: true })((it) => {
    it.effect("blocks an account after repeated failures with 429 and a wait in seconds", () =>
      Effect.gen(function* () {
        const api = yield* TestApi
        const attempt = (password: string) => api.request("POST", "/auth/api/v2/login", { json: { email: "north@example.com", password } })
        for (let i = 0; i < 3; i++) expect((yield* attempt("wrong-password")).status).toBe(422)
        const blocked = yield* attempt("wrong-password")
        expect(blocked.status).toBe(429)
        expect(blocked.body.message).toMatch(/^Too many login attempts\. Please try again in \d+ seconds?\.$/)
        const retryAfter = Number(blocked.headers.get("retry-after"))
        expect(retryAfter).toBeGreaterThan(0)
        expect(retryAfter).toBeLessThanOrEqual(60)
        // Even the right password waits until the window has passed.
        expect((yield* attempt("North123!")).status).toBe(429)
        // Other accounts are not affected by this account's failures.
        expect((yield* api.request("POST", "/auth/api/v2/login", { json: Seeded.user })).status).toBe(200)
      })
    )
  })

  layer(testServer({ loginRateLimit: { perAccount: 100, perIp: 4, windowSeconds: 60 } }), { excludeTestServices: true })((it) => {
    it.effect("blocks an IP that tries many accounts", () =>
      Effect.gen(function* () {
        const api = yield* TestApi
        for (let i = 0; i < 4; i++) {
          const reply = yield* api.request("POST", "/auth/api/v2/login", {
            json: { email: `guess${i}@example.com`, password: "password1" }
          })
          expect(reply.status).toBe(422)
        }
        const blocked = yield* api.request("POST", "/auth/api/v2/login", { json: Seeded.user })
        expect(blocked.status).toBe(429)
      })
    )
  })
})
