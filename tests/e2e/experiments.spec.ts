// Journey (issue 7, experiments): Zenith's admin opens Zenith Portal, creates an A/B test of its Pricing
// page with the step-by-step form (control + a copy, 50/50, goal clicks), starts it and watches the
// simulated visitors arrive and grow (the page re-reads every 5 s), stops it and declares Variant B the
// winner after 'Are you sure?'. The experiment stays completed; its copy is a draft CRM page of Zenith's
// account, which no other journey lists.
import { expect, type Locator, type Page, test } from "@playwright/test"
import { logIn, portalCard } from "./support/app.ts"
import { zenithAdmin } from "./support/demo-accounts.ts"

const visitorsOf = async (row: Locator): Promise<number> =>
  Number(((await row.getByRole("gridcell").nth(1).textContent()) ?? "0").replace(/,/g, ""))

const choose = async (page: Page, field: string, option: string): Promise<void> => {
  await page.getByRole("button", { name: new RegExp(field) }).click()
  await page.getByRole("option", { name: option, exact: true }).click()
}

test("an experiment is created step by step, runs with growing results, stops and gets a winner", async ({ page }) => {
  test.setTimeout(90_000)
  const name = `Pricing headline ${Date.now()}`
  await logIn(page, zenithAdmin)
  await portalCard(page, "Zenith Portal").click()
  await expect(page.getByRole("heading", { name: "Zenith Portal", level: 1 })).toBeVisible()

  await page.getByRole("link", { name: "Experiments (A/B tests)" }).click()
  await expect(page).toHaveURL(/\/portals-main\/\d+\/experiments$/)
  await expect(page.getByRole("heading", { name: "Experiments — Zenith Portal", level: 1 })).toBeVisible()
  await page.getByRole("link", { name: "Create step by step" }).first().click()

  // Step 1: the page (checked before going on).
  await expect(page.getByRole("heading", { name: "Step 1 of 5: Page" })).toBeVisible()
  await page.getByRole("button", { name: "Next" }).click()
  await expect(page.getByText("Enter a name for the experiment.")).toBeVisible()
  await page.getByLabel("Experiment name").fill(name)
  await choose(page, "Page to test", "Pricing")
  await page.getByRole("button", { name: "Next" }).click()

  // Step 2: the control and one copy, as offered.
  await expect(page.getByRole("heading", { name: "Step 2 of 5: Variants" })).toBeVisible()
  await expect(page.getByText("Control: the page itself")).toBeVisible()
  await expect(page.getByLabel("Variant name")).toHaveCount(2)
  await page.getByRole("button", { name: "Next" }).click()

  // Step 3: 50/50.
  await expect(page.getByRole("heading", { name: "Step 3 of 5: Traffic split" })).toBeVisible()
  await expect(page.getByText("Total: 100%")).toBeVisible()
  await page.getByRole("button", { name: "Next" }).click()

  // Step 4: clicks, chosen from the keyboard.
  await expect(page.getByRole("heading", { name: "Step 4 of 5: Goal" })).toBeVisible()
  await page.getByRole("radio", { name: "Form submissions" }).focus()
  await page.keyboard.press("ArrowRight")
  await expect(page.getByRole("radio", { name: "Clicks" })).toBeChecked()
  await page.getByRole("button", { name: "Next" }).click()

  await expect(page.getByRole("heading", { name: "Step 5 of 5: Review" })).toBeVisible()
  const review = page.getByRole("definition")
  await expect(review.filter({ hasText: "Pricing" }).first()).toBeVisible()
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
  // Numbers appear and keep growing without a reload.
  await expect.poll(() => visitorsOf(variantB), { timeout: 20_000 }).toBeGreaterThan(0)
  const seen = await visitorsOf(variantB)
  await expect.poll(() => visitorsOf(variantB), { timeout: 20_000 }).toBeGreaterThan(seen)
  await expect(variantB.getByRole("gridcell").nth(4)).toHaveText(/^\d+\.\d\d%$/)

  await page.getByRole("button", { name: "Stop" }).click()
  await expect(page.getByRole("heading", { name, level: 1 })).toContainText("Stopped")
  const frozen = await visitorsOf(variantB)

  await choose(page, "Winner", "Variant B")
  await page.getByRole("button", { name: "Declare winner" }).click()
  const dialog = page.getByRole("alertdialog")
  await expect(dialog.getByText("Are you sure?")).toBeVisible()
  await dialog.getByRole("button", { name: "Yes, declare it!" }).click()
  await expect(page.getByRole("heading", { name, level: 1 })).toContainText("Completed")
  await expect(variantB).toContainText("— Winner")
  expect(await visitorsOf(variantB)).toBe(frozen)

  await page.getByRole("link", { name: "← All experiments" }).click()
  const listed = page.getByRole("grid", { name: "Experiments" }).getByRole("row", { name: new RegExp(name) })
  await expect(listed).toContainText("Completed")
  await expect(listed).toContainText("Variant B")
})
