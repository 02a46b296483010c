// The users group (base /auth/api/v2): who may list, read, create, edit, delete and invite whom.
// Seeded: Demo Agency (plan Core, user limit 5) has agency@ (agency admin), user@ (user, granted Acme)
// and multi@ (agency admin); Northwind (plan Free, user limit 2) has north@ and multi@: it is full.
import { SqlClient } from "@effect/sql"
import { expect, layer } from "@effect/vitest"
import { Effect } from "effect"

import { Seeded, TestApi, testServer } from "./support/TestApi.ts"

const USERS = "/auth/api/v2/users"

const Who = ["admin", "agencyAdmin", "user", "otherAgency", "none"] as const
type Who = (typeof Who)[number]

/** Logs in each actor of the matrix; "none" sends no token. */
const actors = Effect.gen(function* () {
  const api = yield* TestApi
  const tokens: Record<Who, string | undefined> = {
    admin: yield* api.login(Seeded.admin.email, Seeded.admin.password),
    agencyAdmin: yield* api.login(Seeded.agencyAdmin.email, Seeded.agencyAdmin.password),
    user: yield* api.login(Seeded.user.email, Seeded.user.password),
    otherAgency: yield* api.login(Seeded.northwind.email, Seeded.northwind.password),
    none: undefined
  }
  return tokens
})

const idOf = (email: string) =>
  Effect.flatMap(SqlClient.SqlClient, (sql) => sql<{ id: number }>`SELECT id FROM users WHERE lower(email) = lower(${email})`).pipe(
    Effect.map((rows) => rows[0]!.id),
    Effect.orDie
  )

const portalId = (name: string) =>
  Effect.flatMap(SqlClient.SqlClient, (sql) => sql<{ id: number }>`SELECT id FROM portals WHERE name = ${name}`).pipe(
    Effect.map((rows) => rows[0]!.id),
    Effect.orDie
  )

/** A plain member of the Demo Agency created straight in the database (the subject of edits and deletes). */
const makeMember = (email: string, agencyId = 1, role = "user") =>
  Effect.flatMap(SqlClient.SqlClient, (sql) =>
    Effect.gen(function* () {
      const [row] = yield* sql<{ id: number }>`
        INSERT INTO users (name, email, password_hash) VALUES (${`Member ${email}`}, ${email}, NULL) RETURNING id`
      yield* sql`INSERT INTO agency_user (user_id, agency_id, role) VALUES (${row!.id}, ${agencyId}, ${role})`
      return row!.id
    })
  ).pipe(Effect.orDie)

/** Demo Agency's plan (Core) allows 5 users; the members these tests create need more room. */
const roomyDemoAgency = Effect.flatMap(SqlClient.SqlClient, (sql) => sql`UPDATE plans SET user_limit = 100 WHERE id = 35`).pipe(
  Effect.orDie
)

const events = (event: string) =>
  Effect.flatMap(
    SqlClient.SqlClient,
    (sql) =>
      sql<{ causer_id: number; subject_id: number; properties: Record<string, unknown> }>`
      SELECT causer_id, subject_id, properties FROM activity_log WHERE event = ${event} ORDER BY id`
  ).pipe(Effect.orDie)

