import { describe, expect, it } from "vitest"

import { fittingEntries } from "./fitEntries.ts"

describe("fittingEntries", () => {
  const widths = [80, 70, 110, 120]

  it("all entries fit: none folded, no 'More'", () => {
    expect(fittingEntries(widths, 80 + 70 + 110 + 120 + 3 * 8, 8, 60)).toEqual([true, true, true, true])
  })

  it("otherwise as many as fit beside the 'More' button, in order", () => {
    // More (60) + 8 + 80 + 8 + 70 = 226; + 8 + 110 = 344 > 300; + 8 + 120 > 300.
    expect(fittingEntries(widths, 300, 8, 60)).toEqual([true, true, false, false])
    expect(fittingEntries(widths, 100, 8, 60)).toEqual([false, false, false, false])
  })

  it("folds only what does not fit: a narrow entry after a wide folded one still shows", () => {
    // More 60 + 8 + 80 + 8 + 70 = 226; 110 does not fit in 300, 50 does (226 + 8 + 50 = 284).
    expect(fittingEntries([80, 70, 110, 50], 300, 8, 60)).toEqual([true, true, false, true])
  })

  it("half a pixel of rounding does not fold an entry", () => {
    expect(fittingEntries([100.4, 100.4], 208.5, 8, 60)).toEqual([true, true])
  })

  it("nothing measured yet (no layout): everything shows", () => {
    expect(fittingEntries([0, 0, 0], 0, 0, 0)).toEqual([true, true, true])
  })
})
