// Journey: Zenith's admin opens Zenith Portal, creates an A/B test of its Pricing
// page with the step-by-step form (the page and its one HubSpot variation, goal clicks) and starts it.
// Visitors (browsers of their own) open the Pricing page on the sandbox HubSpot's site: HubSpot shows
// one the page and the next its variation, and the tracking snippet reports their views and clicks to
// the app's collector. The admin watches visitors and conversions grow on the experiment page (it
// re-reads every 5 s; a visitor who comes back counts once), declares Variant B the winner after
// 'Are you sure?', which ends the HubSpot test: new visitors see only the winner.
import { type Browser, type Locator, type Page } from "@playwright/test"

import { logIn, portalCard } from "./support/app.ts"
import { zenithAdmin } from "./support/demo-accounts.ts"
import { expect, test } from "./support/fixtures.ts"

const PRICING = "/sandbox/hubspot/sites/www.zenith.example/pricing"

const cellNumber = async (row: Locator, index: number): Promise<number> =>
  Number(((await row.getByRole("gridcell").nth(index).textContent()) ?? "0").replace(/,/g, ""))
const visitorsOf = (row: Locator) => cellNumber(row, 1)
const conversionsOf = (row: Locator) => cellNumber(row, 2)

const choose = async (page: Page, field: string, option: string): Promise<void> => {
  await page.getByRole("button", { name: new RegExp(field) }).click()
  await page.getByRole("option", { name: option, exact: true }).click()
}

/** A new visitor (a browser context of its own) opening the Pricing page; the heading says which version. */
const visit = async (browser: Browser, baseURL: string): Promise<{ readonly page: Page; readonly version: string }> => {
  const context = await browser.newContext({ baseURL })
  const page = await context.newPage()
  await page.goto(PRICING)
  const version = (await page.getByRole("heading", { level: 1 }).textContent()) ?? ""
  return { page, version }
}

test("an experiment runs as a HubSpot A/B test: visitors of both versions are counted, and the winner ends it", async ({
  page,
  browser,
  baseURL
}) => {
  test.setTimeout(120_000)
  const name = `Pricing headline ${Date.now()}`
  const variation = `Pricing (${name}: Variant B)`
  await logIn(page, zenithAdmin)
  await portalCard(page, "Zenith Portal").click()
  await expect(page.getByRole("heading", { name: "Zenith Portal", level: 1 })).toBeVisible()

  await page.getByRole("link", { name: "Experiments (A/B tests)" }).click()
  await expect(page).toHaveURL(/\/portals-main\/\d+\/experiments$/)
  await expect(page.getByRole("heading", { name: "Experiments — Zenith Portal", level: 1 })).toBeVisible()
  await page.getByRole("link", { name: "Create step by step" }).first().click()

  // Step 1: the page (checked before going on).
  await expect(page.getByRole("heading", { name: "Step 1 of 4: Page" })).toBeVisible()
  await page.getByRole("button", { name: "Next" }).click()
  await expect(page.getByText("The name field is required.")).toBeVisible()
  await page.getByLabel("Experiment name").fill(name)
  await choose(page, "Page to test", "Pricing")
  await page.getByRole("button", { name: "Next" }).click()

  // Step 2: the control and the one variation HubSpot allows, shown to half of the visitors each.
  await expect(page.getByRole("heading", { name: "Step 2 of 4: Variants" })).toBeVisible()
  await expect(page.getByText("Control: the page itself")).toBeVisible()
  await expect(page.getByText("HubSpot shows each version to 50% of the visitors.", { exact: false })).toBeVisible()
  await expect(page.getByLabel("Variant name")).toHaveCount(2)
  await expect(page.getByRole("button", { name: "Add variant" })).toHaveCount(0)
  await page.getByRole("button", { name: "Next" }).click()

  // Step 3: clicks, chosen from the keyboard.
  await expect(page.getByRole("heading", { name: "Step 3 of 4: Goal" })).toBeVisible()
  await page.getByRole("radio", { name: "Form submissions" }).focus()
  await page.keyboard.press("ArrowRight")
  await expect(page.getByRole("radio", { name: "Clicks" })).toBeChecked()
  await page.getByRole("button", { name: "Next" }).click()

  await expect(page.getByRole("heading", { name: "Step 4 of 4: Review" })).toBeVisible()
  await expect(page.getByRole("definition").filter({ hasText: "Pricing" }).first()).toBeVisible()
  await page.getByRole("button", { name: "Create Experiment" }).click()

  // The experiment page: a draft with no visitors.
  await expect(page).toHaveURL(/\/experiments\/\d+$/)
  await expect(page.getByRole("heading", { name, level: 1 })).toContainText("Draft")
  const table = page.getByRole("grid", { name: "Variant results" })
  const control = table.getByRole("row", { name: /^Control/ })
  const variantB = table.getByRole("row", { name: /^Variant B/ })
  expect(await visitorsOf(control)).toBe(0)

  await page.getByRole("button", { name: "Start" }).click()
  await expect(page.getByRole("heading", { name, level: 1 })).toContainText("Running")
  await expect(page.getByText("Live: the results update every 5 seconds.")).toBeVisible()

  // Two visitors: HubSpot shows one the page and the other its variation; both click "Get started".
  const first = await visit(browser, baseURL!)
  const second = await visit(browser, baseURL!)
  expect([first.version, second.version].sort()).toEqual(["Pricing", variation].sort())
  for (const visitor of [first, second]) await visitor.page.getByRole("link", { name: "Get started" }).click()
  await expect.poll(() => visitorsOf(variantB), { timeout: 20_000 }).toBe(1)
  await expect.poll(() => conversionsOf(variantB), { timeout: 20_000 }).toBe(1)
  await expect.poll(() => visitorsOf(control), { timeout: 20_000 }).toBe(1)
  await expect.poll(() => conversionsOf(control), { timeout: 20_000 }).toBe(1)
  await expect(variantB.getByRole("gridcell").nth(3)).toHaveText("100.00%")

  // The first visitor comes back and clicks again: still one visitor. A third visitor only looks.
  await first.page.reload()
  await expect(first.page.getByRole("heading", { level: 1 })).toHaveText(first.version)
  await first.page.getByRole("link", { name: "Get started" }).click()
  const third = await visit(browser, baseURL!)
  const thirdRow = third.version === variation ? variantB : control
  const otherRow = third.version === variation ? control : variantB
  await expect.poll(() => visitorsOf(thirdRow), { timeout: 20_000 }).toBe(2)
  expect(await conversionsOf(thirdRow)).toBe(1)
  expect(await visitorsOf(otherRow)).toBe(1)
  expect(await conversionsOf(otherRow)).toBe(1)

  await choose(page, "Winner", "Variant B")
  await page.getByRole("button", { name: "Declare winner" }).click()
  const dialog = page.getByRole("alertdialog")
  await expect(dialog.getByText("Are you sure?")).toBeVisible()
  await expect(dialog.getByText(/the HubSpot A\/B test will end/)).toBeVisible()
  await dialog.getByRole("button", { name: "Yes, declare it!" }).click()
  await expect(page.getByRole("heading", { name, level: 1 })).toContainText("Completed")
  await expect(variantB).toContainText("— Winner")

  // The test has ended in HubSpot: every new visitor gets the winner.
  for (let n = 0; n < 2; n++) expect((await visit(browser, baseURL!)).version).toBe(variation)

  await page.getByRole("link", { name: "← All experiments" }).click()
  const listed = page.getByRole("grid", { name: "Experiments" }).getByRole("row", { name: new RegExp(name) })
  await expect(listed).toContainText("Completed")
  await expect(listed).toContainText("Variant B")
})
