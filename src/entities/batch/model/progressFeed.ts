// What this browser hears of batches by realtime: whether the connection is up (and for which user, whose
// own batches it reports) and the latest progress of each batch. Read outside React by the batch queries'
// functions and refetch intervals; the realtime bridge feeds it. While the connection is down nobody relies
// on it: everything polls as before.
import type { BatchProgress } from "./batchProgress.ts"

let connectedAs: number | null = null
const latest = new Map<string, BatchProgress>()

export const progressFeed = {
  /** The user whose batches arrive by realtime now; null while the connection is down. */
  connectedAs: (): number | null => connectedAs,
  setConnection: (userId: number | null): void => {
    const wasUp = connectedAs !== null
    connectedAs = userId
    // What was heard may be behind by the time the connection is back: followers read again instead.
    if (wasUp && userId === null) latest.clear()
  },
  publish: (event: BatchProgress): void => {
    latest.set(event.batch_id, event)
  },
  latest: (batchId: string): BatchProgress | undefined => latest.get(batchId)
}

/** Whether a batch's progress arrives by realtime: the connection is up and the batch is this user's own. */
export const heardByRealtime = (batch: { readonly started_by: { readonly id: number | null } | null }): boolean => {
  const user = progressFeed.connectedAs()
  return user !== null && batch.started_by?.id === user
}
