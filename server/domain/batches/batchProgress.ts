// The batch.progress event: one job of a batch ended. It goes to the user who started the batch, on their
// own private channel, so that their browser moves the batch's counts one job at a time instead of
// polling; the counters are the batch's as stored right after that job, so a late or repeated event can
// be told from a newer one (more jobs ended).
import type { BatchCounters, ClaimedJob } from "../../db/repos/BatchRepo.ts"

export interface BatchProgressEvent {
  readonly batch_id: string
  readonly portal_id: number
  /** The job that ended, and how. */
  readonly seq: number
  readonly job_status: "done" | "failed"
  readonly error: string | null
  readonly progress: number
  readonly processedJobs: number
  readonly failedJobs: number
  readonly totalJobs: number
  readonly status: "running" | "finished"
}

export const batchProgressEvent = (
  job: Pick<ClaimedJob, "batch_id" | "portal_id" | "seq">,
  outcome: { readonly status: "done" | "failed"; readonly error: string | null },
  counters: BatchCounters
): BatchProgressEvent => {
  const ended = counters.processed_jobs + counters.failed_jobs
  return {
    batch_id: job.batch_id,
    portal_id: job.portal_id,
    seq: job.seq,
    job_status: outcome.status,
    error: outcome.status === "failed" ? outcome.error : null,
    progress: counters.total_jobs === 0 ? 100 : Math.min(100, Math.floor((ended * 100) / counters.total_jobs)),
    processedJobs: counters.processed_jobs,
    failedJobs: counters.failed_jobs,
    totalJobs: counters.total_jobs,
    status: counters.status
  }
}
