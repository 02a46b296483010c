// Polls a batch until every job has ended (spec 2 section 7: every 5 seconds). Interrupting the
// effect (the component unmounts) stops the polling.
import { type Duration, Effect, Schedule } from "effect"
import type { ApiClient, ApiError, Batch } from "@/shared/api"
import { readBatch } from "../api/groupInstall.ts"

export const BATCH_POLL_INTERVAL: Duration.DurationInput = "5 seconds"

/** Ended: all jobs processed (progress 100), or processed plus failed equals total. */
export const isBatchEnded = (batch: Batch) => batch.progress >= 100 || batch.processedJobs + batch.failedJobs >= batch.totalJobs

/** Reads the batch now and then every `interval`, reporting each read; answers the ended batch. */
export const pollBatch = (
  id: string,
  onProgress: (batch: Batch) => void,
  interval: Duration.DurationInput = BATCH_POLL_INTERVAL
): Effect.Effect<Batch, ApiError, ApiClient> =>
  readBatch(id).pipe(
    Effect.tap((batch) => Effect.sync(() => onProgress(batch))),
    // zipRight keeps recurWhile's output, the last batch read, as the result.
    Effect.repeat(Schedule.zipRight(Schedule.spaced(interval), Schedule.recurWhile((batch: Batch) => !isBatchEnded(batch))))
  )
