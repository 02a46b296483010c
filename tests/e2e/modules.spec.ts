// Journey: an agency admin unlocks a PRO module on a Core portal with one credit and installs it.
// Popup Form is PRO (locked on Core), needs no HubDB and no theme files, so Buy & Install runs straight through.
import { type Page } from "@playwright/test"

import { logIn, openUserMenu, portalCard } from "./support/app.ts"
import { agencyAdmin } from "./support/demo-accounts.ts"
import { expect, test } from "./support/fixtures.ts"

const MODULE = "Popup Form"

/** The Demo Agency's balance as the user menu shows it ('Credits: n'). */
const readCredits = async (page: Page): Promise<number> => {
  const menu = await openUserMenu(page, agencyAdmin.name)
  // The item ends with 'Buy' now that the credit purchase exists.
  const label = await menu.getByRole("menuitem", { name: /^Credits: \d+/ }).textContent()
  await page.keyboard.press("Escape")
  return Number(/Credits: (\d+)/.exec(label ?? "")?.[1])
}

test("buying a locked module with a credit, then installing it", async ({ page }) => {
  await logIn(page, agencyAdmin)
  await portalCard(page, "Beacon Portal").click()
  await expect(page.getByRole("heading", { name: "Beacon Portal", level: 1 })).toBeVisible()
  const before = await readCredits(page)
  expect(before).toBeGreaterThan(0)

  await page.getByRole("button", { name: "Modules", exact: true }).click()
  const drawer = page.getByRole("dialog", { name: "Modules" })
  await drawer.getByRole("searchbox", { name: "Search modules" }).fill(MODULE)
  const row = drawer.getByRole("list", { name: "Modules" }).getByRole("listitem", { name: MODULE, exact: true })
  await expect(row.getByRole("img", { name: "Locked: PRO" })).toBeVisible()
  await row.getByRole("button", { name: "Buy & Install" }).click()

  const confirm = page.getByRole("dialog", { name: "Confirm Purchase" })
  await expect(confirm).toContainText(`Credits available: ${before}`)
  await confirm.getByRole("button", { name: "Buy & Install" }).click()

  // Purchase, file check and the writes into the CRM run one after another: allow for a busy machine.
  await expect(page.getByText(`${MODULE} has been installed`)).toBeVisible({ timeout: 30_000 })
  await expect(row.getByRole("button", { name: "Installed" })).toBeVisible()
  await expect(row.getByRole("img", { name: /^Locked/ })).toHaveCount(0)

  await drawer.getByRole("button", { name: "Close" }).click()
  await expect(drawer).toHaveCount(0)
  expect(await readCredits(page)).toBe(before - 1)
})
