// Portal audits: what the app installed in a portal (the files of each installed version), the stored audits,
// and the per-portal lease that lets one audit of a portal run at a time across every API process.
import { SqlClient } from "@effect/sql"
import { Effect, Option } from "effect"

/** One installed module with the files of its installed version, as the install wrote them. */
export interface InstalledModuleRow {
  readonly key: string
  readonly name: string
  readonly version: string
  readonly files: ReadonlyArray<{ readonly name: string; readonly content: string }>
}

/** One installed theme file with the content of its installed version. */
export interface InstalledThemeFileRow {
  readonly path: string
  readonly name: string
  readonly parent_path: string
  readonly version: string
  readonly content: string
}

interface StoredAuditFile {
  readonly path: string
  readonly kind: "module" | "theme-file"
  readonly owner_key: string
  readonly owner_name: string
  readonly installed_version: string | null
  readonly state: "unchanged" | "edited" | "missing" | "added"
}

export interface AuditRow {
  readonly portal_id: number
  readonly taken_at: string
  readonly taken_by_id: number | null
  readonly taken_by_name: string | null
  readonly unchanged: number
  readonly edited: number
  readonly missing: number
  readonly added: number
  readonly files: ReadonlyArray<StoredAuditFile>
}

interface NewAudit {
  readonly portalId: number
  readonly takenBy: number | null
  readonly summary: { readonly unchanged: number; readonly edited: number; readonly missing: number; readonly added: number }
  readonly files: ReadonlyArray<StoredAuditFile>
}

/** A lease older than this belongs to an audit whose process died; the next audit takes it over. */
const AUDIT_LEASE_SECONDS = 600

const iso = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`

export class AuditRepo extends Effect.Service<AuditRepo>()("server/db/AuditRepo", {
  effect: Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient

    const installedModules = (portalId: number) =>
      sql<InstalledModuleRow>`
        SELECT m.key, m.name, pm.installed_version AS version, coalesce(mv.files, '[]'::jsonb) AS files
        FROM portal_modules pm
        JOIN modules m ON m.id = pm.module_id
        LEFT JOIN module_versions mv ON mv.module_id = pm.module_id AND mv.version = pm.installed_version
        WHERE pm.portal_id = ${portalId} ORDER BY m.name, m.key`.pipe(Effect.orDie)

    const installedThemeFiles = (portalId: number) =>
      sql<InstalledThemeFileRow>`
        SELECT tf.path, tf.name, tf.parent_path, pf.installed_version AS version, tfv.content
        FROM portal_files pf
        JOIN theme_files tf ON tf.id = pf.theme_file_id
        JOIN theme_file_versions tfv ON tfv.theme_file_id = pf.theme_file_id AND tfv.version = pf.installed_version
        WHERE pf.portal_id = ${portalId} ORDER BY tf.path`.pipe(Effect.orDie)

    /** Takes the portal's audit lease: false while another audit of it holds a live one. */
    const claim = (portalId: number) =>
      sql<{ portal_id: number }>`
        INSERT INTO portal_audit_runs (portal_id) VALUES (${portalId})
        ON CONFLICT (portal_id) DO UPDATE SET started_at = now()
        WHERE portal_audit_runs.started_at < now() - make_interval(secs => ${AUDIT_LEASE_SECONDS})
        RETURNING portal_id`.pipe(
        Effect.map((rows) => rows.length > 0),
        Effect.orDie
      )

    const release = (portalId: number) => sql`DELETE FROM portal_audit_runs WHERE portal_id = ${portalId}`.pipe(Effect.asVoid, Effect.orDie)

    const insert = (audit: NewAudit) =>
      sql<{ id: number }>`
        INSERT INTO portal_audits (portal_id, taken_by, unchanged, edited, missing, added, files)
        VALUES (${audit.portalId}, ${audit.takenBy}, ${audit.summary.unchanged}, ${audit.summary.edited}, ${audit.summary.missing},
          ${audit.summary.added}, ${JSON.stringify(audit.files)}::jsonb)
        RETURNING id`.pipe(
        Effect.map((rows) => rows[0]!.id),
        Effect.orDie
      )

    /** The portal's newest audit, with the name of who ran it. */
    const latest = (portalId: number) =>
      sql<AuditRow>`
        SELECT a.portal_id, ${sql.literal(iso("a.taken_at"))} AS taken_at, a.taken_by AS taken_by_id, u.name AS taken_by_name,
          a.unchanged, a.edited, a.missing, a.added, a.files
        FROM portal_audits a LEFT JOIN users u ON u.id = a.taken_by
        WHERE a.portal_id = ${portalId} ORDER BY a.taken_at DESC, a.id DESC LIMIT 1`.pipe(
        Effect.map((rows) => Option.fromNullable(rows[0])),
        Effect.orDie
      )

    /** The files of one version of a module, by the module's key. */
    const moduleVersionFiles = (key: string, version: string) =>
      sql<{ files: ReadonlyArray<{ readonly name: string; readonly content: string }> }>`
        SELECT mv.files FROM module_versions mv JOIN modules m ON m.id = mv.module_id WHERE m.key = ${key} AND mv.version = ${version}`.pipe(
        Effect.map((rows) => rows[0]?.files ?? []),
        Effect.orDie
      )

    /** The content of one version of a theme file, by its catalogue path. */
    const themeFileContent = (path: string, version: string) =>
      sql<{ content: string }>`
        SELECT v.content FROM theme_file_versions v JOIN theme_files f ON f.id = v.theme_file_id
        WHERE f.path = ${path} AND v.version = ${version}`.pipe(
        Effect.map((rows) => Option.fromNullable(rows[0]?.content)),
        Effect.orDie
      )

    return { installedModules, installedThemeFiles, claim, release, insert, latest, moduleVersionFiles, themeFileContent } as const
  })
}) {}
