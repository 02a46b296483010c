// What this browser hears of batches by realtime: whether the connection is up (and for which user, whose
// own batches it reports), the latest progress of each batch, and who follows which batch. Kept outside
// React and jotai because the followers are Effect loops (pollBatch) as well as queries; the realtime
// bridge feeds it. While the connection is down nobody relies on it: everything polls as before.
import type { BatchProgress } from "./batchProgress.ts"

type Follower = { readonly onEvent: (event: BatchProgress) => void; readonly onDown: () => void }

let connectedAs: number | null = null
const latest = new Map<string, BatchProgress>()
const followers = new Map<string, Set<Follower>>()

export const progressFeed = {
  /** The user whose batches arrive by realtime now; null while the connection is down. */
  connectedAs: (): number | null => connectedAs,
  setConnection: (userId: number | null): void => {
    const wasUp = connectedAs !== null
    connectedAs = userId
    if (!wasUp || userId !== null) return
    // What was heard may be behind by the time the connection is back: followers read again instead.
    latest.clear()
    followers.forEach((set) => set.forEach((follower) => follower.onDown()))
  },
  publish: (event: BatchProgress): void => {
    latest.set(event.batch_id, event)
    followers.get(event.batch_id)?.forEach((follower) => follower.onEvent(event))
  },
  latest: (batchId: string): BatchProgress | undefined => latest.get(batchId),
  /** Hears the batch's next events, and when the connection goes down; the returned function stops. */
  follow: (batchId: string, follower: Follower): (() => void) => {
    const set = followers.get(batchId) ?? new Set<Follower>()
    set.add(follower)
    followers.set(batchId, set)
    return () => {
      set.delete(follower)
      if (set.size === 0) followers.delete(batchId)
    }
  }
}

/** Whether a batch's progress arrives by realtime: the connection is up and the batch is this user's own. */
export const heardByRealtime = (batch: { readonly started_by: { readonly id: number | null } | null }): boolean => {
  const user = progressFeed.connectedAs()
  return user !== null && batch.started_by?.id === user
}
