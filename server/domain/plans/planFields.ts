// The plan form's rules by type (spec 2 section 5), as stored columns: which fields each type needs,
// and what the others become. The first missing field is the 422's message.
import { CURRENCY_SYMBOLS, type PlanPayload } from "../../../src/shared/api/contract/plan-admin-api.ts"
import type { PlanFields } from "../../db/repos/PlanRepo.ts"

export type PlanFieldsResult = { readonly ok: true; readonly fields: PlanFields } | { readonly ok: false; readonly message: string }

const required = (field: string) => `The ${field} field is required.`

/** Fields required by type beyond the ones every plan has (those the payload schema requires). */
const missingFor = (payload: PlanPayload): string | null => {
  if (payload.type === "free") return null
  if (payload.price == null) return required("price")
  if (payload.currency == null) return required("currency")
  if (payload.type === "fixed") return null
  if (payload.interval == null) return required("interval")
  if (payload.trial_period == null) return required("trial period")
  if (payload.stripe_plan_id == null || payload.stripe_plan_id === "") return required("stripe plan id")
  if (payload.agency_plan == null) return required("agency plan")
  return null
}

export const planFields = (payload: PlanPayload): PlanFieldsResult => {
  const missing = missingFor(payload)
  if (missing !== null) return { ok: false, message: missing }
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
