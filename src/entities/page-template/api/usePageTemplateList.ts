// One drawer's templates for the search; a reload (after an install) keeps the cards on screen
// until the fresh list arrives, so a card's install state is not thrown away mid-flow.
import { Effect } from "effect"
import { useState } from "react"
import { type PageTemplate, type PageTemplateType, type QueryState, useApiQuery } from "@/shared/api"
import { listPageTemplates, PAGE_TEMPLATE_PAGE_LIMIT, type PageTemplateAudience } from "./pageTemplates.ts"

export interface PageTemplateListQuery {
  readonly portalId: number
  readonly type: PageTemplateType
  readonly keyword: string
  /** Guests read the demo portal's templates through the guest call; members by default. */
  readonly audience?: PageTemplateAudience
}

export type PageTemplateListState = QueryState<ReadonlyArray<PageTemplate>> & { readonly reload: () => void }

interface Loaded {
  /** The query the templates answer: a new search must not show the previous one's cards. */
  readonly key: string
  readonly templates: ReadonlyArray<PageTemplate>
}

export function usePageTemplateList({ portalId, type, keyword, audience = "member" }: PageTemplateListQuery): PageTemplateListState {
  const trimmed = keyword.trim()
  const params = { portal: portalId, type, limit: PAGE_TEMPLATE_PAGE_LIMIT, ...(trimmed === "" ? {} : { keyword: trimmed }) }
  const key = JSON.stringify(audience === "member" ? params : [audience, params])
  const result = useApiQuery<Loaded>(key, Effect.map(listPageTemplates(params, audience), (page) => ({ key, templates: page.templates })))
  const [kept, setKept] = useState<Loaded | null>(null)
  if (result.status === "success" && kept !== result.data) setKept(result.data)

  const { reload } = result
  if (result.status === "failure") return { status: "failure", error: result.error, reload }
  if (result.status === "success" && result.data.key === key) return { status: "success", data: result.data.templates, reload }
  if (result.status === "loading" && kept?.key === key) return { status: "success", data: kept.templates, reload }
  return { status: "loading", reload }
}
