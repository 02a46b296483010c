// Journey 5: Logout ends the session in this browser and on the server.
import { openUserMenu, submitLogin } from "./support/app.ts"
import { demoUser } from "./support/demo-accounts.ts"
import { expect, test } from "./support/fixtures.ts"

test("Logout returns to the login page, and a reload stays logged out", async ({ page }) => {
  await page.goto("/")
  const loginAnswer = page.waitForResponse((response) => response.url().endsWith("/auth/api/v2/login") && response.ok())
  await submitLogin(page, demoUser)
  const { data } = (await (await loginAnswer).json()) as { data: { token: string } }
  await expect(page).toHaveURL("/portals-main")

  const menu = await openUserMenu(page, demoUser.name)
  await menu.getByRole("menuitem", { name: "Logout" }).click()
  await expect(page).toHaveURL("/")
  await expect(page.getByRole("heading", { name: "Log in", level: 1 })).toBeVisible()

  await page.reload()
  await expect(page.getByRole("heading", { name: "Log in", level: 1 })).toBeVisible()
  await page.goto("/portals-main")
  await expect(page).toHaveURL("/")
  await expect(page.getByRole("button", { name: `User menu for ${demoUser.name}` })).toHaveCount(0)

  // The old token no longer opens anything on the server either.
  const me = await page.request.get("/auth/api/v2/me", { headers: { authorization: `Bearer ${data.token}` } })
  expect(me.status()).toBe(401)
})
