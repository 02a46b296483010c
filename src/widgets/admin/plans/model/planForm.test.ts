import { describe, expect, it } from "vitest"

import { PlanPayload } from "@/shared/api"
import { contractFaults } from "@/shared/ui/form"

import { makePlan } from "../ui/PlansDrawer.fixtures.ts"
import { EMPTY_PLAN_FORM, planBody, planFormOf, type PlanFormValues, planPayloadOf, planTypeFaults } from "./planForm.ts"

/** What the form's checks find: the contract's PlanPayload, then the fields the type needs. */
const validatePlanForm = (values: PlanFormValues) =>
  contractFaults({ schema: PlanPayload, toBody: planBody, check: planTypeFaults }, values)

const common: PlanFormValues = {
  ...EMPTY_PLAN_FORM,
  name: "Agency",
  type: "free",
  portal_limit: "5",
  user_limit: "3",
  module_limit: "999",
  is_free_module: "no",
  is_hidden_plan: "yes",
  custom_logo: "yes",
  status: "0",
  module_access: "pro"
}

describe("plan form", () => {
  it("needs only the common fields for a free plan and sends no price", () => {
    expect(validatePlanForm(common)).toEqual({})
    expect(planPayloadOf({ ...common, price: "500", upgrade_order: "2" })).toEqual({
      name: "Agency",
      type: "free",
      upgrade_order: 2,
      portal_limit: 5,
      user_limit: 3,
      module_limit: 999,
      is_free_module: "no",
      is_hidden_plan: "yes",
      custom_logo: "yes",
      status: 0,
      module_access: "pro"
    })
  })

  it("needs price and currency for a one-off plan", () => {
    expect(validatePlanForm({ ...common, type: "fixed" })).toEqual({
      price: "The price field is required.",
      currency: "The currency field is required."
    })
    expect(planPayloadOf({ ...common, type: "fixed", price: "49900", currency: "GBP", interval: "monthly" })).toMatchObject({
      type: "fixed",
      price: 49900,
      currency: "GBP"
    })
    expect(planPayloadOf({ ...common, type: "fixed", price: "49900", currency: "GBP", interval: "monthly" }).interval).toBeUndefined()
  })

  it("needs the subscription fields for a paid plan", () => {
    expect(Object.keys(validatePlanForm({ ...common, type: "paid" }))).toEqual([
      "price",
      "currency",
      "interval",
      "trial_period",
      "stripe_plan_id",
      "agency_plan"
    ])
    const paid = {
      ...common,
      type: "paid",
      price: "19700",
      currency: "USD",
      interval: "annually",
      trial_period: "yes",
      stripe_plan_id: " price_x ",
      agency_plan: "0"
    } as const
    expect(validatePlanForm(paid)).toEqual({})
    expect(planPayloadOf(paid)).toMatchObject({ interval: "annually", trial_period: "yes", stripe_plan_id: "price_x", agency_plan: 0 })
  })

  it("says which fields are not whole numbers", () => {
    expect(validatePlanForm({ ...common, portal_limit: "1.5", upgrade_order: "x" })).toEqual({
      portal_limit: "The portal limit must be an integer.",
      upgrade_order: "The upgrade order must be a number."
    })
  })

  it("pre-fills the edit form and leaves out what the type does not use", () => {
    const values = planFormOf(makePlan({ id: 1, type: "free", price: 0, interval: "monthly", trial_period: "yes", upgrade_order: 0 }))
    expect(values).toMatchObject({ type: "free", price: "", interval: "", trial_period: "", upgrade_order: "0", status: "1" })
    expect(planFormOf(makePlan({ id: 35 }))).toMatchObject({
      price: "19700",
      currency: "USD",
      interval: "monthly",
      stripe_plan_id: "price_core_monthly",
      agency_plan: "1"
    })
  })
})
