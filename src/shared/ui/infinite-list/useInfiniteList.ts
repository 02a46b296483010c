// Pages of a list loaded one after another (infinite scroll) through the query cache: a new key starts
// again from page 1; loadMore asks for the next page unless one is loading or the last page is in. While a
// new key's first page loads (a search applied, the sort turned), the previous rows stay on screen, so a
// row's open dialog (Delete's confirmation, say) is not torn down under the user's pointer.
import { type InfiniteData, keepPreviousData, type QueryKey, useInfiniteQuery } from "@tanstack/react-query"
import type { Effect } from "effect"
import { useCallback, useMemo } from "react"

import { type ApiClient, type ApiError, runQuery, runtimeOf } from "@/shared/api"

export interface ListPage<A> {
  readonly rows: ReadonlyArray<A>
  readonly totalPages: number
}

export interface InfiniteList<A> {
  readonly rows: ReadonlyArray<A>
  readonly status: "loading" | "idle" | "failure"
  readonly error: ApiError | null
  readonly hasMore: boolean
  readonly loadMore: () => void
  /** Starts again from page 1 (after a delete, say). */
  readonly reload: () => void
}

export function useInfiniteList<A>(
  key: QueryKey,
  fetchPage: (page: number) => Effect.Effect<ListPage<A>, ApiError, ApiClient>
): InfiniteList<A> {
  const query = useInfiniteQuery<ListPage<A>, ApiError, InfiniteData<ListPage<A>, number>, QueryKey, number>({
    queryKey: key,
    initialPageParam: 1,
    placeholderData: keepPreviousData,
    // The cache's own runtime (the one ApiProvider registered for it), not one captured from this render.
    queryFn: ({ pageParam, signal, client }) => runQuery(runtimeOf(client), fetchPage(pageParam), signal),
    getNextPageParam: (last, pages) => (pages.length < last.totalPages ? pages.length + 1 : undefined)
  })
  const { data, fetchNextPage, hasNextPage, isFetching, refetch } = query
  const rows = useMemo(() => data?.pages.flatMap((page) => page.rows) ?? [], [data])
  const loadMore = useCallback(() => {
    if (isFetching || hasNextPage !== true) return
    void fetchNextPage()
  }, [isFetching, hasNextPage, fetchNextPage])
  const reload = useCallback(() => void refetch(), [refetch])
  const status = query.isError ? "failure" : isFetching ? "loading" : "idle"
  return { rows, status, error: query.isError ? query.error : null, hasMore: hasNextPage === true, loadMore, reload }
}
