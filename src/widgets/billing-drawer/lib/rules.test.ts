import { describe, expect, it } from "vitest"

import { makeAgency } from "@/shared/lib/fixtures"

import {
  availabilityLabel,
  billingTitle,
  canUpgrade,
  countsOf,
  formatPrice,
  moduleLimitLabel,
  planPriceLabel,
  upgradeTargets
} from "./rules.ts"

describe("billing rules", () => {
  it("titles: Portals, Upgrade with a portal, Payment Method while adding a card", () => {
    expect(billingTitle("portals", false)).toBe("Portals")
    expect(billingTitle("portals", true)).toBe("Upgrade")
    expect(billingTitle("payment-method", true)).toBe("Payment Method")
    expect(billingTitle("payment-method", false)).toBe("Payment Method")
  })

  it("Upgrade is for agency admins and free, core and stack portals only", () => {
    const admin = makeAgency({ role: { name: "agency-admin" } })
    const member = makeAgency({ role: { name: "user" } })
    expect(canUpgrade(admin, "free")).toBe(true)
    expect(canUpgrade(admin, "core")).toBe(true)
    expect(canUpgrade(admin, "stack")).toBe(true)
    expect(canUpgrade(admin, "pro")).toBe(false)
    expect(canUpgrade(member, "free")).toBe(false)
    expect(canUpgrade(null, "free")).toBe(false)
  })

  it("offers the upgrade plans above the portal's plan, in core, stack, pro order", () => {
    const plans = [{ id: 35 }, { id: 40 }, { id: 11 }, { id: 1 }]
    expect(upgradeTargets(plans, "free").map((plan) => plan.id)).toEqual([35, 40, 11])
    expect(upgradeTargets(plans, "core").map((plan) => plan.id)).toEqual([40, 11])
    expect(upgradeTargets(plans, "stack").map((plan) => plan.id)).toEqual([11])
    expect(upgradeTargets(plans, "pro")).toEqual([])
  })

  it("plan availability labels (spec 1 section 9)", () => {
    expect(availabilityLabel("pro")).toBe("Available on Pro")
    expect(availabilityLabel("stack")).toBe("Stack and Pro")
    expect(availabilityLabel("lite")).toBe("Core and Pro")
    expect(availabilityLabel("lite-stack")).toBe("Core, Stack and Pro")
    expect(availabilityLabel("free")).toBe("Availability unknown")
  })

  it("prices are cents, shown per interval", () => {
    expect(planPriceLabel({ price: 19700, currency_symbol: "$", interval: "monthly" })).toBe("$197 / month")
    expect(planPriceLabel({ price: 99700, currency_symbol: "$", interval: "monthly" })).toBe("$997 / month")
    expect(planPriceLabel({ price: 299700, currency_symbol: "$", interval: "annually" })).toBe("$2,997 / year")
    expect(planPriceLabel({ price: 5, currency_symbol: "£", interval: null })).toBe("£0.05")
    expect(formatPrice(15760, "$")).toBe("$157.60")
  })

  it("a module limit of 999 reads 'Unlimited Modules'", () => {
    expect(moduleLimitLabel(999)).toBe("Unlimited Modules")
    expect(moduleLimitLabel(50)).toBe("50 Modules")
  })

  it("counts free, core (with stack) and PRO portals", () => {
    // Two free, one core, one stack and two PRO (a child portal among them): the server's counts, stack with core.
    expect(countsOf({ portals_count: 6, free_portal_count: 2, core_portal_count: 1, pro_portal_count: 2 })).toEqual({
      free: 2,
      core: 2,
      pro: 2
    })
  })
})
