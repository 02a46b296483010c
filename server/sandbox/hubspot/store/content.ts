// Pages, HubDB tables and blogs of the sandbox HubSpot's accounts.
import { SqlClient } from "@effect/sql"
import { Effect, Option, Schema } from "effect"

export type PageKind = "site" | "landing"

const PageRow = Schema.Struct({
  id: Schema.Number,
  kind: Schema.Literal("site", "landing"),
  name: Schema.String,
  slug: Schema.String,
  template_path: Schema.NullOr(Schema.String),
  html_title: Schema.NullOr(Schema.String),
  state: Schema.String,
  properties: Schema.Record({ key: Schema.String, value: Schema.Unknown }),
  created_at: Schema.DateFromSelf,
  updated_at: Schema.DateFromSelf
})
export type PageRow = typeof PageRow.Type

const HubDbTableRow = Schema.Struct({
  id: Schema.Number,
  name: Schema.String,
  label: Schema.String,
  columns: Schema.Array(Schema.Unknown),
  row_count: Schema.Number,
  published: Schema.Boolean,
  created_at: Schema.DateFromSelf,
  updated_at: Schema.DateFromSelf
})
export type HubDbTableRow = typeof HubDbTableRow.Type

const BlogRow = Schema.Struct({
  id: Schema.Number,
  name: Schema.String,
  slug: Schema.String,
  public_title: Schema.String,
  language: Schema.String,
  created_at: Schema.DateFromSelf,
  updated_at: Schema.DateFromSelf
})
export type BlogRow = typeof BlogRow.Type

export interface NewPage {
  readonly name: string
  readonly slug: string
  readonly templatePath: string | null
  readonly htmlTitle: string | null
  readonly state: string
  /** Every other field the caller sent, echoed back as HubSpot does. */
  readonly properties: Readonly<Record<string, unknown>>
}

const pageColumns = "id::float8 AS id, kind, name, slug, template_path, html_title, state, properties, created_at, updated_at"

export const listPages = (hubId: number, kind: PageKind, offset: number, limit: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [count] = yield* sql<{
      total: number
    }>`SELECT count(*)::int AS total FROM sandbox_hubspot_pages WHERE hub_id = ${hubId} AND kind = ${kind}`
    const rows = yield* sql`
      SELECT ${sql.literal(pageColumns)} FROM sandbox_hubspot_pages WHERE hub_id = ${hubId} AND kind = ${kind}
      ORDER BY id LIMIT ${limit} OFFSET ${offset}`
    return { total: count?.total ?? 0, pages: yield* Schema.decodeUnknown(Schema.Array(PageRow))(rows) }
  }).pipe(Effect.orDie)

export const createPage = (hubId: number, kind: PageKind, page: NewPage) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql`
      INSERT INTO sandbox_hubspot_pages (hub_id, kind, name, slug, template_path, html_title, state, properties)
      VALUES (${hubId}, ${kind}, ${page.name}, ${page.slug}, ${page.templatePath}, ${page.htmlTitle}, ${page.state}, ${JSON.stringify(page.properties)}::jsonb)
      RETURNING ${sql.literal(pageColumns)}`
    return yield* Effect.head(Schema.decodeUnknown(Schema.Array(PageRow))(rows))
  }).pipe(Effect.orDie)

export const findPage = (hubId: number, id: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    if (!Number.isSafeInteger(id) || id <= 0) return Option.none<PageRow>()
    const rows = yield* sql`SELECT ${sql.literal(pageColumns)} FROM sandbox_hubspot_pages WHERE hub_id = ${hubId} AND id = ${id}`
    return Option.fromNullable((yield* Schema.decodeUnknown(Schema.Array(PageRow))(rows))[0])
  }).pipe(Effect.orDie)

/** Changes a page's fields (other fields merge into its properties); none when it does not exist. */
export const updatePage = (hubId: number, kind: PageKind, id: number, changes: Partial<NewPage>) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const current = yield* findPage(hubId, id)
    if (Option.isNone(current) || current.value.kind !== kind) return Option.none<PageRow>()
    const page = current.value
    const rows = yield* sql`
      UPDATE sandbox_hubspot_pages SET
        name = ${changes.name ?? page.name},
        slug = ${changes.slug ?? page.slug},
        template_path = ${changes.templatePath === undefined ? page.template_path : changes.templatePath},
        html_title = ${changes.htmlTitle === undefined ? page.html_title : changes.htmlTitle},
        state = ${changes.state ?? page.state},
        properties = properties || ${JSON.stringify(changes.properties ?? {})}::jsonb,
        updated_at = now()
      WHERE hub_id = ${hubId} AND id = ${id}
      RETURNING ${sql.literal(pageColumns)}`
    return Option.fromNullable((yield* Schema.decodeUnknown(Schema.Array(PageRow))(rows))[0])
  }).pipe(Effect.orDie)

/** Archives a page: it leaves the account's store (and every listing); false when there was none of that kind. */
export const deletePage = (hubId: number, kind: PageKind, id: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    if (!Number.isSafeInteger(id) || id <= 0) return false
    const rows = yield* sql`DELETE FROM sandbox_hubspot_pages WHERE hub_id = ${hubId} AND kind = ${kind} AND id = ${id} RETURNING id`
    return rows.length > 0
  }).pipe(Effect.orDie)

export const listHubDbTables = (hubId: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql`
      SELECT id::float8 AS id, name, label, columns, row_count, published, created_at, updated_at
      FROM sandbox_hubspot_hubdb_tables WHERE hub_id = ${hubId} ORDER BY id`
    return yield* Schema.decodeUnknown(Schema.Array(HubDbTableRow))(rows)
  }).pipe(Effect.orDie)

export const createHubDbTable = (hubId: number, table: { name: string; label: string; columns: ReadonlyArray<unknown> }) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql`
      INSERT INTO sandbox_hubspot_hubdb_tables (hub_id, name, label, columns)
      VALUES (${hubId}, ${table.name}, ${table.label}, ${JSON.stringify(table.columns)}::jsonb)
      ON CONFLICT (hub_id, name) DO NOTHING
      RETURNING id::float8 AS id, name, label, columns, row_count, published, created_at, updated_at`
    const [row] = yield* Schema.decodeUnknown(Schema.Array(HubDbTableRow))(rows)
    return row
  }).pipe(Effect.orDie)

export const listBlogs = (hubId: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql`
      SELECT id::float8 AS id, name, slug, public_title, language, created_at, updated_at
      FROM sandbox_hubspot_blogs WHERE hub_id = ${hubId} ORDER BY id`
    return yield* Schema.decodeUnknown(Schema.Array(BlogRow))(rows)
  }).pipe(Effect.orDie)
