// Journey of issue 15: a card that asks for 3-D Secure. The sandbox provider answers the confirmation with
// requires_action and its authentication page (/sandbox/stripe/authenticate/{pi}), which the app shows
// in a modal; 'Complete authentication' lets the payment through, 'Fail authentication' stops it and
// charges nothing. Uses Zenith Agency, reading the balance the earlier billing journeys left.
// Awaits the sandbox's authentication page (built on another branch at the time of writing).
import { expect, type Locator, type Page, test } from "@playwright/test"
import { logIn, openUserMenu } from "./support/app.ts"
import { zenithAdmin } from "./support/demo-accounts.ts"

// Stripe's test card that always asks for authentication.
const AUTHENTICATION_CARD = "4000 0027 6000 3184"

test.describe.configure({ mode: "serial" })

const readCredits = async (page: Page): Promise<number> => {
  const menu = await openUserMenu(page, zenithAdmin.name)
  const label = await menu.getByRole("menuitem", { name: /^Credits: \d+/ }).textContent()
  await page.keyboard.press("Escape")
  await expect(menu).toHaveCount(0)
  return Number(/Credits: (\d+)/.exec(label ?? "")?.[1])
}

const payWithAuthenticationCard = async (page: Page): Promise<Locator> => {
  const menu = await openUserMenu(page, zenithAdmin.name)
  await menu.getByRole("menuitem", { name: /^Credits: \d+/ }).click()
  const modal = page.getByRole("dialog", { name: "Buy Credits" })
  await modal.getByRole("button", { name: "Continue" }).click()
  await modal.getByLabel("Card number").fill(AUTHENTICATION_CARD)
  await modal.getByLabel("Expiry").fill("12 / 34")
  await modal.getByLabel("CVC").fill("123")
  await modal.getByRole("button", { name: /^Pay / }).click()
  const authentication = page.getByRole("dialog", { name: "Authenticate your payment" })
  await expect(authentication).toBeVisible({ timeout: 15_000 })
  return modal
}

test("a card that asks for 3-D Secure: completing the authentication adds the credit", async ({ page }) => {
  test.setTimeout(90_000)
  await logIn(page, zenithAdmin)
  const before = await readCredits(page)
  await payWithAuthenticationCard(page)
  await page.frameLocator('iframe[title="Card authentication"]').getByRole("button", { name: "Complete authentication" }).click()
  const success = page.getByRole("dialog", { name: "Credit Purchase Successful!" })
  await expect(success).toBeVisible({ timeout: 60_000 })
  await success.getByRole("button", { name: "Done" }).click()
  expect(await readCredits(page)).toBe(before + 1)
})

test("failing the authentication says so and charges nothing", async ({ page }) => {
  test.setTimeout(90_000)
  await logIn(page, zenithAdmin)
  const before = await readCredits(page)
  const modal = await payWithAuthenticationCard(page)
  await page.frameLocator('iframe[title="Card authentication"]').getByRole("button", { name: "Fail authentication" }).click()
  await expect(page.getByRole("dialog", { name: "Authenticate your payment" })).toHaveCount(0)
  await expect(modal.getByRole("alert")).toBeVisible({ timeout: 15_000 })
  await expect(modal.getByRole("button", { name: /^Pay / })).toBeEnabled()
  await page.keyboard.press("Escape")
  expect(await readCredits(page)).toBe(before)
})
