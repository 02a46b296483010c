// What portals hold of the catalogue (installed modules and files, purchases) and the agency row a
// purchase spends credits from.
import { SqlClient } from "@effect/sql"
import { Effect, Option } from "effect"

import { PREPARED } from "../prepared.ts"
import { type PortalScope, portalScopeClause } from "./PortalRepo.ts"

export interface PortalModuleRow {
  readonly module_id: number
  readonly installed_version: string
  readonly previous_version: string | null
}

/** The portal facts module calls need beyond the portal read model. */
export interface PortalContextRow {
  readonly id: number
  readonly plan: "free" | "core" | "stack" | "pro"
  readonly custom_installation: string
  readonly agency_id: number | null
  readonly agency_status: "active" | "suspend" | null
  readonly scopes: ReadonlyArray<string>
  readonly refresh_token_encrypted: string | null
  /** The portal's HubSpot account. */
  readonly hub_id: number
}

/** The module list's read of the portal: its context, visibility, holdings, purchases and the catalogue's last change. */
export interface PortalListContextRow extends PortalContextRow {
  readonly visible: boolean
  readonly holdings: ReadonlyArray<PortalModuleRow>
  readonly purchased: ReadonlyArray<number>
  readonly catalogue_seen: number
}

export interface AgencyCreditRow {
  readonly id: number
  readonly status: "active" | "suspend"
  readonly credit_limit: number
}

