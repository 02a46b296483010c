// Theme files of the catalogue with every version's content, and which version each portal holds.
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

export interface ThemeFileVersionContentRow {
  readonly theme_file_id: number
  readonly path: string
  readonly name: string
  readonly parent_path: string
  readonly version: string
  readonly message: string
  readonly content: string
}

export interface PortalFileRow {
  readonly theme_file_id: number
  readonly installed_version: string
  readonly previous_version: string | null
}

export class FileRepo extends Effect.Service<FileRepo>()("server/db/FileRepo", {
  effect: Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient

    /** Every version of every theme file, ordered by path (versions in any order). */
    const catalogue = sql<ThemeFileVersionContentRow>`
      SELECT f.id AS theme_file_id, f.path, f.name, f.parent_path, v.version, v.message, v.content
      FROM theme_files f JOIN theme_file_versions v ON v.theme_file_id = f.id
      ORDER BY f.path`.pipe(Effect.orDie)

    const held = (portalId: number) =>
      sql<PortalFileRow>`
        SELECT theme_file_id, installed_version, previous_version FROM portal_files WHERE portal_id = ${portalId}`.pipe(Effect.orDie)

    const recordInstall = (portalId: number, themeFileId: number, installedVersion: string, previousVersion: string | null) =>
      sql`
        INSERT INTO portal_files ${sql.insert({
          portal_id: portalId,
          theme_file_id: themeFileId,
          installed_version: installedVersion,
          previous_version: previousVersion
        })}
        ON CONFLICT (portal_id, theme_file_id) DO UPDATE
        SET installed_version = EXCLUDED.installed_version, previous_version = EXCLUDED.previous_version, updated_at = now()`.pipe(
        Effect.asVoid,
        Effect.orDie
      )

    /** The portal no longer holds the file (a rollback took out the file its rollout added). */
    const removeHolding = (portalId: number, themeFileId: number) =>
      sql`DELETE FROM portal_files WHERE portal_id = ${portalId} AND theme_file_id = ${themeFileId}`.pipe(Effect.asVoid, Effect.orDie)

    return { catalogue, held, recordInstall, removeHolding } as const
  })
}) {}
