// Journey: an agency admin takes one module to several of the demo agency's portals as a rollout: chooses the
// portals (one of them by keyboard), the module (by keyboard), reads the preview (an upgrade, an install, an
// install bought with a credit), starts it, watches it finish, rolls it back and watches the rollback finish.
// Then from the health view with its filters, past a refused canary size; and the same change again, every
// portal skipped as current. A theme file taken the same way (its kind chosen by keyboard), and the theme version,
// each with its rollback.
// Each test runs on a fresh demo world.
// Demo seed: Acme Portal and Acme Staging are PRO (Acme Staging holds Timeline 1.0.0, the catalogue's newest is
// 2.0.0); Timeline is a PRO module, so Beacon Portal (Core) buys it with one of Demo Agency's 25 credits. Acme
// Staging holds css/utilities.css 1.0.0 (the newest is 1.1.0), Acme Portal every theme file at its newest.
import { type Page } from "@playwright/test"

import { logIn } from "./support/app.ts"
import { agencyAdmin } from "./support/demo-accounts.ts"
import { expect, test } from "./support/fixtures.ts"
import { chooseKindByKeyboard, openWizard, waitForStatus } from "./support/rollouts.ts"

const MODULE = "Timeline"

const portalBox = (page: Page, name: string) => page.getByRole("list", { name: "Portals to choose from" }).getByRole("checkbox", { name })

/** The module step by keyboard alone: focus the select, open it, pick by typing, confirm, go on with Enter. */
const chooseModuleByKeyboard = async (page: Page) => {
  await page.getByRole("button", { name: "Next: the change" }).click()
  const select = page.getByRole("button", { name: /Choose a module/ })
  await expect(select).toBeVisible({ timeout: 15_000 })
  await select.focus()
  await page.keyboard.press("ArrowDown")
  const option = page.getByRole("option", { name: `${MODULE} 2.0.0` })
  await expect(page.getByRole("listbox")).toBeVisible()
  await page.keyboard.type(MODULE)
  await expect(option).toBeFocused()
  await page.keyboard.press("Enter")
  await expect(page.getByRole("listbox")).toHaveCount(0)
  await page.keyboard.press("Tab")
  await expect(page.getByRole("button", { name: "Back" })).toBeFocused()
  await page.keyboard.press("Tab")
  await expect(page.getByRole("button", { name: "Next: preview" })).toBeFocused()
  await page.keyboard.press("Enter")
}

test("a module rolled out to the agency's portals, previewed, finished and rolled back", async ({ page }) => {
  test.setTimeout(180_000)
  await logIn(page, agencyAdmin)
  await openWizard(page)
  await expect(page.getByText("No rollouts yet.")).toHaveCount(0)

  // One portal by keyboard: focus its checkbox, Space chooses it.
  await portalBox(page, "Acme Staging").focus()
  await page.keyboard.press("Space")
  await expect(portalBox(page, "Acme Staging")).toBeChecked()
  // The others by pointer: the box is drawn over the (visually hidden) input, so its label is what is clicked.
  const choices = page.getByRole("list", { name: "Portals to choose from" })
  await choices.getByText("Acme Portal", { exact: true }).click()
  await choices.getByText("Beacon Portal", { exact: true }).click()
  const chosen = page.getByRole("region", { name: "3 portals chosen" })
  await expect(chosen.getByRole("listitem")).toHaveText([/^Acme Staging/, /^Acme Portal/, /^Beacon Portal/])

  await chooseModuleByKeyboard(page)
  const preview = page.getByRole("grid", { name: `Preview of ${MODULE} 2.0.0` })
  await expect(preview).toBeVisible({ timeout: 60_000 })
  await expect(preview.getByRole("row", { name: /Acme Staging/ })).toContainText("Upgrade")
  await expect(preview.getByRole("row", { name: /Acme Staging/ })).toContainText("1.0.0 → 2.0.0")
  await expect(preview.getByRole("row", { name: /Acme Portal/ })).toContainText("Install")
  // Timeline is a PRO module: the Core portal buys it with a credit.
  await expect(preview.getByRole("row", { name: /Beacon Portal/ })).toContainText("Install")
  await expect(page.getByRole("list", { name: "Credits per agency" })).toContainText("Credits: needed 1 of 25 available")
  await expect(page.getByRole("textbox", { name: "Canary size" })).toHaveValue("1")
  await expect(page.getByRole("textbox", { name: "Failure threshold" })).toHaveValue("2")

  await page.getByRole("button", { name: "Start rollout" }).click()
  await expect(page).toHaveURL(/\/rollouts\/[0-9a-f-]{36}$/, { timeout: 30_000 })
  const original = page.url()
  await waitForStatus(page, "Finished")
  await expect(page.getByText("3 portals: 3 succeeded")).toBeVisible()
  await expect(page.getByRole("article", { name: "Beacon Portal" })).toContainText("1 credit spent")
  const staging = page.getByRole("article", { name: "Acme Staging" })
  await expect(staging).toContainText("Canary")
  await expect(staging).toContainText("Succeeded")
  await staging.getByRole("button", { name: /^Show \d+ items?$/ }).click()
  await expect(staging.getByRole("list", { name: "Items of Acme Staging" })).toBeVisible()

  await page.getByRole("button", { name: "Roll back" }).click()
  const confirm = page.getByRole("alertdialog", { name: "Roll back this rollout?" })
  await confirm.getByRole("button", { name: "Yes, roll back" }).click()
  await expect(page).not.toHaveURL(original, { timeout: 30_000 })
  await expect(page.getByRole("heading", { name: `Rollback of ${MODULE} 2.0.0`, level: 1 })).toBeVisible()
  await expect(page.getByRole("link", { name: "the rollout it undoes" })).toBeVisible()
  await waitForStatus(page, "Finished")
  await expect(page.getByText("3 portals: 3 succeeded")).toBeVisible()
  await expect(page.getByRole("article", { name: "Acme Staging" })).toContainText("Revert 2.0.0 → 1.0.0")
  await expect(page.getByRole("article", { name: "Acme Portal" })).toContainText("Remove")

  // The original now says it was rolled back, and offers no second rollback.
  await page.getByRole("link", { name: "the rollout it undoes" }).click()
  await expect(page).toHaveURL(original)
  await expect(page.getByRole("link", { name: "its rollback" })).toBeVisible()
  await expect(page.getByRole("button", { name: "Roll back" })).toHaveCount(0)

  await page.getByRole("link", { name: "← All rollouts" }).click()
  await expect(page.getByRole("grid", { name: "Rollouts" }).getByRole("row")).toHaveCount(3)
})

