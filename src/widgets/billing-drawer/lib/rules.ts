// Who may upgrade what, and how plans and prices read in the drawer (spec 1 sections 6 and 9, spec 2
// section 2).
import { type Agency, type Plan, type PortalPlan, UPGRADE_PLAN_IDS, type UserAgency } from "@/shared/api"

/** Upgrade is for agency admins, and only for free, core and stack portals: PRO is the top plan. */
export const canUpgrade = (agency: Pick<UserAgency, "role"> | null, plan: PortalPlan): boolean =>
  agency?.role.name === "agency-admin" && plan !== "pro"

export type BillingView = "portals" | "upgrade" | "payment-method"

/** 'Portals' on the main view, 'Upgrade' with a portal, 'Payment Method' while adding a card. */
export const billingTitle = (view: BillingView, hasPortal: boolean): string => {
  if (view === "payment-method") return "Payment Method"
  return hasPortal ? "Upgrade" : "Portals"
}

const AVAILABILITY_LABELS: Record<string, string> = {
  pro: "Available on Pro",
  stack: "Stack and Pro",
  lite: "Core and Pro",
  "lite-stack": "Core, Stack and Pro"
}

/** The plan availability label of a module access tier (spec 1 section 9). */
export const availabilityLabel = (access: string): string => AVAILABILITY_LABELS[access] ?? "Availability unknown"

/** Cents as money in the plan's currency: 19700 → "$197", 1970 → "$19.70". */
export const formatPrice = (cents: number, symbol: string): string => {
  const units = cents / 100
  return `${symbol}${Number.isInteger(units) ? units.toLocaleString("en-US") : units.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`
}

const INTERVAL_WORDS: Readonly<Record<string, string>> = { monthly: "month", annually: "year", "bi-annually": "6 months" }

/** "$197 / month"; a one-off plan has no interval. */
export const planPriceLabel = (plan: Pick<Plan, "price" | "currency_symbol" | "interval">): string =>
  plan.interval === null
    ? formatPrice(plan.price, plan.currency_symbol)
    : `${formatPrice(plan.price, plan.currency_symbol)} / ${INTERVAL_WORDS[plan.interval] ?? plan.interval}`

/** A module_limit of 999 means no limit (spec 2 section 1). */
export const UNLIMITED_MODULES = 999

export const moduleLimitLabel = (limit: number): string => (limit >= UNLIMITED_MODULES ? "Unlimited Modules" : `${limit} Modules`)

export interface PortalCounts {
  readonly free: number
  readonly core: number
  readonly pro: number
}

type AgencyCounts = Pick<Agency, "portals_count" | "free_portal_count" | "core_portal_count" | "pro_portal_count">

/**
 * The server's counts over all the agency's portals. Stack portals count with core: both are the paid
 * non-PRO tier the overview shows, and the server counts stack in portals_count only.
 */
export const countsOf = (agency: AgencyCounts): PortalCounts => ({
  free: agency.free_portal_count,
  core: Math.max(agency.core_portal_count, agency.portals_count - agency.free_portal_count - agency.pro_portal_count),
  pro: agency.pro_portal_count
})

const RANK: Record<PortalPlan, number> = { free: 0, core: 1, stack: 2, pro: 3 }
// UPGRADE_PLAN_IDS lists core, stack and pro in that order (ids 35, 40, 11).
const [CORE_PLAN, STACK_PLAN, PRO_PLAN] = UPGRADE_PLAN_IDS
const PLAN_TIER: Readonly<Record<number, PortalPlan>> = { [CORE_PLAN]: "core", [STACK_PLAN]: "stack", [PRO_PLAN]: "pro" }

/** Where an upgrade plan stands against the portal's plan: its own ('current'), below it, or above it. */
export const planStanding = (planId: number, current: PortalPlan): "current" | "below" | "above" | "unknown" => {
  const tier = PLAN_TIER[planId]
  if (tier === undefined) return "unknown"
  return RANK[tier] === RANK[current] ? "current" : RANK[tier] < RANK[current] ? "below" : "above"
}

/** The upgrade plans above the portal's current plan: a core portal is offered Stack and PRO. */
export const upgradeTargets = <P extends Pick<Plan, "id">>(plans: ReadonlyArray<P>, current: PortalPlan): ReadonlyArray<P> =>
  plans.filter((plan) => {
    const tier = PLAN_TIER[plan.id]
    return tier !== undefined && RANK[tier] > RANK[current]
  })
