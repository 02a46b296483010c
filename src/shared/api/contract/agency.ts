// Agency (spec 1 section 3). Counts are computed by the server, never stored by hand.
import { Schema } from "effect"

import { Timestamp } from "./common.ts"
import { AgencyPlan } from "./plan.ts"
import { recordVersion } from "./record-version.ts"

export const AgencyStatus = Schema.Literal("active", "suspend")
export type AgencyStatus = typeof AgencyStatus.Type

export const Agency = Schema.Struct({
  id: Schema.Number,
  name: Schema.String,
  admin_name: Schema.String,
  admin_email: Schema.String,
  status: AgencyStatus,
  plan_id: Schema.Number,
  plan: AgencyPlan,
  cover: Schema.NullOr(Schema.String),
  agency_plan: Schema.Literal(0, 1),
  paid_in_advance: Schema.Boolean,
  payment_link: Schema.NullOr(Schema.String),
  payment_link_id: Schema.NullOr(Schema.String),
  subs_id: Schema.NullOr(Schema.String),
  portals_available: Schema.Number,
  portals_count: Schema.Number,
  users_count: Schema.Number,
  credit_limit: Schema.Number,
  /** Credits refunds and disputes took back beyond the unspent ones (computed by billing; never edited here). */
  credit_debt: Schema.Number,
  sr_saas: Schema.Literal(0, 1),
  max_active_requests: Schema.Number,
  source: Schema.String,
  created_at: Timestamp,
  pro_portal_count: Schema.Number,
  core_portal_count: Schema.Number,
  free_portal_count: Schema.Number,
  ...recordVersion
})
export type Agency = typeof Agency.Type

/** The short agency reference nested in portals. */
export const AgencyRef = Schema.Struct({ id: Schema.Number, name: Schema.String })
export type AgencyRef = typeof AgencyRef.Type