test("from the health view with its filters, a refused canary size, a rollout of every PRO portal, then nothing left to do", async ({
  page
}) => {
  test.setTimeout(180_000)
  await logIn(page, agencyAdmin)
  // The health view's filters come along: only PRO portals are offered.
  await page.goto("/portals-main?view=health&health_plan=pro")
  await page.getByRole("link", { name: "Roll out a change" }).click()
  await expect(page).toHaveURL(/\/rollouts\/new\?health_plan=pro$/)
  await expect(portalBox(page, "Acme Portal")).toBeVisible()
  await expect(portalBox(page, "Beacon Portal")).toHaveCount(0)
  await page.getByRole("button", { name: "Select all shown" }).click()
  await expect(page.getByRole("region", { name: "2 portals chosen" })).toBeVisible()
  await chooseModuleByKeyboard(page)
  await expect(page.getByRole("grid", { name: `Preview of ${MODULE} 2.0.0` })).toBeVisible({ timeout: 60_000 })

  const canary = page.getByRole("textbox", { name: "Canary size" })
  await canary.fill("0")
  await page.getByRole("button", { name: "Start rollout" }).click()
  await expect(page.getByText("The canary size must be between 1 and 1000.")).toBeVisible()
  await expect(page).toHaveURL(/\/rollouts\/new/)
  await canary.fill("2")
  await page.getByRole("button", { name: "Start rollout" }).click()
  await expect(page).toHaveURL(/\/rollouts\/[0-9a-f-]{36}$/, { timeout: 30_000 })
  await expect(page.getByText("Canary: 2, pauses at 2 failed.", { exact: false })).toBeVisible()
  await waitForStatus(page, "Finished")
  await expect(page.getByText("2 portals: 2 succeeded")).toBeVisible()

  // The same change again: both portals hold it now, so the preview skips them and there is nothing to start.
  await page.goto("/rollouts/new?health_plan=pro")
  await page.getByRole("button", { name: "Select all shown" }).click()
  await chooseModuleByKeyboard(page)
  const again = page.getByRole("grid", { name: `Preview of ${MODULE} 2.0.0` })
  await expect(again).toBeVisible({ timeout: 60_000 })
  await expect(again.getByRole("row", { name: /Acme Portal/ })).toContainText("Skipped:")
  await expect(again.getByRole("row", { name: /Acme Staging/ })).toContainText("Skipped:")
  await expect(page.getByText("Every chosen portal would be skipped: there is nothing to roll out.")).toBeVisible()
  await expect(page.getByRole("button", { name: "Start rollout" })).toBeDisabled()
})

