// The batch.progress realtime event (one job of a batch ended, with the batch's counters after it) and
// what it changes in a batch as this browser holds it.
import { Option, Schema } from "effect"

import type { Batch, PortalBatch } from "@/shared/api"

export const BATCH_PROGRESS_EVENT = "batch.progress"

export const BatchProgress = Schema.Struct({
  batch_id: Schema.String,
  portal_id: Schema.Number,
  seq: Schema.Number,
  job_status: Schema.Literal("done", "failed"),
  error: Schema.NullOr(Schema.String),
  progress: Schema.Number,
  processedJobs: Schema.Number,
  failedJobs: Schema.Number,
  totalJobs: Schema.Number,
  status: Schema.Literal("running", "finished")
})
export type BatchProgress = typeof BatchProgress.Type

export const decodeBatchProgress = (payload: unknown): Option.Option<BatchProgress> => Schema.decodeUnknownOption(BatchProgress)(payload)

const endedOf = (batch: Pick<Batch, "processedJobs" | "failedJobs">) => batch.processedJobs + batch.failedJobs

/** Events may arrive late or twice: one that knows of fewer ended jobs than the batch held is older news. */
export const isNewer = (event: BatchProgress, batch: Pick<Batch, "processedJobs" | "failedJobs" | "status">): boolean =>
  endedOf(event) > endedOf(batch) || (event.status === "finished" && batch.status !== "finished")

/** The batch's progress as the event tells it. */
export const progressOf = (event: BatchProgress): Batch => ({
  id: event.batch_id,
  progress: event.progress,
  processedJobs: event.processedJobs,
  totalJobs: event.totalJobs,
  failedJobs: event.failedJobs,
  status: event.status
})

/** A portal batch with the event applied: its counters and the item that ended. Unchanged when the event is older news. */
export const withProgress = (batch: PortalBatch, event: BatchProgress, now: Date): PortalBatch => {
  if (batch.id !== event.batch_id || !isNewer(event, batch)) return batch
  return {
    ...batch,
    ...progressOf(event),
    finished_at: event.status === "finished" ? (batch.finished_at ?? now.toISOString()) : batch.finished_at,
    items: batch.items.map((item) =>
      item.seq === event.seq
        ? { ...item, status: event.job_status, error: event.job_status === "failed" ? (event.error ?? item.error) : null }
        : item
    )
  }
}
