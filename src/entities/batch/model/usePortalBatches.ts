// A portal's batches, read again every 5 seconds while any of them is still pending or running (spec 2
// section 7's batch poll) and not at all once every listed batch has finished.
import { useQueryClient } from "@tanstack/react-query"
import { useCallback } from "react"
import { type ApiQueryResult, type PortalBatch, queryKey, useApiQuery } from "@/shared/api"
import { listPortalBatches } from "../api/listPortalBatches.ts"

export const PORTAL_BATCHES_POLL_MS = 5_000

export const isBatchUnfinished = (batch: Pick<PortalBatch, "status">): boolean => batch.status !== "finished"

export const portalBatchesPoll = (batches: ReadonlyArray<PortalBatch> | undefined): number | false =>
  batches?.some(isBatchUnfinished) === true ? PORTAL_BATCHES_POLL_MS : false

/** `portalId` null reads nothing. */
export function usePortalBatches(portalId: number | null): ApiQueryResult<ReadonlyArray<PortalBatch>> {
  return useApiQuery(portalId === null ? null : queryKey("batches", portalId), listPortalBatches(portalId ?? 0), {
    refetchInterval: portalBatchesPoll
  })
}

/**
 * Tells every reader of the portals' batches that one has just started (the transition drawer's entry
 * appears at once), without waiting for the action that started it to end.
 */
export function useBatchStarted(): () => void {
  const queryClient = useQueryClient()
  return useCallback(() => void queryClient.invalidateQueries({ queryKey: queryKey("batches") }), [queryClient])
}
