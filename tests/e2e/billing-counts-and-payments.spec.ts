// Journeys : the billing drawer's counts and PRO rows, the Select Plan modal and the
// portal card behind the drawer after an upgrade, the card payment's return URL and the card step's
// focus, child portals in the switcher, and the portal cards' accessible names. Demo Agency holds Acme
// Portal (PRO) with its PRO child Acme Staging; Zenith Agency (zero@example.com) pays in the sandbox.
import { type Locator, type Page } from "@playwright/test"

import { logIn, openUserMenu, portalCard, portalList } from "./support/app.ts"
import { agencySession } from "./support/credits.ts"
import { agencyAdmin, zenithAdmin } from "./support/demo-accounts.ts"
import { expect, test } from "./support/fixtures.ts"

test.describe.configure({ timeout: 120_000 })

const openBilling = async (page: Page, userName: string): Promise<Locator> => {
  const menu = await openUserMenu(page, userName)
  await menu.getByRole("menuitem", { name: "Portals" }).click()
  const drawer = page.getByRole("dialog", { name: "Portals" })
  await expect(drawer).toBeVisible({ timeout: 20_000 })
  return drawer
}

test("the billing drawer counts every PRO portal of the agency, children too, and offers no Upgrade on PRO", async ({ page, request }) => {
  const session = await agencySession(request, agencyAdmin)
  const answer = await request.get(`/agency/api/v2/agencies/${session.agency}`, { headers: { authorization: `Bearer ${session.token}` } })
  const agency = ((await answer.json()) as { data: { pro_portal_count: number } }).data
  // Acme Portal and its child Acme Staging are both PRO.
  expect(agency.pro_portal_count).toBeGreaterThanOrEqual(2)

  await logIn(page, agencyAdmin)
  const drawer = await openBilling(page, agencyAdmin.name)
  const stats = drawer.getByLabel("Demo Agency billing")
  await expect(stats.locator("div").filter({ hasText: /^PRO portals/ })).toContainText(String(agency.pro_portal_count), { timeout: 20_000 })
  const acme = drawer.getByRole("list", { name: "Portals" }).getByRole("listitem", { name: "Acme Portal" })
  await expect(acme).toContainText("Plan: PRO (highest plan)")
  await expect(acme.getByRole("button")).toHaveCount(0)
})

test("portal cards name their plan and hub id; the switcher lists Acme Staging under Acme Portal", async ({ page }) => {
  await logIn(page, agencyAdmin)
  await expect(portalList(page).getByRole("link", { name: /^Open Acme Portal, sr, PRO, Hub ID 20001001$/ })).toBeVisible({
    timeout: 20_000
  })

  await portalCard(page, "Acme Portal").click()
  await expect(page).toHaveURL(/\/portals-main\/\d+$/, { timeout: 20_000 })
  const switcher = page.getByRole("button", { name: "Switch portal, current: Acme Portal" })
  await switcher.click({ timeout: 20_000 })
  const items = page.getByRole("menuitem")
  const staging = items.filter({ hasText: "Child of Acme Portal" })
  await expect(staging).toContainText("Acme Staging")
  // Right under its parent.
  const names = await items.allTextContents()
  const parentAt = names.findIndex((text) => text.startsWith("Acme Portal"))
  expect(names[parentAt + 1]).toContain("Acme Staging")
  await staging.click()
  await expect(page.getByRole("button", { name: "Switch portal, current: Acme Staging" })).toBeVisible({ timeout: 20_000 })
  // A child portal open in the editor is still listed.
  await page.getByRole("button", { name: "Switch portal, current: Acme Staging" }).click()
  await expect(page.getByRole("menuitem").filter({ hasText: "Child of Acme Portal" })).toBeVisible()
  await page.keyboard.press("Escape")
})

