// Journey 2: a refused login shows the server's message and leaves the visitor on the login page.
// Two failures in all (well under LOGIN_MAX_PER_ACCOUNT = 5 and LOGIN_MAX_PER_IP = 20 per minute);
// the account's successful login afterwards clears its counter again.
import { submitLogin } from "./support/app.ts"
import { northwindAdmin } from "./support/demo-accounts.ts"
import { expect, test } from "./support/fixtures.ts"

const INVALID_CREDENTIALS = "These credentials do not match our records."

test("a wrong password shows the server's message, and the right one then logs in", async ({ page }) => {
  await page.goto("/")
  await submitLogin(page, { email: northwindAdmin.email, password: "Wrong-password-1" })

  await expect(page.getByRole("alert").filter({ hasText: INVALID_CREDENTIALS })).toBeVisible()
  await expect(page).toHaveURL("/")

  await page.getByLabel("Password").fill(northwindAdmin.password)
  await page.getByRole("button", { name: "Log in" }).click()
  await expect(page).toHaveURL("/portals-main")
  await expect(page.getByRole("button", { name: `User menu for ${northwindAdmin.name}` })).toBeVisible()
})

test("an unknown email gets the same message, revealing no accounts", async ({ page }) => {
  await page.goto("/")
  await submitLogin(page, { email: "nobody@example.com", password: "Whatever123!" })

  await expect(page.getByRole("alert").filter({ hasText: INVALID_CREDENTIALS })).toBeVisible()
  await expect(page).toHaveURL("/")
})

test("the login page says what the product is and leads to Register and the guest demo", async ({ page }) => {
  await page.goto("/")
  const card = page.getByRole("region", { name: "Log in" })
  await expect(card).toContainText("Portal Builder")
  await expect(card).toContainText("HubSpot portals")
  await card.getByRole("button", { name: "Register" }).click()
  const register = page.getByRole("dialog", { name: "Create Account" })
  await expect(register.getByRole("textbox", { name: "Website" })).toBeVisible()
  await register.getByRole("button", { name: "Cancel" }).click()
  await expect(register).toBeHidden()
  await card.getByRole("link", { name: "Try the guest demo" }).click()
  await expect(page).toHaveURL("/portals-guest")
  await expect(page.getByRole("button", { name: "Register" })).toBeVisible()
})

test("an empty form is stopped before reaching the server", async ({ page }) => {
  let loginCalls = 0
  page.on("request", (request) => {
    if (request.url().endsWith("/auth/api/v2/login")) loginCalls += 1
  })
  await page.goto("/")
  await page.getByRole("button", { name: "Log in" }).click()

  await expect(page.getByText("The email field is required.")).toBeVisible()
  await expect(page.getByText("The password field is required.")).toBeVisible()
  await expect(page.getByLabel("Email")).toHaveAttribute("aria-invalid", "true")
  expect(loginCalls).toBe(0)
})