export class ModuleRepo extends Effect.Service<ModuleRepo>()("server/db/ModuleRepo", {
  effect: Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient

    const portalContext = (portalId: number) =>
      sql<PortalContextRow>`
        SELECT p.id, p.plan, p.custom_installation, p.agency_id, a.status AS agency_status, p.scopes, p.refresh_token_encrypted, p.hub_id::float8 AS hub_id
        FROM portals p LEFT JOIN agencies a ON a.id = p.agency_id WHERE p.id = ${portalId}`.pipe(
        Effect.map((rows) => Option.fromNullable(rows[0])),
        Effect.orDie
      )

    /** The portal's context with whether the scope sees it, in one read (none: no such portal). */
    const portalContextIn = (portalId: number, scope: PortalScope) =>
      sql<PortalContextRow & { readonly visible: boolean }>`${sql.literal(PREPARED)}
        SELECT p.id, p.plan, p.custom_installation, p.agency_id, a.status AS agency_status, p.scopes, p.refresh_token_encrypted,
          p.hub_id::float8 AS hub_id, COALESCE(${portalScopeClause(sql, scope)}, false) AS visible
        FROM portals p LEFT JOIN agencies a ON a.id = p.agency_id WHERE p.id = ${portalId}`.pipe(
        Effect.map((rows) => Option.fromNullable(rows[0])),
        Effect.orDie
      )

    /**
     * What the module list needs of the portal, in one read: its context, whether the scope sees it, every module it
     * holds and has bought, and the catalogue's newest change (CataloguePages checks its page against it).
     */
    const listContext = (portalId: number, scope: PortalScope) =>
      sql<PortalListContextRow>`${sql.literal(PREPARED)}
        SELECT p.id, p.plan, p.custom_installation, p.agency_id, a.status AS agency_status, p.scopes, p.refresh_token_encrypted,
          p.hub_id::float8 AS hub_id, COALESCE(${portalScopeClause(sql, scope)}, false) AS visible,
          COALESCE((
            SELECT jsonb_agg(jsonb_build_object('module_id', pm.module_id, 'installed_version', pm.installed_version,
              'previous_version', pm.previous_version))
            FROM portal_modules pm WHERE pm.portal_id = p.id
          ), '[]'::jsonb) AS holdings,
          ARRAY(SELECT pp.module_id FROM portal_module_purchases pp WHERE pp.portal_id = p.id) AS purchased,
          (SELECT COALESCE(max(c.id), 0)::float8 FROM catalogue_changes c) AS catalogue_seen
        FROM portals p LEFT JOIN agencies a ON a.id = p.agency_id WHERE p.id = ${portalId}`.pipe(
        Effect.map((rows) => Option.fromNullable(rows[0])),
        Effect.orDie
      )

    const installed = (portalId: number, moduleIds: ReadonlyArray<number>) =>
      moduleIds.length === 0
        ? Effect.succeed<ReadonlyArray<PortalModuleRow>>([])
        : sql<PortalModuleRow>`
          SELECT module_id, installed_version, previous_version FROM portal_modules
          WHERE portal_id = ${portalId} AND ${sql.in("module_id", moduleIds)}`.pipe(Effect.orDie)

    /** Every module the portal holds, by name, with its catalogue key and installed version. */
    const installedModules = (portalId: number) =>
      sql<{ readonly key: string; readonly name: string; readonly version: string }>`
        SELECT m.key, m.name, pm.installed_version AS version
        FROM portal_modules pm JOIN modules m ON m.id = pm.module_id
        WHERE pm.portal_id = ${portalId} ORDER BY m.name, m.key`.pipe(Effect.orDie)

    const purchasedIds = (portalId: number, moduleIds: ReadonlyArray<number>) =>
      moduleIds.length === 0
        ? Effect.succeed<ReadonlyArray<number>>([])
        : sql<{ module_id: number }>`
          SELECT module_id FROM portal_module_purchases WHERE portal_id = ${portalId} AND ${sql.in("module_id", moduleIds)}`.pipe(
            Effect.map((rows) => rows.map((row) => row.module_id)),
            Effect.orDie
          )

    /** Installed versions of the portal's theme files, by theme file id. */
    const fileVersions = (portalId: number, themeFileIds: ReadonlyArray<number>) =>
      themeFileIds.length === 0
        ? Effect.succeed<ReadonlyArray<{ theme_file_id: number; installed_version: string }>>([])
        : sql<{ theme_file_id: number; installed_version: string }>`
          SELECT theme_file_id, installed_version FROM portal_files
          WHERE portal_id = ${portalId} AND ${sql.in("theme_file_id", themeFileIds)}`.pipe(Effect.orDie)

    const isAgencyMember = (userId: number, agencyId: number) =>
      sql<{ member: boolean }>`
        SELECT EXISTS (SELECT 1 FROM agency_user WHERE user_id = ${userId} AND agency_id = ${agencyId}) AS member`.pipe(
        Effect.map((rows) => rows[0]?.member === true),
        Effect.orDie
      )

    /** Locks the agency row until the surrounding transaction ends, so concurrent purchases queue. */
    const lockAgency = (agencyId: number) =>
      sql<AgencyCreditRow>`SELECT id, status, credit_limit FROM agencies WHERE id = ${agencyId} FOR UPDATE`.pipe(
        Effect.map((rows) => Option.fromNullable(rows[0])),
        Effect.orDie
      )

    const setCreditLimit = (agencyId: number, creditLimit: number) =>
      sql`UPDATE agencies SET credit_limit = ${creditLimit}, updated_at = now() WHERE id = ${agencyId}`.pipe(Effect.asVoid, Effect.orDie)

    const addPurchases = (portalId: number, agencyId: number, moduleIds: ReadonlyArray<number>) =>
      moduleIds.length === 0
        ? Effect.void
        : sql`
          INSERT INTO portal_module_purchases ${sql.insert(moduleIds.map((moduleId) => ({ portal_id: portalId, module_id: moduleId, agency_id: agencyId })))}
          ON CONFLICT (portal_id, module_id) DO NOTHING`.pipe(Effect.asVoid, Effect.orDie)

    const recordInstall = (portalId: number, moduleId: number, installedVersion: string, previousVersion: string | null) =>
      sql`
        INSERT INTO portal_modules ${sql.insert({
          portal_id: portalId,
          module_id: moduleId,
          installed_version: installedVersion,
          previous_version: previousVersion
        })}
        ON CONFLICT (portal_id, module_id) DO UPDATE
        SET installed_version = EXCLUDED.installed_version, previous_version = EXCLUDED.previous_version, updated_at = now()`.pipe(
        Effect.asVoid,
        Effect.orDie
      )

    return {
      portalContext,
      portalContextIn,
      listContext,
      installed,
      installedModules,
      purchasedIds,
      fileVersions,
      isAgencyMember,
      lockAgency,
      setCreditLimit,
      addPurchases,
      recordInstall
    } as const
  })
}) {}
