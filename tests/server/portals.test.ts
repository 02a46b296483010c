// Who sees which portal: super admin, agency admin, plain user, another agency, several agencies, guests.
import { expect, layer } from "@effect/vitest"
import { Effect } from "effect"

import { Seeded, TestApi, testServer } from "./support/TestApi.ts"

// Seeded ids (server/db/seed-data.ts): Demo Agency owns 1 Acme, 2 Beacon, 3 Cobalt and 4 Acme Staging
// (child of Acme); Northwind owns 5; the guest demo agency owns 999999.
const names = (reply: { body: { data: ReadonlyArray<{ name: string }> } }) => reply.body.data.map((portal) => portal.name)

layer(testServer(), { excludeTestServices: true })("portal visibility", (it) => {
  it.effect("a super admin lists every portal through the admin call", () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      const token = yield* api.login(Seeded.admin.email, Seeded.admin.password)
      const reply = yield* api.request("GET", "/portal/api/v2/admin/portals?sort_by=id&sort_direction=asc", { token })
      expect(reply.status).toBe(200)
      expect(reply.body.data.map((portal: { id: number }) => portal.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 999999])
      expect(reply.body.meta.pagination).toEqual({ total: 8, count: 8, per_page: 25, current_page: 1, total_pages: 1 })
      expect((yield* api.request("GET", "/portal/api/v2/admin/portals/5", { token })).body.data.agency).toEqual({
        id: 2,
        name: "Northwind Agency"
      })
    })
  )

  it.effect("the admin calls are 403 for everyone else", () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      for (const who of [Seeded.agencyAdmin, Seeded.user]) {
        const token = yield* api.login(who.email, who.password)
        const list = yield* api.request("GET", "/portal/api/v2/admin/portals", { token })
        expect(list.status).toBe(403)
        expect(list.body.message).toBe("You do not have permission to perform this action.")
        expect((yield* api.request("GET", "/portal/api/v2/admin/portals/1", { token })).status).toBe(403)
      }
      expect((yield* api.request("GET", "/portal/api/v2/admin/portals")).status).toBe(401)
    })
  )

  it.effect("an agency admin sees all of the agency's portals, newest first, children nested", () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      const token = yield* api.login(Seeded.agencyAdmin.email, Seeded.agencyAdmin.password)
      const all = yield* api.request("GET", "/portal/api/v2/portals", { token })
      expect(names(all)).toEqual(["Acme Staging", "Cobalt Portal", "Beacon Portal", "Acme Portal"])
      const parents = yield* api.request("GET", "/portal/api/v2/portals?is_parent=no", { token })
      expect(names(parents)).toEqual(["Cobalt Portal", "Beacon Portal", "Acme Portal"])
      const acme = parents.body.data.find((portal: { id: number }) => portal.id === 1)
      expect(acme.children.map((child: { name: string; is_parent: boolean }) => [child.name, child.is_parent])).toEqual([
        ["Acme Staging", false]
      ])
      expect((yield* api.request("GET", "/portal/api/v2/portals/3", { token })).body.data).toMatchObject({
        name: "Cobalt Portal",
        portal_setup_status: false,
        custom_installation: "sr",
        agency: { id: 1, name: "Demo Agency" }
      })
      const other = yield* api.request("GET", "/portal/api/v2/portals/5", { token })
      expect(other.status).toBe(403)
      expect(other.body.message).toBe("You do not have permission to perform this action.")
    })
  )

  it.effect("a plain user sees only the portals granted to them", () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      const token = yield* api.login(Seeded.user.email, Seeded.user.password)
      const list = yield* api.request("GET", "/portal/api/v2/portals", { token })
      expect(names(list)).toEqual(["Acme Portal"])
      expect(list.body.data[0].children).toEqual([])
      expect((yield* api.request("GET", "/portal/api/v2/portals/1", { token })).status).toBe(200)
      expect((yield* api.request("GET", "/portal/api/v2/portals/2", { token })).status).toBe(403)
      expect((yield* api.request("GET", "/portal/api/v2/portals/999999", { token })).status).toBe(403)
    })
  )

  it.effect("another agency's admin sees only their own portal", () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      const token = yield* api.login(Seeded.northwind.email, Seeded.northwind.password)
      expect(names(yield* api.request("GET", "/portal/api/v2/portals", { token }))).toEqual(["Northwind Portal"])
      expect((yield* api.request("GET", "/portal/api/v2/portals/1", { token })).status).toBe(403)
    })
  )

  it.effect("an admin of several agencies sees both, and agency_id narrows the list", () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      const token = yield* api.login(Seeded.multi.email, Seeded.multi.password)
      const all = yield* api.request("GET", "/portal/api/v2/portals?is_parent=no&sort_by=name&sort_direction=asc", { token })
      expect(names(all)).toEqual(["Acme Portal", "Beacon Portal", "Cobalt Portal", "Northwind Portal"])
      const northwind = yield* api.request("GET", "/portal/api/v2/portals?agency_id=2", { token })
      expect(names(northwind)).toEqual(["Northwind Portal"])
    })
  )

  it.effect("missing portals are 404 Resource not found.", () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      const token = yield* api.login(Seeded.agencyAdmin.email, Seeded.agencyAdmin.password)
      const reply = yield* api.request("GET", "/portal/api/v2/portals/424242", { token })
      expect(reply.status).toBe(404)
      expect(reply.body.message).toBe("Resource not found.")
    })
  )

  it.effect("guests see only the demo agency's portal, without a token", () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      const list = yield* api.request("GET", "/portal/api/v2/guest/portals")
      expect(list.status).toBe(200)
      expect(list.body.data.map((portal: { id: number }) => portal.id)).toEqual([999999])
      expect((yield* api.request("GET", "/portal/api/v2/guest/portals/999999")).body.data).toMatchObject({
        name: "Demo Portal",
        plan: "pro"
      })
      const elsewhere = yield* api.request("GET", "/portal/api/v2/guest/portals/1")
      expect(elsewhere.status).toBe(404)
      expect(elsewhere.body.message).toBe("Resource not found.")
      // The scoped call is not open to guests.
      expect((yield* api.request("GET", "/portal/api/v2/portals")).status).toBe(401)
    })
  )

  it.effect("keyword, paging and sorting", () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      const token = yield* api.login(Seeded.admin.email, Seeded.admin.password)
      const keyword = yield* api.request("GET", "/portal/api/v2/admin/portals?keyword=acme", { token })
      expect(names(keyword)).toEqual(["Acme Staging", "Acme Portal"])
      const byHub = yield* api.request("GET", "/portal/api/v2/admin/portals?keyword=20002001", { token })
      expect(names(byHub)).toEqual(["Northwind Portal"])
      const page2 = yield* api.request("GET", "/portal/api/v2/admin/portals?limit=4&page=2&sort_by=id&sort_direction=asc", { token })
      expect(page2.body.data.map((portal: { id: number }) => portal.id)).toEqual([5, 6, 7, 999999])
      expect(page2.body.meta.pagination).toEqual({ total: 8, count: 4, per_page: 4, current_page: 2, total_pages: 2 })
      const plan = yield* api.request("GET", "/portal/api/v2/admin/portals?plan=core&keyword=beacon", { token })
      expect(names(plan)).toEqual(["Beacon Portal"])
      const free = yield* api.request("GET", "/portal/api/v2/admin/portals?plan=free", { token })
      expect([...names(free)].sort()).toEqual(["Cobalt Portal", "Zenith Free"])
    })
  )

  it.effect("bad query parameters are 422 naming the parameter", () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      const token = yield* api.login(Seeded.admin.email, Seeded.admin.password)
      const sortBy = yield* api.request("GET", "/portal/api/v2/portals?sort_by=refresh_token_encrypted", { token })
      expect(sortBy.status).toBe(422)
      expect(sortBy.body.message).toBe("The selected sort_by is invalid.")
      const page = yield* api.request("GET", "/portal/api/v2/portals?page=first", { token })
      expect(page.status).toBe(422)
      expect(page.body.message).toMatch(/^page: /)
      const direction = yield* api.request("GET", "/portal/api/v2/admin/portals?sort_direction=sideways", { token })
      expect(direction.status).toBe(422)
      expect(direction.body.message).toMatch(/^sort_direction: /)
      const path = yield* api.request("GET", "/portal/api/v2/portals/abc", { token })
      expect(path.status).toBe(422)
      expect(path.body.message).toMatch(/^id: /)
    })
  )
})
