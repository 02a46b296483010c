// The batches' query keys and options: a portal's batches are a list, `["batches", "list", portalId]`; one
// batch followed until it ends is `["batches", id]`.
import { Effect } from "effect"

import { apiQueryOptions, type Batch } from "@/shared/api"

import { isNewer, progressOf } from "../model/batchProgress.ts"
import { progressFeed } from "../model/progressFeed.ts"
import { listPortalBatches } from "./listPortalBatches.ts"
import { readBatch } from "./readBatch.ts"

export const batchKeys = {
  all: ["batches"] as const,
  lists: () => ["batches", "list"] as const,
  ofPortal: (portalId: number) => ["batches", "list", portalId] as const,
  record: (id: string) => ["batches", id] as const
}

/** How often a followed batch is read while the realtime connection is down (spec 2 sections 4 and 7). */
export const BATCH_POLL_MS = 5_000
/** While connected, a read this often all the same: an event lost on the way must not leave a batch stuck. */
const REALTIME_SAFETY_READ_MS = 30_000

/** The batch as read, or as the last progress event heard tells it when that is newer (it passed the read on the way). */
const readFollowed = (id: string) =>
  Effect.map(readBatch(id), (batch): Batch => {
    const heard = progressFeed.latest(id)
    return heard !== undefined && isNewer(heard, batch) ? progressOf(heard) : batch
  })

const following = (status: "pending" | "error" | "success", batch: Batch | undefined, ended: (batch: Batch) => boolean): boolean =>
  status !== "error" && (batch === undefined || !ended(batch))

export const batchQueries = {
  ofPortal: (portalId: number) => apiQueryOptions(batchKeys.ofPortal(portalId), listPortalBatches(portalId)),
  /**
   * A batch followed until `ended` says it has an outcome. It is read once (the true total from the start),
   * then moves with each batch.progress event while the realtime connection is up (applyBatchProgress writes
   * them here; a read every 30 seconds covers a lost one), and is read every `intervalMs` while it is down
   * (the bridge reads every batch again when the connection comes or goes, which sets the pace anew). A failed
   * read stops the reads: the follower shows the failure, as the user must see it. Dropped from the cache once
   * nobody follows it, so the next follower starts from a read.
   */
  progress: (id: string, ended: (batch: Batch) => boolean, intervalMs: number = BATCH_POLL_MS) =>
    apiQueryOptions(batchKeys.record(id), readFollowed(id), {
      staleTime: 0,
      gcTime: 0,
      // Once it has ended or a read failed, nothing reads it again (not even the bridge's read of every batch).
      enabled: (query) => following(query.state.status, query.state.data, ended),
      refetchInterval: (query) =>
        following(query.state.status, query.state.data, ended)
          ? progressFeed.connectedAs() === null
            ? intervalMs
            : REALTIME_SAFETY_READ_MS
          : false,
      refetchIntervalInBackground: true
    })
}
