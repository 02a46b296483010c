export { listPortalBatches } from "./api/listPortalBatches.ts"
export { BATCH_POLL_MS, batchKeys, batchQueries } from "./api/queries.ts"
export { readBatch } from "./api/readBatch.ts"
export { makePortalBatch } from "./lib/makePortalBatch.ts"
export { CONNECTION_ISSUES, isBatchEnded } from "./model/batchEnd.ts"
export type { BatchProgress } from "./model/batchProgress.ts"
export { BATCH_PROGRESS_EVENT, decodeBatchProgress } from "./model/batchProgress.ts"
export { progressFeed } from "./model/progressFeed.ts"
export { useFollowedBatch } from "./model/useFollowedBatch.ts"
export {
  applyBatchProgress,
  isBatchUnfinished,
  PORTAL_BATCHES_POLL_MS,
  portalBatchesPoll,
  refreshPortalBatches,
  useBatchStarted,
  usePortalBatches
} from "./model/usePortalBatches.ts"
export type { Batch, PortalBatch, PortalBatchItem } from "@/shared/api"
