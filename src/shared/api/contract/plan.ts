// Plan (spec 2 section 3). Amounts are in cents.
import { Schema } from "effect"

import { recordVersion } from "./record-version.ts"

export const PlanType = Schema.Literal("free", "paid", "fixed")
export const ModuleAccess = Schema.Literal("free", "lite", "pro")
export const YesNo = Schema.Literal("yes", "no")
export const PlanInterval = Schema.Literal("monthly", "bi-annually", "annually")
export const Currency = Schema.Literal("USD", "AUD", "CAD", "EURO", "GBP")

export const Plan = Schema.Struct({
  id: Schema.Number,
  name: Schema.String,
  type: PlanType,
  upgrade_order: Schema.NullOr(Schema.Number),
  portal_limit: Schema.Number,
  user_limit: Schema.Number,
  module_limit: Schema.Number,
  is_free_module: YesNo,
  is_hidden_plan: YesNo,
  price: Schema.Number,
  final_price: Schema.Number,
  is_fixed: Schema.Boolean,
  currency: Schema.String,
  currency_symbol: Schema.String,
  interval: Schema.NullOr(Schema.String),
  trial_period: YesNo,
  stripe_plan_id: Schema.NullOr(Schema.String),
  custom_logo: YesNo,
  module_access: ModuleAccess,
  agency_plan: Schema.Literal(0, 1),
  status: Schema.Literal(0, 1),
  ...recordVersion
})
export type Plan = typeof Plan.Type

/** The plan summary nested in an agency. */
export const AgencyPlan = Schema.Struct({
  id: Schema.Number,
  name: Schema.String,
  portal_limit: Schema.Number,
  user_limit: Schema.Number,
  module_limit: Schema.Number,
  custom_logo: YesNo
})
export type AgencyPlan = typeof AgencyPlan.Type

/** Plan ids the product treats specially (spec 2 sections 1 and 9). */
export const PlanId = { Free: 1, Pro: 11, Core: 35, Stack: 40 } as const
