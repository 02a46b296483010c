// The A/B statistics (server/domain/experiments/stats.ts), as properties over any counts.
import fc from "fast-check"
import { describe, expect, it } from "vitest"

import { conversionRate, normalCdf, probabilityToBeat } from "../../server/domain/experiments/stats.ts"

const counts = fc
  .integer({ min: 0, max: 100_000 })
  .chain((visitors) => fc.integer({ min: 0, max: visitors }).map((conversions) => ({ visitors, conversions })))

describe("probability to beat control", () => {
  it("is a probability, 0.5 for identical data, and the two sides add up to 1", () => {
    fc.assert(
      fc.property(counts, counts, (a, b) => {
        const p = probabilityToBeat(b, a)
        expect(p).toBeGreaterThanOrEqual(0)
        expect(p).toBeLessThanOrEqual(1)
        expect(probabilityToBeat(a, a)).toBe(0.5)
        expect(p + probabilityToBeat(a, b)).toBeCloseTo(1, 3)
      })
    )
  })

  it("grows with the variant's conversions", () => {
    fc.assert(
      fc.property(counts, fc.integer({ min: 1, max: 100_000 }), (control, visitors) => {
        const worse = probabilityToBeat({ visitors, conversions: 0 }, control)
        const better = probabilityToBeat({ visitors, conversions: visitors }, control)
        expect(better).toBeGreaterThanOrEqual(worse)
      })
    )
  })

  it("is confident with much data and a clear difference, unsure with little", () => {
    expect(probabilityToBeat({ visitors: 10_000, conversions: 1_200 }, { visitors: 10_000, conversions: 1_000 })).toBeGreaterThan(0.99)
    expect(probabilityToBeat({ visitors: 10_000, conversions: 1_000 }, { visitors: 10_000, conversions: 1_200 })).toBeLessThan(0.01)
    const small = probabilityToBeat({ visitors: 10, conversions: 2 }, { visitors: 10, conversions: 1 })
    expect(small).toBeGreaterThan(0.5)
    expect(small).toBeLessThan(0.9)
  })

  it("uses a normal CDF accurate to known values", () => {
    expect(normalCdf(0)).toBeCloseTo(0.5, 6)
    expect(normalCdf(1.959964)).toBeCloseTo(0.975, 5)
    expect(normalCdf(-1)).toBeCloseTo(0.158655, 5)
  })

  it("rates conversions per visitor, 0 without visitors", () => {
    expect(conversionRate({ visitors: 0, conversions: 0 })).toBe(0)
    expect(conversionRate({ visitors: 200, conversions: 15 })).toBe(0.075)
  })
})
