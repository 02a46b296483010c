// The A/B statistics (server/domain/experiments/stats.ts) and the sandbox's simulated traffic, as
// properties over any counts and times.
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { conversionRate, normalCdf, probabilityToBeat } from "../../server/domain/experiments/stats.ts"
import { simulate, trueRate } from "../../server/sandbox/hubspot/experiment-simulation.ts"

const counts = fc.integer({ min: 0, max: 100_000 }).chain((visitors) =>
  fc.integer({ min: 0, max: visitors }).map((conversions) => ({ visitors, conversions })))

describe("probability to beat control", () => {
  it("is a probability, 0.5 for identical data, and the two sides add up to 1", () => {
    fc.assert(fc.property(counts, counts, (a, b) => {
      const p = probabilityToBeat(b, a)
      expect(p).toBeGreaterThanOrEqual(0)
      expect(p).toBeLessThanOrEqual(1)
      expect(probabilityToBeat(a, a)).toBe(0.5)
      expect(p + probabilityToBeat(a, b)).toBeCloseTo(1, 3)
    }))
  })

  it("grows with the variant's conversions", () => {
    fc.assert(fc.property(counts, fc.integer({ min: 1, max: 100_000 }), (control, visitors) => {
      const worse = probabilityToBeat({ visitors, conversions: 0 }, control)
      const better = probabilityToBeat({ visitors, conversions: visitors }, control)
      expect(better).toBeGreaterThanOrEqual(worse)
    }))
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

describe("simulated traffic", () => {
  const pageId = fc.integer({ min: 1, max: 1_000_000 }).map(String)
  const weight = fc.integer({ min: 1, max: 99 })
  const goal = fc.constantFrom("clicks" as const, "form_submissions" as const)
  const ms = fc.integer({ min: 0, max: 30 * 24 * 3600 * 1000 })

  it("is deterministic, never decreases over time and never converts more than it visits", () => {
    fc.assert(fc.property(pageId, weight, goal, ms, ms, (page, share, target, t1, t2) => {
      const [early, late] = t1 <= t2 ? [t1, t2] : [t2, t1]
      const a = simulate(page, share, target, early)
      const b = simulate(page, share, target, late)
      expect(simulate(page, share, target, early)).toEqual(a)
      expect(b.visitors).toBeGreaterThanOrEqual(a.visitors)
      expect(b.conversions).toBeGreaterThanOrEqual(a.conversions)
      expect(b.conversions).toBeLessThanOrEqual(b.visitors)
    }))
  })

  it("gives each page its own true rate and nothing before the start", () => {
    expect(simulate("1", 50, "clicks", 0)).toEqual({ pageId: "1", visitors: 0, conversions: 0 })
    expect(simulate("1", 50, "clicks", 60_000).visitors).toBeGreaterThan(0)
    expect(trueRate("1", "clicks")).not.toBe(trueRate("2", "clicks"))
  })
})
