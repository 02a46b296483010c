import { describe, expect, it } from "vitest"

import { makeAgency, makeUser } from "@/shared/lib/fixtures"

import { addPortalAccess, adminAgencies, blockedReason } from "./eligibility.ts"

const plan = (portal_limit: number) => ({ ...makeAgency().plan, portal_limit })

describe("Add Portal access (spec 1 sections 4 and 6)", () => {
  it("is for agency admins only", () => {
    expect(addPortalAccess(null)).toEqual({ kind: "none" })
    expect(addPortalAccess(makeUser({ roles: [{ name: "admin" }] }))).toEqual({ kind: "none" })
    expect(addPortalAccess(makeUser({ roles: [{ name: "user" }], agencies: [makeAgency({ role: { name: "user" } })] }))).toEqual({
      kind: "none"
    })
  })

  it("with one agency starts the flow for it", () => {
    const agency = makeAgency({ id: 3 })
    expect(addPortalAccess(makeUser({ agencies: [agency] }))).toEqual({ kind: "one", agency })
  })

  it("with several agencies where the user is agency admin goes to the chooser", () => {
    const agencies = [makeAgency({ id: 1 }), makeAgency({ id: 2, name: "Northwind" }), makeAgency({ id: 3, role: { name: "user" } })]
    const access = addPortalAccess(makeUser({ agencies }))
    expect(access.kind).toBe("several")
    expect(adminAgencies(makeUser({ agencies })).map((agency) => agency.id)).toEqual([1, 2])
  })

  it("is disabled with the reason when every agency is at its plan's portal limit", () => {
    const full = makeAgency({ name: "Demo Agency", portals_count: 3, plan: plan(3) })
    expect(addPortalAccess(makeUser({ agencies: [full] }))).toEqual({
      kind: "disabled",
      reason: "Demo Agency has reached its plan's portal limit (3 portals)."
    })
    const both = [full, makeAgency({ id: 2, portals_count: 5, plan: plan(1) })]
    expect(addPortalAccess(makeUser({ agencies: both })).kind).toBe("disabled")
  })

  it("is disabled when the agency is suspended", () => {
    expect(addPortalAccess(makeUser({ agencies: [makeAgency({ name: "Demo Agency", status: "suspend" })] }))).toEqual({
      kind: "disabled",
      reason: "Demo Agency is suspended."
    })
  })

  it("stays open when one of several agencies can take a portal", () => {
    const agencies = [makeAgency({ portals_count: 3, plan: plan(3) }), makeAgency({ id: 2, portals_count: 0 })]
    expect(addPortalAccess(makeUser({ agencies })).kind).toBe("several")
    expect(blockedReason(makeAgency({ portals_count: 2, plan: plan(3) }))).toBeNull()
  })
})
