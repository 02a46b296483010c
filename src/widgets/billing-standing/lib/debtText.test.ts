import { describe, expect, it } from "vitest"

import { debtText } from "./debtText.ts"

describe("debtText", () => {
  it("says how many credits the agency owes and that the next ones bought settle them", () => {
    expect(debtText(3, "Zenith Agency")).toBe(
      "Refunds and disputes took back 3 credits more than Zenith Agency had left: the next 3 credits bought settle this."
    )
  })

  it("one credit is singular", () => {
    expect(debtText(1, "Zenith Agency")).toBe(
      "Refunds and disputes took back 1 credit more than Zenith Agency had left: the next credit bought settles this."
    )
  })
})
