// The log view's query: page (from 1), debounced keyword and sort (created_at desc by default).
import { useState } from "react"
import { type QueryResult, useApiQuery } from "@/shared/api"
import { useDebouncedValue } from "@/shared/lib/debounce"
import { listLogs, type LogPage } from "../api/listLogs.ts"
import { LOG_PAGE_SIZE } from "../config/paging.ts"

export type LogSortColumn = "created_at" | "event"

export interface LogSort {
  readonly column: LogSortColumn
  readonly direction: "asc" | "desc"
}

export const DEFAULT_LOG_SORT: LogSort = { column: "created_at", direction: "desc" }

export interface LogList {
  readonly result: QueryResult<LogPage>
  readonly page: number
  readonly setPage: (page: number) => void
  readonly keyword: string
  readonly setKeyword: (keyword: string) => void
  readonly sort: LogSort
  readonly setSort: (sort: LogSort) => void
}

export function useLogList(): LogList {
  const [keyword, setKeyword] = useState("")
  const [sort, setSort] = useState<LogSort>(DEFAULT_LOG_SORT)
  const settled = useDebouncedValue(keyword).trim()
  // The page belongs to one search and order: when either changes the list starts again at page 1,
  // without first fetching the old page number for the new search.
  const filter = JSON.stringify([settled, sort])
  const [paging, setPaging] = useState({ filter, page: 1 })
  const page = paging.filter === filter ? paging.page : 1
  const params = {
    page,
    limit: LOG_PAGE_SIZE,
    sort_by: sort.column,
    sort_direction: sort.direction,
    ...(settled === "" ? {} : { keyword: settled })
  }
  const result = useApiQuery(JSON.stringify(params), listLogs(params))
  const setPage = (next: number) => setPaging({ filter, page: next })
  return { result, page, setPage, keyword, setKeyword, sort, setSort }
}
