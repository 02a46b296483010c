// The design manager's files. A draft read falls back to the published file, and publishing
// clears the draft, as HubSpot's source-code API documents.
import { SqlClient } from "@effect/sql"
import { Effect, Option, Schema } from "effect"

export type Environment = "draft" | "published"

const FileRow = Schema.Struct({
  path: Schema.String,
  content: Schema.String,
  created_at: Schema.DateFromSelf,
  updated_at: Schema.DateFromSelf
})
export type FileRow = typeof FileRow.Type

const decodeFiles = Schema.decodeUnknown(Schema.Array(FileRow))

/** The files visible in an environment: draft rows shadow published ones. */
const visibleFiles = (sql: SqlClient.SqlClient, hubId: number, environment: Environment) => sql`
  SELECT DISTINCT ON (path) path, content, created_at, updated_at FROM sandbox_hubspot_files
  WHERE hub_id = ${hubId} AND (environment = 'published' OR (environment = 'draft' AND ${environment} = 'draft'))
  ORDER BY path, (environment = 'draft') DESC`

export const readFile = (hubId: number, environment: Environment, path: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* decodeFiles(yield* sql`SELECT * FROM (${visibleFiles(sql, hubId, environment)}) f WHERE path = ${path}`)
    return Option.fromNullable(rows[0])
  }).pipe(Effect.orDie)

/** Files strictly inside the folder `path`. */
export const filesUnder = (hubId: number, environment: Environment, path: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const prefix = `${path}/`
    return yield* decodeFiles(
      yield* sql`
      SELECT * FROM (${visibleFiles(sql, hubId, environment)}) f
      WHERE left(path, ${prefix.length}) = ${prefix} ORDER BY path`
    )
  }).pipe(Effect.orDie)

/** Published files whose path contains `fragment` (e.g. "/templates/blog/"). */
export const publishedFilesContaining = (hubId: number, fragment: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    return yield* decodeFiles(
      yield* sql`
      SELECT path, content, created_at, updated_at FROM sandbox_hubspot_files
      WHERE hub_id = ${hubId} AND environment = 'published' AND strpos(path, ${fragment}) > 0 ORDER BY path`
    )
  }).pipe(Effect.orDie)

export const writeFile = (hubId: number, environment: Environment, path: string, content: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    return yield* sql.withTransaction(
      Effect.gen(function* () {
        const rows = yield* sql`
          INSERT INTO sandbox_hubspot_files (hub_id, environment, path, content) VALUES (${hubId}, ${environment}, ${path}, ${content})
          ON CONFLICT (hub_id, environment, path) DO UPDATE SET content = EXCLUDED.content, updated_at = now()
          RETURNING path, content, created_at, updated_at`
        if (environment === "published") {
          yield* sql`DELETE FROM sandbox_hubspot_files WHERE hub_id = ${hubId} AND environment = 'draft' AND path = ${path}`
        }
        return yield* Effect.head(decodeFiles(rows))
      })
    )
  }).pipe(Effect.orDie)

/**
 * Deletes the file at `path` (never a folder) and returns how many rows went. Deleting from
 * published removes the file everywhere; from draft, only its unpublished changes.
 */
export const deleteFile = (hubId: number, environment: Environment, path: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql`
      DELETE FROM sandbox_hubspot_files
      WHERE hub_id = ${hubId} AND path = ${path} AND (environment = 'draft' OR ${environment} = 'published')
      RETURNING path`
    return rows.length
  }).pipe(Effect.orDie)
