// batch.progress on the user's own channel: each job of their batches as it ends moves the cached counts
// (and the followers of that batch) one step, and while the channel is not ready the batches are polled.
import type { QueryClient } from "@tanstack/react-query"
import { Option } from "effect"

import { applyBatchProgress, BATCH_PROGRESS_EVENT, decodeBatchProgress, progressFeed, refreshPortalBatches } from "@/entities/batch"
import { refreshPortalHealth } from "@/entities/portal-health"
import type { RealtimeConnection } from "@/shared/api"

export const listenToBatchProgress = (
  connection: RealtimeConnection,
  channel: string,
  userId: number,
  queryClient: QueryClient
): (() => void) => {
  const stopListening = connection.listen(channel, BATCH_PROGRESS_EVENT, (payload) =>
    Option.map(decodeBatchProgress(payload), (event) => {
      progressFeed.publish(event)
      applyBatchProgress(queryClient, event)
      // A job failed or the batch ended: the portal's work (and what it changed) shows in its health.
      if (event.job_status === "failed" || event.status === "finished") refreshPortalHealth(queryClient, event.portal_id)
    })
  )
  let wasReady = false
  const stopWatching = connection.onChannelReady(channel, (ready) => {
    progressFeed.setConnection(ready ? userId : null)
    // Either way what is cached may be behind: events sent while not subscribed are lost, and polling
    // starts again only with a read.
    if (ready !== wasReady) refreshPortalBatches(queryClient)
    wasReady = ready
  })
  return () => {
    stopWatching()
    stopListening()
    progressFeed.setConnection(null)
  }
}
