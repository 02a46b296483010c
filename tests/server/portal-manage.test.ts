// Portal create, child create, update, delete and installation removal over HTTP (spec 1 sections 5
// and 7): admins only for create/child/delete; agency admins of the portal's agency change name and
// domain only (other fields: 403); validation answers 422 naming the field; every change is logged.
// Seeded: Demo Agency (1) owns 1 Acme, 2 Beacon, 3 Cobalt, 4 Acme Staging; Northwind (2) owns 5 Northwind.
import { SqlClient } from "@effect/sql"
import { expect, layer } from "@effect/vitest"
import { Effect, Option } from "effect"
import { Crm } from "../../server/integrations/crm/index.ts"
import { Secrets } from "../../server/lib/app-key.ts"
import { Seeded, TestApi, testServer } from "./support/TestApi.ts"
import { portalCrmAuth, publishedCrmFile } from "./support/crm.ts"

const portalApi = "/portal/api/v2"
const ACME = 1
const BEACON = 2

const sqlRun = <A extends object>(run: (sql: SqlClient.SqlClient) => Effect.Effect<ReadonlyArray<A>, unknown>) =>
  Effect.flatMap(SqlClient.SqlClient, run).pipe(Effect.orDie)

const login = (who: { email: string; password: string }) => Effect.flatMap(TestApi, (api) => api.login(who.email, who.password))

const call = (method: "GET" | "POST" | "PUT" | "DELETE", path: string, token: string, json?: Record<string, unknown>) =>
  Effect.flatMap(TestApi, (api) => api.request(method, `${portalApi}${path}`, { token, ...(json === undefined ? {} : { json }) }))

const events = (event: string) =>
  Effect.map(sqlRun((sql) => sql<{ subject_id: number }>`SELECT subject_id FROM activity_log WHERE event = ${event}`), (rows) => rows.map((r) => r.subject_id))

const crmToken = portalCrmAuth

const newPortal = { name: "Delta Portal", hub_id: 20001077, hub_url: "https://app.hubspot.test/20001077", domain: "www.delta.example", plan: "stack", agency_id: 1, custom_installation: "delta" }

layer(testServer(), { excludeTestServices: true, timeout: 180_000 })("portal management", (it) => {
  it.effect("only admins create portals and child portals; 422 names the field", () =>
    Effect.gen(function*() {
      const agency = yield* login(Seeded.agencyAdmin)
      expect((yield* call("POST", "/portals", agency, newPortal)).status).toBe(403)
      const admin = yield* login(Seeded.admin)
      const missing = yield* call("POST", "/portals", admin, { ...newPortal, name: undefined })
      expect(missing.status).toBe(422)
      expect(missing.body.message).toBe("The name field is required.")
      const taken = yield* call("POST", "/portals", admin, { ...newPortal, hub_id: 20001001 })
      expect(taken.status).toBe(422)
      expect(taken.body.message).toBe("The hub id has already been taken.")
      const created = yield* call("POST", "/portals", admin, newPortal)
      expect(created.status, JSON.stringify(created.body)).toBe(201)
      expect(created.body.data).toMatchObject({ name: "Delta Portal", plan: "stack", custom_installation: "delta", is_parent: true, agency: { id: 1 } })
      const child = yield* call("POST", "/portals/child", admin, { ...newPortal, name: "Delta Child", hub_id: 20001078, parent_id: created.body.data.id })
      expect(child.status, JSON.stringify(child.body)).toBe(201)
      expect(child.body.data.is_parent).toBe(false)
      expect((yield* call("POST", "/portals/child", admin, { ...newPortal, hub_id: 20001079, parent_id: 9999 })).status).toBe(422)
      expect(yield* events("portal.created")).toContain(created.body.data.id)
      expect(yield* events("portal.child-created")).toContain(child.body.data.id)
    }))

  it.effect("PUT: admins change every field but the hub id; agency admins name and domain only", () =>
    Effect.gen(function*() {
      const agency = yield* login(Seeded.agencyAdmin)
      const renamed = yield* call("PUT", `/portals/${BEACON}`, agency, { name: "Beacon Renamed", domain: "www.beacon2.example" })
      expect(renamed.status, JSON.stringify(renamed.body)).toBe(200)
      expect(renamed.body.data).toMatchObject({ name: "Beacon Renamed", domain: "www.beacon2.example", plan: "core" })
      expect((yield* call("PUT", `/portals/${BEACON}`, agency, { name: "Beacon", plan: "pro" })).status).toBe(403)
      const north = yield* login(Seeded.northwind)
      expect((yield* call("PUT", `/portals/${BEACON}`, north, { name: "Mine" })).status).toBe(403)

      const admin = yield* login(Seeded.admin)
      const full = { name: "Beacon Portal", custom_installation: "sr", hub_id: 20001002, hub_url: "https://app.hubspot.test/20001002", domain: null, plan: "core", agency_id: 1 }
      const incomplete = yield* call("PUT", `/portals/${BEACON}`, admin, { ...full, hub_url: undefined })
      expect(incomplete.status).toBe(422)
      expect(incomplete.body.message).toBe("The hub url field is required.")
      const hub = yield* call("PUT", `/portals/${BEACON}`, admin, { ...full, hub_id: 123 })
      expect(hub.status).toBe(422)
      expect(hub.body.message).toBe("The hub id may not be changed.")
      const updated = yield* call("PUT", `/portals/${BEACON}`, admin, { ...full, plan: "stack" })
      expect(updated.status, JSON.stringify(updated.body)).toBe(200)
      expect(updated.body.data).toMatchObject({ name: "Beacon Portal", plan: "stack", domain: null })
      expect((yield* events("portal.updated")).filter((id) => id === BEACON)).toHaveLength(2)
    }))

  it.effect("DELETE installation removes the folder in the CRM; DELETE portal with complete=1", () =>
    Effect.gen(function*() {
      const crm = yield* Crm
      const access = yield* crmToken(ACME)
      yield* Effect.orDie(crm.writeFile(access, "published", "sr/readme.html", "<p>hi</p>"))
      const agency = yield* login(Seeded.agencyAdmin)
      expect((yield* call("DELETE", `/portals/${ACME}/installation`, agency)).status).toBe(403)
      const admin = yield* login(Seeded.admin)
      const removed = yield* call("DELETE", `/portals/${ACME}/installation`, admin)
      expect(removed.status, JSON.stringify(removed.body)).toBe(200)
      const gone = yield* Effect.either(crm.metadata(access, "published", "sr/readme.html"))
      expect(gone._tag).toBe("Left")
      const [row] = yield* sqlRun((sql) => sql<{ portal_setup_status: boolean }>`SELECT portal_setup_status FROM portals WHERE id = ${ACME}`)
      expect(row?.portal_setup_status).toBe(false)
      expect(yield* events("portal.installation-removed")).toContain(ACME)

      expect((yield* call("DELETE", `/portals/${ACME}?complete=1`, agency)).status).toBe(403)
      const deleted = yield* call("DELETE", `/portals/${ACME}?complete=1`, admin)
      expect(deleted.status, JSON.stringify(deleted.body)).toBe(200)
      expect((yield* call("GET", `/portals/${ACME}`, admin)).status).toBe(404)
      expect(yield* events("portal.deleted")).toContain(ACME)
      expect((yield* call("DELETE", `/portals/${ACME}`, admin)).status).toBe(404)
    }))
})
