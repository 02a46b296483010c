// Journey: an agency admin finds the red dot on Modules, reads a module's Change Log and View Diff, takes
// it through a major upgrade (the typed word 'upgrade') and reverts it; the dot follows each change.
// Needs the demo seed: Acme Staging (pro, used by no other journey) holds Timeline at 1.0.0 while the
// catalogue's newest Timeline is 2.0.0, a major upgrade without theme-file requirements.
import { type Page } from "@playwright/test"

import { logIn, portalCard } from "./support/app.ts"
import { agencyAdmin } from "./support/demo-accounts.ts"
import { expect, test } from "./support/fixtures.ts"

const PORTAL = "Acme Staging"
const MODULE = "Timeline"

const openModules = async (page: Page, entryName: string) => {
  await page.getByRole("button", { name: entryName, exact: true }).click()
  const drawer = page.getByRole("dialog", { name: "Modules" })
  await drawer.getByRole("searchbox", { name: "Search modules" }).fill(MODULE)
  // Wait for the debounced search to land: the list it replaces would take any open dialog with it.
  const list = drawer.getByRole("list", { name: "Modules" })
  await expect(list.getByRole("listitem")).toHaveCount(1)
  const row = list.getByRole("listitem", { name: MODULE, exact: true })
  return { drawer, row }
}

const dismissAlert = async (page: Page, text: string) => {
  const alert = page.getByRole("status").filter({ hasText: text })
  await expect(alert).toBeVisible({ timeout: 30_000 })
  await alert.getByRole("button", { name: "Dismiss" }).click()
}

test("a major module upgrade asks for 'upgrade', then reverts, and the Modules red dot follows", async ({ page }) => {
  test.setTimeout(90_000)
  await logIn(page, agencyAdmin)
  await portalCard(page, PORTAL).click()
  await expect(page.getByRole("heading", { name: PORTAL, level: 1 })).toBeVisible()
  await expect(page.getByRole("button", { name: "Modules, upgrade available" })).toBeVisible()

  const { drawer, row } = await openModules(page, "Modules, upgrade available")
  await expect(row.getByText("Major update")).toBeVisible()

  await row.getByRole("button", { name: `Change Log ${MODULE}` }).click()
  const changeLog = page.getByRole("dialog", { name: "Change Log" })
  await expect(changeLog.getByText(MODULE, { exact: true })).toBeVisible()
  const versions = changeLog.getByRole("list", { name: `${MODULE} versions` }).getByRole("listitem")
  await expect(versions).toHaveCount(2)
  await expect(versions.first()).toHaveAccessibleName("Version 2.0.0")
  await expect(versions.first()).toContainText("Vertical and horizontal layouts")
  await page.keyboard.press("Escape")
  await expect(changeLog).toHaveCount(0)

  await row.getByRole("button", { name: `View Diff ${MODULE}` }).click()
  const diff = page.getByRole("dialog", { name: `View Diff: ${MODULE}` })
  await expect(diff.getByRole("columnheader", { name: "Installed 1.0.0" })).toBeVisible()
  await expect(diff.getByRole("columnheader", { name: "Current 2.0.0" })).toBeVisible()
  await expect(diff.getByRole("cell", { name: "<!-- Timeline 2.0.0 -->" })).toBeVisible()
  await diff.getByRole("button", { name: "Close" }).click()
  await expect(diff).toHaveCount(0)

  await row.getByRole("button", { name: `Upgrade Module ${MODULE}` }).click()
  const confirm = page.getByRole("alertdialog", { name: "Major Upgrade" })
  const word = confirm.getByRole("textbox", { name: 'Type "upgrade" to proceed' })
  await word.fill("yes")
  await confirm.getByRole("button", { name: "Upgrade Module" }).click()
  await expect(confirm.getByText('You must type "upgrade" to proceed.')).toBeVisible()
  await word.fill("upgrade")
  await confirm.getByRole("button", { name: "Upgrade Module" }).click()
  await expect(confirm).toHaveCount(0, { timeout: 30_000 })
  await expect(row.getByRole("button", { name: `Revert Module ${MODULE}` })).toBeVisible()
  await expect(row.getByRole("button", { name: `View Diff ${MODULE}` })).toHaveCount(0)
  // The notice belongs to the Modules drawer that raised it and leaves with it.
  await dismissAlert(page, `${MODULE} has been upgraded`)
  await drawer.getByRole("button", { name: "Close" }).click()
  await expect(page.getByRole("button", { name: "Modules", exact: true })).toBeVisible()
  await expect(page.getByRole("button", { name: "Modules, upgrade available" })).toHaveCount(0)

  const again = await openModules(page, "Modules")
  await again.row.getByRole("button", { name: `Revert Module ${MODULE}` }).click()
  await expect(again.row.getByRole("button", { name: `Upgrade Module ${MODULE}` })).toBeVisible({ timeout: 30_000 })
  await dismissAlert(page, `${MODULE} has been reverted`)
  await again.drawer.getByRole("button", { name: "Close" }).click()
  await expect(page.getByRole("button", { name: "Modules, upgrade available" })).toBeVisible()
})
