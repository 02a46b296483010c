// The drawer's history: searched by name, newest first by default, optionally one user's, 25 per page.
import { type History, HISTORY_PAGE_SIZE, historyKeys, listHistories } from "@/entities/history"
import { type InfiniteList, useInfiniteList } from "@/shared/ui/infinite-list"

export interface HistoryListQuery {
  readonly portalId: number
  readonly keyword: string
  readonly direction: "asc" | "desc"
  readonly userId: number | null
}

export function useHistoryList({ portalId, keyword, direction, userId }: HistoryListQuery): InfiniteList<History> {
  const trimmed = keyword.trim()
  const params = {
    portal: portalId,
    limit: HISTORY_PAGE_SIZE,
    sort: direction,
    ...(trimmed === "" ? {} : { keyword: trimmed }),
    ...(userId === null ? {} : { user: userId })
  }
  return useInfiniteList(historyKeys.list(portalId, params), (page) => listHistories({ ...params, page }))
}
