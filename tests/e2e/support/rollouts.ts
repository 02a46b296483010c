// The rollout wizard as the rollout journeys drive it: opened from the user menu, a change's kind chosen by keyboard,
// and a rollout's page waited on until its header shows a status.
import { expect, type Page } from "@playwright/test"

import { openUserMenu } from "./app.ts"
import { agencyAdmin } from "./demo-accounts.ts"

/** The wizard from the user menu: Rollouts, then New rollout. */
export const openWizard = async (page: Page) => {
  const menu = await openUserMenu(page, agencyAdmin.name)
  await menu.getByRole("menuitem", { name: "Rollouts" }).click()
  await expect(page).toHaveURL("/rollouts")
  await expect(page.getByRole("heading", { name: "Rollouts", level: 1 })).toBeVisible()
  await page.getByRole("link", { name: "New rollout" }).first().click()
  await expect(page.getByRole("heading", { name: "New rollout", level: 1 })).toBeVisible()
}

/** The "Roll out" select by keyboard: focus it, open it, type the start of the kind, confirm with Enter. */
export const chooseKindByKeyboard = async (page: Page, typed: string, kind: string) => {
  const select = page.getByRole("button", { name: /A module/ })
  await expect(select).toBeVisible({ timeout: 15_000 })
  await select.focus()
  await page.keyboard.press("ArrowDown")
  await expect(page.getByRole("listbox")).toBeVisible()
  await page.keyboard.type(typed)
  await expect(page.getByRole("option", { name: kind })).toBeFocused()
  await page.keyboard.press("Enter")
}

export const waitForStatus = async (page: Page, status: string) =>
  expect(page.locator("header").getByText(status, { exact: true })).toBeVisible({ timeout: 60_000 })
