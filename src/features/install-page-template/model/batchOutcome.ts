// What a page template batch's progress means (spec 2 section 4, page install).
import type { Batch } from "@/shared/api"

export type BatchOutcome = "running" | "complete" | "incomplete"

/**
 * Progress 100 with every job processed is complete; progress 100 with some not processed, or every
 * job failed, is incomplete; anything else keeps polling.
 */
export const batchOutcome = (batch: Batch): BatchOutcome => {
  if (batch.totalJobs > 0 && batch.failedJobs === batch.totalJobs) return "incomplete"
  if (batch.progress < 100) return "running"
  return batch.processedJobs === batch.totalJobs ? "complete" : "incomplete"
}
