// Issue 18's transition drawer: a user who closes the Modules drawer while a group installs opens the
// Activity entry of the editor bar (by keyboard) and watches the batch to its end, with every module's result.
import { expect, test } from "./support/fixtures.ts"
import { logIn, portalCard } from "./support/app.ts"
import { agencyAdmin } from "./support/demo-accounts.ts"

test.describe.configure({ timeout: 120_000 })
// Wide enough for every editor-bar entry beside "Acme Staging" (narrower, Files and Activity go into More).
test.use({ viewport: { width: 1920, height: 1000 } })

test("a group install started in the Modules drawer is followed in the transition drawer to its per-module results", async ({ page }) => {
  await logIn(page, agencyAdmin)
  // Acme Staging: no other journey installs a group there (h1-group-results uses Acme Portal), and it holds
  // no css/main.css, so Hero Banner fails whatever ran before. (EditorBar.test covers "no work, no entry".)
  await portalCard(page, "Acme Staging").click()
  await expect(page.getByRole("heading", { name: "Acme Staging", level: 1 })).toBeVisible({ timeout: 20_000 })

  // Either entry may carry ", upgrade available" (Acme Staging seeds Timeline and css/utilities.css at 1.0.0).
  const modulesEntry = page.getByRole("button", { name: /^Modules(, upgrade available)?$/ })
  await expect(modulesEntry).toBeVisible()
  const activity = page.getByRole("button", { name: /^Activity/ })

  await modulesEntry.click()
  const modules = page.getByRole("dialog", { name: "Modules" })
  const group = modules.getByRole("region", { name: "Module Groups" }).getByRole("listitem", { name: "Landing Page Essentials", exact: true })
  await group.getByRole("button", { name: "Install Module" }).click({ timeout: 20_000 })
  // The entry appears as soon as the batch exists, while the drawer is still open.
  await expect(activity).toBeVisible({ timeout: 20_000 })
  await modules.getByRole("button", { name: "Close" }).click()
  await expect(modules).toHaveCount(0)

  // By keyboard: Tab from the last drawer entry reaches Activity; Enter opens the drawer.
  await page.getByRole("button", { name: /^Files(, upgrade available)?$/ }).focus()
  await page.keyboard.press("Tab")
  await expect(activity).toBeFocused()
  await page.keyboard.press("Enter")

  const drawer = page.getByRole("dialog", { name: "Activity in progress" })
  await expect(drawer).toBeVisible()
  const card = drawer.getByRole("listitem", { name: "Install Landing Page Essentials", exact: true }).first()
  const progress = card.getByRole("progressbar")
  await expect(progress).toBeVisible({ timeout: 20_000 })
  await expect(progress).toHaveAttribute("aria-valuemax", "4")
  await expect(card).toContainText(/\d\/4/)

  // Polled every 5 seconds until the batch has finished: then each module's result.
  await expect(card.getByRole("progressbar", { name: "Finished, 1 failed" })).toBeVisible({ timeout: 60_000 })
  await expect(progress).toHaveAttribute("aria-valuenow", "4")
  const results = card.getByRole("list", { name: "Install Landing Page Essentials results" })
  const hero = results.getByRole("listitem", { name: "Hero Banner: Failed" })
  await expect(hero).toContainText("css/main.css (2.0.0)")
  for (const name of ["Feature Grid", "Call to Action", "FAQ Accordion"]) {
    await expect(results.getByRole("listitem", { name: `${name}: Done` })).toContainText("✓")
  }
})
