// What the portal setup wizard reads and writes: the portal's setup facts, whether another of our
// portals on the same hub already uses an installation folder, the starter pages already made, and the
// final mark (folder and portal_setup_status).
import { SqlClient } from "@effect/sql"
import { Effect, Option } from "effect"

export interface SetupPortalRow {
  readonly id: number
  readonly name: string
  readonly hub_id: number
  readonly agency_id: number | null
  readonly custom_installation: string
  readonly portal_setup_status: boolean
}

export class SetupRepo extends Effect.Service<SetupRepo>()("server/db/SetupRepo", {
  effect: Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient

    const portal = (portalId: number) =>
      sql<SetupPortalRow>`
        SELECT id, name, hub_id::float8 AS hub_id, agency_id, custom_installation, portal_setup_status
        FROM portals WHERE id = ${portalId}`.pipe(
        Effect.map((rows) => Option.fromNullable(rows[0])),
        Effect.orDie
      )

    /** Whether another portal of ours on the same hub is installed in the folder. */
    const folderUsedElsewhere = (portalId: number, hubId: number, folder: string) =>
      sql<{ used: boolean }>`
        SELECT EXISTS (
          SELECT 1 FROM portals
          WHERE id <> ${portalId} AND hub_id = ${hubId} AND lower(custom_installation) = lower(${folder})
        ) AS used`.pipe(
        Effect.map((rows) => rows[0]?.used === true),
        Effect.orDie
      )

    /** Whether an earlier setup of this portal wrote into the folder (a retry after failed jobs may reuse it). */
    const earlierSetupFolder = (portalId: number, kind: string, folder: string) =>
      sql<{ used: boolean }>`
        SELECT EXISTS (
          SELECT 1 FROM batches WHERE portal_id = ${portalId} AND kind = ${kind} AND options->>'folder' = ${folder}
        ) AS used`.pipe(
        Effect.map((rows) => rows[0]?.used === true),
        Effect.orDie
      )

    /** Whether the portal already has a page of this template with this name (a retried job made it). */
    const hasPage = (portalId: number, templateId: number, name: string) =>
      sql<{ made: boolean }>`
        SELECT EXISTS (
          SELECT 1 FROM portal_pages WHERE portal_id = ${portalId} AND template_id = ${templateId} AND name = ${name}
        ) AS made`.pipe(
        Effect.map((rows) => rows[0]?.made === true),
        Effect.orDie
      )

    /** The end of a setup: the portal lives in the folder and counts as set up. False when it already was. */
    const markSetUp = (portalId: number, folder: string) =>
      sql<{ id: number }>`
        UPDATE portals SET custom_installation = ${folder}, portal_setup_status = true, updated_at = now()
        WHERE id = ${portalId} AND portal_setup_status = false RETURNING id`.pipe(
        Effect.map((rows) => rows.length > 0),
        Effect.orDie
      )

    /** The name the wizard's user gave the portal (its lock_version moves on, as with any save). */
    const rename = (portalId: number, name: string) =>
      sql`UPDATE portals SET name = ${name}, updated_at = now() WHERE id = ${portalId}`.pipe(Effect.asVoid, Effect.orDie)

    return { portal, folderUsedElsewhere, earlierSetupFolder, hasPage, markSetUp, rename } as const
  })
}) {}
