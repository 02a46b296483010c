// The drawer's layouts: searched by name, sorted by name (ascending by default), 25 per page; the open
// portal's, or (agencyId given) those of every portal of its agency.
import { type Layout, LAYOUT_PAGE_SIZE, layoutKeys, listLayouts } from "@/entities/layout"
import { type InfiniteList, useInfiniteList } from "@/shared/ui/infinite-list"

export interface LayoutListQuery {
  readonly portalId: number
  readonly keyword: string
  readonly direction: "asc" | "desc"
  readonly agencyId?: number | null
}

export function useLayoutList({ portalId, keyword, direction, agencyId = null }: LayoutListQuery): InfiniteList<Layout> {
  const trimmed = keyword.trim()
  const params = {
    portal: portalId,
    limit: LAYOUT_PAGE_SIZE,
    sort_by: "name",
    sort_direction: direction,
    ...(trimmed === "" ? {} : { keyword: trimmed }),
    ...(agencyId === null ? {} : { agency: agencyId })
  }
  return useInfiniteList(layoutKeys.list(params), (page) => listLayouts({ ...params, page }))
}
