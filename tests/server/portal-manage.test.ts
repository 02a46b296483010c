// Portal create, child create, update, delete and installation removal over HTTP (spec 1 sections 5
// and 7): admins only for create/child/delete; agency admins of the portal's agency change name and
// domain only (other fields: 403); validation answers 422 naming the field; every change is logged.
// Deletes say what they take: child portals, running work, layouts, History entries.
// Seeded: Demo Agency (1) owns 1 Acme, 2 Beacon, 3 Cobalt, 4 Acme Staging; Northwind (2) owns 5 Northwind.
import { SqlClient } from "@effect/sql"
import { expect, layer } from "@effect/vitest"
import { Effect } from "effect"

import { Crm } from "../../server/integrations/crm/index.ts"
import { heldBatch } from "./support/batch-kit.ts"
import { portalCrmAuth } from "./support/crm.ts"
import { Seeded, TestApi, testServer } from "./support/TestApi.ts"

const portalApi = "/portal/api/v2"
const ACME = 1
const BEACON = 2

const sqlRun = <A extends object>(run: (sql: SqlClient.SqlClient) => Effect.Effect<ReadonlyArray<A>, unknown>) =>
  Effect.flatMap(SqlClient.SqlClient, run).pipe(Effect.orDie)

const login = (who: { email: string; password: string }) => Effect.flatMap(TestApi, (api) => api.login(who.email, who.password))

const call = (method: "GET" | "POST" | "PUT" | "DELETE", path: string, token: string, json?: Record<string, unknown>) =>
  Effect.flatMap(TestApi, (api) => api.request(method, `${portalApi}${path}`, { token, ...(json === undefined ? {} : { json }) }))

const events = (event: string) =>
  Effect.map(
    sqlRun((sql) => sql<{ subject_id: number }>`SELECT subject_id FROM activity_log WHERE event = ${event}`),
    (rows) => rows.map((r) => r.subject_id)
  )

const crmToken = portalCrmAuth

const newPortal = {
  name: "Delta Portal",
  hub_id: 20001077,
  hub_url: "https://app.hubspot.test/20001077",
  domain: "www.delta.example",
  plan: "stack",
  agency_id: 1,
  custom_installation: "delta"
}

