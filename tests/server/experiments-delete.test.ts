// Deleting a page experiment: refused while it runs, the CRM pages it made archived first
// (never the control, nor a completed experiment's winning page), then the row and its variants go,
// with an activity-log entry. Only those who may change the portal's experiments may delete them.
import { SqlClient } from "@effect/sql"
import { expect, layer } from "@effect/vitest"
import { Effect } from "effect"

import { acmePage } from "./support/experiments.ts"
import { Seeded, TestApi, testServer } from "./support/TestApi.ts"

const BASE = "/portal/api/v2"

/** Control and its HubSpot variation, switched to the first website-page template. */
const twoVariants = (page: string, template: string, name: string) => ({
  name,
  page_id: page,
  goal: "clicks",
  variants: [
    { name: "Control", source: "control" },
    { name: "New layout", source: "template", template }
  ]
})

const firstTemplate = Effect.flatMap(
  SqlClient.SqlClient,
  (sql) => sql<{ key: string }>`SELECT key FROM page_templates WHERE type = 'website-page' ORDER BY id LIMIT 1`
).pipe(
  Effect.map((rows) => rows[0]!.key),
  Effect.orDie
)

/** Which of the CRM page ids the sandbox HubSpot still has. */
const crmPagesLeft = (ids: ReadonlyArray<string>) =>
  Effect.flatMap(
    SqlClient.SqlClient,
    (sql) => sql<{ id: number }>`SELECT id::int AS id FROM sandbox_hubspot_pages WHERE ${sql.in("id", ids.map(Number))} ORDER BY id`
  ).pipe(
    Effect.map((rows) => rows.map((row) => String(row.id))),
    Effect.orDie
  )

const rowsOf = (experimentId: number) =>
  Effect.flatMap(SqlClient.SqlClient, (sql) =>
    Effect.gen(function* () {
      const [experiments] = yield* sql<{ count: number }>`SELECT count(*)::int AS count FROM experiments WHERE id = ${experimentId}`
      const [variants] = yield* sql<{
        count: number
      }>`SELECT count(*)::int AS count FROM experiment_variants WHERE experiment_id = ${experimentId}`
      return { experiments: experiments!.count, variants: variants!.count }
    })
  ).pipe(Effect.orDie)

const deletedEntries = (experimentId: number) =>
  Effect.flatMap(
    SqlClient.SqlClient,
    (sql) =>
      sql<{ properties: Record<string, unknown>; subject_id: number }>`
      SELECT properties, subject_id::int AS subject_id FROM activity_log
      WHERE event = 'experiment.deleted' AND properties->>'experiment_id' = ${String(experimentId)}`
  ).pipe(Effect.orDie)

