// Whether the editor bar offers the transition drawer: while the open portal has a pending or running
// batch, or one that finished in the last minutes (so its results can still be read), with how many run.
import { useEffect, useState } from "react"

import { isBatchUnfinished, type PortalBatch, usePortalBatches } from "@/entities/batch"

/** How long a finished batch keeps the entry in the bar. */
export const RECENT_FINISH_MS = 10 * 60_000

export interface BatchActivity {
  readonly shown: boolean
  /** Batches still pending or running. */
  readonly running: number
}

const NONE: BatchActivity = { shown: false, running: 0 }

/** How much longer a finished batch keeps the entry (0 or less: no longer). */
const recentLeft = (batch: PortalBatch, now: number): number =>
  batch.finished_at === null ? 0 : Date.parse(batch.finished_at) + RECENT_FINISH_MS - now

export const batchActivity = (batches: ReadonlyArray<PortalBatch>, now: number): BatchActivity => {
  const running = batches.filter(isBatchUnfinished).length
  const recent = batches.some((batch) => recentLeft(batch, now) > 0)
  return { shown: running > 0 || recent, running }
}

/**
 * In how many ms `batchActivity` next changes on its own, with no new data: when the earliest finished batch
 * still in its window leaves it. null when nothing will expire.
 */
export const nextActivityExpiry = (batches: ReadonlyArray<PortalBatch>, now: number): number | null => {
  const lefts = batches.map((batch) => recentLeft(batch, now)).filter((left) => left > 0)
  return lefts.length === 0 ? null : Math.min(...lefts)
}

/** `portalId` null (guests, no portal open) reads nothing. */
export function useBatchActivity(portalId: number | null): BatchActivity {
  const result = usePortalBatches(portalId)
  const batches = portalId !== null && result.status === "success" ? result.data : null
  // The time the batches are judged by, a render's input like them: it moves on when a finished batch's
  // window ends, so the entry leaves then rather than on a later refetch, and at once when a list read
  // since it last moved would be judged differently by the time now.
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    if (batches === null) return
    const at = Date.now()
    const delay = batchActivity(batches, at).shown !== batchActivity(batches, now).shown ? 0 : nextActivityExpiry(batches, at)
    if (delay === null) return
    const timer = setTimeout(() => setNow(Date.now()), delay)
    return () => clearTimeout(timer)
  }, [batches, now])
  return batches === null ? NONE : batchActivity(batches, now)
}
