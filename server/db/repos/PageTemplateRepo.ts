// Page templates of the catalogue (filtered, paged), the pages portals created from them, and the
// portal facts page calls need beyond the module context (hub id, portal type).
import { SqlClient, type Statement } from "@effect/sql"
import { Effect, Option } from "effect"

import type { ModuleFile } from "../catalogue-seed-data.ts"
import type { PageTemplateKind } from "../catalogue-seed-pages.ts"
import { containsPattern } from "./LayoutRepo.ts"

export interface PageTemplateRow {
  readonly id: number
  readonly key: string
  readonly name: string
  readonly type: PageTemplateKind
  readonly access: "free" | "lite" | "pro"
}

export interface PageTemplateWithFiles extends PageTemplateRow {
  readonly files: ReadonlyArray<ModuleFile>
}

export interface PortalPageRow {
  readonly id: number
  readonly portal_id: number
  readonly template_id: number
  readonly batch_id: string | null
  readonly crm_page_id: string
  readonly name: string
  readonly subcategory: "site_page" | "landing_page"
  readonly domain: string | null
}

export interface NewPortalPage {
  readonly portalId: number
  readonly templateId: number
  readonly batchId: string | null
  readonly crmPageId: string
  readonly name: string
  readonly subcategory: "site_page" | "landing_page"
  readonly domain: string | null
  readonly createdBy: number | null
}

/** Columns a template list may be sorted by; the keys are the public sort_by values. */
export const pageTemplateSortColumns = { name: "t.name", key: "t.key", access: "t.access", id: "t.id" } as const
export type PageTemplateSortKey = keyof typeof pageTemplateSortColumns

export interface PageTemplateListQuery {
  readonly type: PageTemplateKind
  readonly keyword: string | undefined
  readonly sortBy: PageTemplateSortKey
  readonly sortDirection: "asc" | "desc"
  readonly page: number
  readonly limit: number
}

/** The kind of every page-template batch (its jobs write one template file each). */
export const PAGE_TEMPLATE_BATCH = "page-template"

const columns = "t.id, t.key, t.name, t.type, t.access"
const pageColumns = "id, portal_id, template_id, batch_id, crm_page_id, name, subcategory, domain"

export class PageTemplateRepo extends Effect.Service<PageTemplateRepo>()("server/db/PageTemplateRepo", {
  effect: Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient

    const list = (query: PageTemplateListQuery) =>
      Effect.gen(function* () {
        const clauses: Array<Statement.Fragment> = [sql`t.type = ${query.type}`]
        if (query.keyword !== undefined && query.keyword.trim() !== "") {
          const pattern = containsPattern(query.keyword)
          clauses.push(sql`(t.name ILIKE ${pattern} OR t.key ILIKE ${pattern})`)
        }
        const where = sql.and(clauses)
        const [counted] = yield* sql<{ total: number }>`SELECT count(*)::int AS total FROM page_templates t WHERE ${where}`
        // The sort column comes from the allow-list above, never from the request text.
        const order = sql.literal(`${pageTemplateSortColumns[query.sortBy]} ${query.sortDirection === "desc" ? "DESC" : "ASC"}, t.id ASC`)
        const rows = yield* sql<PageTemplateRow>`
          SELECT ${sql.literal(columns)} FROM page_templates t WHERE ${where} ORDER BY ${order}
          LIMIT ${query.limit} OFFSET ${(query.page - 1) * query.limit}`
        return { rows, total: counted?.total ?? 0 }
      }).pipe(Effect.orDie)

    const findByKey = (key: string) =>
      sql<PageTemplateWithFiles>`SELECT ${sql.literal(columns)}, t.files FROM page_templates t WHERE t.key = ${key}`.pipe(
        Effect.map((rows) => Option.fromNullable(rows[0])),
        Effect.orDie
      )

    /**
     * Templates of the list the portal has installed: a page was created from it, or (blog) a
     * page-template batch of it finished with every file written.
     */
    const installedIds = (portalId: number, templates: ReadonlyArray<PageTemplateRow>) =>
      templates.length === 0
        ? Effect.succeed<ReadonlySet<number>>(new Set())
        : Effect.gen(function* () {
            const ids = templates.map((template) => template.id)
            const withPages = yield* sql<{ template_id: number }>`
            SELECT DISTINCT template_id FROM portal_pages WHERE portal_id = ${portalId} AND ${sql.in("template_id", ids)}`
            const blogKeys = templates.filter((template) => template.type === "blog").map((template) => template.key)
            const blogs =
              blogKeys.length === 0
                ? []
                : yield* sql<{ reference: string }>`
            SELECT DISTINCT reference FROM batches
            WHERE portal_id = ${portalId} AND kind = ${PAGE_TEMPLATE_BATCH} AND status = 'finished' AND failed_jobs = 0
              AND ${sql.in("reference", blogKeys)}`
            const installed = new Set(withPages.map((row) => row.template_id))
            for (const row of blogs) {
              const template = templates.find((candidate) => candidate.key === row.reference)
              if (template !== undefined) installed.add(template.id)
            }
            return installed as ReadonlySet<number>
          }).pipe(Effect.orDie)

    const portalFacts = (portalId: number) =>
      sql<{ hub_id: number; portal_type: string }>`SELECT hub_id::float8 AS hub_id, portal_type FROM portals WHERE id = ${portalId}`.pipe(
        Effect.map((rows) => Option.fromNullable(rows[0])),
        Effect.orDie
      )

    const pageCount = (portalId: number, templateId: number) =>
      sql<{
        count: number
      }>`SELECT count(*)::int AS count FROM portal_pages WHERE portal_id = ${portalId} AND template_id = ${templateId}`.pipe(
        Effect.map((rows) => rows[0]?.count ?? 0),
        Effect.orDie
      )

    const pageOfBatch = (batchId: string) =>
      sql<PortalPageRow>`SELECT ${sql.literal(pageColumns)} FROM portal_pages WHERE batch_id = ${batchId}`.pipe(
        Effect.map((rows) => Option.fromNullable(rows[0])),
        Effect.orDie
      )

    /** Records the page; None when the batch already has one (a concurrent call stored it first). */
    const insertPage = (page: NewPortalPage) =>
      sql<PortalPageRow>`
        INSERT INTO portal_pages ${sql.insert({
          portal_id: page.portalId,
          template_id: page.templateId,
          batch_id: page.batchId,
          crm_page_id: page.crmPageId,
          name: page.name,
          subcategory: page.subcategory,
          domain: page.domain,
          created_by: page.createdBy
        })}
        ON CONFLICT (batch_id) DO NOTHING RETURNING ${sql.literal(pageColumns)}`.pipe(
        Effect.map((rows) => Option.fromNullable(rows[0])),
        Effect.orDie
      )

    return { list, findByKey, installedIds, portalFacts, pageCount, pageOfBatch, insertPage } as const
  })
}) {}
