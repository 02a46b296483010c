// The plan form's values as the inputs hold them, its rules by type (spec 2 section 5) and the payload.
import { Schema } from "effect"

import { missingPlanFields, type Plan, PLAN_FIELDS_BY_TYPE, PlanPayload, typedNumber } from "@/shared/api"
import type { FormFaults } from "@/shared/ui/form"

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

/** Labels as the form shows them. */
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

/** The fields the chosen type shows, in form order (Upgrade Order is optional and always shown). */
export const requiredFields = (type: PlanFormValues["type"]): ReadonlyArray<PlanField> => [
  ...ALWAYS,
  ...(type === "" ? [] : PLAN_FIELDS_BY_TYPE[type])
]

export const showsPriceFields = (type: PlanFormValues["type"]) => type === "paid" || type === "fixed"
export const showsSubscriptionFields = (type: PlanFormValues["type"]) => type === "paid"

const chosen = (text: string): string | undefined => (text.trim() === "" ? undefined : text.trim())

/** The body the form sends, blanks left out and numbers as typed (the contract judges it), without the fields the type does not show. */
export const planBody = (values: PlanFormValues) => {
  const shown = new Set<PlanField>(requiredFields(values.type))
  const when = <A>(field: PlanField, value: A) => (shown.has(field) ? value : undefined)
  return {
    name: values.name,
    type: chosen(values.type),
    upgrade_order: values.upgrade_order.trim() === "" ? null : typedNumber(values.upgrade_order),
    portal_limit: typedNumber(values.portal_limit),
    user_limit: typedNumber(values.user_limit),
    module_limit: typedNumber(values.module_limit),
    is_free_module: chosen(values.is_free_module),
    is_hidden_plan: chosen(values.is_hidden_plan),
    custom_logo: chosen(values.custom_logo),
    status: values.status === "" ? undefined : Number(values.status),
    module_access: chosen(values.module_access),
    price: when("price", typedNumber(values.price)),
    currency: when("currency", chosen(values.currency)),
    interval: when("interval", chosen(values.interval)),
    trial_period: when("trial_period", chosen(values.trial_period)),
    stripe_plan_id: when("stripe_plan_id", chosen(values.stripe_plan_id)),
    agency_plan: when("agency_plan", values.agency_plan === "" ? undefined : Number(values.agency_plan))
  }
}

/**
 * The fields the chosen type needs and lacks, in the contract's words (missingPlanFields). The server makes
 * the same check after filling an edit's left-out fields from the stored plan, so it is no rule of the
 * body's Schema; the form always sends every field its type shows, and checks them here.
 */
export const planTypeFaults = (values: PlanFormValues): FormFaults<PlanFormValues> =>
  values.type === ""
    ? {}
    : Object.fromEntries(missingPlanFields({ ...planBody(values), type: values.type }).map(({ field, message }) => [field, message]))

/** The payload of values the form's checks passed; the fields the type does not show are left out (undefined). */
export const planPayloadOf = (values: PlanFormValues): PlanPayload => Schema.decodeUnknownSync(PlanPayload)(planBody(values))
