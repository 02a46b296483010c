// The sandbox mail inside the whole server: the outbox as JSON and as a page, newest first.
import { describe, expect, layer } from "@effect/vitest"
import { Effect, Option, Redacted } from "effect"

import { TestApi, testServer } from "../../../tests/server/support/TestApi.ts"

describe("sandbox mail", () => {
  layer(testServer(), { excludeTestServices: true, timeout: 120_000 })((it) => {
    it.effect("lists the outbox newest first, narrowed by recipient, and shows each message", () =>
      Effect.gen(function* () {
        const api = yield* TestApi
        expect((yield* api.request("POST", "/auth/api/v2/password/reset", { json: { email: "user@example.com" } })).status).toBe(200)
        expect((yield* api.request("POST", "/auth/api/v2/password/reset", { json: { email: "agency@example.com" } })).status).toBe(200)

        const all = yield* api.request("GET", "/sandbox/mail/messages")
        expect(all.status).toBe(200)
        expect(all.body[0]).toMatchObject({ to: "agency@example.com", subject: "Reset your password" })
        expect(all.body[1]).toMatchObject({ to: "user@example.com" })
        expect(all.body[0].id).toBeGreaterThan(all.body[1].id)
        expect(Object.keys(all.body[0]).sort()).toEqual(["created_at", "html", "id", "subject", "text", "to"])

        const mine = yield* api.request("GET", "/sandbox/mail/messages?to=USER%40example.com")
        expect(mine.body).toHaveLength(1)
        expect(mine.body[0].text).toContain(`${api.baseUrl}/reset-password?token=`)
        expect((yield* api.request("GET", "/sandbox/mail/messages?to=nobody%40example.com")).body).toEqual([])

        const page = yield* api.request("GET", "/sandbox/mail")
        expect(page.status).toBe(200)
        expect(page.headers.get("content-type")).toContain("text/html")
        expect(page.body).toContain("Reset your password")
        expect(page.body.indexOf("agency@example.com")).toBeLessThan(page.body.indexOf("user@example.com"))
        expect(page.body).toMatch(/<a href="http[^"]+\/reset-password\?token=/)

        const html = yield* api.request("GET", `/sandbox/mail/messages/${mine.body[0].id}/html`)
        expect(html.status).toBe(200)
        expect(html.headers.get("content-security-policy")).toContain("sandbox")
        expect(html.body).toContain("Reset password</a>")
        expect((yield* api.request("GET", "/sandbox/mail/messages/999999/html")).status).toBe(404)
      })
    )
  })
})

describe("sandbox mail with a real mail server configured", () => {
  const smtp = {
    smtpUrl: Option.some(Redacted.make("smtp://user:secret@127.0.0.1:2525")),
    from: "Portal Builder <no-reply@portal.localhost>"
  }
  layer(testServer({ mail: smtp }), { excludeTestServices: true, timeout: 120_000 })((it) => {
    it.effect("is not mounted", () =>
      Effect.gen(function* () {
        const api = yield* TestApi
        expect((yield* api.request("GET", "/sandbox/mail/messages")).status).toBe(404)
      })
    )
  })
})
