// Journey 9: the login form and the user menu work with the keyboard alone.
import { type Page } from "@playwright/test"

import { agencyAdmin } from "./support/demo-accounts.ts"
import { expect, test } from "./support/fixtures.ts"

/** The email field has focus when the page opens; Tab moves on to the password. */
const typeCredentials = async (page: Page) => {
  await page.goto("/")
  await expect(page.getByLabel("Email")).toBeFocused()
  await page.keyboard.type(agencyAdmin.email)
  await page.keyboard.press("Tab")
  await expect(page.getByLabel("Password")).toBeFocused()
  await page.keyboard.type(agencyAdmin.password)
}

test("the login form is filled with Tab and submitted with Enter on Log in", async ({ page }) => {
  await typeCredentials(page)
  await page.keyboard.press("Tab")
  await expect(page.getByRole("button", { name: "Log in" })).toBeFocused()
  await page.keyboard.press("Enter")

  await expect(page).toHaveURL("/portals-main")
  await expect(page.getByRole("heading", { name: "Portals", level: 1 })).toBeVisible()
})

test("Enter in the password field submits the form too", async ({ page }) => {
  await typeCredentials(page)
  await page.keyboard.press("Enter")
  await expect(page).toHaveURL("/portals-main")
  await expect(page.getByRole("heading", { name: "Portals", level: 1 })).toBeVisible()
})

test("the user menu opens and logs out from the keyboard", async ({ page }) => {
  await typeCredentials(page)
  await page.keyboard.press("Enter")
  await expect(page).toHaveURL("/portals-main")

  const trigger = page.getByRole("button", { name: `User menu for ${agencyAdmin.name}` })
  await trigger.focus()
  await page.keyboard.press("Enter")
  const menu = page.getByRole("menu", { name: `User menu for ${agencyAdmin.name}` })
  await expect(menu).toBeVisible()
  // End moves to the menu's last item, Logout.
  await page.keyboard.press("End")
  await expect(menu.getByRole("menuitem", { name: "Logout" })).toBeFocused()
  await page.keyboard.press("Enter")
  await expect(page).toHaveURL("/")
  await expect(page.getByRole("heading", { name: "Log in", level: 1 })).toBeVisible()
})
