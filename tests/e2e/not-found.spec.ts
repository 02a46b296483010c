// Journey 3: an unknown route shows the 404 page, and its link goes home.
import { logIn } from "./support/app.ts"
import { demoUser } from "./support/demo-accounts.ts"
import { expect, test } from "./support/fixtures.ts"

const NOT_FOUND = "This page could not be found."

test("a visitor on an unknown route gets the 404 page and goes home to log in", async ({ page }) => {
  await page.goto("/no-such-page/at-all")
  await expect(page.getByRole("heading", { name: NOT_FOUND, level: 1 })).toBeVisible()

  await page.getByRole("link", { name: "Back to home" }).click()
  await expect(page).toHaveURL("/")
  await expect(page.getByRole("heading", { name: "Log in", level: 1 })).toBeVisible()
})

test("a logged-in user's way home from the 404 page ends on their portals", async ({ page }) => {
  await logIn(page, demoUser)
  await page.goto("/portals-mian")
  await expect(page.getByRole("heading", { name: NOT_FOUND, level: 1 })).toBeVisible()

  // Home is the login page, which sends a logged-in user on to the portal list.
  await page.getByRole("link", { name: "Back to home" }).click()
  await expect(page).toHaveURL("/portals-main")
  await expect(page.getByRole("heading", { name: "Portals", level: 1 })).toBeVisible()
})
