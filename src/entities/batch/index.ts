export { readBatch } from "./api/readBatch.ts"
export { BATCH_POLL_INTERVAL, CONNECTION_ISSUES, pollBatch } from "./model/pollBatch.ts"
export type { Batch } from "@/shared/api"
