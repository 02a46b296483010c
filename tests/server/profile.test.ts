// The signed-in user's own account: PUT and DELETE /users/me, each leaving an activity-log entry.
import { expect, layer } from "@effect/vitest"
import { Effect, Option } from "effect"

import { activityOf, latestMail } from "./support/records.ts"
import { Seeded, TestApi, testServer } from "./support/TestApi.ts"

layer(testServer(), { excludeTestServices: true })("profile", (it) => {
  it.effect("updates the name at once and the email from its confirmation link, refusing an email already taken", () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      const token = yield* api.login(Seeded.northwind.email, Seeded.northwind.password)
      const current_password = Seeded.northwind.password
      const taken = yield* api.request("PUT", "/auth/api/v2/users/me", { token, json: { email: "AGENCY@example.com", current_password } })
      expect(taken.status).toBe(422)
      expect(taken.body.message).toBe("The email has already been taken.")
      const blankName = yield* api.request("PUT", "/auth/api/v2/users/me", { token, json: { name: "   " } })
      expect(blankName.status).toBe(422)
      expect(blankName.body.message).toBe("name: The name field is required.")

      const updated = yield* api.request("PUT", "/auth/api/v2/users/me", {
        token,
        json: { name: "Nora North", email: "nora@example.com", current_password }
      })
      expect(updated.status).toBe(200)
      expect(updated.body.data).toMatchObject({ name: "Nora North", email: Seeded.northwind.email })
      expect(updated.body.pending_email).toBe("nora@example.com")
      expect((yield* api.request("GET", "/auth/api/v2/me", { token })).body.data.name).toBe("Nora North")
      const link = /https?:\/\/\S+\/confirm-email\?\S+/.exec(Option.getOrThrow(yield* latestMail("nora@example.com")).text)?.[0]
      const confirmed = yield* api.request("POST", "/auth/api/v2/users/me/email/confirm", {
        json: { token: new URL(link!).searchParams.get("token") }
      })
      expect(confirmed.status).toBe(200)
      yield* api.login("nora@example.com", Seeded.northwind.password)

      const log = yield* activityOf(updated.body.data.id)
      const entry = log.find((row) => row.event === "profile updated")
      expect(entry?.properties).toEqual({ changed: ["name"] })
      expect(entry?.subject_type).toBe("App\\Models\\User")
      expect(log.map((row) => row.event)).toEqual(expect.arrayContaining(["email change requested", "email changed"]))
    })
  )

  it.effect("a new password keeps this session and ends the others", () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      const here = yield* api.login(Seeded.agencyAdmin.email, Seeded.agencyAdmin.password)
      const elsewhere = yield* api.login(Seeded.agencyAdmin.email, Seeded.agencyAdmin.password)
      const reply = yield* api.request("PUT", "/auth/api/v2/users/me", {
        token: here,
        json: { password: "Changed123!", current_password: Seeded.agencyAdmin.password }
      })
      expect(reply.status).toBe(200)
      expect((yield* api.request("GET", "/auth/api/v2/me", { token: here })).status).toBe(200)
      expect((yield* api.request("GET", "/auth/api/v2/me", { token: elsewhere })).status).toBe(401)
      yield* api.login(Seeded.agencyAdmin.email, "Changed123!")
    })
  )

  it.effect("switches the current agency among the user's own agencies only", () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      const token = yield* api.login(Seeded.multi.email, Seeded.multi.password)
      const me = (yield* api.request("GET", "/auth/api/v2/me", { token })).body.data
      expect(me.agencies.map((agency: { name: string }) => agency.name)).toEqual(["Demo Agency", "Northwind Agency"])
      expect(me.agency.name).toBe("Demo Agency")
      const switched = yield* api.request("PUT", "/auth/api/v2/users/me", { token, json: { agency_id: 2 } })
      expect(switched.body.data.agency.name).toBe("Northwind Agency")
      const foreign = yield* api.request("PUT", "/auth/api/v2/users/me", { token, json: { agency_id: 3 } })
      expect(foreign.status).toBe(422)
      expect(foreign.body.message).toBe("The selected agency_id is invalid.")
    })
  )

  it.effect("the agency logo needs an agency admin on a plan with custom logos", () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      // Demo Agency is on Core, which has no custom logo.
      const admin = yield* api.login(Seeded.multi.email, Seeded.multi.password)
      const refused = yield* api.request("PUT", "/auth/api/v2/users/me", {
        token: admin,
        json: { agency_id: 1, cover: "https://cdn.example/logo.png" }
      })
      expect(refused.status).toBe(403)
    })
  )

  it.effect("leaving one of several agencies keeps the account; deleting the last membership removes it", () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      const token = yield* api.login(Seeded.multi.email, Seeded.multi.password)
      const userId = (yield* api.request("GET", "/auth/api/v2/me", { token })).body.data.id as number
      const notMine = yield* api.request("DELETE", "/auth/api/v2/users/me?agency_id=3", { token })
      expect(notMine.status).toBe(404)

      const left = yield* api.request("DELETE", "/auth/api/v2/users/me?agency_id=1", { token })
      expect(left.status).toBe(200)
      expect((yield* api.request("GET", "/auth/api/v2/me", { token })).status).toBe(401)
      const again = yield* api.login(Seeded.multi.email, Seeded.multi.password)
      const me = (yield* api.request("GET", "/auth/api/v2/me", { token: again })).body.data
      expect(me.agencies.map((agency: { name: string }) => agency.name)).toEqual(["Northwind Agency"])

      const gone = yield* api.request("DELETE", "/auth/api/v2/users/me?agency_id=2", { token: again })
      expect(gone.status).toBe(200)
      expect(gone.body.data.message).toBe("Your account has been deleted.")
      expect((yield* api.request("POST", "/auth/api/v2/login", { json: Seeded.multi })).status).toBe(422)
      // The log outlives the account.
      const events = (yield* activityOf(userId)).map((row) => row.event)
      expect(events.filter((event) => event === "account deleted")).toHaveLength(2)
    })
  )

  it.effect("the last super admin cannot delete their account", () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      const token = yield* api.login(Seeded.admin.email, Seeded.admin.password)
      const reply = yield* api.request("DELETE", "/auth/api/v2/users/me", { token })
      expect(reply.status).toBe(403)
      expect(reply.body.message).toBe("The last super admin can not be deleted.")
    })
  )

  it.effect("login and logout are logged with the user as causer", () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      const token = yield* api.login(Seeded.user.email, Seeded.user.password)
      const userId = (yield* api.request("GET", "/auth/api/v2/me", { token })).body.data.id as number
      yield* api.request("POST", "/auth/api/v2/logout", { token })
      const events = (yield* activityOf(userId)).map((row) => row.event)
      expect(events.slice(-2)).toEqual(["login", "logout"])
    })
  )
})
