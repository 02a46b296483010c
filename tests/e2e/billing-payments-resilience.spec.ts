// Journeys: money is never lost: the credit purchase finishes even when the realtime
// socket is blocked (the modal reads the payment's status, which the server reconciles with the
// provider), and Buy Credits lists every pack with its price per credit. Zenith Agency (no credits) is
// the buyer.
import { type Locator, type Page } from "@playwright/test"

import { logIn, openUserMenu } from "./support/app.ts"
import { zenithAdmin } from "./support/demo-accounts.ts"
import { expect, test } from "./support/fixtures.ts"

const GOOD_CARD = "4242 4242 4242 4242"

interface CreditPackAnswer {
  readonly data: ReadonlyArray<{ readonly credit: number; readonly amount: number; readonly saving: string | null }>
}

const dollars = (amount: number): string => `$${amount.toLocaleString("en-US")}`

const readCredits = async (page: Page): Promise<number> => {
  const menu = await openUserMenu(page, zenithAdmin.name)
  const label = await menu.getByRole("menuitem", { name: /^Credits: \d+/ }).textContent()
  await page.keyboard.press("Escape")
  await expect(menu).toHaveCount(0)
  return Number(/Credits: (\d+)/.exec(label ?? "")?.[1])
}

const openBuyCredits = async (page: Page): Promise<Locator> => {
  const menu = await openUserMenu(page, zenithAdmin.name)
  await menu.getByRole("menuitem", { name: /^Credits: \d+/ }).click()
  const modal = page.getByRole("dialog", { name: "Buy Credits" })
  await expect(modal).toBeVisible()
  return modal
}

test("Buy Credits lists every pack from the credits needed up, with its price, price per credit and saving", async ({ page, request }) => {
  const login = await request.post("/auth/api/v2/login", { data: { email: zenithAdmin.email, password: zenithAdmin.password } })
  const token = ((await login.json()) as { data: { token: string } }).data.token
  const answer = await request.get("/agency/api/v2/plans/credits", { headers: { authorization: `Bearer ${token}` } })
  expect(answer.status()).toBe(200)
  const packs = ((await answer.json()) as CreditPackAnswer).data

  await logIn(page, zenithAdmin)
  const modal = await openBuyCredits(page)
  const labels = packs.map((pack) => `${pack.credit} Credit${pack.credit === 1 ? "" : "s"} for ${dollars(pack.amount)}`)
  await expect(modal.getByRole("radio")).toHaveCount(packs.length)
  for (const [index, label] of labels.entries()) await expect(modal.getByRole("radio").nth(index)).toHaveAccessibleName(label)
  await expect(modal.getByRole("radio", { name: labels[0] })).toBeChecked()
  for (const pack of packs.filter((candidate) => candidate.saving !== null)) {
    await expect(modal.getByText(`Save ${pack.saving}`, { exact: true })).toBeVisible()
  }
  const five = packs.find((pack) => pack.credit === 5)
  if (five !== undefined) await expect(modal.getByText(`${dollars(five.amount / 5)} per credit`, { exact: true })).toBeVisible()
})

// The menu's Buy offers the packs (1, 5, 10, ...), so the journey buys the 5-credit pack.
test("with the realtime socket blocked, 5 credits bought by card still arrive within a minute, without a reload", async ({ page }) => {
  test.setTimeout(120_000)
  // Every WebSocket of the page is answered by nobody: the app sees a socket that never says anything.
  await page.routeWebSocket(/.*/, () => undefined)
  await logIn(page, zenithAdmin)
  const before = await readCredits(page)
  await page.evaluate(() => Object.assign(window, { __journeyMarker: "kept" }))

  const modal = await openBuyCredits(page)
  await modal.getByText("5 Credits", { exact: true }).click()
  await expect(modal.getByRole("radio", { name: /^5 Credits for / })).toBeChecked()
  await modal.getByRole("button", { name: "Continue" }).click()
  await modal.getByLabel("Card number").fill(GOOD_CARD)
  await modal.getByLabel("Expiry").fill("12 / 34")
  await modal.getByLabel("CVC").fill("123")
  await modal.getByRole("button", { name: /^Pay / }).click()
  const success = page.getByRole("dialog", { name: "Credit Purchase Successful!" })
  await expect(success).toBeVisible({ timeout: 60_000 })
  await success.getByRole("button", { name: "Done" }).click()
  expect(await readCredits(page)).toBe(before + 5)
  expect(await page.evaluate(() => (window as unknown as { __journeyMarker?: string }).__journeyMarker)).toBe("kept")
})
