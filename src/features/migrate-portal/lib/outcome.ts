// A migration or revert batch read as pages: its progress, and its outcome per page job (the
// migration's last job, which marks the portal migrated, is not a page).

export interface FailedPage {
  readonly id: string
  readonly name: string
  readonly reason: string
}

export interface PageOutcomes {
  readonly succeeded: number
  readonly failed: ReadonlyArray<FailedPage>
}

interface JobOutcome {
  readonly status: string
  readonly payload: unknown
  readonly error: string | null
}

interface PageJobPayload {
  readonly page_id: string
  readonly name: string
}

const isPageJob = (payload: unknown): payload is PageJobPayload =>
  typeof payload === "object" &&
  payload !== null &&
  typeof (payload as Record<string, unknown>)["page_id"] === "string" &&
  typeof (payload as Record<string, unknown>)["name"] === "string"

/** A failed job without a recorded reason still says it failed. */
export const UNKNOWN_REASON = "The reason was not recorded."

export const pageOutcomes = (jobs: ReadonlyArray<JobOutcome>): PageOutcomes => {
  const pages = jobs.flatMap((job) => (isPageJob(job.payload) ? [{ ...job, page: job.payload }] : []))
  return {
    succeeded: pages.filter((job) => job.status === "done").length,
    failed: pages
      .filter((job) => job.status === "failed")
      .map((job) => ({ id: job.page.page_id, name: job.page.name, reason: job.error ?? UNKNOWN_REASON }))
  }
}

interface BatchCounts {
  readonly processedJobs: number
  readonly failedJobs: number
  readonly totalJobs: number
}

/** Pages ended so far out of the batch's pages (`otherJobs`: jobs that are not pages). */
export const pageProgress = (batch: BatchCounts, otherJobs: number) => {
  const total = Math.max(batch.totalJobs - otherJobs, 0)
  return { done: Math.min(batch.processedJobs + batch.failedJobs, total), total }
}

export const isEnded = (batch: BatchCounts) => batch.processedJobs + batch.failedJobs >= batch.totalJobs
