// A batch followed to its end as its query (batchQueries.progress): `id` null follows nothing (the batch is
// not started yet). `every` is how often it is read while the realtime connection is down.
import { type QueryKey, useQuery, type UseQueryResult } from "@tanstack/react-query"
import { Duration } from "effect"

import { type ApiError, type Batch, noQuery } from "@/shared/api"

import { BATCH_POLL_MS, batchQueries } from "../api/queries.ts"

export function useFollowedBatch(
  id: string | null,
  ended: (batch: Batch) => boolean,
  every?: Duration.DurationInput
): UseQueryResult<Batch, ApiError> {
  const intervalMs = every === undefined ? BATCH_POLL_MS : Duration.toMillis(Duration.decode(every))
  return useQuery<Batch, ApiError, Batch, QueryKey>(id === null ? noQuery : batchQueries.progress(id, ended, intervalMs))
}
