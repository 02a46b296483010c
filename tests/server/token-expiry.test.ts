// Tokens expire on the server's clock. Each server is built inside its test so it reads the TestClock.
import { expect, it } from "@effect/vitest"
import { Effect, TestClock } from "effect"

import { withFreshTestServices } from "../../server/testing/fresh-test-services.ts"
import { resetLinkFor } from "./support/records.ts"
import { Seeded, TestApi, testServer } from "./support/TestApi.ts"

it.effect(
  "a token is accepted until 86400 s after login and refused afterwards",
  () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      const token = yield* api.login(Seeded.agencyAdmin.email, Seeded.agencyAdmin.password)
      expect((yield* api.request("GET", "/auth/api/v2/me", { token })).status).toBe(200)

      yield* TestClock.adjust("86399 seconds")
      expect((yield* api.request("GET", "/portal/api/v2/portals", { token })).status).toBe(200)

      yield* TestClock.adjust("1 second")
      const expired = yield* api.request("GET", "/auth/api/v2/me", { token })
      expect(expired.status).toBe(401)
      expect(expired.body.message).toBe("Unauthenticated.")

      // A fresh login works again at the new time.
      const fresh = yield* api.login(Seeded.agencyAdmin.email, Seeded.agencyAdmin.password)
      expect((yield* api.request("GET", "/auth/api/v2/me", { token: fresh })).status).toBe(200)
    }).pipe(Effect.provide(testServer()), withFreshTestServices),
  { timeout: 60_000 }
)

it.effect(
  "a password reset link works for 60 minutes",
  () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      const setup = (token: string, password: string) =>
        api.request("POST", "/auth/api/v2/password/setup", {
          json: { token, email: Seeded.northwind.email, password, password_confirmation: password }
        })
      // The answer is checked, so a refused request fails here with its status rather than as a missing mail.
      const requestReset = () =>
        Effect.map(api.request("POST", "/auth/api/v2/password/reset", { json: { email: Seeded.northwind.email } }), (reply) =>
          expect({ status: reply.status, body: reply.body }).toMatchObject({ status: 200 })
        )

      yield* requestReset()
      const stale = (yield* resetLinkFor(Seeded.northwind.email)).searchParams.get("token")!
      yield* TestClock.adjust("60 minutes")
      const expired = yield* setup(stale, "TooLate123!")
      expect(expired.status).toBe(422)
      expect(expired.body.message).toBe("This password reset token is invalid.")

      yield* requestReset()
      const fresh = (yield* resetLinkFor(Seeded.northwind.email)).searchParams.get("token")!
      yield* TestClock.adjust("59 minutes")
      expect((yield* setup(fresh, "InTime123!")).status).toBe(200)
      yield* api.login(Seeded.northwind.email, "InTime123!")
    }).pipe(Effect.provide(testServer()), withFreshTestServices),
  { timeout: 60_000 }
)
