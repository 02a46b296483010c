// The guest demo's module groups over HTTP: a visitor (no token) lists the demo portal's groups, read as
// the demo portal sees them (the same answer a member who sees that portal gets); any other portal is
// not found, and the call never asks for a token.
import { expect, layer } from "@effect/vitest"
import { Effect } from "effect"

import { Seeded, TestApi, testServer } from "./support/TestApi.ts"

const base = "/module/api/v2"
const DEMO = 999999

layer(testServer(), { excludeTestServices: true, timeout: 120_000 })("guest module groups", (it) => {
  it.effect("lists the demo portal's groups without a token, as a member who sees the demo portal gets them", () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      const guest = yield* api.request("GET", `${base}/guest/module-groups?portal=${DEMO}`)
      expect(guest.status).toBe(200)
      const keys: Array<string> = guest.body.data.map((group: { key: string }) => group.key)
      expect(keys).toEqual(expect.arrayContaining(["landing-essentials", "layout-basics", "social-proof"]))
      expect(guest.body.data.find((group: { key: string }) => group.key === "layout-basics")).toMatchObject({
        name: "Layout Basics",
        module_keys: ["dnd-two-column", "dnd-three-column", "dnd-image-text", "el-divider"],
        button_state: expect.stringMatching(/^(Install Module|Installed)$/),
        batch_id: null
      })
      // The super admin sees every portal: the member call for the demo portal answers the same.
      const token = yield* api.login(Seeded.admin.email, Seeded.admin.password)
      const member = yield* api.request("GET", `${base}/module-groups?portal=${DEMO}`, { token })
      expect(member.status).toBe(200)
      // The same groups; only members get each module's install result (guests install nothing).
      const withoutResults = (body: unknown) => ({
        data: (body as { data: ReadonlyArray<Record<string, unknown>> }).data.map(({ members: _members, ...group }) => group)
      })
      expect(guest.body).toEqual(withoutResults(member.body))
    })
  )

  it.effect("any other portal is not found, whether it exists or not", () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      for (const portal of [1, 5, 424242]) {
        const reply = yield* api.request("GET", `${base}/guest/module-groups?portal=${portal}`)
        expect(reply.status, String(portal)).toBe(404)
        expect(reply.body.message, String(portal)).toBe("Resource not found.")
      }
      // A member's token opens no other portal through the guest call either.
      const token = yield* api.login(Seeded.agencyAdmin.email, Seeded.agencyAdmin.password)
      expect((yield* api.request("GET", `${base}/guest/module-groups?portal=1`, { token })).status).toBe(404)
    })
  )

  it.effect("never requires a token: a member's or a stale one reads the same demo groups", () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      const anonymous = yield* api.request("GET", `${base}/guest/module-groups?portal=${DEMO}`)
      const token = yield* api.login(Seeded.agencyAdmin.email, Seeded.agencyAdmin.password)
      const withToken = yield* api.request("GET", `${base}/guest/module-groups?portal=${DEMO}`, { token })
      const stale = yield* api.request("GET", `${base}/guest/module-groups?portal=${DEMO}`, { token: "not-a-token" })
      expect(anonymous.status).toBe(200)
      expect(withToken.status).toBe(200)
      expect(stale.status).toBe(200)
      expect(withToken.body).toEqual(anonymous.body)
      expect(stale.body).toEqual(anonymous.body)
      // The member call stays closed to guests.
      expect((yield* api.request("GET", `${base}/module-groups?portal=${DEMO}`)).status).toBe(401)
    })
  )

  it.effect("bad input is a 4xx naming the portal field, never a 500", () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      for (const query of ["", "?portal=abc", "?portal=0", "?portal=-3"]) {
        const reply = yield* api.request("GET", `${base}/guest/module-groups${query}`)
        expect(reply.status, query).toBeGreaterThanOrEqual(400)
        expect(reply.status, query).toBeLessThan(500)
        expect(JSON.stringify(reply.body), query).toContain("portal")
      }
    })
  )
})
