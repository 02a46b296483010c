import { describe, expect, it } from "vitest"

import { makeAgency, makePortal, makeUser } from "@/shared/lib/fixtures"

import { payingAgency, withCredits } from "./credits.ts"

describe("credits", () => {
  const user = makeUser({ agencies: [makeAgency({ id: 1, credit_limit: 3 }), makeAgency({ id: 2, name: "Beta", credit_limit: 9 })] })

  it("pays with the portal's agency", () => {
    expect(payingAgency(user, makePortal({ agency: { id: 2, name: "Beta" } }))?.credit_limit).toBe(9)
    expect(payingAgency(user, makePortal({ agency: null }))?.id).toBe(1)
    expect(payingAgency(null, makePortal())).toBeNull()
  })

  it("replaces only that agency's credits", () => {
    const after = withCredits(user, 2, 8)
    expect(after.agencies.map((agency) => agency.credit_limit)).toEqual([3, 8])
    expect(after.agency?.credit_limit).toBe(3)
    expect(withCredits(user, 1, 2).agency?.credit_limit).toBe(2)
  })
})
