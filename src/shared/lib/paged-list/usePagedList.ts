// One paged list query for the admin tables (spec 2 section 2): page from 1, a search keyword debounced
// 1 s, a sort whose header click flips the direction (another column starts ascending) and optional
// extra filters. The page belongs to one search, order and filter: when any changes the list starts
// again at page 1, without first fetching the old page number. A save elsewhere invalidates the cache.
// Page, sort and keyword live in the address (see listSearch.ts), so Back, a reload or a shared link
// shows the same list; only the keyword being typed stays here until it settles.
import type { Effect } from "effect"
import { useEffect, useRef, useState } from "react"

import { type ApiClient, type ApiError, apiQueryOptions, type Entity, queryKey, type QueryResult, useApiQuery } from "@/shared/api"

import { SEARCH_DEBOUNCE_MS } from "../debounce/index.ts"
import { listSearchKeys, readListSearch, sortText } from "./listSearch.ts"
import { type ListSort, nextSort, type SortDirection } from "./sort.ts"
import { useAddressSearch } from "./useAddressSearch.ts"

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
  /** The prefix of the table's keys in the address (`users` gives users_page, users_sort, users_q); none for a page's own table. */
  readonly searchPrefix?: string
  /**
   * A page change adds a history entry, so Back returns to the page before (a screen's own table, like following
   * a page link). Otherwise every change replaces the entry: a drawer's table, whose opening adds none either.
   */
  readonly pushPages?: boolean
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

/** The search box: the text typed, the address's keyword it started from, and the keyword last written. */
interface SearchBox {
  readonly text: string
  readonly base: string
  readonly written: string
}

export function usePagedList<A, C extends string, F extends object = Record<never, never>>(
  options: PagedListOptions<A, C, F>
): PagedList<A, C> {
  const { entity, scope, pageSize, defaultSort, sortColumns, filters, load, searchPrefix = "", pushPages = false } = options
  const { search, write } = useAddressSearch()
  const keys = listSearchKeys(searchPrefix)
  const state = readListSearch(search, searchPrefix, sortColumns, defaultSort)

  const [box, setBox] = useState<SearchBox>({ text: state.keyword, base: state.keyword, written: state.keyword })
  if (box.base !== state.keyword) {
    // Our own write landing keeps what was typed since; any other change of the address (Back, a link) shows its keyword.
    setBox(
      state.keyword === box.written ? { ...box, base: state.keyword } : { text: state.keyword, base: state.keyword, written: state.keyword }
    )
  }
  const typing = useRef<ReturnType<typeof setTimeout> | null>(null)
  useEffect(
    () => () => {
      if (typing.current !== null) clearTimeout(typing.current)
    },
    []
  )

  // Filters held outside the address (the agencies listed, say): a change starts again at page 1. Any change of
  // the address itself decides the page again, so Back to a page with other filters keeps its page.
  const filter = JSON.stringify(filters ?? null)
  // The search as the table reads it (the router's location changes a moment before it).
  const searchText = JSON.stringify(search)
  const [paging, setPaging] = useState({ filter, searchText })
  if (paging.searchText !== searchText) setPaging({ filter, searchText })
  const staleFilter = paging.filter !== filter && paging.searchText === searchText
  const page = staleFilter ? 1 : state.page
  useEffect(() => {
    if (staleFilter && search[keys.page] !== undefined) write({ [keys.page]: undefined })
  }, [staleFilter, search, keys.page, write])

  const query = {
    page,
    limit: pageSize,
    sort_by: state.sort.column,
    sort_direction: state.sort.direction,
    ...(state.keyword === "" ? {} : { keyword: state.keyword }),
    ...filters
  } as ListQuery<C> & F
  const result = useApiQuery(apiQueryOptions(queryKey(entity, "list", scope ?? "all", query), load(query)))

  const setPage = (next: number) => {
    setPaging({ filter, searchText })
    write({ [keys.page]: next === 1 ? undefined : next }, { push: pushPages })
  }
  const setKeyword = (text: string) => {
    setBox((current) => ({ ...current, text }))
    if (typing.current !== null) clearTimeout(typing.current)
    typing.current = setTimeout(() => {
      typing.current = null
      const settled = text.trim()
      setBox((current) => ({ ...current, written: settled }))
      // A new search starts at page 1, in the same step so that the old page number is never fetched with it.
      write({ [keys.keyword]: settled === "" ? undefined : settled, [keys.page]: undefined })
    }, SEARCH_DEBOUNCE_MS)
  }
  const toggleSort = (column: string) => {
    const sortable = sortColumns.find((candidate) => candidate === column)
    if (sortable === undefined) return
    const next = nextSort(state.sort, sortable)
    const isDefault = next.column === defaultSort.column && next.direction === defaultSort.direction
    write({ [keys.sort]: isDefault ? undefined : sortText(next), [keys.page]: undefined })
  }
  return { result, page, setPage, keyword: box.text, setKeyword, sort: state.sort, toggleSort }
}
