// A batch row (or the record of a cancelled one) as the API shows its progress.
import type { Batch } from "#contract/batch.ts"

import type { BatchRow, CancelledBatchRow } from "../../db/repos/BatchRepo.ts"

export const toBatch = (row: BatchRow | CancelledBatchRow): Batch => {
  const ended = row.processed_jobs + row.failed_jobs
  const progress = {
    id: row.id,
    progress: row.total_jobs === 0 ? 100 : Math.min(100, Math.floor((ended * 100) / row.total_jobs)),
    processedJobs: row.processed_jobs,
    totalJobs: row.total_jobs,
    failedJobs: row.failed_jobs
  }
  // A batch a delete cancelled: how far it got, and why it stopped.
  return "reason" in row
    ? { ...progress, status: "cancelled", cancelled: { reason: row.reason, at: row.cancelled_at } }
    : { ...progress, status: row.status }
}
