// Batch (spec 2 section 7): durable background work, e.g. installing a module group, and its progress.
import { Schema } from "effect"

/** cancelled: a delete of its portal or agency cancelled it; `cancelled` says why and when. */
export const BatchStatus = Schema.Literal("pending", "running", "finished", "cancelled")
export type BatchStatus = typeof BatchStatus.Type

export const Batch = Schema.Struct({
  id: Schema.String,
  /** 0–100: share of jobs that have ended, successfully or not. */
  progress: Schema.Number,
  processedJobs: Schema.Number,
  totalJobs: Schema.Number,
  failedJobs: Schema.Number,
  status: BatchStatus,
  cancelled: Schema.optional(Schema.Struct({ reason: Schema.String, at: Schema.String }))
})
export type Batch = typeof Batch.Type

/** How one job of a finished (or cancelled) batch ended. */
export const BatchJobOutcome = Schema.Struct({
  seq: Schema.Number,
  status: Schema.Literal("pending", "running", "done", "failed", "cancelled"),
  payload: Schema.Unknown,
  error: Schema.NullOr(Schema.String)
})
export type BatchJobOutcome = typeof BatchJobOutcome.Type

/** result is null until the batch has finished. */
export const BatchWithResult = Schema.Struct({ ...Batch.fields, result: Schema.NullOr(Schema.Array(BatchJobOutcome)) })
export type BatchWithResult = typeof BatchWithResult.Type

/** One job of a portal's batch as the transition drawer lists it: what it works on and how it ended. */
export const PortalBatchItem = Schema.Struct({
  seq: Schema.Number,
  /** The module, file or page the job works on. */
  label: Schema.String,
  status: Schema.Literal("pending", "running", "done", "failed"),
  /** Why the job failed, as the user should read it; null unless failed. */
  error: Schema.NullOr(Schema.String)
})
export type PortalBatchItem = typeof PortalBatchItem.Type

/** A portal's batch: running or pending, or finished in the last 24 hours. */
export const PortalBatch = Schema.Struct({
  ...Batch.fields,
  kind: Schema.String,
  /** What the batch does, e.g. "Install Landing Page Essentials" or "Portal setup". */
  title: Schema.String,
  created_at: Schema.String,
  finished_at: Schema.NullOr(Schema.String),
  /**
   * Who started it; null when nobody did or their account is gone. A super admin who started work on an
   * agency's portal is named to that agency's members as "Support team", without an id.
   */
  started_by: Schema.NullOr(Schema.Struct({ id: Schema.NullOr(Schema.Number), name: Schema.String })),
  items: Schema.Array(PortalBatchItem)
})
export type PortalBatch = typeof PortalBatch.Type
