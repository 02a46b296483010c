// The plan form's values as the inputs hold them, its rules by type (spec 2 section 5) and the payload.
import type { Plan, PlanPayload } from "@/shared/api"
import type { PlanTypeValue } from "../config/planOptions.ts"

export interface PlanFormValues {
  readonly name: string
  readonly type: PlanTypeValue | ""
  readonly upgrade_order: string
  readonly portal_limit: string
  readonly user_limit: string
  readonly module_limit: string
  readonly is_free_module: "yes" | "no" | ""
  readonly is_hidden_plan: "yes" | "no" | ""
  readonly custom_logo: "yes" | "no" | ""
  readonly status: "1" | "0" | ""
  readonly module_access: "free" | "lite" | "pro" | ""
  readonly price: string
  readonly currency: string
  readonly interval: string
  readonly trial_period: "yes" | "no" | ""
  readonly stripe_plan_id: string
  readonly agency_plan: "1" | "0" | ""
}

export type PlanField = keyof PlanFormValues
export type PlanFormErrors = Partial<Record<PlanField, string>>

export const EMPTY_PLAN_FORM: PlanFormValues = {
  name: "",
  type: "",
  upgrade_order: "",
  portal_limit: "",
  user_limit: "",
  module_limit: "",
  is_free_module: "",
  is_hidden_plan: "",
  custom_logo: "",
  status: "1",
  module_access: "",
  price: "",
  currency: "",
  interval: "",
  trial_period: "",
  stripe_plan_id: "",
  agency_plan: ""
}

/** The edit form, pre-filled from the plan. */
export const planFormOf = (plan: Plan): PlanFormValues => ({
  name: plan.name,
  type: plan.type,
  upgrade_order: plan.upgrade_order === null ? "" : String(plan.upgrade_order),
  portal_limit: String(plan.portal_limit),
  user_limit: String(plan.user_limit),
  module_limit: String(plan.module_limit),
  is_free_module: plan.is_free_module,
  is_hidden_plan: plan.is_hidden_plan,
  custom_logo: plan.custom_logo,
  status: plan.status === 1 ? "1" : "0",
  module_access: plan.module_access,
  price: plan.type === "free" ? "" : String(plan.price),
  currency: plan.type === "free" ? "" : plan.currency,
  interval: plan.type === "paid" ? (plan.interval ?? "") : "",
  trial_period: plan.type === "paid" ? plan.trial_period : "",
  stripe_plan_id: plan.type === "paid" ? (plan.stripe_plan_id ?? "") : "",
  agency_plan: plan.type === "paid" ? (plan.agency_plan === 1 ? "1" : "0") : ""
})

/** Labels as the form shows them; required messages use them ("The Name field is required."). */
export const PLAN_FIELD_LABELS: Record<PlanField, string> = {
  name: "Name",
  type: "Type",
  upgrade_order: "Upgrade Order",
  portal_limit: "Portal Limit",
  user_limit: "User Limit",
  module_limit: "Module Limit",
  is_free_module: "Allow Only Free Modules",
  is_hidden_plan: "Hidden Plan",
  custom_logo: "Allow Custom Logo",
  status: "Status",
  module_access: "Module Access",
  price: "Price",
  currency: "Currency",
  interval: "Interval",
  trial_period: "Trial Period",
  stripe_plan_id: "Stripe Plan ID",
  agency_plan: "Agency Plan"
}

const ALWAYS: ReadonlyArray<PlanField> = [
  "name",
  "type",
  "portal_limit",
  "user_limit",
  "module_limit",
  "is_free_module",
  "is_hidden_plan",
  "custom_logo",
  "status",
  "module_access"
]
const PRICED: ReadonlyArray<PlanField> = ["price", "currency"]
const SUBSCRIPTION: ReadonlyArray<PlanField> = ["interval", "trial_period", "stripe_plan_id", "agency_plan"]
const NUMERIC: ReadonlyArray<PlanField> = ["upgrade_order", "portal_limit", "user_limit", "module_limit", "price"]

/** The fields the chosen type shows, in form order (Upgrade Order is optional and always shown). */
export const requiredFields = (type: PlanFormValues["type"]): ReadonlyArray<PlanField> =>
  type === "paid" ? [...ALWAYS, ...PRICED, ...SUBSCRIPTION] : type === "fixed" ? [...ALWAYS, ...PRICED] : ALWAYS

export const showsPriceFields = (type: PlanFormValues["type"]) => type === "paid" || type === "fixed"
export const showsSubscriptionFields = (type: PlanFormValues["type"]) => type === "paid"

export const validatePlanForm = (values: PlanFormValues): PlanFormErrors => {
  const errors: Partial<Record<PlanField, string>> = {}
  for (const field of requiredFields(values.type)) {
    if (values[field].trim() === "") errors[field] = `The ${PLAN_FIELD_LABELS[field]} field is required.`
  }
  for (const field of NUMERIC) {
    const text = values[field].trim()
    if (errors[field] === undefined && text !== "" && !/^\d+$/.test(text)) errors[field] = `The ${PLAN_FIELD_LABELS[field]} field may only contain numeric characters.`
  }
  return errors
}

const whole = (text: string) => Number(text.trim())

/** The payload for a form that passed validatePlanForm; fields the type does not show are left out. */
export const planPayloadOf = (values: PlanFormValues): PlanPayload => {
  const type = values.type === "" ? "free" : values.type
  const base = {
    name: values.name.trim(),
    type,
    upgrade_order: values.upgrade_order.trim() === "" ? null : whole(values.upgrade_order),
    portal_limit: whole(values.portal_limit),
    user_limit: whole(values.user_limit),
    module_limit: whole(values.module_limit),
    is_free_module: values.is_free_module === "yes" ? "yes" : "no",
    is_hidden_plan: values.is_hidden_plan === "yes" ? "yes" : "no",
    custom_logo: values.custom_logo === "yes" ? "yes" : "no",
    status: values.status === "0" ? 0 : 1,
    module_access: values.module_access === "" ? "free" : values.module_access
  } as const
  if (type === "free") return base
  const priced = { ...base, price: whole(values.price), currency: values.currency as NonNullable<PlanPayload["currency"]> }
  if (type === "fixed") return priced
  return {
    ...priced,
    interval: values.interval as NonNullable<PlanPayload["interval"]>,
    trial_period: values.trial_period === "yes" ? "yes" : "no",
    stripe_plan_id: values.stripe_plan_id.trim(),
    agency_plan: values.agency_plan === "0" ? 0 : 1
  }
}
