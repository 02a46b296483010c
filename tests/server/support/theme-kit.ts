// Theme files in server tests: what the app records a portal holding, and its CRM folder's copy as HubSpot's design
// manager would leave it (through the sandbox's source-code API).
import { Effect } from "effect"

import { Crm } from "../../../server/integrations/crm/index.ts"
import { portalCrmAuth } from "./crm.ts"
import { sqlRun } from "./rollout-kit.ts"

export const PATH = "css/main.css"

const rootOf = (portalId: number) =>
  Effect.map(
    sqlRun((sql) => sql<{ root: string }>`SELECT custom_installation AS root FROM portals WHERE id = ${portalId}`),
    (rows) => rows[0]!.root
  )

export const contentAt = (version: string, path = PATH) =>
  Effect.map(
    sqlRun(
      (sql) => sql<{ content: string }>`
        SELECT v.content FROM theme_file_versions v JOIN theme_files f ON f.id = v.theme_file_id
        WHERE f.path = ${path} AND v.version = ${version}`
    ),
    (rows) => rows[0]!.content
  )

/** The file in the portal's published CRM folder; none when it is not there. */
export const crmFile = (portalId: number, path = PATH) =>
  Effect.gen(function* () {
    const crm = yield* Crm
    return yield* crm.readFile(yield* portalCrmAuth(portalId), "published", `${yield* rootOf(portalId)}/${path}`).pipe(Effect.option)
  })

/** The portal's CRM folder holds `content` at the file's path (or nothing), as HubSpot's design manager would leave it. */
export const setCrmFile = (portalId: number, content: string | null, file = PATH) =>
  Effect.gen(function* () {
    const crm = yield* Crm
    const auth = yield* portalCrmAuth(portalId)
    const path = `${yield* rootOf(portalId)}/${file}`
    if (content === null) yield* crm.deleteFolder(auth, "published", path).pipe(Effect.catchTag("CrmNotFound", () => Effect.void))
    else yield* crm.writeFile(auth, "published", path, content)
  }).pipe(Effect.orDie)

export const rolloutCount = Effect.map(
  sqlRun((sql) => sql<{ count: number }>`SELECT count(*)::int AS count FROM rollouts`),
  (rows) => rows[0]!.count
)

/** What the app records the portal holding of the file: its version (null when it holds none). */
export const holding = (portalId: number, path = PATH) =>
  Effect.map(
    sqlRun(
      (sql) => sql<{ version: string; previous: string | null }>`
        SELECT pf.installed_version AS version, pf.previous_version AS previous FROM portal_files pf
        JOIN theme_files f ON f.id = pf.theme_file_id WHERE pf.portal_id = ${portalId} AND f.path = ${path}`
    ),
    (rows) => rows[0] ?? null
  )

/** The portal holds the file at `version` (null: not at all), recorded and in its CRM folder alike. */
export const hold = (portalId: number, version: string | null, path = PATH) =>
  Effect.gen(function* () {
    yield* sqlRun(
      (sql) => sql`
        DELETE FROM portal_files WHERE portal_id = ${portalId} AND theme_file_id = (SELECT id FROM theme_files WHERE path = ${path})`
    )
    if (version !== null) {
      yield* sqlRun(
        (sql) => sql`
          INSERT INTO portal_files (portal_id, theme_file_id, installed_version)
          SELECT ${portalId}, id, ${version} FROM theme_files WHERE path = ${path}`
      )
    }
    yield* setCrmFile(portalId, version === null ? null : yield* contentAt(version, path), path)
  })

export const setThemeVersion = (portalId: number, version: string) =>
  sqlRun((sql) => sql`UPDATE portals SET version = ${version} WHERE id = ${portalId}`)

export const themeVersionOf = (portalId: number) =>
  Effect.map(
    sqlRun((sql) => sql<{ version: string }>`SELECT version FROM portals WHERE id = ${portalId}`),
    (rows) => rows[0]!.version
  )