layer(testServer(), { excludeTestServices: true, timeout: 180_000 })("portal management", (it) => {
  it.effect("only admins create portals and child portals; 422 names the field", () =>
    Effect.gen(function* () {
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
      expect(created.body.data).toMatchObject({
        name: "Delta Portal",
        plan: "stack",
        custom_installation: "delta",
        is_parent: true,
        agency: { id: 1 }
      })
      const child = yield* call("POST", "/portals/child", admin, {
        ...newPortal,
        name: "Delta Child",
        hub_id: 20001078,
        parent_id: created.body.data.id
      })
      expect(child.status, JSON.stringify(child.body)).toBe(201)
      expect(child.body.data.is_parent).toBe(false)
      expect((yield* call("POST", "/portals/child", admin, { ...newPortal, hub_id: 20001079, parent_id: 9999 })).status).toBe(422)
      expect(yield* events("portal.created")).toContain(created.body.data.id)
      expect(yield* events("portal.child-created")).toContain(child.body.data.id)
    })
  )

  it.effect("four creates of one hub id at once: one portal, the others 422 naming hub_id, never a 500", () =>
    Effect.gen(function* () {
      const admin = yield* login(Seeded.admin)
      const same = { ...newPortal, hub_id: 20001090, custom_installation: "race" }
      const answers = yield* Effect.all(
        Array.from({ length: 4 }, (_, index) => call("POST", "/portals", admin, { ...same, name: `Race ${index}` })),
        { concurrency: "unbounded" }
      )
      expect(answers.map((answer) => answer.status).sort()).toEqual([201, 422, 422, 422])
      for (const refused of answers.filter((answer) => answer.status === 422)) {
        expect(refused.body.errors).toEqual({ hub_id: ["The hub id has already been taken."] })
      }
      const rows = yield* sqlRun((sql) => sql<{ id: number }>`SELECT id FROM portals WHERE hub_id = ${same.hub_id}`)
      expect(rows).toHaveLength(1)
    })
  )

  it.effect("PUT: admins change every field but the hub id; agency admins name and domain only", () =>
    Effect.gen(function* () {
      const agency = yield* login(Seeded.agencyAdmin)
      // The domain must be one the portal's HubSpot account has connected (page installs publish to it).
      const unknownDomain = yield* call("PUT", `/portals/${BEACON}`, agency, { name: "Beacon Renamed", domain: "www.beacon2.example" })
      expect(unknownDomain.status).toBe(422)
      expect(unknownDomain.body.errors).toEqual({
        domain: ["The domain must be one of the portal's HubSpot domains: www.beacon.example, landing.www.beacon.example."]
      })
      const renamed = yield* call("PUT", `/portals/${BEACON}`, agency, { name: "Beacon Renamed", domain: "landing.www.beacon.example" })
      expect(renamed.status, JSON.stringify(renamed.body)).toBe(200)
      expect(renamed.body.data).toMatchObject({ name: "Beacon Renamed", domain: "landing.www.beacon.example", plan: "core" })
      expect((yield* call("PUT", `/portals/${BEACON}`, agency, { name: "Beacon", plan: "pro" })).status).toBe(403)
      const north = yield* login(Seeded.northwind)
      expect((yield* call("PUT", `/portals/${BEACON}`, north, { name: "Mine" })).status).toBe(403)

      const admin = yield* login(Seeded.admin)
      const full = {
        name: "Beacon Portal",
        custom_installation: "sr",
        hub_id: 20001002,
        hub_url: "https://app.hubspot.test/20001002",
        domain: null,
        plan: "core",
        agency_id: 1
      }
      // The admin-only fields are optional, as documented: one left out (hub_id too) keeps its value.
      const partial = yield* call("PUT", `/portals/${BEACON}`, admin, { ...full, hub_url: undefined, hub_id: undefined })
      expect(partial.status, JSON.stringify(partial.body)).toBe(200)
      expect(partial.body.data).toMatchObject({ hub_url: renamed.body.data.hub_url, hub_id: 20001002, domain: null })
      const hub = yield* call("PUT", `/portals/${BEACON}`, admin, { ...full, hub_id: 123 })
      expect(hub.status).toBe(422)
      expect(hub.body.message).toBe("The hub id may not be changed.")
      const updated = yield* call("PUT", `/portals/${BEACON}`, admin, { ...full, plan: "stack" })
      expect(updated.status, JSON.stringify(updated.body)).toBe(200)
      expect(updated.body.data).toMatchObject({ name: "Beacon Portal", plan: "stack", domain: null })
      expect((yield* events("portal.updated")).filter((id) => id === BEACON)).toHaveLength(3)
    })
  )

  it.effect("DELETE installation removes the folder in the CRM; DELETE portal with complete=1", () =>
    Effect.gen(function* () {
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
      const [row] = yield* sqlRun(
        (sql) => sql<{ portal_setup_status: boolean }>`SELECT portal_setup_status FROM portals WHERE id = ${ACME}`
      )
      expect(row?.portal_setup_status).toBe(false)
      expect(yield* events("portal.installation-removed")).toContain(ACME)

      expect((yield* call("DELETE", `/portals/${ACME}?complete=1`, agency)).status).toBe(403)
      const deleted = yield* call("DELETE", `/portals/${ACME}?complete=1`, admin)
      expect(deleted.status, JSON.stringify(deleted.body)).toBe(200)
      expect((yield* call("GET", `/portals/${ACME}`, admin)).status).toBe(404)
      expect(yield* events("portal.deleted")).toContain(ACME)
      expect((yield* call("DELETE", `/portals/${ACME}`, admin)).status).toBe(404)
    })
  )

  it.effect("a portal with a child and running work: previewed, refused (409 naming the work), then deleted with the work cancelled", () =>
    Effect.gen(function* () {
      const [parent] = yield* sqlRun(
        (sql) => sql<{ id: number }>`
        INSERT INTO portals (name, hub_id, hub_url, agency_id) VALUES ('Doomed Parent', 77101, 'https://app.hubspot.test/77101', 1) RETURNING id`
      )
      const [child] = yield* sqlRun(
        (sql) => sql<{ id: number }>`
        INSERT INTO portals (name, hub_id, hub_url, agency_id, parent_id) VALUES ('Doomed Child', 77102, 'https://app.hubspot.test/77102', 1, ${parent!.id}) RETURNING id`
      )
      const [layout] = yield* sqlRun(
        (sql) => sql<{ id: number }>`INSERT INTO layouts (portal_id, agency_id, name) VALUES (${child!.id}, 1, 'Child Layout') RETURNING id`
      )
      yield* sqlRun(
        (sql) =>
          sql`INSERT INTO histories (portal_id, name, status_label) VALUES (${child!.id}, 'One', 'Installed'), (${parent!.id}, 'Two', 'Installed') RETURNING id`
      )
      const running = yield* heldBatch(parent!.id, { reference: "landing-essentials", jobs: 2, running: true })
      const pending = yield* heldBatch(child!.id, { reference: "layout-basics", jobs: 1 })

      const agency = yield* login(Seeded.agencyAdmin)
      expect((yield* call("GET", `/portals/${parent!.id}/deletion`, agency)).status).toBe(403)
      const admin = yield* login(Seeded.admin)
      expect((yield* call("GET", "/portals/888888/deletion", admin)).status).toBe(404)
      const preview = yield* call("GET", `/portals/${parent!.id}/deletion`, admin)
      expect(preview.status, JSON.stringify(preview.body)).toBe(200)
      expect(preview.body.data).toEqual({
        portals: [
          { id: parent!.id, name: "Doomed Parent", parent_id: null },
          { id: child!.id, name: "Doomed Child", parent_id: parent!.id }
        ],
        work: [
          {
            batch_id: running,
            kind: "module-install",
            title: "Install Landing Page Essentials",
            status: "running",
            portal_id: parent!.id,
            portal_name: "Doomed Parent"
          },
          {
            batch_id: pending,
            kind: "module-install",
            title: "Install Layout Basics",
            status: "pending",
            portal_id: child!.id,
            portal_name: "Doomed Child"
          }
        ],
        layouts: [{ id: layout!.id, name: "Child Layout", portal_id: child!.id }],
        history_entries: 2,
        members: []
      })

      // While the work runs the delete is refused, naming it; nothing is touched.
      const refused = yield* call("DELETE", `/portals/${parent!.id}`, admin)
      expect(refused.status).toBe(409)
      expect(refused.body.message).toContain(`Install Landing Page Essentials on Doomed Parent (batch ${running})`)
      expect(refused.body.message).toContain(`Install Layout Basics on Doomed Child (batch ${pending})`)
      expect((yield* call("GET", `/portals/${child!.id}/deletion`, admin)).status).toBe(200)

      // A failure between cancelling and deleting (the process killed, the database refusing) leaves all of it undone.
      yield* sqlRun(
        (sql) => sql`
        CREATE FUNCTION refuse_doomed() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'refused'; END $$`
      )
      yield* sqlRun(
        (sql) =>
          sql`CREATE TRIGGER refuse_doomed BEFORE DELETE ON portals FOR EACH ROW WHEN (OLD.hub_id = 77101) EXECUTE FUNCTION refuse_doomed()`
      )
      expect((yield* call("DELETE", `/portals/${parent!.id}?cancel_work=true`, admin)).status).toBe(500)
      yield* sqlRun((sql) => sql`DROP TRIGGER refuse_doomed ON portals`)
      yield* sqlRun((sql) => sql`DROP FUNCTION refuse_doomed()`)
      const kept = yield* sqlRun(
        (sql) =>
          sql<{ id: string; status: string }>`SELECT id, status FROM batches WHERE ${sql.in("id", [running, pending])} ORDER BY status`
      )
      expect(kept).toEqual([
        { id: pending, status: "pending" },
        { id: running, status: "running" }
      ])
      expect(yield* sqlRun((sql) => sql`SELECT batch_id FROM batch_cancellations WHERE ${sql.in("batch_id", [running, pending])}`)).toEqual(
        []
      )
      expect(yield* events("batch.cancelled")).not.toContain(parent!.id)

      const deleted = yield* call("DELETE", `/portals/${parent!.id}?cancel_work=true`, admin)
      expect(deleted.status, JSON.stringify(deleted.body)).toBe(200)
      expect(deleted.body).toEqual({
        message: "The portal was deleted.",
        deleted: { ...preview.body.data, work: preview.body.data.work.map((work: object) => ({ ...work, status: "cancelled" })) }
      })
      expect((yield* call("GET", `/portals/${child!.id}`, admin)).status).toBe(404)

      // The cancelled batches still answer, to who could read them, with why they stopped.
      const reason = "Cancelled: the portal Doomed Parent was deleted."
      const batch = yield* call("GET", `/batch/${running}`, agency)
      expect(batch.status, JSON.stringify(batch.body)).toBe(200)
      expect(batch.body.data).toMatchObject({ id: running, status: "cancelled", totalJobs: 2, processedJobs: 0, cancelled: { reason } })
      const result = yield* call("GET", `/batch/${running}/result`, admin)
      expect(result.body.data.result.map((job: { seq: number; status: string }) => [job.seq, job.status])).toEqual([
        [1, "cancelled"],
        [2, "cancelled"]
      ])
      expect((yield* call("GET", `/batch/${pending}`, yield* login(Seeded.northwind))).status).toBe(403)
      // A worker still holding the running job finds it gone at its next heartbeat and stops.
      const [job] = yield* sqlRun((sql) => sql`SELECT id FROM batch_jobs WHERE ${sql.in("batch_id", [running, pending])}`)
      expect(job).toBeUndefined()

      // Each portal and each cancelled batch has its own entry.
      const entries = yield* sqlRun(
        (sql) => sql<{ event: string; subject_id: number; properties: Record<string, unknown> }>`
        SELECT event, subject_id, properties FROM activity_log WHERE event IN ('portal.deleted', 'batch.cancelled')
          AND ${sql.in("subject_id", [parent!.id, child!.id])} ORDER BY id`
      )
      expect(entries).toMatchObject([
        { event: "batch.cancelled", subject_id: parent!.id, properties: { batch_id: running, reason, status: "running" } },
        { event: "batch.cancelled", subject_id: child!.id, properties: { batch_id: pending, reason, status: "pending" } },
        {
          event: "portal.deleted",
          subject_id: parent!.id,
          properties: { name: "Doomed Parent", child_portal_ids: [child!.id], cancelled_batch_ids: [running], complete: false }
        },
        {
          event: "portal.deleted",
          subject_id: child!.id,
          properties: { name: "Doomed Child", parent_id: parent!.id, layouts: 1, deleted_with: { portal_id: parent!.id } }
        }
      ])
    })
  )
})
