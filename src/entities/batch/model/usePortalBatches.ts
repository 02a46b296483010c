// A portal's batches. Those of this user move by realtime (batch.progress, applied to the cache by
// applyBatchProgress); the list is read again every 5 seconds (spec 2 section 7's batch poll) only while
// a batch is unfinished and nothing tells of it: the connection is down, or someone else started it.
import { type QueryClient, useQueryClient } from "@tanstack/react-query"
import { useCallback } from "react"

import { type ApiQueryResult, type Batch, type PortalBatch, useApiQuery } from "@/shared/api"

import { batchKeys, batchQueries } from "../api/queries.ts"
import { type BatchProgress, isNewer, progressOf, withProgress } from "./batchProgress.ts"
import { heardByRealtime } from "./progressFeed.ts"

export const PORTAL_BATCHES_POLL_MS = 5_000

export const isBatchUnfinished = (batch: Pick<PortalBatch, "status">): boolean => batch.status !== "finished"

export const portalBatchesPoll = (batches: ReadonlyArray<PortalBatch> | undefined): number | false =>
  batches?.some((batch) => isBatchUnfinished(batch) && !heardByRealtime(batch)) === true ? PORTAL_BATCHES_POLL_MS : false

/** `portalId` null reads nothing. */
export function usePortalBatches(portalId: number | null): ApiQueryResult<ReadonlyArray<PortalBatch>> {
  return useApiQuery(portalId === null ? null : batchQueries.ofPortal(portalId), { refetchInterval: portalBatchesPoll })
}

/**
 * A batch.progress event into the cache: a followed batch and the portal's cached batches move one job at a time. A batch the
 * cache does not hold yet (just started) or one that has just finished (its end time, every item's end)
 * is read again.
 */
export const applyBatchProgress = (queryClient: QueryClient, event: BatchProgress, now = new Date()): void => {
  // A batch followed to its end (batchQueries.progress) moves with the event, unless the event is older news.
  const followed = queryClient.getQueryData<Batch>(batchKeys.record(event.batch_id))
  if (followed !== undefined && isNewer(event, followed))
    queryClient.setQueryData<Batch>(batchKeys.record(event.batch_id), progressOf(event))
  const key = batchKeys.ofPortal(event.portal_id)
  const cached = queryClient.getQueryData<ReadonlyArray<PortalBatch>>(key)
  if (cached === undefined) return
  if (!cached.some((batch) => batch.id === event.batch_id)) return void queryClient.invalidateQueries({ queryKey: key })
  queryClient.setQueryData<ReadonlyArray<PortalBatch>>(
    key,
    cached.map((batch) => withProgress(batch, event, now))
  )
  if (event.status === "finished") void queryClient.invalidateQueries({ queryKey: key })
}

/** Every portal's batches read again: the realtime connection came or went, and events may have been missed. */
export const refreshPortalBatches = (queryClient: QueryClient): void => void queryClient.invalidateQueries({ queryKey: batchKeys.all })

/**
 * Tells every reader of the portal's batches that one has just started (the transition drawer's entry
 * appears at once), without waiting for the action that started it to end.
 */
export function useBatchStarted(): (portalId: number) => void {
  const queryClient = useQueryClient()
  return useCallback((portalId: number) => void queryClient.invalidateQueries({ queryKey: batchKeys.ofPortal(portalId) }), [queryClient])
}
