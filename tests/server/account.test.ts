// Account endpoints (spec 1 sections 6 and 7, spec 2 section 2): DELETE /agency/api/v2/agencies/me,
// PUT and DELETE /auth/api/v2/users/me with the agency logo (cover), and a role-by-endpoint matrix over
// them and the admin portal endpoints (list, read, edit, delete, delete SR).
// Each destructive cell runs on an agency built for it, so the cells do not depend on one another.
import { SqlClient } from "@effect/sql"
import { expect, layer } from "@effect/vitest"
import { Effect } from "effect"

import { COVER_TOO_LARGE, COVER_TYPE_INVALID } from "../../server/domain/account/cover.ts"
import { hashPassword } from "../../server/lib/password.ts"
import { heldBatch } from "./support/batch-kit.ts"
import { Seeded, TestApi, testServer } from "./support/TestApi.ts"

interface Credentials {
  readonly email: string
  readonly password: string
}

interface World {
  readonly agencyId: number
  readonly portalId: number
  readonly hubId: number
  readonly admin: Credentials
  readonly user: Credentials
}

const PASSWORD = "Secret123!"
const COBALT = 3
const GUEST_AGENCY = 3

const sql = <A extends object>(run: (client: SqlClient.SqlClient) => Effect.Effect<ReadonlyArray<A>, unknown>) =>
  Effect.flatMap(SqlClient.SqlClient, run).pipe(Effect.orDie)

let sequence = 0

const addUser = (name: string, agencyId: number, role: "agency-admin" | "user") =>
  Effect.gen(function* () {
    const email = `${name.toLowerCase().replace(/\W+/g, ".")}.${Date.now()}.${sequence++}@example.com`
    const hash = yield* hashPassword(PASSWORD)
    const [user] = yield* sql(
      (db) => db<{ id: number }>`
      INSERT INTO users ${db.insert({ name, email, password_hash: hash, current_agency_id: agencyId })} RETURNING id`
    )
    yield* sql((db) => db`INSERT INTO agency_user ${db.insert({ user_id: user!.id, agency_id: agencyId, role })}`)
    return { id: user!.id, email, password: PASSWORD }
  })

