// Experiment test data: CRM site pages made straight in the HubSpot sandbox's store, the sandbox's A/B
// fields of a page, and a record of the A/B test calls the app sends to HubSpot.
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { vi } from "vitest"

/** A fresh CRM site page on the Acme account (the Demo User's granted portal) and Acme's id. */
export const acmePage = (name: string) =>
  Effect.flatMap(SqlClient.SqlClient, (sql) =>
    Effect.gen(function* () {
      const [portal] = yield* sql<{
        id: number
        hub_id: number
      }>`SELECT id, hub_id::float8 AS hub_id FROM portals WHERE name = 'Acme Portal'`
      const slug = name.toLowerCase().replace(/\W+/g, "-")
      const [page] = yield* sql<{ id: number }>`
        INSERT INTO sandbox_hubspot_pages (hub_id, kind, name, slug, template_path, html_title, state, properties)
        VALUES (${portal!.hub_id}, 'site', ${name}, ${slug}, 'sr/templates/home.html', ${name}, 'PUBLISHED', '{}'::jsonb)
        RETURNING id::int AS id`
      return { portal: portal!.id, hubId: portal!.hub_id, page: String(page!.id), slug }
    })
  ).pipe(Effect.orDie)

/** The A/B fields the sandbox HubSpot keeps on a page. */
export const abFieldsOf = (pageId: string) =>
  Effect.flatMap(
    SqlClient.SqlClient,
    (sql) =>
      sql<{ abTestId: string | null; abStatus: string | null; templatePath: string | null; state: string }>`
      SELECT properties->>'abTestId' AS "abTestId", properties->>'abStatus' AS "abStatus", template_path AS "templatePath", state
      FROM sandbox_hubspot_pages WHERE id = ${Number(pageId)}`
  ).pipe(
    Effect.map((rows) => rows[0]),
    Effect.orDie
  )

/**
 * Records the method and path of every A/B test call that leaves the process for the sandbox HubSpot
 * (the CRM client fetches through globalThis.fetch), with the JSON body sent.
 */
export const recordAbTestCalls = Effect.acquireRelease(
  Effect.sync(() => {
    const calls: Array<{ readonly method: string; readonly path: string; readonly body: unknown }> = []
    const original = globalThis.fetch
    const spy = vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
      const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url
      if (!url.includes("/ab-test")) return original(input, init)
      const request = new Request(input, init)
      const text = await request.clone().text()
      calls.push({
        method: request.method,
        path: new URL(url).pathname.replace(/^.*\/cms\//, "/cms/"),
        body: text === "" ? null : JSON.parse(text)
      })
      return original(request)
    })
    return { calls, spy }
  }),
  ({ spy }) => Effect.sync(() => spy.mockRestore())
).pipe(Effect.map(({ calls }) => calls))
