// Layout reads: one page of a portal's layouts, and one layout to open in the editor.
import { Effect } from "effect"

import { ApiClient, type ApiError, type Layout, type LayoutListParams } from "@/shared/api"

/** Spec 2 section 9: layouts list 25 per page. */
export const LAYOUT_PAGE_SIZE = 25

export interface LayoutPage {
  readonly rows: ReadonlyArray<Layout>
  readonly totalPages: number
}

export const listLayouts = (params: LayoutListParams): Effect.Effect<LayoutPage, ApiError, ApiClient> =>
  ApiClient.pipe(
    Effect.flatMap((api) => api.call((client) => client.layout.list({ urlParams: params }))),
    Effect.map((answer) => ({ rows: answer.data, totalPages: answer.meta.pagination.total_pages }))
  )

export const readLayout = (id: number): Effect.Effect<Layout, ApiError, ApiClient> =>
  ApiClient.pipe(
    Effect.flatMap((api) => api.call((client) => client.layout.read({ path: { id } }))),
    Effect.map((answer) => answer.data)
  )
