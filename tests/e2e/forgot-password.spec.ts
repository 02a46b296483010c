// Journey 8: asking for a password reset link. This journey ends at the page's confirmation; the mail
// itself lands in the outbox, readable through the mail sandbox (GET /sandbox/mail/messages?to=), and
// invitations.spec.ts follows the mailed link to the end of the reset.
import { agencyAdmin } from "./support/demo-accounts.ts"
import { expect, test } from "./support/fixtures.ts"

const RESET_REQUESTED = "If an account exists for this email, we have emailed a password reset link."

test("a user asks for a reset link from the login page and is told it was sent", async ({ page }) => {
  await page.goto("/")
  await page.getByRole("link", { name: "Forgot password?" }).click()
  await expect(page).toHaveURL("/forgot-password")
  await expect(page.getByRole("heading", { name: "Forgot Password", level: 1 })).toBeVisible()

  await page.getByLabel("Email").fill(agencyAdmin.email)
  await page.getByRole("button", { name: "Send Password Reset Link" }).click()
  await expect(page.getByRole("status").filter({ hasText: RESET_REQUESTED })).toBeVisible()

  await page.getByRole("link", { name: "Back to log in" }).click()
  await expect(page).toHaveURL("/")
})

test("an address without an account gets the same answer", async ({ page }) => {
  await page.goto("/forgot-password")
  await page.getByLabel("Email").fill("nobody@example.com")
  await page.getByRole("button", { name: "Send Password Reset Link" }).click()
  await expect(page.getByRole("status").filter({ hasText: RESET_REQUESTED })).toBeVisible()
})

test("a reset link with a made-up token is refused by the server", async ({ page }) => {
  await page.goto(`/reset-password?token=not-a-real-token&email=${encodeURIComponent(agencyAdmin.email)}`)
  await expect(page.getByRole("heading", { name: "Reset Password", level: 1 })).toBeVisible()
  await expect(page.getByLabel("Email")).toHaveValue(agencyAdmin.email)

  // Anchored: "Confirm Password" contains "Password" too.
  await page.getByLabel(/^Password/).fill("Another123!")
  await page.getByLabel("Confirm Password").fill("Another123!")
  await page.getByRole("button", { name: "Reset Password" }).click()
  await expect(page.getByRole("alert").filter({ hasText: "This password reset token is invalid." })).toBeVisible()
})
