// The Portals list's query: page (from 1), debounced keyword and sort (id desc by default). A new search
// or order starts again at page 1.
import { useState } from "react"
import { type QueryResult, useApiQuery } from "@/shared/api"
import { useDebouncedValue } from "@/shared/lib/debounce"
import { listAdminPortals, type PortalPage } from "../api/adminPortals.ts"
import { PORTAL_PAGE_SIZE } from "../config/paging.ts"

/** The table's sortable columns; each is a sort_by the server accepts. */
export const PORTAL_SORT_COLUMNS = ["id", "name", "custom_installation", "hub_id", "agency", "portal_type", "plan", "version"] as const
export type PortalSortColumn = (typeof PORTAL_SORT_COLUMNS)[number]

export interface PortalSort {
  readonly column: PortalSortColumn
  readonly direction: "asc" | "desc"
}

export const DEFAULT_PORTAL_SORT: PortalSort = { column: "id", direction: "desc" }

export const isPortalSortColumn = (column: string): column is PortalSortColumn => (PORTAL_SORT_COLUMNS as ReadonlyArray<string>).includes(column)

/** Clicking the sorted column flips its direction; another column starts ascending. */
export const nextSort = (current: PortalSort, column: PortalSortColumn): PortalSort => ({
  column,
  direction: column === current.column ? (current.direction === "asc" ? "desc" : "asc") : "asc"
})

export interface PortalList {
  readonly result: QueryResult<PortalPage>
  readonly page: number
  readonly setPage: (page: number) => void
  readonly keyword: string
  readonly setKeyword: (keyword: string) => void
  readonly sort: PortalSort
  readonly setSort: (sort: PortalSort) => void
}

export function usePortalList(): PortalList {
  const [keyword, setKeyword] = useState("")
  const [sort, setSort] = useState<PortalSort>(DEFAULT_PORTAL_SORT)
  const settled = useDebouncedValue(keyword).trim()
  const filter = JSON.stringify([settled, sort])
  const [paging, setPaging] = useState({ filter, page: 1 })
  const page = paging.filter === filter ? paging.page : 1
  const params = {
    page,
    limit: PORTAL_PAGE_SIZE,
    sort_by: sort.column,
    sort_direction: sort.direction,
    ...(settled === "" ? {} : { keyword: settled })
  }
  const result = useApiQuery(JSON.stringify(params), listAdminPortals(params))
  return { result, page, setPage: (next) => setPaging({ filter, page: next }), keyword, setKeyword, sort, setSort }
}
