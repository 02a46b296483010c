// When a group install's batch has ended (spec 2 section 4, group install).
import type { Batch } from "@/shared/api"

/** Ended: all jobs processed (progress 100), or processed plus failed equals total. */
export const isBatchEnded = (batch: Batch) => batch.progress >= 100 || batch.processedJobs + batch.failedJobs >= batch.totalJobs
