// Portal writes for the admin and agency-admin calls (create, update, delete, installation removal)
// and the migration flags (the moves of a page migration are in PageMigrationMoveRepo).
import { SqlClient } from "@effect/sql"
import { Effect, Option } from "effect"

import { isUniqueViolation } from "../unique.ts"

export interface PortalFields {
  readonly name: string
  readonly hub_id: number
  readonly hub_url: string
  readonly domain: string | null
  readonly plan: "free" | "core" | "stack" | "pro"
  readonly agency_id: number
  readonly custom_installation: string
  readonly parent_id: number | null
}

export class PortalManageRepo extends Effect.Service<PortalManageRepo>()("server/db/PortalManageRepo", {
  effect: Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient

    const hubIdTaken = (hubId: number, exceptId: number | null) =>
      sql<{ taken: boolean }>`
        SELECT EXISTS (SELECT 1 FROM portals WHERE hub_id = ${hubId} AND id <> ${exceptId ?? 0}) AS taken`.pipe(
        Effect.map((rows) => rows[0]?.taken === true),
        Effect.orDie
      )

    const agencyExists = (agencyId: number) =>
      sql<{ found: boolean }>`SELECT EXISTS (SELECT 1 FROM agencies WHERE id = ${agencyId}) AS found`.pipe(
        Effect.map((rows) => rows[0]?.found === true),
        Effect.orDie
      )

    /** The new portal's id; none when another request took the hub id since the caller checked it. */
    const insert = (fields: PortalFields) =>
      sql<{ id: number }>`
        INSERT INTO portals (name, hub_id, hub_url, domain, plan, agency_id, custom_installation, parent_id)
        VALUES (${fields.name}, ${fields.hub_id}, ${fields.hub_url}, ${fields.domain}, ${fields.plan}, ${fields.agency_id},
                ${fields.custom_installation}, ${fields.parent_id})
        RETURNING id`.pipe(
        Effect.map((rows) => Option.some(rows[0]!.id)),
        Effect.catchIf(
          (error) => isUniqueViolation(error, "portals_hub_id_key"),
          () => Effect.succeed(Option.none<number>())
        ),
        Effect.orDie
      )

    const updateAll = (id: number, fields: Omit<PortalFields, "parent_id" | "hub_id">) =>
      sql`
        UPDATE portals SET name = ${fields.name}, hub_url = ${fields.hub_url}, domain = ${fields.domain}, plan = ${fields.plan},
          agency_id = ${fields.agency_id}, custom_installation = ${fields.custom_installation}, updated_at = now()
        WHERE id = ${id}`.pipe(Effect.asVoid, Effect.orDie)

    const updateNameDomain = (id: number, name: string, domain: string | null) =>
      sql`UPDATE portals SET name = ${name}, domain = ${domain}, updated_at = now() WHERE id = ${id}`.pipe(Effect.asVoid, Effect.orDie)

    const remove = (id: number) => sql`DELETE FROM portals WHERE id = ${id}`.pipe(Effect.asVoid, Effect.orDie)

    const markNotSetUp = (id: number) =>
      sql`UPDATE portals SET portal_setup_status = false, updated_at = now() WHERE id = ${id}`.pipe(Effect.asVoid, Effect.orDie)

    /** Marks the migration done; false when it already was (a job that ran twice). */
    const markMigrated = (id: number) =>
      sql<{ id: number }>`
        UPDATE portals SET has_migrate = true, has_page_migration = true, updated_at = now()
        WHERE id = ${id} AND NOT (has_migrate AND has_page_migration) RETURNING id`.pipe(
        Effect.map((rows) => rows.length > 0),
        Effect.orDie
      )

    const unfinishedBatch = (portalId: number, kind: string) =>
      sql<{ id: string }>`
        SELECT id FROM batches WHERE portal_id = ${portalId} AND kind = ${kind} AND status <> 'finished' ORDER BY created_at LIMIT 1`.pipe(
        Effect.map((rows) => Option.fromNullable(rows[0]?.id)),
        Effect.orDie
      )

    return {
      hubIdTaken,
      agencyExists,
      insert,
      updateAll,
      updateNameDomain,
      remove,
      markNotSetUp,
      markMigrated,
      unfinishedBatch
    } as const
  })
}) {}
