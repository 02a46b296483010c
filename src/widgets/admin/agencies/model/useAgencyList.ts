// The list view's query: page (from 1), debounced keyword and sort (created_at desc by default).
import { useState } from "react"
import { AGENCY_PAGE_SIZE, type AgencySortBy, type QueryResult, useApiQuery } from "@/shared/api"
import { useDebouncedValue } from "@/shared/lib/debounce"
import { type AgencyPage, listAgencies } from "../api/agencies.ts"

export interface AgencySort {
  readonly column: AgencySortBy
  readonly direction: "asc" | "desc"
}

export const DEFAULT_AGENCY_SORT: AgencySort = { column: "created_at", direction: "desc" }

export interface AgencyList {
  readonly result: QueryResult<AgencyPage>
  readonly page: number
  readonly setPage: (page: number) => void
  readonly keyword: string
  readonly setKeyword: (keyword: string) => void
  readonly sort: AgencySort
  readonly setSort: (sort: AgencySort) => void
}

export function useAgencyList(): AgencyList {
  const [keyword, setKeyword] = useState("")
  const [sort, setSort] = useState<AgencySort>(DEFAULT_AGENCY_SORT)
  const settled = useDebouncedValue(keyword).trim()
  // A new search or order starts again at page 1, without first fetching the old page number.
  const filter = JSON.stringify([settled, sort])
  const [paging, setPaging] = useState({ filter, page: 1 })
  const page = paging.filter === filter ? paging.page : 1
  const params = {
    page,
    limit: AGENCY_PAGE_SIZE,
    sort_by: sort.column,
    sort_direction: sort.direction,
    ...(settled === "" ? {} : { keyword: settled })
  }
  const result = useApiQuery(JSON.stringify(params), listAgencies(params))
  const setPage = (next: number) => setPaging({ filter, page: next })
  return { result, page, setPage, keyword, setKeyword, sort, setSort }
}