/** An agency with an agency admin, a user granted its one portal, on the given plan (35 Core: no custom logo). */
const makeWorld = (tag: string, planId = 35) =>
  Effect.gen(function* () {
    const [agency] = yield* sql(
      (db) => db<{ id: number }>`
      INSERT INTO agencies ${db.insert({ name: `${tag} Agency`, admin_name: `${tag} Admin`, admin_email: `${tag}@example.com`, plan_id: planId })}
      RETURNING id`
    )
    const agencyId = agency!.id
    const hubId = 30_000_000 + sequence++ * 10 + Math.floor(Math.random() * 10)
    const [portal] = yield* sql(
      (db) => db<{ id: number }>`
      INSERT INTO portals ${db.insert({ name: `${tag} Portal`, hub_id: hubId, hub_url: `https://app.hubspot.test/${hubId}`, agency_id: agencyId })}
      RETURNING id`
    )
    const admin = yield* addUser(`${tag} Admin`, agencyId, "agency-admin")
    const user = yield* addUser(`${tag} User`, agencyId, "user")
    yield* sql((db) => db`INSERT INTO portal_provider ${db.insert({ user_id: user.id, portal_id: portal!.id })}`)
    return { agencyId, portalId: portal!.id, hubId, admin, user } satisfies World
  })

type Role = "super admin" | "agency admin" | "user of the agency" | "user of another agency" | "no token"
const ROLES: ReadonlyArray<Role> = ["super admin", "agency admin", "user of the agency", "user of another agency", "no token"]

const tokenFor = (role: Role, world: World, other: World) =>
  Effect.gen(function* () {
    const api = yield* TestApi
    switch (role) {
      case "super admin":
        return yield* api.login(Seeded.admin.email, Seeded.admin.password)
      case "agency admin":
        return yield* api.login(world.admin.email, world.admin.password)
      case "user of the agency":
        return yield* api.login(world.user.email, world.user.password)
      case "user of another agency":
        return yield* api.login(other.user.email, other.user.password)
      case "no token":
        return undefined
    }
  })

interface Cell {
  readonly method: "GET" | "PUT" | "DELETE"
  readonly path: (world: World) => string
  readonly body?: (world: World, role: Role) => Record<string, unknown>
  readonly expected: Record<Role, number>
}

const adminPortalPayload = (world: World) => ({
  name: "Edited Portal",
  custom_installation: "sr",
  hub_id: world.hubId,
  hub_url: `https://app.hubspot.test/${world.hubId}`,
  domain: null,
  plan: "core",
  agency_id: world.agencyId
})

const MATRIX: Record<string, Cell> = {
  "DELETE /agency/api/v2/agencies/me": {
    method: "DELETE",
    path: (world) => `/agency/api/v2/agencies/me?agency_id=${world.agencyId}`,
    expected: { "super admin": 200, "agency admin": 200, "user of the agency": 403, "user of another agency": 403, "no token": 401 }
  },
  "PUT /auth/api/v2/users/me": {
    method: "PUT",
    path: () => "/auth/api/v2/users/me",
    body: () => ({ name: "Renamed Person" }),
    expected: { "super admin": 200, "agency admin": 200, "user of the agency": 200, "user of another agency": 200, "no token": 401 }
  },
  // The super admin and the outsider are no members of this agency: there is no membership to leave.
  "DELETE /auth/api/v2/users/me?agency_id=": {
    method: "DELETE",
    path: (world) => `/auth/api/v2/users/me?agency_id=${world.agencyId}`,
    expected: { "super admin": 404, "agency admin": 200, "user of the agency": 200, "user of another agency": 404, "no token": 401 }
  },
  "GET /portal/api/v2/admin/portals": {
    method: "GET",
    path: () => "/portal/api/v2/admin/portals",
    expected: { "super admin": 200, "agency admin": 403, "user of the agency": 403, "user of another agency": 403, "no token": 401 }
  },
  "GET /portal/api/v2/admin/portals/{id}": {
    method: "GET",
    path: (world) => `/portal/api/v2/admin/portals/${world.portalId}`,
    expected: { "super admin": 200, "agency admin": 403, "user of the agency": 403, "user of another agency": 403, "no token": 401 }
  },
  "PUT /portal/api/v2/portals/{id}": {
    method: "PUT",
    path: (world) => `/portal/api/v2/portals/${world.portalId}`,
    // Each role sends what its form sends: admins the whole admin payload, others name and domain.
    body: (world, role) => (role === "super admin" ? adminPortalPayload(world) : { name: "Edited Portal", domain: null }),
    expected: { "super admin": 200, "agency admin": 200, "user of the agency": 403, "user of another agency": 403, "no token": 401 }
  },
  "DELETE /portal/api/v2/portals/{id}": {
    method: "DELETE",
    path: (world) => `/portal/api/v2/portals/${world.portalId}`,
    expected: { "super admin": 200, "agency admin": 403, "user of the agency": 403, "user of another agency": 403, "no token": 401 }
  },
  // Delete SR needs a CRM connection: the seeded Cobalt Portal has one (and no folder yet, which is fine).
  "DELETE /portal/api/v2/portals/{id}/installation": {
    method: "DELETE",
    path: () => `/portal/api/v2/portals/${COBALT}/installation`,
    expected: { "super admin": 200, "agency admin": 403, "user of the agency": 403, "user of another agency": 403, "no token": 401 }
  }
}

layer(testServer(), { excludeTestServices: true, timeout: 240_000 })("account", (it) => {
  it.effect("role-by-endpoint matrix: account deletion, profile and the admin portal endpoints", () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      const other = yield* makeWorld("Outsider")
      const seen: Record<string, Record<string, number>> = {}
      const expected: Record<string, Record<string, number>> = {}
      for (const [name, cell] of Object.entries(MATRIX)) {
        seen[name] = {}
        expected[name] = cell.expected
        for (const role of ROLES) {
          const world = yield* makeWorld(`M${sequence}`)
          const token = yield* tokenFor(role, world, other)
          const body = cell.body?.(world, role)
          const reply = yield* api.request(cell.method, cell.path(world), {
            ...(token === undefined ? {} : { token }),
            ...(body === undefined ? {} : { json: body })
          })
          seen[name]![role] = reply.status
        }
      }
      expect(seen).toEqual(expected)
    })
  )

  it.effect("an agency admin deletes their agency: its portals and the members with no other agency go", () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      const world = yield* makeWorld("Gone")
      const elsewhere = yield* makeWorld("Elsewhere")
      // A member of both agencies keeps their account and their other agency.
      const both = yield* addUser("Both Member", world.agencyId, "user")
      yield* sql((db) => db`INSERT INTO agency_user ${db.insert({ user_id: both.id, agency_id: elsewhere.agencyId, role: "user" })}`)
      yield* sql((db) => db`INSERT INTO portal_provider ${db.insert({ user_id: both.id, portal_id: world.portalId })}`)

      const token = yield* api.login(world.admin.email, world.admin.password)
      // Work of its portal is running: refused, naming it, until the caller cancels it with the delete.
      const work = yield* heldBatch(world.portalId, { reference: "layout-basics", jobs: 1 })
      // Account Details shows first what would go: the same preview as the super admin's.
      const preview = yield* api.request("GET", "/agency/api/v2/agencies/me/deletion", { token })
      expect(preview.status, JSON.stringify(preview.body)).toBe(200)
      expect(preview.body.data.portals.map((portal: { id: number }) => portal.id)).toEqual([world.portalId])
      expect(preview.body.data.work).toMatchObject([{ batch_id: work }])
      const admin0 = yield* api.login(Seeded.admin.email, Seeded.admin.password)
      expect((yield* api.request("GET", `/agency/api/v2/agencies/${world.agencyId}/deletion`, { token: admin0 })).body.data).toEqual(
        preview.body.data
      )
      const plain = yield* api.login(world.user.email, world.user.password)
      expect((yield* api.request("GET", "/agency/api/v2/agencies/me/deletion", { token: plain })).status).toBe(403)
      expect((yield* api.request("GET", `/agency/api/v2/agencies/me/deletion?agency_id=${elsewhere.agencyId}`, { token })).status).toBe(403)
      const refused = yield* api.request("DELETE", "/agency/api/v2/agencies/me", { token })
      expect(refused.status).toBe(409)
      expect(refused.body.message).toContain(`(batch ${work})`)
      const reply = yield* api.request("DELETE", "/agency/api/v2/agencies/me?cancel_work=true", { token })
      expect(reply.status, JSON.stringify(reply.body)).toBe(200)
      expect(reply.body.data.message).toBe("The agency account has been deleted.")
      expect(reply.body.data.deleted.work).toMatchObject([{ batch_id: work, status: "cancelled" }])

      // The caller is logged out: their account went with their only agency.
      expect((yield* api.request("GET", "/auth/api/v2/me", { token })).status).toBe(401)
      expect((yield* api.request("POST", "/auth/api/v2/login", { json: world.admin })).status).toBe(422)
      expect((yield* api.request("POST", "/auth/api/v2/login", { json: world.user })).status).toBe(422)

      const survivor = yield* api.login(both.email, both.password)
      const me = (yield* api.request("GET", "/auth/api/v2/me", { token: survivor })).body.data
      expect(me.agencies.map((agency: { id: number }) => agency.id)).toEqual([elsewhere.agencyId])
      expect(me.portal_provider).toEqual([])

      const admin = yield* api.login(Seeded.admin.email, Seeded.admin.password)
      expect((yield* api.request("GET", `/portal/api/v2/admin/portals/${world.portalId}`, { token: admin })).status).toBe(404)
      expect((yield* api.request("GET", `/portal/api/v2/admin/portals/${elsewhere.portalId}`, { token: admin })).status).toBe(200)

      const [entry] = yield* sql(
        (db) => db<{ causer_id: number; subject_id: number; subject_type: string; properties: Record<string, unknown> }>`
        SELECT causer_id, subject_id, subject_type, properties FROM activity_log WHERE event = 'agency.account-deleted' AND subject_id = ${world.agencyId}`
      )
      expect(entry).toMatchObject({
        subject_type: "App\\Models\\Agency",
        properties: { name: "Gone Agency", portals_deleted: [world.portalId] }
      })
      expect((entry!.properties["users_deleted"] as Array<number>).length).toBe(2)
    })
  )

  it.effect("an agency admin of several agencies deletes one: the account stays, this session ends", () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      const first = yield* makeWorld("First")
      const second = yield* makeWorld("Second")
      const [row] = yield* sql((db) => db<{ id: number }>`SELECT id FROM users WHERE email = ${first.admin.email}`)
      yield* sql((db) => db`INSERT INTO agency_user ${db.insert({ user_id: row!.id, agency_id: second.agencyId, role: "agency-admin" })}`)
      const token = yield* api.login(first.admin.email, first.admin.password)
      const reply = yield* api.request("DELETE", `/agency/api/v2/agencies/me?agency_id=${second.agencyId}`, { token })
      expect(reply.status, JSON.stringify(reply.body)).toBe(200)
      expect((yield* api.request("GET", "/auth/api/v2/me", { token })).status).toBe(401)
      const again = yield* api.login(first.admin.email, first.admin.password)
      const me = (yield* api.request("GET", "/auth/api/v2/me", { token: again })).body.data
      expect(me.agencies.map((agency: { id: number }) => agency.id)).toEqual([first.agencyId])
      // An agency that is not theirs is refused.
      expect((yield* api.request("DELETE", `/agency/api/v2/agencies/me?agency_id=${second.agencyId}`, { token: again })).status).toBe(403)
    })
  )

  it.effect("a super admin names the agency: 422 without, 404 unknown, 403 for the guest demo; their session stays", () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      const token = yield* api.login(Seeded.admin.email, Seeded.admin.password)
      const missing = yield* api.request("DELETE", "/agency/api/v2/agencies/me", { token })
      expect(missing.status).toBe(422)
      expect(missing.body.message).toBe("The agency id field is required.")
      const bad = yield* api.request("DELETE", "/agency/api/v2/agencies/me?agency_id=abc", { token })
      expect(bad.status).toBe(422)
      expect(bad.body.message).toMatch(/agency_id/)
      expect((yield* api.request("DELETE", "/agency/api/v2/agencies/me?agency_id=99999", { token })).status).toBe(404)
      const guest = yield* api.request("DELETE", `/agency/api/v2/agencies/me?agency_id=${GUEST_AGENCY}`, { token })
      expect(guest.status).toBe(403)
      expect(guest.body.message).toBe("The guest demo agency can not be deleted.")
      const world = yield* makeWorld("Admin Deletes")
      expect((yield* api.request("DELETE", `/agency/api/v2/agencies/me?agency_id=${world.agencyId}`, { token })).status).toBe(200)
      expect((yield* api.request("GET", "/auth/api/v2/me", { token })).status).toBe(200)
    })
  )

  it.effect("the agency logo: stored for an agency admin on a custom-logo plan; type and size are checked", () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      // Plan 40 (Stack) allows a custom logo.
      const world = yield* makeWorld("Logo", 40)
      const coverOf = Effect.map(
        sql((db) => db<{ cover: string | null }>`SELECT cover FROM agencies WHERE id = ${world.agencyId}`),
        (rows) => rows[0]?.cover ?? null
      )
      const token = yield* api.login(world.admin.email, world.admin.password)
      const put = (cover: unknown) => api.request("PUT", "/auth/api/v2/users/me", { token, json: { name: "Logo Admin", cover } })

      const png = "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=="
      const stored = yield* put(png)
      expect(stored.status, JSON.stringify(stored.body)).toBe(200)
      expect(yield* coverOf).toBe(png)

      const svg = yield* put("data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=")
      expect(svg.status).toBe(422)
      expect(svg.body.message).toBe(COVER_TYPE_INVALID)
      expect((yield* put("javascript:alert(1)")).body.message).toBe(COVER_TYPE_INVALID)
      expect((yield* put("data:image/png;base64,not base64!")).status).toBe(422)
      const huge = yield* put(`data:image/png;base64,${"A".repeat(1_500_000)}`)
      expect(huge.status).toBe(422)
      expect(huge.body.message).toBe(COVER_TOO_LARGE)
      expect(yield* coverOf).toBe(png)

      expect((yield* put("https://cdn.example/logo.png")).status).toBe(200)
      expect(yield* coverOf).toBe("https://cdn.example/logo.png")
      expect((yield* put(null)).status).toBe(200)
      expect(yield* coverOf).toBeNull()

      // A plain user of the agency may not change its logo.
      const user = yield* api.login(world.user.email, world.user.password)
      expect((yield* api.request("PUT", "/auth/api/v2/users/me", { token: user, json: { cover: png } })).status).toBe(403)
    })
  )
})