test("portal card shows the new plan right after an upgrade", async ({ page }) => {
  await logIn(page, zenithAdmin)
  const drawer = await openBilling(page, zenithAdmin.name)

  // A card to pay with (the other billing journeys delete theirs).
  await drawer.getByRole("button", { name: "Add Card" }).click()
  const form = page.getByRole("dialog", { name: "Payment Method" })
  await form.getByRole("textbox", { name: /Name on Card/ }).fill("Zed Zenith")
  await form.getByRole("textbox", { name: /Email/ }).fill("zero@example.com")
  await form.getByRole("combobox", { name: /Country or Region/ }).fill("Germ")
  await page.getByRole("option", { name: "Germany" }).click()
  await form.getByRole("textbox", { name: "Card number" }).fill("4242 4242 4242 4242")
  await form.getByRole("textbox", { name: "Expiry" }).fill("12 / 34")
  await form.getByRole("textbox", { name: "CVC" }).fill("123")
  await form.getByRole("button", { name: "Save Card" }).click()
  const portals = page.getByRole("dialog", { name: "Portals" })
  await expect(portals.getByRole("list", { name: "Saved cards" }).getByRole("listitem").first()).toBeVisible({ timeout: 20_000 })

  await portals.getByRole("listitem", { name: "Zenith Free" }).getByRole("button").click()
  const upgrade = page.getByRole("dialog", { name: "Upgrade" })
  // Cancel in the Select Plan modal keeps the plan chosen before.
  const chosen = upgrade.getByRole("region", { name: "Chosen plan" })
  const before = await chosen.textContent()
  await upgrade.getByRole("button", { name: "Select Plan" }).click()
  const select = page.getByRole("dialog", { name: "Select Plan" })
  await expect(select.getByRole("radio").first()).toBeVisible()
  await select.getByRole("button", { name: "Cancel" }).click()
  await expect(select).toHaveCount(0)
  await expect(chosen).toHaveText(before ?? "")
  const plan = (before ?? "").match(/^(Core|Stack|PRO)/)?.[1]
  expect(plan).toBeDefined()

  await upgrade.getByRole("button", { name: "Upgrade" }).click()
  await expect(upgrade.getByText("Plan Successfully Updated!")).toBeVisible({ timeout: 60_000 })
  await page.keyboard.press("Escape")
  await expect(upgrade).toHaveCount(0)
  // No reload: the card behind the drawer reads its portal again.
  await expect(portalList(page).getByRole("link", { name: new RegExp(`^Open Zenith Free, sr, ${plan}, Hub ID \\d+$`) })).toBeVisible({
    timeout: 20_000
  })
})

test("Buy Credits by keyboard: the card step focuses the card number; a declined card is told in the modal", async ({ page }) => {
  await logIn(page, zenithAdmin)
  const menu = await openUserMenu(page, zenithAdmin.name)
  await menu.getByRole("menuitem", { name: /^Credits: \d+/ }).click()
  const modal = page.getByRole("dialog", { name: "Buy Credits" })
  await expect(modal).toBeVisible({ timeout: 20_000 })
  await modal.getByRole("button", { name: "Continue" }).focus()
  await page.keyboard.press("Enter")

  const number = modal.getByRole("textbox", { name: "Card number" })
  await expect(number).toBeFocused({ timeout: 20_000 })
  await page.keyboard.type("4000000000000002")
  await page.keyboard.press("Tab")
  await page.keyboard.type("1234")
  await page.keyboard.press("Tab")
  await page.keyboard.type("123")

  await modal.getByRole("button", { name: /^Pay / }).focus()
  await page.keyboard.press("Enter")
  await expect(modal.getByText("Your card was declined.")).toBeVisible({ timeout: 20_000 })
})

test("a payment provider's redirect back with redirect_status=failed is not told as a success", async ({ page }) => {
  await logIn(page, zenithAdmin)
  await page.goto("/payment-success?payment_intent=pi_unknown&redirect_status=failed")
  await expect(page.getByRole("heading", { name: "Payment Failed" })).toBeVisible({ timeout: 20_000 })
  await expect(page.getByRole("heading", { name: "Payment Success!" })).toHaveCount(0)
})
