// Page template list reads: one drawer's templates (website, landing, system or blog) for a portal.
import { Effect } from "effect"
import { ApiClient, type ApiError, type PageTemplate, type PageTemplateListParams } from "@/shared/api"

export interface PageTemplatePage {
  readonly templates: ReadonlyArray<PageTemplate>
  readonly total: number
}

/** The catalogue holds a handful of templates per drawer, so a drawer reads them in one page. */
export const PAGE_TEMPLATE_PAGE_LIMIT = 100

export const listPageTemplates = (params: PageTemplateListParams): Effect.Effect<PageTemplatePage, ApiError, ApiClient> =>
  ApiClient.pipe(
    Effect.flatMap((api) => api.call((client) => client.pageTemplate.list({ urlParams: params }))),
    Effect.map((answer) => ({ templates: answer.data, total: answer.meta.pagination.total }))
  )
