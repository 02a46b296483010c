// The plan form's rules by type (spec 2 section 5), as stored columns: which fields each type needs,
// (the contract's missingPlanFields) and what the others become. Every missing field is in the 422.
import type { FieldIssue } from "#contract/field-errors.ts"
import { CURRENCY_SYMBOLS, missingPlanFields, PLAN_FIELDS_BY_TYPE, type PlanPayload } from "#contract/plan-admin-api.ts"

import type { PlanFields } from "../../db/repos/PlanRepo.ts"

export type PlanFieldsResult =
  { readonly ok: true; readonly fields: PlanFields } | { readonly ok: false; readonly issues: ReadonlyArray<FieldIssue> }

/**
 * On update, the fields the plan's type uses and upgrade_order keep their stored value when the payload
 * leaves them out (an explicit null still clears them); the fields the type does not use are reset as on create.
 */
const withStored = (payload: PlanPayload, stored: PlanFields | undefined): PlanPayload => {
  if (stored === undefined) return payload
  const kept = ["upgrade_order" as const, ...PLAN_FIELDS_BY_TYPE[payload.type]].filter((field) => payload[field] === undefined)
  return { ...payload, ...Object.fromEntries(kept.map((field) => [field, stored[field]])) }
}

export const planFields = (sent: PlanPayload, stored?: PlanFields): PlanFieldsResult => {
  const payload = withStored(sent, stored)
  // The same rule, and words, the SPA's plan form checks before sending.
  const missing = missingPlanFields(payload)
  if (missing.length > 0) return { ok: false, issues: missing }
  // A free plan costs nothing, whatever the form held.
  const price = payload.type === "free" ? 0 : (payload.price ?? 0)
  const currency = payload.currency ?? "USD"
  return {
    ok: true,
    fields: {
      name: payload.name,
      type: payload.type,
      upgrade_order: payload.upgrade_order ?? null,
      portal_limit: payload.portal_limit,
      user_limit: payload.user_limit,
      module_limit: payload.module_limit,
      is_free_module: payload.is_free_module,
      is_hidden_plan: payload.is_hidden_plan,
      price,
      // Coupons apply when paying; the stored final price is the list price.
      final_price: price,
      is_fixed: payload.type === "fixed",
      currency,
      currency_symbol: CURRENCY_SYMBOLS[currency],
      interval: payload.interval ?? null,
      trial_period: payload.trial_period ?? "no",
      stripe_plan_id: payload.stripe_plan_id == null || payload.stripe_plan_id === "" ? null : payload.stripe_plan_id,
      custom_logo: payload.custom_logo,
      module_access: payload.module_access,
      agency_plan: payload.agency_plan ?? 1,
      status: payload.status
    }
  }
}
