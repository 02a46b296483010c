// The portal health overview as the super admin sees it over the bench's fleet (500 more portals), in Chromium
// against the built app: from opening /portals-main?view=health to its first rows drawn, then each filter (Needs attention,
// a plan) and a search, from the moment the table's request leaves to its new rows drawn. The search waits for
// its typing to settle first (SEARCH_DEBOUNCE_MS); that pause is the user's, not the overview's, so it is left
// out and said so.
import { type Browser, chromium, type Page } from "playwright-core"

export interface HealthViewTimes {
  readonly firstRows: number
  readonly needsAttention: number
  readonly plan: number
  readonly search: number
}

const HEALTH = "/portal/api/v2/portals/health"

const launch = (): Promise<Browser> =>
  chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking", "--disable-sync"]
  })

/** From the health request `act` causes leaving to the table drawing the first portal that request answered. */
const timed = async (page: Page, act: () => Promise<void>) => {
  const sent = page.waitForRequest((request) => request.url().includes(HEALTH))
  await act()
  const request = await sent
  const started = performance.now()
  const response = await request.response()
  const body = (await response!.json()) as { data: ReadonlyArray<{ name: string }> }
  const expected = body.data[0]?.name ?? null
  // While the table loads it has no rows; the answer's first portal drawn in the first row is the new table.
  const grid = page.getByRole("grid", { name: "Portal health" })
  if (expected === null) await grid.getByText("No portals").waitFor({ timeout: 30_000 })
  else await grid.getByRole("row").nth(1).getByRole("rowheader").filter({ hasText: expected }).waitFor({ timeout: 30_000 })
  return performance.now() - started
}

export async function healthViewInBrowser(base: string, who: { email: string; password: string }): Promise<HealthViewTimes> {
  const browser = await launch()
  try {
    const page = await browser.newPage({ viewport: { width: 1440, height: 1000 } })
    await page.goto(`${base}/`)
    await page.getByLabel("Email").fill(who.email)
    await page.getByLabel("Password").fill(who.password)
    await page.getByRole("button", { name: "Log in" }).click()
    await page.waitForURL(`${base}/portals-main`)
    // A visit of its own, the session and the app's scripts already in place, as a returning user opens it.
    const opened = performance.now()
    await page.goto(`${base}/portals-main?view=health`)
    await page.getByRole("grid", { name: "Portal health" }).getByRole("row").nth(1).waitFor({ state: "visible", timeout: 30_000 })
    const firstRows = performance.now() - opened

    // By keyboard, as the sticky bar may lie over the toolbar at the page's scroll.
    const needsAttention = await timed(page, async () => {
      await page.getByRole("checkbox", { name: "Needs attention" }).focus()
      await page.keyboard.press("Space")
    })
    const plan = await timed(page, async () => {
      // React Aria names the select's button by its value and its label: "All plans Plan".
      await page
        .getByRole("group", { name: "Portal health filters" })
        .getByRole("button", { name: /\bPlan$/ })
        .focus()
      await page.keyboard.press("Enter")
      await page.getByRole("option", { name: "Core", exact: true }).press("Enter")
    })
    const search = await timed(page, () => page.getByRole("searchbox", { name: "Search portals" }).fill("Fleet Portal 04"))
    return { firstRows, needsAttention, plan, search }
  } finally {
    await browser.close()
  }
}
