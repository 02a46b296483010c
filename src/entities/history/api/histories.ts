// History reads: one page of a portal's history, and one entry to open in the editor.
import { Effect } from "effect"

import { ApiClient, type ApiError, type History, type HistoryListParams } from "@/shared/api"

/** Spec 2 section 9: histories list 25 per page. */
export const HISTORY_PAGE_SIZE = 25

export interface HistoryPage {
  readonly rows: ReadonlyArray<History>
  readonly totalPages: number
}

export const listHistories = (params: HistoryListParams): Effect.Effect<HistoryPage, ApiError, ApiClient> =>
  ApiClient.pipe(
    Effect.flatMap((api) => api.call((client) => client.history.list({ urlParams: params }))),
    Effect.map((answer) => ({ rows: answer.data, totalPages: answer.meta.pagination.total_pages }))
  )

export const readHistory = (id: number): Effect.Effect<History, ApiError, ApiClient> =>
  ApiClient.pipe(
    Effect.flatMap((api) => api.call((client) => client.history.read({ path: { id } }))),
    Effect.map((answer) => answer.data)
  )
