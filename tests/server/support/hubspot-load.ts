// Work that makes many HubSpot calls, for the rate-limit tests and the bench: the sandbox and the app's
// pacer set to a limit (counting every call, source code too), the whole catalogue as one module group
// with the theme files it needs, and a portal's account full of pages on an old theme.
import { SqlClient } from "@effect/sql"
import { ConfigProvider, Effect, Layer } from "effect"

import { createPage } from "../../../server/sandbox/hubspot/store/content.ts"
import type { JsonBody } from "../../../server/testing/json-body.ts"

export interface Limit {
  readonly max: number
  readonly intervalMs: number
}

/** The sandbox enforces `limit` on every call; the app's pacer starts from it (it would learn it from the headers). */
export const everyCallCounted = (limit: Limit) =>
  Layer.setConfigProvider(
    ConfigProvider.fromMap(
      new Map([
        ["SANDBOX_HUBSPOT_RATE_LIMIT_MAX", String(limit.max)],
        ["SANDBOX_HUBSPOT_RATE_LIMIT_INTERVAL_MS", String(limit.intervalMs)],
        ["SANDBOX_HUBSPOT_COUNT_SOURCE_CODE", "true"],
        ["HUBSPOT_RATE_LIMIT_MAX", String(limit.max)],
        ["HUBSPOT_RATE_LIMIT_INTERVAL_MS", String(limit.intervalMs)],
        ["HUBSPOT_PACE_SOURCE_CODE", "true"]
      ])
    ).pipe(ConfigProvider.orElse(() => ConfigProvider.fromEnv()))
  )

export const WHOLE_CATALOGUE = "everything"

const orDie = <A extends object>(run: (sql: SqlClient.SqlClient) => Effect.Effect<ReadonlyArray<A>, unknown>) =>
  Effect.flatMap(SqlClient.SqlClient, run).pipe(Effect.orDie)

export const hubOf = (portalId: number) =>
  Effect.map(
    orDie((sql) => sql<{ hub_id: number }>`SELECT hub_id::float8 AS hub_id FROM portals WHERE id = ${portalId}`),
    (rows) => rows[0]!.hub_id
  )

/**
 * A module group of every module in the catalogue, bought for the portal. Module groups are shipped
 * reference data (no API makes one), so it goes in through SQL.
 */
export const wholeCatalogueGroup = (portalId: number) =>
  Effect.gen(function* () {
    yield* orDie(
      (sql) => sql`
      WITH grouped AS (INSERT INTO module_groups (key, name) VALUES (${WHOLE_CATALOGUE}, 'The whole catalogue') RETURNING id)
      INSERT INTO module_group_items (group_id, module_id, position)
      SELECT grouped.id, m.id, row_number() OVER (ORDER BY m.id) FROM grouped, modules m RETURNING group_id`
    )
    yield* orDie(
      (sql) => sql`
      INSERT INTO portal_module_purchases (portal_id, module_id, agency_id)
      SELECT ${portalId}, m.id, p.agency_id FROM modules m, portals p WHERE p.id = ${portalId}
      ON CONFLICT (portal_id, module_id) DO NOTHING RETURNING portal_id`
    )
  })

export type Call<R> = (
  method: "GET" | "POST",
  path: string,
  json?: object
) => Effect.Effect<{ readonly status: number; readonly body: JsonBody }, never, R>

/** Every theme file added and current, as modules need them (through the Files API). */
export const currentThemeFiles = <R>(call: Call<R>, portalId: number) =>
  Effect.gen(function* () {
    const files = yield* call("GET", `/portal/api/v2/files?portal=${portalId}`)
    for (const file of files.body.data as ReadonlyArray<{ path: string; installed: boolean }>) {
      if (!file.installed) yield* call("POST", "/portal/api/v2/files/install", { file: file.path, portal: portalId })
    }
    yield* call("POST", "/portal/api/v2/files/upgrade-all", { portal: portalId })
  })

/** `count` published site pages on the old theme in the account. */
export const oldThemePages = (hubId: number, count: number) =>
  Effect.forEach(
    Array.from({ length: count }, (_, index) => index + 1),
    (n) =>
      createPage(hubId, "site", {
        name: `Old page ${n}`,
        slug: `old-${n}`,
        templatePath: "core-theme/templates/page.html",
        htmlTitle: null,
        state: "PUBLISHED",
        properties: {}
      }),
    { discard: true }
  )

/** Site pages of the account whose template is still outside the installation folder `sr`. */
export const pagesLeftBehind = (hubId: number) =>
  orDie(
    (sql) => sql<{ name: string }>`
    SELECT name FROM sandbox_hubspot_pages WHERE hub_id = ${hubId} AND kind = 'site' AND template_path NOT LIKE 'sr/%'`
  )
