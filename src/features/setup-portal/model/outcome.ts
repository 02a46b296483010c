// When a setup batch has ended and how (spec 2 sections 4 and 8): complete, or the connection-issues case.
import type { Batch } from "@/shared/api"

/** Ended: progress 100, or processed plus failed equals total. */
export const isSetupEnded = (batch: Batch) => batch.progress >= 100 || batch.processedJobs + batch.failedJobs >= batch.totalJobs

/** Every job done: the portal is set up. Anything else that ended is the connection-issues case. */
export const isSetupComplete = (batch: Batch) => batch.failedJobs === 0 && batch.processedJobs === batch.totalJobs
