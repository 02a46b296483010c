// axe-core over a page as the user sees it: serious and critical violations fail, each named
// by rule, impact and the elements it hit, so a failure says what to fix without a rerun.
import AxeBuilder from "@axe-core/playwright"
import { expect, type Page } from "@playwright/test"

/** What a report needs of an axe violation. */
export interface Violation {
  readonly id: string
  readonly impact?: string | null
  readonly help: string
  readonly nodes: ReadonlyArray<{ readonly target: unknown }>
}

export const FAILING_IMPACTS: ReadonlySet<string> = new Set(["serious", "critical"])

/** One line per violation: rule id, impact, and the targets of its nodes. */
export const describeViolations = (violations: ReadonlyArray<Violation>): Array<string> =>
  violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes.map((node) => JSON.stringify(node.target)).join(", ")}`
  )

/** Resolves once the page's finite animations and transitions (a drawer sliding in) have finished. */
export const waitForAnimations = async (page: Page): Promise<void> => {
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
          .map((animation) => animation.finished.catch(() => undefined))
      ),
      new Promise((resolve) => setTimeout(resolve, 2_000))
    ])
  )
}

/**
 * Runs axe over the whole page and fails on any serious or critical violation; `soft` records the
 * failure and lets the journey go on to its next page or drawer.
 */
export const expectNoSeriousViolations = async (page: Page, where: string, { soft = false } = {}): Promise<void> => {
  await waitForAnimations(page)
  // React Aria's live announcer: see the a11y parameters in .storybook/preview.tsx (a false positive).
  const results = await new AxeBuilder({ page }).exclude("[data-live-announcer]").analyze()
  const failing = results.violations.filter((violation) => FAILING_IMPACTS.has(violation.impact ?? ""))
  const check = soft ? expect.soft : expect
  check(describeViolations(failing), `axe: serious or critical violations on ${where}`).toEqual([])
}
