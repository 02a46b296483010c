// Batch (spec 2 section 7): durable background work, e.g. installing a module group, and its progress.
import { Schema } from "effect"

export const BatchStatus = Schema.Literal("pending", "running", "finished")
export type BatchStatus = typeof BatchStatus.Type

export const Batch = Schema.Struct({
  id: Schema.String,
  /** 0–100: share of jobs that have ended, successfully or not. */
  progress: Schema.Number,
  processedJobs: Schema.Number,
  totalJobs: Schema.Number,
  failedJobs: Schema.Number,
  status: BatchStatus
})
export type Batch = typeof Batch.Type

/** How one job of a finished batch ended. */
export const BatchJobOutcome = Schema.Struct({
  seq: Schema.Number,
  status: Schema.Literal("pending", "running", "done", "failed"),
  payload: Schema.Unknown,
  error: Schema.NullOr(Schema.String)
})
export type BatchJobOutcome = typeof BatchJobOutcome.Type

/** result is null until the batch has finished. */
export const BatchWithResult = Schema.Struct({ ...Batch.fields, result: Schema.NullOr(Schema.Array(BatchJobOutcome)) })
export type BatchWithResult = typeof BatchWithResult.Type
