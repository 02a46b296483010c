// Journeys on phone (390 px) and tablet (768 px) widths: the portal list has no sideways scroll and the
// whole top bar (user menu included) is on screen; the super admin's tables keep Edit and Delete in view.
import { type Locator, type Page } from "@playwright/test"

import { logIn, openUserMenu, portalList } from "./support/app.ts"
import { agencyAdmin, superAdmin } from "./support/demo-accounts.ts"
import { expect, test } from "./support/fixtures.ts"

test.setTimeout(120_000)

const SHOTS = process.env.H4_SHOTS

const noSidewaysScroll = async (page: Page, width: number) => {
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth)
  expect(scrollWidth).toBeLessThanOrEqual(width)
}

/**
 * The element lies inside the viewport horizontally (not cut off, not scrolled away). Measured again
 * until true for a short while: a drawer slides in from the right (0.3 s), its content off-screen meanwhile.
 */
const inView = async (locator: Locator, width: number) => {
  await expect(locator).toBeVisible({ timeout: 20_000 })
  await expect(async () => {
    const box = await locator.boundingBox()
    expect(box).not.toBeNull()
    expect(box!.x).toBeGreaterThanOrEqual(0)
    expect(box!.x + box!.width).toBeLessThanOrEqual(width + 0.5)
  }).toPass({ timeout: 5_000 })
}

const openDrawer = async (page: Page, item: string) => {
  const menu = await openUserMenu(page, superAdmin.name)
  await menu.getByRole("menuitem", { name: item }).click()
  const drawer = page.getByRole("dialog", { name: item })
  await expect(drawer).toBeVisible({ timeout: 20_000 })
  return drawer
}

for (const who of [agencyAdmin, superAdmin]) {
  test(`the ${who.role}'s portal list at 390 px: no sideways scroll, the user menu on screen`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await logIn(page, who)
    await expect(portalList(page).getByRole("link").first()).toBeVisible({ timeout: 20_000 })
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/list-390-${who.role}.png`, fullPage: true })
    await noSidewaysScroll(page, 390)
    const userMenu = page.getByRole("button", { name: `User menu for ${who.name}` })
    await inView(userMenu, 390)
    for (const card of await portalList(page).getByRole("link").all()) await inView(card, 390)
    await openUserMenu(page, who.name)
  })
}

for (const width of [390, 768]) {
  // Below 800 px each row is a card of "label: value" lines (shared/ui/table), so Edit and Delete stay on screen.
  test(`admin tables at ${width} px keep Edit and Delete on screen`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 })
    await logIn(page, superAdmin)
    await noSidewaysScroll(page, width)

    const portals = await openDrawer(page, "Portals")
    const firstPortal = portals.getByRole("grid", { name: "Portals" }).locator("tbody tr").first()
    await inView(firstPortal.getByRole("button", { name: /^Edit / }), width)
    await inView(firstPortal.getByRole("button", { name: /^Delete (?!SR)/ }), width)
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/portals-${width}.png` })
    await noSidewaysScroll(page, width)
    await portals.getByRole("button", { name: "Close" }).first().click()
    await expect(portals).toHaveCount(0)

    const users = await openDrawer(page, "Users")
    const someone = users
      .getByRole("grid", { name: "Users" })
      .locator("tbody tr")
      .filter({ has: page.getByRole("button", { name: /^Edit / }) })
      .first()
    await inView(someone.getByRole("button", { name: /^Edit / }), width)
    await inView(someone.getByRole("button", { name: /^Delete / }), width)
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/users-${width}.png` })
    await noSidewaysScroll(page, width)
    await users.getByRole("button", { name: "Close" }).first().click()
    await expect(users).toHaveCount(0)

    const agencies = await openDrawer(page, "Agencies")
    const agency = agencies.getByRole("grid", { name: "Agencies" }).locator("tbody tr").first()
    await inView(agency.getByRole("button", { name: /^Edit / }), width)
    await inView(agency.getByRole("button", { name: /^Delete / }), width)
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/agencies-${width}.png` })
    await noSidewaysScroll(page, width)
    await agencies.getByRole("button", { name: "Close" }).first().click()

    const plans = await openDrawer(page, "Plans")
    const plan = plans.getByRole("grid", { name: "Plans" }).locator("tbody tr").first()
    await inView(plan.getByRole("button", { name: /^Edit / }), width)
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/plans-${width}.png` })
    await noSidewaysScroll(page, width)
  })
}
