// One paged list query for the admin tables (spec 2 section 2): page from 1, a search keyword debounced
// 1 s, a sort whose header click flips the direction (another column starts ascending) and optional
// extra filters. The page belongs to one search, order and filter: when any changes the list starts
// again at page 1, without first fetching the old page number. A save elsewhere invalidates the cache.
import type { Effect } from "effect"
import { useState } from "react"

import { type ApiClient, type ApiError, type Entity, queryKey, type QueryResult, useApiQuery } from "@/shared/api"

import { useDebouncedValue } from "../debounce/index.ts"

export type SortDirection = "asc" | "desc"

export interface ListSort<C extends string> {
  readonly column: C
  readonly direction: SortDirection
}

/** Clicking the sorted column flips its direction; another column starts ascending. */
export const nextSort = <C extends string>(current: ListSort<C>, column: C): ListSort<C> => ({
  column,
  direction: column === current.column ? (current.direction === "asc" ? "desc" : "asc") : "asc"
})

/** The query parameters every paged list endpoint takes (keyword only when there is one). */
export interface ListQuery<C extends string> {
  readonly page: number
  readonly limit: number
  readonly sort_by: C
  readonly sort_direction: SortDirection
  readonly keyword?: string
}

export interface PagedListOptions<A, C extends string, F extends object> {
  /** The entity listed: the cache key's first element, which mutations invalidate. */
  readonly entity: Entity
  /** Which list of the entity, when it has several with the same parameters (the support queue, say). */
  readonly scope?: string
  readonly pageSize: number
  readonly defaultSort: ListSort<C>
  /** The columns a header click may sort by; clicks on other columns are ignored. */
  readonly sortColumns: ReadonlyArray<C>
  /** Extra query parameters (e.g. role, agency_id); a change starts again at page 1. */
  readonly filters?: F
  readonly load: (query: ListQuery<C> & F) => Effect.Effect<A, ApiError, ApiClient>
}

export interface PagedList<A, C extends string> {
  readonly result: QueryResult<A>
  readonly page: number
  readonly setPage: (page: number) => void
  readonly keyword: string
  readonly setKeyword: (keyword: string) => void
  readonly sort: ListSort<C>
  /** A header click: sorts by `column` (when sortable), flipping the direction of the sorted one. */
  readonly toggleSort: (column: string) => void
}

export function usePagedList<A, C extends string, F extends object = Record<never, never>>(
  options: PagedListOptions<A, C, F>
): PagedList<A, C> {
  const { entity, scope, pageSize, defaultSort, sortColumns, filters, load } = options
  const [keyword, setKeyword] = useState("")
  const [sort, setSort] = useState<ListSort<C>>(defaultSort)
  const settled = useDebouncedValue(keyword).trim()
  const filter = JSON.stringify([settled, sort, filters ?? null])
  const [paging, setPaging] = useState({ filter, page: 1 })
  const page = paging.filter === filter ? paging.page : 1
  const query = {
    page,
    limit: pageSize,
    sort_by: sort.column,
    sort_direction: sort.direction,
    ...(settled === "" ? {} : { keyword: settled }),
    ...filters
  } as ListQuery<C> & F
  const result = useApiQuery(queryKey(entity, "list", scope ?? "all", query), load(query))
  const setPage = (next: number) => setPaging({ filter, page: next })
  const toggleSort = (column: string) => {
    const sortable = sortColumns.find((candidate) => candidate === column)
    if (sortable !== undefined) setSort((current) => nextSort(current, sortable))
  }
  return { result, page, setPage, keyword, setKeyword, sort, toggleSort }
}
