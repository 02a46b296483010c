// One drawer's templates for the search, through the query cache: a reload (after an install) keeps the
// cards on screen until the fresh list arrives, so a card's install state is not thrown away mid-flow.
import { Effect } from "effect"

import { apiQueryOptions, type PageTemplate, type PageTemplateType, type QueryState, useApiQuery } from "@/shared/api"

import { listPageTemplates, PAGE_TEMPLATE_PAGE_LIMIT, type PageTemplateAudience } from "./pageTemplates.ts"
import { pageTemplateKeys } from "./queries.ts"

export interface PageTemplateListQuery {
  readonly portalId: number
  readonly type: PageTemplateType
  readonly keyword: string
  /** Guests read the demo portal's templates through the guest call; members by default. */
  readonly audience?: PageTemplateAudience
}

export type PageTemplateListState = QueryState<ReadonlyArray<PageTemplate>> & { readonly reload: () => void }

export function usePageTemplateList({ portalId, type, keyword, audience = "member" }: PageTemplateListQuery): PageTemplateListState {
  const trimmed = keyword.trim()
  const params = { portal: portalId, type, limit: PAGE_TEMPLATE_PAGE_LIMIT, ...(trimmed === "" ? {} : { keyword: trimmed }) }
  return useApiQuery(
    apiQueryOptions(
      pageTemplateKeys.list(portalId, audience, params),
      Effect.map(listPageTemplates(params, audience), (page) => page.templates)
    )
  )
}