layer(testServer(), { excludeTestServices: true, timeout: 120_000 })("users", (it) => {
  it.effect("role-by-endpoint matrix", () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      const tokens = yield* actors
      yield* roomyDemoAgency
      const demoUser = yield* idOf(Seeded.user.email)
      const status = (who: Who, method: string, path: string, json?: unknown) =>
        Effect.map(
          api.request(method, path, {
            ...(tokens[who] === undefined ? {} : { token: tokens[who] }),
            ...(json === undefined ? {} : { json })
          }),
          (reply) => reply.status
        )
      const matrix = (expected: Record<Who, number>, method: string, path: (who: Who) => string, json?: (who: Who) => unknown) =>
        Effect.gen(function* () {
          const actual: Record<string, number> = {}
          for (const who of Who) actual[who] = yield* status(who, method, path(who), json?.(who))
          expect({ method, path: path("admin"), ...actual }).toEqual({ method, path: path("admin"), ...expected })
        })

      yield* matrix({ admin: 200, agencyAdmin: 200, user: 200, otherAgency: 200, none: 401 }, "GET", () => USERS)
      yield* matrix({ admin: 200, agencyAdmin: 200, user: 200, otherAgency: 403, none: 401 }, "GET", () => `${USERS}?agency_id=1`)
      yield* matrix({ admin: 200, agencyAdmin: 200, user: 200, otherAgency: 404, none: 401 }, "GET", () => `${USERS}/${demoUser}`)
      yield* matrix(
        { admin: 201, agencyAdmin: 403, user: 403, otherAgency: 403, none: 401 },
        "POST",
        () => USERS,
        (who) => ({
          name: `Admin by ${who}`,
          email: `made-by-${who}@example.com`,
          password: "Quiet-Harbor-42!"
        })
      )
      yield* matrix(
        { admin: 200, agencyAdmin: 200, user: 403, otherAgency: 404, none: 401 },
        "PUT",
        () => `${USERS}/${demoUser}`,
        () => ({ name: "Demo User", email: Seeded.user.email, role: "user", agency_id: 1 })
      )
      const subjects: Record<Who, number> = {
        admin: yield* makeMember("del-admin@example.com"),
        agencyAdmin: yield* makeMember("del-agency@example.com"),
        user: yield* makeMember("del-user@example.com"),
        otherAgency: yield* makeMember("del-other@example.com"),
        none: yield* makeMember("del-none@example.com")
      }
      yield* matrix(
        { admin: 200, agencyAdmin: 200, user: 403, otherAgency: 404, none: 401 },
        "DELETE",
        (who) => `${USERS}/${subjects[who]}?agency_id=1`
      )
      yield* matrix(
        { admin: 200, agencyAdmin: 200, user: 200, otherAgency: 403, none: 401 },
        "POST",
        () => `${USERS}/invite`,
        (who) => ({
          email: `invited-by-${who}@example.com`,
          role: "user",
          agency_id: 1
        })
      )
      yield* matrix(
        { admin: 404, agencyAdmin: 404, user: 404, otherAgency: 404, none: 401 },
        "POST",
        () => `${USERS}/auto-accept`,
        () => ({ token: "no-such-token" })
      )
    })
  )

  it.effect("lists members 25 a page, id desc by default, with filters; bad sort or limit is refused", () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      const tokens = yield* actors
      yield* roomyDemoAgency
      const all = yield* api.request("GET", USERS, { token: tokens.admin })
      expect(all.body.meta.pagination).toMatchObject({ per_page: 25, current_page: 1 })
      const ids = all.body.data.map((user: { id: number }) => user.id)
      expect(ids).toEqual([...ids].sort((a, b) => b - a))
      expect(all.body.data.some((user: { email: string }) => user.email === "demo@example.com")).toBe(false)

      const admins = yield* api.request("GET", `${USERS}?role=admin`, { token: tokens.admin })
      expect(admins.body.data.length).toBeGreaterThan(0)
      expect(admins.body.data.every((user: { roles: Array<{ name: string }> }) => user.roles[0]?.name === "admin")).toBe(true)
      const support = yield* api.request("GET", `${USERS}?support=yes`, { token: tokens.admin })
      expect(support.body.data.every((user: { is_support: boolean }) => user.is_support)).toBe(true)

      // Agency admins and users see the members of their own agencies only.
      const mine = yield* api.request("GET", `${USERS}?limit=1000&sort_by=email&sort_direction=asc`, { token: tokens.agencyAdmin })
      const emails = mine.body.data.map((user: { email: string }) => user.email)
      expect(emails).toEqual(expect.arrayContaining(["agency@example.com", "multi@example.com", "user@example.com"]))
      expect(emails).not.toContain("north@example.com")
      expect(emails).not.toContain("admin@example.com")
      expect(emails).toEqual([...emails].sort())
      const north = yield* api.request("GET", USERS, { token: tokens.otherAgency })
      expect(north.body.data.map((user: { email: string }) => user.email).sort()).toEqual(["multi@example.com", "north@example.com"])

      const keyword = yield* api.request("GET", `${USERS}?keyword=NORTHWIND`, { token: tokens.admin })
      expect(keyword.body.data.map((user: { email: string }) => user.email)).toEqual(["north@example.com"])
      const paged = yield* api.request("GET", `${USERS}?limit=2&page=2`, { token: tokens.admin })
      expect(paged.body.data).toHaveLength(2)
      expect(paged.body.meta.pagination).toMatchObject({ per_page: 2, current_page: 2, count: 2 })

      const badSort = yield* api.request("GET", `${USERS}?sort_by=password_hash`, { token: tokens.admin })
      expect(badSort.status).toBe(422)
      expect(badSort.body.message).toBe("The selected sort_by is invalid.")
      const badLimit = yield* api.request("GET", `${USERS}?limit=1001`, { token: tokens.admin })
      expect([400, 422]).toContain(badLimit.status)
    })
  )

  it.effect("nobody deletes themselves; agency admins never touch super admins, roles above theirs or the admin flags", () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      const tokens = yield* actors
      yield* roomyDemoAgency
      for (const who of ["admin", "agencyAdmin", "user"] as const) {
        const me = yield* api.request("GET", "/auth/api/v2/me", { token: tokens[who] })
        const self = yield* api.request("DELETE", `${USERS}/${me.body.data.id}?agency_id=1`, { token: tokens[who] })
        expect(self.status).toBe(403)
        expect(self.body.message).toBe("Can not delete user.")
      }
      const member = yield* makeMember("flags@example.com")
      const asAgencyAdmin = (json: unknown) => api.request("PUT", `${USERS}/${member}`, { token: tokens.agencyAdmin, json })
      const base = { name: "Flags", email: "flags@example.com", agency_id: 1 }
      expect((yield* asAgencyAdmin({ ...base, role: "admin" })).status).toBe(403)
      expect((yield* asAgencyAdmin({ ...base, role: "user", sr_beta: true })).status).toBe(403)
      expect((yield* asAgencyAdmin({ ...base, role: "user", is_support: true })).status).toBe(403)
      expect((yield* asAgencyAdmin({ ...base, role: "user", sr_beta: false, is_support: false })).status).toBe(200)
      const promoted = yield* asAgencyAdmin({ ...base, role: "agency-admin" })
      expect(promoted.status).toBe(200)
      expect(promoted.body.data.roles[0].name).toBe("agency-admin")
      const taken = yield* asAgencyAdmin({ ...base, email: "user@example.com", role: "user" })
      expect(taken).toMatchObject({ status: 422, body: { message: "The email has already been taken." } })
      const missing = yield* api.request("PUT", `${USERS}/${member}`, {
        token: tokens.agencyAdmin,
        json: { name: "", email: "flags@example.com", role: "user" }
      })
      expect(missing.status).toBe(422)
      expect(missing.body.message).toContain("The name field is required.")

      const superAdmin = yield* idOf(Seeded.admin.email)
      expect((yield* api.request("GET", `${USERS}/${superAdmin}`, { token: tokens.agencyAdmin })).status).toBe(404)
      const demoted = yield* api.request("PUT", `${USERS}/${superAdmin}`, {
        token: tokens.admin,
        json: { name: "Super Admin", email: Seeded.admin.email, role: "user", agency_id: 1 }
      })
      expect(demoted.status).toBe(403)

      // Invitations: an agency admin grants agency-admin or user, a user only user, nobody but super admins admin.
      const invite = (who: Who, json: Record<string, unknown>) => api.request("POST", `${USERS}/invite`, { token: tokens[who]!, json })
      expect(
        (yield* invite("agencyAdmin", { email: "boss@example.com", role: "admin", name: "Boss", password: "Quiet-Harbor-42!" })).status
      ).toBe(403)
      expect((yield* invite("agencyAdmin", { email: "aa@example.com", role: "agency-admin" })).body.data.message).toBe("Invitation Sent")
      expect((yield* invite("user", { email: "aa2@example.com", role: "agency-admin" })).status).toBe(403)
      expect((yield* invite("agencyAdmin", { email: "flagged@example.com", role: "user", sr_beta: true })).status).toBe(403)

      const created = yield* invite("admin", {
        email: "second-admin@example.com",
        role: "admin",
        name: "Second Admin",
        password: "Quiet-Harbor-42!",
        is_support: true
      })
      expect(created.status).toBe(200)
      expect(created.body.data).toMatchObject({
        message: "Admin Created",
        user: { email: "second-admin@example.com", roles: [{ name: "admin" }], is_support: true }
      })
      yield* api.login("second-admin@example.com", "Quiet-Harbor-42!")
      const noPassword = yield* invite("admin", { email: "third-admin@example.com", role: "admin", name: "Third" })
      expect(noPassword).toMatchObject({ status: 422, body: { message: "The password field is required." } })
      const noName = yield* invite("admin", { email: "third-admin@example.com", role: "admin", password: "Quiet-Harbor-42!" })
      expect(noName).toMatchObject({ status: 422, body: { message: "The name field is required." } })
      const neither = yield* invite("admin", { email: "third-admin@example.com", role: "admin" })
      expect(neither).toMatchObject({
        status: 422,
        body: {
          message: "The name field is required.",
          errors: { name: ["The name field is required."], password: ["The password field is required."] }
        }
      })
      const noAgency = yield* invite("admin", { email: "third@example.com", role: "user" })
      expect(noAgency).toMatchObject({
        status: 422,
        body: { message: "The agency id field is required.", errors: { agency_id: ["The agency id field is required."] } }
      })
      // The spec's name for the agency (spec 1 section 7: the invite form sends "agency") is accepted too.
      expect((yield* invite("admin", { email: "spec-named@example.com", role: "user", agency: 1 })).body.data.message).toBe(
        "Invitation Sent"
      )
      expect((yield* invite("admin", { email: "spec-named@example.com", role: "user", agency: "one" })).body.errors).toEqual({
        agency: ["The agency must be a number."]
      })
      const badEmail = yield* invite("admin", { email: "not-an-email", role: "user", agency_id: 1 })
      expect(badEmail.status).toBe(422)
      expect(badEmail.body.message).toContain("The email must be a valid email address.")
      const again = yield* invite("admin", { email: "user@example.com", role: "user", agency_id: 1 })
      expect(again).toMatchObject({ status: 422, body: { message: "This user is already a member of the agency." } })
    })
  )

  it.effect("an agency at its user limit takes no more invitations", () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      const tokens = yield* actors
      yield* roomyDemoAgency
      // Northwind: plan Free allows 2 users and has 2.
      const full = yield* api.request("POST", `${USERS}/invite`, {
        token: tokens.otherAgency,
        json: { email: "third-north@example.com", role: "user" }
      })
      expect(full).toMatchObject({ status: 422, body: { message: "The user limit of this agency has been reached." } })
      const byAdmin = yield* api.request("POST", `${USERS}/invite`, {
        token: tokens.admin,
        json: { email: "third-north@example.com", role: "user", agency_id: 2 }
      })
      expect(byAdmin.status).toBe(422)
      // Removing a member frees a seat.
      const multi = yield* idOf(Seeded.multi.email)
      expect((yield* api.request("DELETE", `${USERS}/${multi}?agency_id=2`, { token: tokens.otherAgency })).status).toBe(200)
      const room = yield* api.request("POST", `${USERS}/invite`, {
        token: tokens.otherAgency,
        json: { email: "third-north@example.com", role: "user" }
      })
      expect(room.status).toBe(200)
      // multi@ still belongs to the Demo Agency, so the account stays.
      yield* api.login(Seeded.multi.email, Seeded.multi.password)
    })
  )

  it.effect("portal access holds only the agency's portals and replaces the member's grants", () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      const tokens = yield* actors
      yield* roomyDemoAgency
      const member = yield* makeMember("grants@example.com")
      const beacon = yield* portalId("Beacon Portal")
      const northwind = yield* portalId("Northwind Portal")
      const put = (portal_access: ReadonlyArray<number>) =>
        api.request("PUT", `${USERS}/${member}`, {
          token: tokens.agencyAdmin,
          json: { name: "Grants", email: "grants@example.com", role: "user", agency_id: 1, portal_access }
        })
      expect(yield* put([northwind])).toMatchObject({ status: 422, body: { message: "The selected portal_access is invalid." } })
      const granted = yield* put([beacon])
      expect(granted.body.data.portal_provider).toEqual([{ portal_id: beacon }])
      const cleared = yield* put([])
      expect(cleared.body.data.portal_provider).toEqual([])
      const invite = yield* api.request("POST", `${USERS}/invite`, {
        token: tokens.agencyAdmin,
        json: { email: "x@example.com", role: "user", portal_access: [northwind] }
      })
      expect(invite.status).toBe(422)
      // A plain user limited to Acme passes on Acme only.
      const acme = yield* portalId("Acme Portal")
      const byUser = yield* api.request("POST", `${USERS}/invite`, {
        token: tokens.user,
        json: { email: "y@example.com", role: "user", portal_access: [beacon] }
      })
      expect(byUser.status).toBe(422)
      const ok = yield* api.request("POST", `${USERS}/invite`, {
        token: tokens.user,
        json: { email: "y@example.com", role: "user", portal_access: [acme] }
      })
      expect(ok.status).toBe(200)
    })
  )

  it.effect("super admins delete accounts outright; removing the last membership deletes the user; each change is logged", () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      const tokens = yield* actors
      yield* roomyDemoAgency
      const admin = yield* idOf(Seeded.admin.email)
      const gone = yield* makeMember("gone@example.com")
      const deleted = yield* api.request("DELETE", `${USERS}/${gone}`, { token: tokens.admin })
      expect(deleted).toMatchObject({ status: 200, body: { data: { message: "User has been deleted." } } })
      expect((yield* api.request("GET", `${USERS}/${gone}`, { token: tokens.admin })).status).toBe(404)
      expect((yield* events("user deleted")).some((entry) => entry.subject_id === gone && entry.causer_id === admin)).toBe(true)

      const twoAgencies = yield* makeMember("two@example.com")
      yield* Effect.flatMap(
        SqlClient.SqlClient,
        (sql) => sql`INSERT INTO agency_user (user_id, agency_id, role) VALUES (${twoAgencies}, 4, 'user')`
      ).pipe(Effect.orDie)
      expect((yield* api.request("DELETE", `${USERS}/${twoAgencies}?agency_id=1`, { token: tokens.agencyAdmin })).status).toBe(200)
      const left = yield* api.request("GET", `${USERS}/${twoAgencies}`, { token: tokens.admin })
      expect(left.body.data.agencies.map((agency: { id: number }) => agency.id)).toEqual([4])
      expect((yield* events("user removed from agency")).some((entry) => entry.subject_id === twoAgencies)).toBe(true)
      expect((yield* api.request("DELETE", `${USERS}/${twoAgencies}?agency_id=1`, { token: tokens.admin })).status).toBe(404)

      const updated = yield* makeMember("edited@example.com")
      yield* api.request("PUT", `${USERS}/${updated}`, {
        token: tokens.admin,
        json: { name: "Edited", email: "edited@example.com", role: "user", sr_beta: true }
      })
      const entry = (yield* events("user updated")).find((candidate) => candidate.subject_id === updated)
      expect(entry).toMatchObject({ causer_id: admin, properties: { role: "user", agency_id: 1 } })
      const made = yield* api.request("GET", `${USERS}/${updated}`, { token: tokens.admin })
      expect(made.body.data).toMatchObject({ name: "Edited", sr_beta: true })
      expect((yield* events("admin created")).length).toBeGreaterThan(0)
    })
  )
})