layer(testServer(), { excludeTestServices: true })("deleting experiments", (it) => {
  it.effect("deletes a draft: its variation is archived in the CRM, the control stays", () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      const { portal, page } = yield* acmePage("Delete Draft Page")
      const template = yield* firstTemplate
      const token = yield* api.login(Seeded.agencyAdmin.email, Seeded.agencyAdmin.password)
      const experiment = (yield* api.request("POST", `${BASE}/portals/${portal}/experiments`, {
        token,
        json: twoVariants(page, template, "Draft to delete")
      })).body.data
      const [, made] = experiment.variants.map((variant: { crm_page_id: string }) => variant.crm_page_id)
      expect(yield* crmPagesLeft([page, made])).toEqual([page, made])

      const deleted = yield* api.request("DELETE", `${BASE}/experiments/${experiment.id}`, { token })
      expect(deleted.status).toBe(200)
      expect(deleted.body).toEqual({ message: "Experiment deleted." })

      expect(yield* crmPagesLeft([page, made])).toEqual([page])
      expect(yield* rowsOf(experiment.id)).toEqual({ experiments: 0, variants: 0 })
      expect((yield* api.request("GET", `${BASE}/experiments/${experiment.id}`, { token })).status).toBe(404)
      const listed = yield* api.request("GET", `${BASE}/portals/${portal}/experiments`, { token })
      expect(listed.body.data.map((entry: { id: number }) => entry.id)).not.toContain(experiment.id)

      const entries = yield* deletedEntries(experiment.id)
      expect(entries).toHaveLength(1)
      expect(entries[0]!.subject_id).toBe(portal)
      expect(entries[0]!.properties).toEqual({
        experiment_id: experiment.id,
        name: "Draft to delete",
        status: "draft",
        archived_pages: [made]
      })

      // The control is offered again for a new experiment; the archived pages are gone from the CRM list.
      const options = (yield* api.request("GET", `${BASE}/portals/${portal}/experiments/options`, { token })).body.data
      const offered = options.pages.map((entry: { id: string }) => entry.id)
      expect(offered).toContain(page)
      expect(offered).not.toContain(made)

      // Deleting it again: 404.
      expect((yield* api.request("DELETE", `${BASE}/experiments/${experiment.id}`, { token })).status).toBe(404)
    })
  )

  it.effect("refuses a running experiment with 409 and deletes nothing; once stopped it goes", () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      const { portal, page } = yield* acmePage("Delete Running Page")
      const template = yield* firstTemplate
      const token = yield* api.login(Seeded.agencyAdmin.email, Seeded.agencyAdmin.password)
      const experiment = (yield* api.request("POST", `${BASE}/portals/${portal}/experiments`, {
        token,
        json: twoVariants(page, template, "Running one")
      })).body.data
      const pages = experiment.variants.map((variant: { crm_page_id: string }) => variant.crm_page_id)
      const path = `${BASE}/experiments/${experiment.id}`
      expect((yield* api.request("POST", `${path}/start`, { token })).status).toBe(200)

      const refused = yield* api.request("DELETE", path, { token })
      expect(refused.status).toBe(409)
      expect(refused.body.message).toBe("Stop the experiment before deleting it.")
      expect(yield* rowsOf(experiment.id)).toEqual({ experiments: 1, variants: 2 })
      expect(yield* crmPagesLeft(pages)).toEqual(pages)
      expect(yield* deletedEntries(experiment.id)).toHaveLength(0)
      expect((yield* api.request("GET", path, { token })).body.data.status).toBe("running")

      expect((yield* api.request("POST", `${path}/stop`, { token })).status).toBe(200)
      expect((yield* api.request("DELETE", path, { token })).status).toBe(200)
      expect(yield* crmPagesLeft(pages)).toEqual([page])
      expect((yield* deletedEntries(experiment.id))[0]!.properties).toMatchObject({ status: "stopped", archived_pages: pages.slice(1) })
    })
  )

  it.effect("keeps a completed experiment's winning page and the control", () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      const { portal, page } = yield* acmePage("Delete Completed Page")
      const template = yield* firstTemplate
      const token = yield* api.login(Seeded.agencyAdmin.email, Seeded.agencyAdmin.password)
      const experiment = (yield* api.request("POST", `${BASE}/portals/${portal}/experiments`, {
        token,
        json: twoVariants(page, template, "Completed one")
      })).body.data
      const [, made] = experiment.variants.map((variant: { crm_page_id: string }) => variant.crm_page_id)
      const path = `${BASE}/experiments/${experiment.id}`
      expect((yield* api.request("POST", `${path}/start`, { token })).status).toBe(200)
      const winner = experiment.variants[1].id
      expect((yield* api.request("POST", `${path}/declare-winner`, { token, json: { variant_id: winner } })).body.data.status).toBe(
        "completed"
      )

      const deleted = yield* api.request("DELETE", path, { token })
      expect(deleted.status).toBe(200)
      expect(yield* crmPagesLeft([page, made])).toEqual([page, made])
      expect(yield* rowsOf(experiment.id)).toEqual({ experiments: 0, variants: 0 })
      expect((yield* deletedEntries(experiment.id))[0]!.properties).toEqual({
        experiment_id: experiment.id,
        name: "Completed one",
        status: "completed",
        archived_pages: []
      })
    })
  )

  it.effect("counts a page the CRM no longer has as archived; another CRM failure keeps the experiment", () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      const sql = yield* SqlClient.SqlClient
      const { portal, page } = yield* acmePage("Delete Missing Page")
      const template = yield* firstTemplate
      const token = yield* api.login(Seeded.agencyAdmin.email, Seeded.agencyAdmin.password)
      const experiment = (yield* api.request("POST", `${BASE}/portals/${portal}/experiments`, {
        token,
        json: twoVariants(page, template, "Gone pages")
      })).body.data
      const [, made] = experiment.variants.map((variant: { crm_page_id: string }) => variant.crm_page_id)
      const path = `${BASE}/experiments/${experiment.id}`

      // The connection is gone: the CRM cannot be asked, so nothing is deleted.
      const [saved] = yield* sql<{
        refresh_token_encrypted: string | null
      }>`SELECT refresh_token_encrypted FROM portals WHERE id = ${portal}`
      yield* sql`UPDATE portals SET refresh_token_encrypted = NULL WHERE id = ${portal}`
      const failed = yield* api.request("DELETE", path, { token })
      yield* sql`UPDATE portals SET refresh_token_encrypted = ${saved!.refresh_token_encrypted} WHERE id = ${portal}`
      expect(failed.status).toBe(400)
      expect(yield* rowsOf(experiment.id)).toEqual({ experiments: 1, variants: 2 })
      expect(yield* crmPagesLeft([made])).toEqual([made])
      expect(yield* deletedEntries(experiment.id)).toHaveLength(0)

      // Someone removed the variation in HubSpot already: the delete still goes through.
      yield* sql`DELETE FROM sandbox_hubspot_pages WHERE id = ${Number(made)}`
      expect((yield* api.request("DELETE", path, { token })).status).toBe(200)
      expect(yield* crmPagesLeft([page, made])).toEqual([page])
      expect(yield* rowsOf(experiment.id)).toEqual({ experiments: 0, variants: 0 })
    })
  )

  it.effect("lets only those who may change the portal's experiments delete them", () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      const { portal, page } = yield* acmePage("Delete Roles Page")
      const template = yield* firstTemplate
      const admin = yield* api.login(Seeded.admin.email, Seeded.admin.password)
      const user = yield* api.login(Seeded.user.email, Seeded.user.password)
      const outsider = yield* api.login(Seeded.northwind.email, Seeded.northwind.password)
      const experiment = (yield* api.request("POST", `${BASE}/portals/${portal}/experiments`, {
        token: admin,
        json: twoVariants(page, template, "Roles delete")
      })).body.data
      const pages = experiment.variants.map((variant: { crm_page_id: string }) => variant.crm_page_id)
      const path = `${BASE}/experiments/${experiment.id}`

      // The agency's user reads it but may not delete it; another agency's admin sees nothing of it.
      for (const token of [user, outsider]) {
        const reply = yield* api.request("DELETE", path, { token })
        expect(reply.status).toBe(403)
        expect(reply.body.message).toBe("You do not have permission to perform this action.")
      }
      expect((yield* api.request("DELETE", path)).status).toBe(401)
      expect(yield* rowsOf(experiment.id)).toEqual({ experiments: 1, variants: 2 })
      expect(yield* crmPagesLeft(pages)).toEqual(pages)

      expect((yield* api.request("DELETE", path, { token: admin })).status).toBe(200)
      expect((yield* api.request("DELETE", `${BASE}/experiments/99999999`, { token: admin })).status).toBe(404)
    })
  )
})
