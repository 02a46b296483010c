// Simulated A/B test traffic for the sandbox HubSpot: a pure function of the page, its share of the
// traffic, the goal and the time the test has run, so results grow while it runs and tests can
// drive them with the caller's clock. Each page gets its own visitor pace and true conversion rate.

export type SimulatedGoal = "form_submissions" | "clicks"

/** A stable number in [0, 1) from text (FNV-1a). */
export const unitHash = (text: string): number => {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193)
  }
  return (hash >>> 0) / 0x100000000
}

/** Visitors of the whole experiment per second, before each page's pace. */
export const VISITORS_PER_SECOND = 2

const rateRange: Record<SimulatedGoal, readonly [number, number]> = {
  form_submissions: [0.04, 0.14],
  clicks: [0.1, 0.3]
}

/** The page's true conversion rate for the goal. */
export const trueRate = (pageId: string, goal: SimulatedGoal): number => {
  const [low, high] = rateRange[goal]
  return low + (high - low) * unitHash(`rate:${goal}:${pageId}`)
}

export interface SimulatedResult {
  readonly pageId: string
  readonly visitors: number
  readonly conversions: number
}

/** Counts after `elapsedMs` for a page receiving `weight` percent of the traffic; never decreasing in time. */
export const simulate = (pageId: string, weight: number, goal: SimulatedGoal, elapsedMs: number): SimulatedResult => {
  const seconds = Math.max(0, elapsedMs) / 1000
  const pace = 0.85 + 0.3 * unitHash(`pace:${pageId}`)
  const visitors = Math.floor(seconds * VISITORS_PER_SECOND * (Math.max(0, weight) / 100) * pace)
  const conversions = Math.min(visitors, Math.floor(visitors * trueRate(pageId, goal)))
  return { pageId, visitors, conversions }
}
