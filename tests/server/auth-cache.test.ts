// The server remembers who a token belongs to for a few seconds (AuthCache); these are the changes that must
// not wait for that memory to run out.
import { SqlClient } from "@effect/sql"
import { describe, expect, layer } from "@effect/vitest"
import { Effect } from "effect"

import { Seeded, TestApi, testServer } from "./support/TestApi.ts"

/** Asks until `check` holds, for at most `seconds` (the journal is polled every 250 ms). */
const within = (seconds: number, ask: Effect.Effect<boolean>) =>
  Effect.gen(function* () {
    const deadline = Date.now() + seconds * 1000
    while (!(yield* ask)) {
      if (Date.now() > deadline) return yield* Effect.dieMessage(`not seen within ${seconds} s`)
      yield* Effect.promise(() => new Promise((resolve) => setTimeout(resolve, 25)))
    }
  })

describe("the auth cache", () => {
  layer(testServer(), { excludeTestServices: true, timeout: 60_000 })((it) => {
    it.effect("a logout ends the token for the very next request", () =>
      Effect.gen(function* () {
        const api = yield* TestApi
        const token = yield* api.login(Seeded.multi.email, Seeded.multi.password)
        expect((yield* api.request("GET", "/auth/api/v2/me", { token })).status).toBe(200)
        expect((yield* api.request("GET", "/auth/api/v2/me", { token })).status).toBe(200)
        expect((yield* api.request("POST", "/auth/api/v2/logout", { token })).status).toBe(200)
        expect((yield* api.request("GET", "/auth/api/v2/me", { token })).status).toBe(401)
      })
    )

    it.effect("a role given by an admin shows in the member's very next /me, and a removed member is out at once", () =>
      Effect.gen(function* () {
        const api = yield* TestApi
        const admin = yield* api.login(Seeded.agencyAdmin.email, Seeded.agencyAdmin.password)
        const agencyId = (yield* api.request("GET", "/auth/api/v2/me", { token: admin })).body.data.agency.id
        const member = yield* api.login(Seeded.user.email, Seeded.user.password)
        const before = (yield* api.request("GET", "/auth/api/v2/me", { token: member })).body.data
        expect(before.agency.id).toBe(agencyId)
        expect(before.roles[0].name).toBe("user")

        const opened = (yield* api.request("GET", `/auth/api/v2/users/${before.id}`, { token: admin })).body.data
        const promoted = yield* api.request("PUT", `/auth/api/v2/users/${before.id}`, {
          token: admin,
          json: { name: opened.name, email: opened.email, role: "agency-admin", agency_id: agencyId, lock_version: opened.lock_version }
        })
        expect(promoted.status, JSON.stringify(promoted.body)).toBe(200)
        expect((yield* api.request("GET", "/auth/api/v2/me", { token: member })).body.data.roles[0].name).toBe("agency-admin")

        const removed = yield* api.request("DELETE", `/auth/api/v2/users/${before.id}?agency_id=${agencyId}`, { token: admin })
        expect(removed.status, JSON.stringify(removed.body)).toBe(200)
        const after = yield* api.request("GET", "/auth/api/v2/me", { token: member })
        // Gone altogether (401), or still a user without this agency.
        expect(after.status === 401 || !after.body.data.agencies.some((agency: { id: number }) => agency.id === agencyId)).toBe(true)
      })
    )

    it.effect(
      "a token revoked by another process (straight in the database) is refused within moments (the journal is polled every 250 ms)",
      () =>
        Effect.gen(function* () {
          const api = yield* TestApi
          const token = yield* api.login(Seeded.northwind.email, Seeded.northwind.password)
          expect((yield* api.request("GET", "/auth/api/v2/me", { token })).status).toBe(200)
          const sql = yield* SqlClient.SqlClient
          yield* Effect.orDie(sql`UPDATE api_tokens SET revoked_at = now()
          WHERE user_id = (SELECT id FROM users WHERE email = ${Seeded.northwind.email}) AND revoked_at IS NULL`)
          yield* within(
            3,
            Effect.map(api.request("GET", "/auth/api/v2/me", { token }), (reply) => reply.status === 401)
          )
        })
    )
  })
})
