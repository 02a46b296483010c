// Experiment test data: CRM site pages made straight in the HubSpot sandbox's store.
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/** A fresh CRM site page on the Acme account (the Demo User's granted portal) and Acme's id. */
export const acmePage = (name: string) =>
  Effect.flatMap(SqlClient.SqlClient, (sql) =>
    Effect.gen(function*() {
      const [portal] = yield* sql<{ id: number; hub_id: number }>`SELECT id, hub_id::float8 AS hub_id FROM portals WHERE name = 'Acme Portal'`
      const [page] = yield* sql<{ id: number }>`
        INSERT INTO sandbox_hubspot_pages (hub_id, kind, name, slug, template_path, html_title, state, properties)
        VALUES (${portal!.hub_id}, 'site', ${name}, ${name.toLowerCase().replace(/\W+/g, "-")}, 'sr/templates/home.html', ${name}, 'PUBLISHED', '{}'::jsonb)
        RETURNING id::int AS id`
      return { portal: portal!.id, page: String(page!.id) }
    })).pipe(Effect.orDie)
