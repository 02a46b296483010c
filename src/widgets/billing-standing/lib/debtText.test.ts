import { describe, expect, it } from "vitest"
import { debtText } from "./debtText.ts"

describe("debtText", () => {
  it("says how many credits the agency owes, in credits", () => {
    expect(debtText(3, "Zenith Agency")).toBe("Refunds and disputes took back 3 credits more than Zenith Agency had left: Zenith Agency owes 3 credits.")
  })

  it("one credit is singular", () => {
    expect(debtText(1, "Zenith Agency")).toBe("Refunds and disputes took back 1 credit more than Zenith Agency had left: Zenith Agency owes 1 credit.")
  })
})
