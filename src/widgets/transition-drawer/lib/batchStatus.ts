// What a batch card and its items say about where the work stands.
import type { PortalBatch, PortalBatchItem } from "@/entities/batch"

export const batchStatusText = (batch: Pick<PortalBatch, "status" | "failedJobs">): string => {
  if (batch.status === "pending") return "Waiting to start"
  if (batch.status === "running") return "Running"
  return batch.failedJobs === 0 ? "Finished" : `Finished, ${batch.failedJobs} failed`
}

/** A pending item waits while its batch runs; once the batch has ended it was not run. */
export const itemStatusText = (item: Pick<PortalBatchItem, "status">, batchEnded = true): string =>
  item.status === "done"
    ? "Done"
    : item.status === "failed"
      ? "Failed"
      : item.status === "running"
        ? "Running"
        : batchEnded
          ? "Not run"
          : "Waiting"

export const itemMark = (item: Pick<PortalBatchItem, "status">): string =>
  item.status === "done" ? "✓" : item.status === "failed" ? "✕" : "•"
