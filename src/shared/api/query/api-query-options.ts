// Query options whose request is an Effect through the contract's ApiClient: built once per entity (see each
// entity's api/queries.ts), read by `useApiQuery(options)` in components and by `ensureQueryData(options)`
// in loaders. The request runs on the runtime registered for the client asking (runtime-registry.ts).
import { type DataTag, type QueryKey, queryOptions, type UseQueryOptions } from "@tanstack/react-query"
import type { Effect } from "effect"

import type { ApiClient } from "../client/api-client.ts"
import type { ApiError } from "../errors/api-error.ts"
import { runQuery } from "../runtime/run-query.ts"
import { runtimeOf } from "./runtime-registry.ts"

/** What the options may say beside the key and the request (freshness, polling, placeholders). */
export type ApiQueryExtras<A> = Omit<UseQueryOptions<A, ApiError, A, QueryKey>, "queryKey" | "queryFn">

export type ApiQueryDefinition<A> = UseQueryOptions<A, ApiError, A, QueryKey> & { queryKey: DataTag<QueryKey, A, ApiError> }

export const apiQueryOptions = <A>(
  key: QueryKey,
  effect: Effect.Effect<A, ApiError, ApiClient>,
  extras: ApiQueryExtras<A> = {}
): ApiQueryDefinition<A> =>
  // The entities' key factories name every parameter the effect is built from (the effect itself is no key).
  // eslint-disable-next-line @tanstack/query/exhaustive-deps
  queryOptions<A, ApiError, A, QueryKey>({
    ...extras,
    queryKey: key,
    queryFn: ({ client, signal }) => runQuery(runtimeOf(client), effect, signal)
  })

/** Read once and kept: the client config, a CRM connection check that costs a CRM call. */
export const once = { staleTime: Number.POSITIVE_INFINITY } as const
