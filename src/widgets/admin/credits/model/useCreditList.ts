// The credits list query: page (from 1), keyword debounced 1 s, and the sort. Clicking the Credit header
// sorts by id and clicking Amount by amount (spec 2 section 2); each click on the sorted header toggles
// the direction. Default id asc.
import { useState } from "react"
import { type QueryResult, useApiQuery } from "@/shared/api"
import { useDebouncedValue } from "@/shared/lib/debounce"
import { type CreditPage, listCredits } from "../api/credits.ts"
import { CREDIT_PAGE_SIZE } from "../config/creditOptions.ts"

export type CreditSortColumn = "id" | "amount"

export interface CreditSort {
  readonly column: CreditSortColumn
  readonly direction: "asc" | "desc"
}

export const DEFAULT_CREDIT_SORT: CreditSort = { column: "id", direction: "asc" }

export interface CreditList {
  readonly result: QueryResult<CreditPage>
  readonly page: number
  readonly setPage: (page: number) => void
  readonly keyword: string
  readonly setKeyword: (keyword: string) => void
  readonly sort: CreditSort
  readonly toggleSort: (column: CreditSortColumn) => void
}

export function useCreditList(): CreditList {
  const [keyword, setKeyword] = useState("")
  const [sort, setSort] = useState<CreditSort>(DEFAULT_CREDIT_SORT)
  const settled = useDebouncedValue(keyword).trim()
  // A new search or order starts again at page 1.
  const filter = JSON.stringify([settled, sort])
  const [paging, setPaging] = useState({ filter, page: 1 })
  const page = paging.filter === filter ? paging.page : 1
  const params = {
    page,
    limit: CREDIT_PAGE_SIZE,
    sort_by: sort.column,
    sort_direction: sort.direction,
    ...(settled === "" ? {} : { keyword: settled })
  }
  const result = useApiQuery(JSON.stringify(params), listCredits(params))
  const setPage = (next: number) => setPaging({ filter, page: next })
  const toggleSort = (column: CreditSortColumn) =>
    setSort((current) => ({ column, direction: current.column === column && current.direction === "asc" ? "desc" : "asc" }))
  return { result, page, setPage, keyword, setKeyword, sort, toggleSort }
}