test("a theme file rolled out: updated where behind, added where missing, the current portal skipped, then rolled back", async ({
  page
}) => {
  test.setTimeout(180_000)
  await logIn(page, agencyAdmin)
  await openWizard(page)
  const choices = page.getByRole("list", { name: "Portals to choose from" })
  for (const name of ["Acme Staging", "Cobalt Portal", "Acme Portal"]) await choices.getByText(name, { exact: true }).click()
  await expect(page.getByRole("region", { name: "3 portals chosen" })).toBeVisible()
  await page.getByRole("button", { name: "Next: the change" }).click()

  // The kind by keyboard: open the "Roll out" select, move to the theme file, confirm.
  await chooseKindByKeyboard(page, "A theme", "A theme file")
  await page.getByRole("button", { name: /Choose a theme file/ }).click()
  await page.getByRole("option", { name: "css/utilities.css 1.1.0" }).click()
  await page.getByRole("button", { name: "Next: preview" }).click()

  const preview = page.getByRole("grid", { name: "Preview of utilities.css 1.1.0" })
  await expect(preview).toBeVisible({ timeout: 60_000 })
  await expect(preview.getByRole("row", { name: /Acme Staging/ })).toContainText("1.0.0 → 1.1.0")
  await expect(preview.getByRole("row", { name: /Cobalt Portal/ })).toContainText("Install")
  await expect(preview.getByRole("row", { name: /Acme Portal/ })).toContainText("Skipped: It already has utilities.css 1.1.0.")
  await expect(page.getByRole("list", { name: "Credits per agency" })).toHaveCount(0)

  await page.getByRole("button", { name: "Start rollout" }).click()
  await expect(page).toHaveURL(/\/rollouts\/[0-9a-f-]{36}$/, { timeout: 30_000 })
  await waitForStatus(page, "Finished")
  await expect(page.getByText("3 portals: 2 succeeded, 1 skipped")).toBeVisible()

  await page.getByRole("button", { name: "Roll back" }).click()
  await page.getByRole("alertdialog", { name: "Roll back this rollout?" }).getByRole("button", { name: "Yes, roll back" }).click()
  await expect(page.getByRole("heading", { name: "Rollback of utilities.css 1.1.0", level: 1 })).toBeVisible({ timeout: 30_000 })
  await waitForStatus(page, "Finished")
  await expect(page.getByText("2 portals: 2 succeeded")).toBeVisible()
  await expect(page.getByRole("article", { name: "Acme Staging" })).toContainText("Revert 1.1.0 → 1.0.0")
  await expect(page.getByRole("article", { name: "Cobalt Portal" })).toContainText("Remove")
})

test("the theme version rolled out: the portal behind upgraded, the current one skipped, then put back", async ({ page }) => {
  test.setTimeout(180_000)
  await logIn(page, agencyAdmin)
  await openWizard(page)
  const choices = page.getByRole("list", { name: "Portals to choose from" })
  for (const name of ["Beacon Portal", "Acme Portal"]) await choices.getByText(name, { exact: true }).click()
  await page.getByRole("button", { name: "Next: the change" }).click()
  await page.getByRole("button", { name: /A module/ }).click()
  await page.getByRole("option", { name: "The theme version" }).click()
  await expect(page.getByText(/Every chosen portal behind the latest theme version is upgraded to it/)).toBeVisible()
  await page.getByRole("button", { name: "Next: preview" }).click()

  const preview = page.getByRole("grid", { name: "Preview of Theme 5.0.0" })
  await expect(preview).toBeVisible({ timeout: 60_000 })
  await expect(preview.getByRole("row", { name: /Beacon Portal/ })).toContainText("4.1.0 → 5.0.0")
  await expect(preview.getByRole("row", { name: /Acme Portal/ })).toContainText("Skipped: It already has Theme 5.0.0.")
  await page.getByRole("button", { name: "Start rollout" }).click()
  await expect(page).toHaveURL(/\/rollouts\/[0-9a-f-]{36}$/, { timeout: 30_000 })
  await waitForStatus(page, "Finished")
  await expect(page.getByText("2 portals: 1 succeeded, 1 skipped")).toBeVisible()

  await page.getByRole("button", { name: "Roll back" }).click()
  await page.getByRole("alertdialog", { name: "Roll back this rollout?" }).getByRole("button", { name: "Yes, roll back" }).click()
  await expect(page.getByRole("heading", { name: "Rollback of Theme 5.0.0", level: 1 })).toBeVisible({ timeout: 30_000 })
  await waitForStatus(page, "Finished")
  await expect(page.getByRole("article", { name: "Beacon Portal" })).toContainText("Revert 5.0.0 → 4.1.0")
})
