// The transition drawer: a user who closes the Modules drawer while a group installs opens the
// Activity entry of the editor bar (by keyboard) and watches the batch to its end, with every module's result.
// The counts move one job at a time by realtime (batch.progress), not in 5-second jumps; once nothing
// runs the drawer is 'Recent activity', and each batch says when it ran and who started it.
import { logIn, portalCard } from "./support/app.ts"
import { agencyAdmin } from "./support/demo-accounts.ts"
import { expect, test } from "./support/fixtures.ts"

/** Records every value a progress bar of the page shows ("n/total"), as it is rendered. */
const recordProgress = () => {
  const seen: Array<string> = []
  ;(window as unknown as { progressSeen: Array<string> }).progressSeen = seen
  const note = (bar: Element) => {
    const value = `${bar.getAttribute("aria-valuenow")}/${bar.getAttribute("aria-valuemax")}`
    if (seen[seen.length - 1] !== value) seen.push(value)
  }
  new MutationObserver((changes) => {
    for (const change of changes) {
      const target = change.target as Element
      if (change.type === "attributes") note(target)
      else target.querySelectorAll?.("[role=progressbar][aria-valuemax]").forEach(note)
    }
  }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ["aria-valuenow", "aria-valuemax"] })
}

test.describe.configure({ timeout: 120_000 })
// Wide enough for every editor-bar entry beside "Acme Staging" (narrower, Files and Activity go into More).
test.use({ viewport: { width: 1920, height: 1000 } })

test("a group install started in the Modules drawer is followed in the transition drawer to its per-module results", async ({ page }) => {
  await logIn(page, agencyAdmin)
  // Acme Staging: its journey's own copy of the demo data, where the group's install also brings the theme
  // file Hero Banner needs (css/main.css). (EditorBar.test covers "no work, no entry"; layout-actions a
  // failed item in this drawer.)
  await portalCard(page, "Acme Staging").click()
  await expect(page.getByRole("heading", { name: "Acme Staging", level: 1 })).toBeVisible({ timeout: 20_000 })

  // Either entry may carry ", upgrade available" (Acme Staging seeds Timeline and css/utilities.css at 1.0.0).
  const modulesEntry = page.getByRole("button", { name: /^Modules(, upgrade available)?$/ })
  await expect(modulesEntry).toBeVisible()
  const activity = page.getByRole("button", { name: /^Activity/ })

  await modulesEntry.click()
  const modules = page.getByRole("dialog", { name: "Modules" })
  const group = modules
    .getByRole("region", { name: "Module Groups" })
    .getByRole("listitem", { name: "Landing Page Essentials", exact: true })
  await group.getByRole("button", { name: "Install Module" }).waitFor({ timeout: 20_000 })
  await page.evaluate(recordProgress)
  await group.getByRole("button", { name: "Install Module" }).click()
  // The entry appears as soon as the batch exists, while the drawer is still open.
  await expect(activity).toBeVisible({ timeout: 20_000 })
  await modules.getByRole("button", { name: "Close" }).click()
  await expect(modules).toHaveCount(0)

  // By keyboard: Tab from the last drawer entry reaches Activity; Enter opens the drawer.
  await page.getByRole("button", { name: /^Files(, upgrade available)?$/ }).focus()
  await page.keyboard.press("Tab")
  await expect(activity).toBeFocused()
  await page.keyboard.press("Enter")

  // Titled 'Activity in progress' while the batch runs, 'Recent activity' once it has finished.
  const drawer = page.getByRole("dialog", { name: /^(Activity in progress|Recent activity)$/ })
  await expect(drawer).toBeVisible()
  const card = drawer.getByRole("listitem", { name: "Install Landing Page Essentials", exact: true }).first()
  const progress = card.getByRole("progressbar")
  await expect(progress).toBeVisible({ timeout: 20_000 })
  await expect(progress).toHaveAttribute("aria-valuemax", "4")
  await expect(card).toContainText(/\d\/4/)

  // To its end: then each module's result, when it ran and who started it.
  await expect(card.getByRole("progressbar", { name: "Finished" })).toBeVisible({ timeout: 60_000 })
  await expect(progress).toHaveAttribute("aria-valuenow", "4")
  await expect(page.getByRole("dialog", { name: "Recent activity" })).toBeVisible()
  await expect(card.getByText(/^Started .+ by /)).toHaveText(
    new RegExp(`^Started \\d{1,2} \\w+ \\d{4} \\d{2}:\\d{2} by ${agencyAdmin.name}$`)
  )
  await expect(card.getByText(/^Finished /)).toHaveText(/^Finished \d{1,2} \w+ \d{4} \d{2}:\d{2}$/)
  const results = card.getByRole("list", { name: "Install Landing Page Essentials results" })
  for (const name of ["Hero Banner", "Feature Grid", "Call to Action", "FAQ Accordion"]) {
    await expect(results.getByRole("listitem", { name: `${name}: Done` })).toContainText("✓")
  }

  // The counts moved one job at a time (never 0/1, and a step between none and all was shown).
  const seen = await page.evaluate(() => (window as unknown as { progressSeen: Array<string> }).progressSeen)
  expect(seen.every((value) => value.endsWith("/4"))).toBe(true)
  expect(seen.some((value) => ["1/4", "2/4", "3/4"].includes(value))).toBe(true)
})
