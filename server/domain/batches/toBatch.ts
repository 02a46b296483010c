// A batch row as the API shows its progress.
import type { Batch } from "#contract/batch.ts"
import type { BatchRow } from "../../db/repos/BatchRepo.ts"

export const toBatch = (row: BatchRow): Batch => {
  const ended = row.processed_jobs + row.failed_jobs
  return {
    id: row.id,
    progress: row.total_jobs === 0 ? 100 : Math.min(100, Math.floor((ended * 100) / row.total_jobs)),
    processedJobs: row.processed_jobs,
    totalJobs: row.total_jobs,
    failedJobs: row.failed_jobs,
    status: row.status
  }
}
