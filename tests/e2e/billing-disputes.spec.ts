// Journey: a dispute on a credit purchase, opened and won in the sandbox payments' Dashboard as a
// tester would. Zenith Agency buys 10 credits and spends all but 7 of its credits; the dispute takes the 10
// back at once: the 7 unspent ones and 3 more, which become the agency's credit debt. Its admin sees the
// payment read 'Disputed' in the history, 0 credits (never less) and a banner saying what is owed; the
// super admin sees it in Agencies. Won, the credits return, the debt is paid from them first and the
// payment reads 'Paid' again. The balance ends where it was before the dispute (7).
import { type Page } from "@playwright/test"

import { portalIdByName } from "./support/api.ts"
import { logIn, openUserMenu } from "./support/app.ts"
import { agencySession, buyCreditPack, closeDispute, creditDebtOf, creditsOf, openDispute, spendCredits } from "./support/credits.ts"
import { superAdmin, zenithAdmin } from "./support/demo-accounts.ts"
import { expect, test } from "./support/fixtures.ts"

const TEN_CREDITS_CENTS = 40_000
const LEFT_BEFORE_DISPUTE = 7
const DEBT = 10 - LEFT_BEFORE_DISPUTE
const DEBT_TEXT = `Refunds and disputes took back ${DEBT} credits more than Zenith Agency had left: the next ${DEBT} credits bought settle this.`

const menuCredits = async (page: Page): Promise<string> => {
  const menu = await openUserMenu(page, zenithAdmin.name)
  const label = (await menu.getByRole("menuitem", { name: /^Credits: / }).textContent()) ?? ""
  await page.keyboard.press("Escape")
  await expect(menu).toHaveCount(0)
  return /Credits: (-?\d+)/.exec(label)?.[1] ?? label
}

const historyRow = async (page: Page) => {
  const menu = await openUserMenu(page, zenithAdmin.name)
  await menu.getByRole("menuitem", { name: "Portals" }).click()
  const drawer = page.getByRole("dialog", { name: "Portals" })
  return drawer.getByRole("grid", { name: "Payment history" }).getByRole("row").filter({ hasText: "10 Credits" }).first()
}

test("a dispute takes the credits back, the debt beyond them shows to the agency and the admin, and a won dispute returns them", async ({
  page,
  request,
  browser
}) => {
  test.setTimeout(240_000)
  const zenith = await agencySession(request, zenithAdmin)
  const portals = [await portalIdByName(request, zenithAdmin, "Zenith Free"), await portalIdByName(request, zenithAdmin, "Zenith Portal")]
  const before = await creditsOf(request, zenith)
  const { charge } = await buyCreditPack(request, zenith, 10, TEN_CREDITS_CENTS)
  await expect.poll(() => creditsOf(request, zenith), { timeout: 30_000 }).toBe(before + 10)
  await spendCredits(request, zenith, portals, before + 10 - LEFT_BEFORE_DISPUTE)
  expect(await creditsOf(request, zenith)).toBe(LEFT_BEFORE_DISPUTE)

  await logIn(page, zenithAdmin)
  expect(await menuCredits(page)).toBe(String(LEFT_BEFORE_DISPUTE))

  // The payer's bank disputes the charge (the tester, in the sandbox's Dashboard).
  const dispute = await openDispute(request, charge)
  await expect.poll(() => creditDebtOf(request, zenith), { timeout: 30_000 }).toBe(DEBT)
  expect(await creditsOf(request, zenith)).toBe(0)

  // The agency hears of it without a reload: the banner, the balance and the history.
  const banner = page.getByRole("status").filter({ hasText: DEBT_TEXT })
  await expect(banner).toBeVisible({ timeout: 30_000 })
  await expect.poll(() => menuCredits(page), { timeout: 20_000 }).toBe("0")
  await banner.getByRole("button", { name: "Open billing" }).click()
  await expect(page.getByRole("dialog", { name: "Portals" })).toBeVisible()
  await page.keyboard.press("Escape")
  await expect(page.getByRole("dialog", { name: "Portals" })).toHaveCount(0)
  const disputed = await historyRow(page)
  await expect(disputed).toContainText("Disputed", { timeout: 20_000 })
  await expect(disputed).toContainText("$400")
  await page.keyboard.press("Escape")
  await expect(page.getByRole("dialog", { name: "Portals" })).toHaveCount(0)

  // The super admin sees what Zenith owes in Agencies.
  const adminContext = await browser.newContext()
  const admin = await adminContext.newPage()
  await logIn(admin, superAdmin)
  const adminMenu = await openUserMenu(admin, superAdmin.name)
  await adminMenu.getByRole("menuitem", { name: "Agencies" }).click()
  const agencies = admin.getByRole("dialog", { name: "Agencies" })
  await agencies.getByRole("searchbox", { name: "Search agencies" }).fill("Zenith Agency")
  const row = agencies.getByRole("row").filter({ hasText: "Zenith Agency" })
  await expect(row).toHaveCount(1)
  await expect(row).toContainText(`0 owes ${DEBT}`)
  await row.getByRole("button", { name: "Edit Zenith Agency" }).click()
  await expect(
    agencies.getByText(
      `Refunds and disputes took back ${DEBT} credits more than this agency had left: it owes ${DEBT}, settled by the next credits it buys.`
    )
  ).toBeVisible()
  await adminContext.close()

  // Won: the 10 credits come back, paying the debt first; the payment reads as paid again.
  await closeDispute(request, dispute, "won")
  await expect.poll(() => creditsOf(request, zenith), { timeout: 30_000 }).toBe(LEFT_BEFORE_DISPUTE)
  expect(await creditDebtOf(request, zenith)).toBe(0)
  await expect(page.getByRole("status").filter({ hasText: DEBT_TEXT })).toHaveCount(0, { timeout: 30_000 })
  await expect.poll(() => menuCredits(page), { timeout: 20_000 }).toBe(String(LEFT_BEFORE_DISPUTE))
  const paid = await historyRow(page)
  await expect(paid).toContainText("Paid", { timeout: 20_000 })
  await expect(paid).not.toContainText("Disputed")
})
