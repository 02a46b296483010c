// The Users drawer's multi-agency filter: GET /users?agency_ids=1,2 lists members of any of those
// agencies; each must be the caller's own unless a super admin asks; a malformed list is a 4xx naming it.
// Seeded: Demo Agency (id 1) has agency@, user@ and multi@; Northwind (id 2) has north@ and multi@.
import { expect, layer } from "@effect/vitest"
import { Effect } from "effect"

import { Seeded, TestApi, testServer } from "./support/TestApi.ts"

const USERS = "/auth/api/v2/users"
const emails = (body: { data: ReadonlyArray<{ email: string }> }) => body.data.map((user) => user.email).sort()

layer(testServer(), { excludeTestServices: true, timeout: 120_000 })("users: several agencies", (it) => {
  it.effect("lists members of any chosen agency, keeps non-admins to their own, refuses a bad list", () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      const admin = yield* api.login(Seeded.admin.email, Seeded.admin.password)
      const agencyAdmin = yield* api.login(Seeded.agencyAdmin.email, Seeded.agencyAdmin.password)
      const north = yield* api.login(Seeded.northwind.email, Seeded.northwind.password)

      const both = yield* api.request("GET", `${USERS}?agency_ids=1,2&limit=1000`, { token: admin })
      expect(both.status).toBe(200)
      expect(emails(both.body)).toEqual(
        expect.arrayContaining(["agency@example.com", "multi@example.com", "north@example.com", "user@example.com"])
      )
      expect(emails(both.body)).not.toContain("admin@example.com")
      const onlyNorth = yield* api.request("GET", `${USERS}?agency_ids=2`, { token: admin })
      expect(emails(onlyNorth.body)).toEqual(["multi@example.com", "north@example.com"])

      expect((yield* api.request("GET", `${USERS}?agency_ids=1`, { token: agencyAdmin })).status).toBe(200)
      expect((yield* api.request("GET", `${USERS}?agency_ids=1,2`, { token: agencyAdmin })).status).toBe(403)
      expect((yield* api.request("GET", `${USERS}?agency_ids=1`, { token: north })).status).toBe(403)

      for (const bad of ["", "1,,2", "0", "a,b", "1;2", "-1"]) {
        const refused = yield* api.request("GET", `${USERS}?agency_ids=${encodeURIComponent(bad)}`, { token: admin })
        expect({ bad, status: refused.status }).toEqual({
          bad,
          status: refused.status >= 400 && refused.status < 500 ? refused.status : "not 4xx"
        })
        expect(JSON.stringify(refused.body)).toContain("agency_ids")
      }
    })
  )
})
