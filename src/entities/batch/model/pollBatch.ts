// Follows a batch every 5 seconds (spec 2 sections 4 and 7) until the caller's rule says it has an
// outcome. Interrupting the effect (the component unmounts) stops the polling.
import { type Duration, Effect, Schedule } from "effect"
import type { ApiClient, ApiError, Batch } from "@/shared/api"
import { readBatch } from "../api/readBatch.ts"

export const BATCH_POLL_INTERVAL: Duration.DurationInput = "5 seconds"

/** Reads the batch now and then every `interval`, reporting each read, until `ended`; answers that read. */
export const pollBatch = (
  id: string,
  options: {
    readonly ended: (batch: Batch) => boolean
    readonly onProgress: (batch: Batch) => void
    readonly interval?: Duration.DurationInput | undefined
  }
): Effect.Effect<Batch, ApiError, ApiClient> =>
  readBatch(id).pipe(
    Effect.tap((batch) => Effect.sync(() => options.onProgress(batch))),
    // zipRight keeps recurWhile's output, the last batch read, as the result.
    Effect.repeat(
      Schedule.zipRight(Schedule.spaced(options.interval ?? BATCH_POLL_INTERVAL), Schedule.recurWhile((batch: Batch) => !options.ended(batch)))
    )
  )

/** What a user sees when a batch ends incomplete or fully failed (spec 2 section 8). */
export const CONNECTION_ISSUES = "We are currently experiencing connection issues. Please try again!"

/** Ended: all jobs processed (progress 100), or processed plus failed equals total. */
/** Every job ended, or a delete of its portal cancelled the rest (nothing more will happen to it). */
export const isBatchEnded = (batch: Batch) =>
  batch.status === "cancelled" || batch.progress >= 100 || batch.processedJobs + batch.failedJobs >= batch.totalJobs
