// Loads data with an effect through the query cache (TanStack Query): one request per key however many
// components ask, the cached result shown at once while a stale one refreshes, and invalidation by key
// after mutations and realtime events. The request itself stays an Effect run on the app's runtime.
import { keepPreviousData, type QueryKey, useQuery, useQueryClient } from "@tanstack/react-query"
import { Cause, type Effect, Exit, Option } from "effect"
import { useCallback, useRef } from "react"

import type { ApiClient } from "../client/api-client.ts"
import type { ApiError } from "../errors/api-error.ts"
import { catalogueError } from "../errors/catalogue.ts"
import { type ApiRuntime, useRuntime } from "./runtime-context.ts"

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

export interface ApiQueryOptions<A = unknown> {
  /**
   * Always fetch on mount and show "loading" until this mount's answer is in: for edit forms, which must
   * start from the record as it is now (a change made in another tab), never from a cached copy.
   */
  readonly fresh?: boolean
  /** How long an answer counts as fresh (ms); the cache's default otherwise. */
  readonly staleTime?: number
  /** Refetch every this many ms while mounted (polling); a function of the last answer may stop it (false). */
  readonly refetchInterval?: number | ((data: A | undefined) => number | false)
  /** While a new key loads, show the previous key's answer (a new search keeps the old rows on screen). */
  readonly keepPrevious?: boolean
  /**
   * Read once per mount and left out of the invalidation every mutation makes (the client config, a CRM
   * connection check that costs a CRM call): only its own key's invalidation or reload reads it again.
   */
  readonly once?: boolean
}

/** The ApiError an exit failed with; a defect shows as the catalogue's generic error. */
export const failureOf = (cause: Cause.Cause<ApiError>): Option.Option<ApiError> =>
  Cause.isInterruptedOnly(cause)
    ? Option.none()
    : Option.orElse(Cause.failureOption(cause), () => Option.some(catalogueError({ _tag: "Unexpected", status: 0 })))

/** Runs a request for the cache: resolves with its value, rejects with its ApiError; aborts interrupt it. */
export const runQuery = <A>(runtime: ApiRuntime, effect: Effect.Effect<A, ApiError, ApiClient>, signal: AbortSignal): Promise<A> =>
  runtime.runPromiseExit(effect, { signal }).then((exit) => {
    if (Exit.isSuccess(exit)) return exit.value
    throw Option.getOrElse(failureOf(exit.cause), () => catalogueError({ _tag: "Unexpected", status: 0 }))
  })

const DISABLED: QueryKey = ["disabled"]

/**
 * `key` names what is loaded (see keys.ts): the entity first, then every parameter the effect depends on.
 * A `null` key loads nothing (status stays "loading").
 */
export function useApiQuery<A>(
  key: QueryKey | null,
  effect: Effect.Effect<A, ApiError, ApiClient>,
  options: ApiQueryOptions<A> = {}
): ApiQueryResult<A> {
  const runtime = useRuntime()
  const queryClient = useQueryClient()
  const { refetchInterval } = options
  const query = useQuery<A, ApiError>({
    queryKey: key ?? DISABLED,
    enabled: key !== null,
    queryFn: ({ signal }) => runQuery(runtime, effect, signal),
    ...(options.fresh === true ? { staleTime: 0, refetchOnMount: "always" as const } : {}),
    ...(options.staleTime === undefined ? {} : { staleTime: options.staleTime }),
    ...(refetchInterval === undefined
      ? {}
      : { refetchInterval: typeof refetchInterval === "number" ? refetchInterval : (query) => refetchInterval(query.state.data) }),
    ...(options.keepPrevious === true ? { placeholderData: keepPreviousData } : {}),
    ...(options.once === true ? { staleTime: Number.POSITIVE_INFINITY, meta: { once: true } } : {})
  })
  const { refetch } = query
  const reload = useCallback(() => void refetch(), [refetch])
  // Callers build a new key array each render: the patch goes to the latest one.
  const latestKey = useRef(key)
  latestKey.current = key
  const setData = useCallback(
    (update: (current: A) => A) => {
      const target = latestKey.current
      if (target !== null) queryClient.setQueryData<A>(target, (current) => (current === undefined ? current : update(current)))
    },
    [queryClient]
  )
  const base = { reload, fetching: query.isFetching, setData }
  // A fresh query shows only what this mount fetched: cached data from before counts as still loading.
  if (options.fresh === true && query.isFetching && !query.isFetchedAfterMount) return { status: "loading", ...base }
  if (query.status === "success") return { status: "success", data: query.data, ...base }
  // A refresh that failed keeps the answer on screen (a realtime ping or an invalidation read it again in
  // the background); a failed first load shows the failure.
  if (query.isRefetchError) return { status: "success", data: query.data, ...base }
  if (query.status === "error") return { status: "failure", error: query.error, ...base }
  return { status: "loading", ...base }
}
