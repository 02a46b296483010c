import { describe, expect, it } from "vitest"
import { fittingCount } from "./fitEntries.ts"

describe("fittingCount", () => {
  const widths = [80, 70, 110, 120]

  it("all entries fit: no 'More'", () => {
    expect(fittingCount(widths, 80 + 70 + 110 + 120 + 3 * 8, 8, 60)).toBe(4)
  })

  it("otherwise as many as fit beside the 'More' button", () => {
    // More (60) + 8 + 80 + 8 + 70 = 226; + 8 + 110 = 344 > 300.
    expect(fittingCount(widths, 300, 8, 60)).toBe(2)
    expect(fittingCount(widths, 100, 8, 60)).toBe(0)
  })

  it("nothing measured yet (no layout): everything shows", () => {
    expect(fittingCount([0, 0, 0], 0, 0, 0)).toBe(3)
  })
})
