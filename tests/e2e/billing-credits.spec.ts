// Journeys: Zenith Agency (no credits) buys credits by card in the sandbox payment provider. The credits
// arrive by the webhook and the realtime payment.succeeded event, never by a page reload.
// (a) Buy & Install with 0 credits chains into the credit purchase and back into Confirm Purchase.
// (b) From the user menu: a declined card shows its message and charges nothing; a good card adds 5.
import { type Locator, type Page } from "@playwright/test"

import { logIn, openUserMenu, portalCard } from "./support/app.ts"
import { zenithAdmin } from "./support/demo-accounts.ts"
import { expect, test } from "./support/fixtures.ts"

const MODULE = "Popup Form"
const GOOD_CARD = "4242 4242 4242 4242"
const DECLINED_CARD = "4000 0000 0000 0002"

/** Zenith Agency's balance as the user menu shows it ('Credits: n'). */
const readCredits = async (page: Page): Promise<number> => {
  const menu = await openUserMenu(page, zenithAdmin.name)
  const label = await menu.getByRole("menuitem", { name: /^Credits: \d+/ }).textContent()
  await page.keyboard.press("Escape")
  await expect(menu).toHaveCount(0)
  return Number(/Credits: (\d+)/.exec(label ?? "")?.[1])
}

/** Fills the sandbox card form (it mounts a second after the payment step opens). */
const fillCard = async (modal: Locator, number: string): Promise<void> => {
  await modal.getByLabel("Card number").fill(number)
  await modal.getByLabel("Expiry").fill("12 / 34")
  await modal.getByLabel("CVC").fill("123")
}

const buyCredits = (page: Page): Locator => page.getByRole("dialog", { name: "Buy Credits" })

test("Buy & Install with no credit buys one by card, then reopens Confirm Purchase and installs", async ({ page }) => {
  await logIn(page, zenithAdmin)
  await portalCard(page, "Zenith Portal").click()
  await expect(page.getByRole("heading", { name: "Zenith Portal", level: 1 })).toBeVisible()
  expect(await readCredits(page)).toBe(0)

  await page.getByRole("button", { name: "Modules", exact: true }).click()
  const drawer = page.getByRole("dialog", { name: "Modules" })
  await drawer.getByRole("searchbox", { name: "Search modules" }).fill(MODULE)
  const row = drawer.getByRole("list", { name: "Modules" }).getByRole("listitem", { name: MODULE, exact: true })
  await row.getByRole("button", { name: "Buy & Install" }).click()

  const modal = buyCredits(page)
  const one = modal.getByRole("radio", { name: /^1 Credit for / })
  await expect(one).toBeChecked()
  // Every pack from 1 credit up (the seed has 1, 5, 10, 25 and 50).
  await expect(modal.getByRole("radio")).toHaveCount(5)
  await modal.getByRole("button", { name: "Continue" }).click()
  await fillCard(modal, GOOD_CARD)
  await modal.getByRole("button", { name: /^Pay / }).click()

  const success = page.getByRole("dialog", { name: "Credit Purchase Successful!" })
  await expect(success).toBeVisible({ timeout: 30_000 })
  await success.getByRole("button", { name: "Continue" }).click()

  const confirm = page.getByRole("dialog", { name: "Confirm Purchase" })
  await expect(confirm).toContainText("Credits available: 1")
  await confirm.getByRole("button", { name: "Buy & Install" }).click()
  await expect(page.getByText(`${MODULE} has been installed`)).toBeVisible({ timeout: 30_000 })
  await expect(row.getByRole("button", { name: "Installed" })).toBeVisible()
})

test("from the user menu: a declined card changes nothing, a good one adds 5 credits without a reload", async ({ page }) => {
  await logIn(page, zenithAdmin)
  const before = await readCredits(page)
  // A reload or a full navigation would drop this marker.
  await page.evaluate(() => Object.assign(window, { __journeyMarker: "kept" }))

  const openBuy = async () => {
    const menu = await openUserMenu(page, zenithAdmin.name)
    await menu.getByRole("menuitem", { name: /^Credits: \d+/ }).click()
    const modal = buyCredits(page)
    await expect(modal).toBeVisible()
    // The radio input is visually hidden inside its row; the user clicks the row.
    await modal.getByText("5 Credits", { exact: true }).click()
    await expect(modal.getByRole("radio", { name: /^5 Credits for / })).toBeChecked()
    await modal.getByRole("button", { name: "Continue" }).click()
    return modal
  }

  let modal = await openBuy()
  await fillCard(modal, DECLINED_CARD)
  const pay = modal.getByRole("button", { name: /^Pay / })
  await pay.click()
  await expect(modal.getByText("Your card was declined.")).toBeVisible({ timeout: 15_000 })
  await expect(pay).toBeEnabled()
  await expect(pay).not.toHaveAttribute("aria-busy", "true")
  await page.keyboard.press("Escape")
  await expect(modal).toHaveCount(0)
  expect(await readCredits(page)).toBe(before)

  modal = await openBuy()
  await fillCard(modal, GOOD_CARD)
  await modal.getByRole("button", { name: /^Pay / }).click()
  const success = page.getByRole("dialog", { name: "Credit Purchase Successful!" })
  await expect(success).toBeVisible({ timeout: 30_000 })
  await success.getByRole("button", { name: "Done" }).click()
  await expect(success).toHaveCount(0)

  expect(await readCredits(page)).toBe(before + 5)
  expect(await page.evaluate(() => (window as unknown as { __journeyMarker?: string }).__journeyMarker)).toBe("kept")
})
