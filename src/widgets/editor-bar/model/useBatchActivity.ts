// Whether the editor bar offers the transition drawer: while the open portal has a pending or running
// batch, or one that finished in the last minutes (so its results can still be read), with how many run.
import { isBatchUnfinished, type PortalBatch, usePortalBatches } from "@/entities/batch"

/** How long a finished batch keeps the entry in the bar. */
export const RECENT_FINISH_MS = 10 * 60_000

export interface BatchActivity {
  readonly shown: boolean
  /** Batches still pending or running. */
  readonly running: number
}

const NONE: BatchActivity = { shown: false, running: 0 }

export const batchActivity = (batches: ReadonlyArray<PortalBatch>, now: number): BatchActivity => {
  const running = batches.filter(isBatchUnfinished).length
  const recent = batches.some((batch) => batch.finished_at !== null && now - Date.parse(batch.finished_at) < RECENT_FINISH_MS)
  return { shown: running > 0 || recent, running }
}

/** `portalId` null (guests, no portal open) reads nothing. */
export function useBatchActivity(portalId: number | null): BatchActivity {
  const result = usePortalBatches(portalId)
  return portalId !== null && result.status === "success" ? batchActivity(result.data, Date.now()) : NONE
}
