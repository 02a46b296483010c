// Journey: a card that asks for 3-D Secure. The sandbox provider answers the confirmation with
// requires_action and its authentication page (/sandbox/stripe/authenticate/{pi}), which the app shows
// in a modal; 'Complete authentication' lets the payment through, 'Fail authentication' stops it and
// charges nothing. A portal upgrade paid by a 3-D Secure card is authenticated the same way and then
// applies the plan. Zenith Agency (no credits) is the buyer.
import { type Locator, type Page } from "@playwright/test"

import { logIn, openUserMenu } from "./support/app.ts"
import { zenithAdmin } from "./support/demo-accounts.ts"
import { expect, test } from "./support/fixtures.ts"

// Stripe's test card that always asks for authentication.
const AUTHENTICATION_CARD = "4000 0027 6000 3184"

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

// Stripe's test card that asks for authentication on every payment made while the payer is present.
const ON_SESSION_AUTHENTICATION_CARD = "4000 0025 0000 3155"

test("a portal upgrade paid by a card that asks for 3-D Secure: saving the card and paying are both authenticated, and the plan applies", async ({
  page
}) => {
  test.setTimeout(150_000)
  await logIn(page, zenithAdmin)
  const menu = await openUserMenu(page, zenithAdmin.name)
  await menu.getByRole("menuitem", { name: "Portals" }).click()
  const portals = page.getByRole("dialog", { name: "Portals" })
  await expect(portals).toBeVisible()

  // Saving the 3155 card: its SetupIntent asks for 3-D Secure in the app's modal, which closes once done.
  await portals.getByRole("button", { name: "Add Card" }).click()
  const form = page.getByRole("dialog", { name: "Payment Method" })
  await form.getByRole("textbox", { name: /Name on Card/ }).fill("Zed Zenith")
  await form.getByRole("textbox", { name: /Email/ }).fill(zenithAdmin.email)
  await form.getByRole("combobox", { name: /Country or Region/ }).fill("Germ")
  await page.getByRole("option", { name: "Germany" }).click()
  await form.getByRole("textbox", { name: "Card number" }).fill(ON_SESSION_AUTHENTICATION_CARD)
  await form.getByRole("textbox", { name: "Expiry" }).fill("12 / 34")
  await form.getByRole("textbox", { name: "CVC" }).fill("123")
  await form.getByRole("button", { name: "Save Card" }).click()
  const authentication = page.getByRole("dialog", { name: "Authenticate your payment" })
  await expect(authentication).toBeVisible({ timeout: 20_000 })
  await page.frameLocator('iframe[title="Card authentication"]').getByRole("button", { name: "Complete authentication" }).click()
  await expect(authentication).toHaveCount(0, { timeout: 20_000 })
  await expect(
    portals
      .getByRole("list", { name: "Saved cards" })
      .getByRole("listitem", { name: /•••• 3155$/ })
      .first()
  ).toBeVisible({ timeout: 20_000 })

  // Zenith Portal (Core, as seeded; the other billing journeys change Zenith Free) goes to Stack: the
  // payment (a first subscription's invoice, or a plan change's proration) asks for 3-D Secure.
  await portals.getByRole("listitem", { name: "Zenith Portal" }).getByRole("button").click()
  const upgrade = page.getByRole("dialog", { name: "Upgrade" })
  await upgrade.getByRole("button", { name: "Select Plan" }).click()
  const select = page.getByRole("dialog", { name: "Select Plan" })
  await select.getByRole("radio", { name: "Stack" }).check()
  await select.getByRole("button", { name: "Choose Plan" }).click()
  await expect(select).toHaveCount(0)
  await upgrade.getByRole("button", { name: "Upgrade" }).click()
  await expect(page.getByRole("dialog", { name: "Authenticate your payment" })).toBeVisible({ timeout: 20_000 })
  await page.frameLocator('iframe[title="Card authentication"]').getByRole("button", { name: "Complete authentication" }).click()
  await expect(upgrade.getByText("Plan Successfully Updated!")).toBeVisible({ timeout: 60_000 })
  await expect(upgrade.getByText("Current plan: Stack")).toBeVisible({ timeout: 10_000 })
})
