// Forgot password: request → outbox mail with a single-use link → set a new password → sign in.
import { expect, layer } from "@effect/vitest"
import { Effect, Option } from "effect"

import { activityOf, latestMail, resetLinkFor } from "./support/records.ts"
import { Seeded, TestApi, testServer } from "./support/TestApi.ts"

const SAME_ANSWER = "If an account exists for this email, we have emailed a password reset link."

layer(testServer(), { excludeTestServices: true })("password reset", (it) => {
  it.effect("a mailed link sets a new password once, and ends old sessions", () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      const oldSession = yield* api.login(Seeded.user.email, Seeded.user.password)
      const userId = (yield* api.request("GET", "/auth/api/v2/me", { token: oldSession })).body.data.id as number

      const requested = yield* api.request("POST", "/auth/api/v2/password/reset", { json: { email: "USER@example.com" } })
      expect(requested.status).toBe(200)
      expect(requested.body.data.message).toBe(SAME_ANSWER)

      const link = yield* resetLinkFor("user@example.com")
      expect(link.origin).toBe(api.baseUrl)
      expect(link.pathname).toBe("/reset-password")
      expect(link.searchParams.get("email")).toBe("user@example.com")
      const token = link.searchParams.get("token")!
      const setup = (password: string, confirmation: string) =>
        api.request("POST", "/auth/api/v2/password/setup", {
          json: { token, email: "user@example.com", password, password_confirmation: confirmation }
        })

      const mismatch = yield* setup("BrandNew123!", "BrandNew124!")
      expect(mismatch.status).toBe(422)
      expect(mismatch.body.message).toBe("The password confirmation does not match.")
      const short = yield* setup("short", "short")
      expect(short.status).toBe(422)
      expect(short.body.message).toBe("password: The password must be at least 10 characters.")

      const done = yield* setup("BrandNew123!", "BrandNew123!")
      expect(done.status).toBe(200)
      expect(done.body.data.message).toBe("Your password has been reset.")

      const again = yield* setup("Another123!", "Another123!")
      expect(again.status).toBe(422)
      expect(again.body.message).toBe("This password reset token is invalid.")

      expect((yield* api.request("GET", "/auth/api/v2/me", { token: oldSession })).status).toBe(401)
      expect((yield* api.request("POST", "/auth/api/v2/login", { json: Seeded.user })).status).toBe(422)
      yield* api.login("user@example.com", "BrandNew123!")

      const events = (yield* activityOf(userId)).map((entry) => entry.event)
      expect(events).toEqual(expect.arrayContaining(["login", "password reset requested", "password set"]))
      expect(events.indexOf("password reset requested")).toBeLessThan(events.indexOf("password set"))
    })
  )

  it.effect("unknown addresses get the same answer and no mail", () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      const reply = yield* api.request("POST", "/auth/api/v2/password/reset", { json: { email: "nobody@example.com" } })
      expect(reply.status).toBe(200)
      expect(reply.body.data.message).toBe(SAME_ANSWER)
      expect(Option.isNone(yield* latestMail("nobody@example.com"))).toBe(true)
    })
  )

  it.effect("a token works only with its own email address", () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      yield* api.request("POST", "/auth/api/v2/password/reset", { json: { email: Seeded.northwind.email } })
      const token = (yield* resetLinkFor(Seeded.northwind.email)).searchParams.get("token")!
      const reply = yield* api.request("POST", "/auth/api/v2/password/setup", {
        json: { token, email: Seeded.agencyAdmin.email, password: "Hijacked123!", password_confirmation: "Hijacked123!" }
      })
      expect(reply.status).toBe(422)
      expect(reply.body.message).toBe("This password reset token is invalid.")
      yield* api.login(Seeded.agencyAdmin.email, Seeded.agencyAdmin.password)
    })
  )
})
