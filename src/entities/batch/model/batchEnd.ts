// When a followed batch has ended, and what a user sees when it ended incomplete.
import type { Batch } from "@/shared/api"

/** What a user sees when a batch ends incomplete or fully failed (spec 2 section 8). */
export const CONNECTION_ISSUES = "We are currently experiencing connection issues. Please try again!"

/** Every job ended (all processed: progress 100, or processed plus failed equals total), or a delete of its portal cancelled the rest. */
export const isBatchEnded = (batch: Batch) =>
  batch.status === "cancelled" || batch.progress >= 100 || batch.processedJobs + batch.failedJobs >= batch.totalJobs
