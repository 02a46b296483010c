// Follows a batch until the caller's rule says it has an outcome. It reads the batch once (the true total
// from the start), then moves with each batch.progress event while the realtime connection is up, and
// reads it every 5 seconds (spec 2 sections 4 and 7) only while the connection is down. Interrupting the
// effect (the component unmounts) stops the following.
import { type Duration, Effect } from "effect"

import type { ApiClient, ApiError, Batch } from "@/shared/api"

import { readBatch } from "../api/readBatch.ts"
import { type BatchProgress, isNewer, progressOf } from "./batchProgress.ts"
import { progressFeed } from "./progressFeed.ts"

export const BATCH_POLL_INTERVAL: Duration.DurationInput = "5 seconds"
/** While connected, a read this often all the same: an event lost on the way must not leave a batch stuck. */
const REALTIME_SAFETY_READ: Duration.DurationInput = "30 seconds"

/** The next progress event newer than `current` (one already heard counts); none when the connection goes down. */
const nextEvent = (id: string, current: Batch) =>
  Effect.async<BatchProgress | null>((resume) => {
    const known = progressFeed.latest(id)
    if (known !== undefined && isNewer(known, current)) return resume(Effect.succeed(known))
    const stop = progressFeed.follow(id, {
      onEvent: (event) => {
        if (!isNewer(event, current)) return
        stop()
        resume(Effect.succeed(event))
      },
      onDown: () => {
        stop()
        resume(Effect.succeed(null))
      }
    })
    return Effect.sync(stop)
  })

/** Reads the batch now and then as it moves, reporting each step, until `ended`; answers the last step. */
export const pollBatch = (
  id: string,
  options: {
    readonly ended: (batch: Batch) => boolean
    readonly onProgress: (batch: Batch) => void
    readonly interval?: Duration.DurationInput | undefined
  }
): Effect.Effect<Batch, ApiError, ApiClient> => {
  const read = readBatch(id)
  const heard = (current: Batch) =>
    Effect.race(
      Effect.flatMap(nextEvent(id, current), (event) => (event === null ? read : Effect.succeed(progressOf(event)))),
      Effect.zipRight(Effect.sleep(REALTIME_SAFETY_READ), read)
    )
  const next = (current: Batch) =>
    progressFeed.connectedAs() === null ? Effect.zipRight(Effect.sleep(options.interval ?? BATCH_POLL_INTERVAL), read) : heard(current)
  const report = (batch: Batch) =>
    Effect.as(
      Effect.sync(() => options.onProgress(batch)),
      batch
    )
  const follow = (current: Batch): Effect.Effect<Batch, ApiError, ApiClient> =>
    options.ended(current) ? Effect.succeed(current) : Effect.flatMap(Effect.flatMap(next(current), report), follow)
  return Effect.flatMap(Effect.flatMap(read, report), follow)
}

/** What a user sees when a batch ends incomplete or fully failed (spec 2 section 8). */
export const CONNECTION_ISSUES = "We are currently experiencing connection issues. Please try again!"

/** Ended: all jobs processed (progress 100), or processed plus failed equals total. */
/** Every job ended, or a delete of its portal cancelled the rest (nothing more will happen to it). */
export const isBatchEnded = (batch: Batch) =>
  batch.status === "cancelled" || batch.progress >= 100 || batch.processedJobs + batch.failedJobs >= batch.totalJobs
