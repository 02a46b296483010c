// The sandbox's subscription rows (moved out of subscriptions.ts so that each file has one job): the row schema, its period
// and the pending plan change it may carry.
import { Schema } from "effect"

const SubscriptionRow = Schema.Struct({
  id: Schema.String,
  customer: Schema.String,
  price: Schema.String,
  coupon: Schema.NullOr(Schema.String),
  default_payment_method: Schema.NullOr(Schema.String),
  metadata: Schema.Record({ key: Schema.String, value: Schema.String }),
  status: Schema.String,
  latest_invoice: Schema.NullOr(Schema.String),
  cancel_at_period_end: Schema.Boolean,
  created: Schema.Number,
  current_period_start: Schema.Number,
  canceled_at: Schema.NullOr(Schema.Number),
  pending_update: Schema.NullOr(Schema.Unknown)
})
export type SubscriptionRow = typeof SubscriptionRow.Type

export const decode = Schema.decodeUnknown(Schema.Array(SubscriptionRow))

const month = 30 * 24 * 3600

export const periodEnd = (row: Pick<SubscriptionRow, "current_period_start">) => row.current_period_start + month

/**
 * A plan change made with payment_behavior=pending_if_incomplete whose invoice is not paid yet: what
 * it changes, applied when the invoice is paid, discarded when it expires (23 hours, as on Stripe).
 */
export interface PendingUpdate {
  readonly price: string
  readonly price_json: unknown
  readonly metadata: Record<string, string>
  readonly invoice: string
  readonly expires_at: number
}

export const pendingUpdateOf = (row: Pick<SubscriptionRow, "pending_update">): PendingUpdate | null => {
  const pending = row.pending_update as PendingUpdate | null
  return pending !== null && typeof pending === "object" && typeof pending.price === "string" ? pending : null
}
