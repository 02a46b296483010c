// Plan arithmetic on the server: which portal plan a plan id buys, and what a plan costs with a
// coupon. Prices come only from the plans table and the contract's discountedPrice, never the browser.
import { type Coupon, discountedPrice, type PlanQuote, UPGRADE_PLAN_IDS } from "#contract/billing.ts"
import { type Plan, PlanId } from "#contract/plan.ts"

/** The agency plan whose purchase is a PRO licence: one more PRO portal (portals_available + 1). */
export const PRO_LICENCE_PLAN_ID = PlanId.Pro

/** Where a portal or agency goes when its plan ends (refunded, or its subscription's grace is over). */
export const FREE_PLAN_ID = PlanId.Free

/** The portal plan bought by an upgrade plan id (spec 2 section 9), null for other plans. */
export const portalPlanOf = (planId: number): "pro" | "core" | "stack" | null =>
  planId === PlanId.Pro ? "pro" : planId === PlanId.Core ? "core" : planId === PlanId.Stack ? "stack" : null

export const isUpgradePlan = (planId: number) => (UPGRADE_PLAN_IDS as ReadonlyArray<number>).includes(planId)

/** One-off plans are charged once; the others are subscriptions. */
export const isOneOff = (plan: Pick<Plan, "type" | "is_fixed">) => plan.type === "fixed" || plan.is_fixed

export const quoteFor = (plan: Plan, coupon: Coupon | null): PlanQuote => ({
  plan_id: plan.id,
  plan_name: plan.name,
  price: plan.price,
  final_price: discountedPrice(plan.price, coupon),
  currency: plan.currency,
  currency_symbol: plan.currency_symbol,
  interval: plan.interval,
  coupon
})
