// Reads query options (an entity's `xQueries.…(…)`, see api-query-options.ts) through the query cache and
// answers in the shape the screens render: one request per key however many components ask, the cached
// result shown at once while a stale one refreshes, invalidation by key after mutations and realtime events.
import { keepPreviousData, type QueryKey, useQuery, useQueryClient } from "@tanstack/react-query"
import { useCallback, useLayoutEffect, useRef } from "react"

import type { ApiError } from "../errors/api-error.ts"
import type { ApiQueryDefinition } from "../query/api-query-options.ts"
import { noQuery } from "../query/keys.ts"

export { failureOf, runQuery } from "./run-query.ts"

export type QueryState<A> =
  | { readonly status: "loading" }
  | { readonly status: "success"; readonly data: A }
  | { readonly status: "failure"; readonly error: ApiError }

export type QueryResult<A> = QueryState<A> & {
  /** Fetches again; the data on screen stays until the new data arrives. */
  readonly reload: () => void
}

/** What useApiQuery answers: the result, and the cache's handles on it. */
export type ApiQueryResult<A> = QueryResult<A> & {
  /** True while a request for this key runs (the first load or a refresh). */
  readonly fetching: boolean
  /** Patches the cached answer with what a call answered (every screen showing it sees the patch). */
  readonly setData: (update: (current: A) => A) => void
}

/** How one screen reads the options (the options themselves say what is read and how long it stays fresh). */
export interface ApiQueryOptions<A = unknown> {
  /**
   * Always fetch on mount and show "loading" until this mount's answer is in: for edit forms, which must
   * start from the record as it is now (a change made in another tab), never from a cached copy.
   */
  readonly fresh?: boolean
  /** How long an answer counts as fresh (ms); the options' or the cache's default otherwise. */
  readonly staleTime?: number
  /** Refetch every this many ms while mounted (polling); a function of the last answer may stop it (false). */
  readonly refetchInterval?: number | ((data: A | undefined) => number | false)
  /** While a new key loads, show the previous key's answer (a new search keeps the old rows on screen). */
  readonly keepPrevious?: boolean
}

/** `options` come from an entity's query factory (apiQueryOptions); `null` loads nothing (status stays "loading"). */
export function useApiQuery<A>(definition: ApiQueryDefinition<A> | null, read: ApiQueryOptions<A> = {}): ApiQueryResult<A> {
  const queryClient = useQueryClient()
  const { refetchInterval } = read
  const query = useQuery<A, ApiError, A, QueryKey>({
    ...(definition ?? noQuery),
    ...(read.fresh === true ? { staleTime: 0, refetchOnMount: "always" as const } : {}),
    ...(read.staleTime === undefined ? {} : { staleTime: read.staleTime }),
    ...(refetchInterval === undefined
      ? {}
      : { refetchInterval: typeof refetchInterval === "number" ? refetchInterval : (query) => refetchInterval(query.state.data) }),
    ...(read.keepPrevious === true ? { placeholderData: keepPreviousData } : {})
  })
  const { refetch } = query
  const reload = useCallback(() => void refetch(), [refetch])
  // Callers build new options each render: the patch goes to the latest key.
  const key = definition?.queryKey ?? null
  const latestKey = useRef(key)
  useLayoutEffect(() => {
    latestKey.current = key
  })
  const setData = useCallback(
    (update: (current: A) => A) => {
      const target = latestKey.current
      if (target !== null) queryClient.setQueryData<A>(target, (current) => (current === undefined ? current : update(current)))
    },
    [queryClient]
  )
  const base = { reload, fetching: query.isFetching, setData }
  // A fresh query shows only what this mount fetched: cached data from before counts as still loading.
  if (read.fresh === true && query.isFetching && !query.isFetchedAfterMount) return { status: "loading", ...base }
  if (query.status === "success") return { status: "success", data: query.data, ...base }
  // A refresh that failed keeps the answer on screen (a realtime event or an invalidation read it again in
  // the background); a failed first load shows the failure.
  if (query.isRefetchError) return { status: "success", data: query.data, ...base }
  if (query.status === "error") return { status: "failure", error: query.error, ...base }
  return { status: "loading", ...base }
}
