// Page template list reads: one drawer's templates (website, landing, system or blog) for a portal.
import { Effect } from "effect"

import { ApiClient, type ApiError, type PageTemplate, type PageTemplateListParams } from "@/shared/api"

export interface PageTemplatePage {
  readonly templates: ReadonlyArray<PageTemplate>
  readonly total: number
}

/** The catalogue holds a handful of templates per drawer, so a drawer reads them in one page. */
export const PAGE_TEMPLATE_PAGE_LIMIT = 100

/** Members list a portal's templates; guests the demo portal's through the guest (read-only) group. */
export type PageTemplateAudience = "member" | "guest"

export const listPageTemplates = (
  params: PageTemplateListParams,
  audience: PageTemplateAudience = "member"
): Effect.Effect<PageTemplatePage, ApiError, ApiClient> =>
  ApiClient.pipe(
    Effect.flatMap((api) =>
      api.call((client) =>
        audience === "guest" ? client.guestPageTemplate.list({ urlParams: params }) : client.pageTemplate.list({ urlParams: params })
      )
    ),
    Effect.map((answer) => ({ templates: answer.data, total: answer.meta.pagination.total }))
  )
