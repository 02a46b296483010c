// Journeys for group installs: each module's result is read back from what the portal holds (its version,
// or why it failed), the outcome line counts the same list, the theme files the modules need are listed
// and installed with the group, the flagship portal's first group install succeeds, the search narrows the
// groups, and at 390 px a group's button never covers its name. Also a locked group's reason, and hiding
// ineligible modules.
import { type Locator, type Page } from "@playwright/test"

import { logIn, portalCard } from "./support/app.ts"
import { agencyAdmin } from "./support/demo-accounts.ts"
import { expect, test } from "./support/fixtures.ts"

test.describe.configure({ timeout: 120_000 })

const CONNECTION_ISSUES = "We are currently experiencing connection issues. Please try again!"
const RECONNECT_FIRST = "This portal must be reconnected to the CRM. Reconnect it, then retry."
const ACME_STAGING_HUB = 20001004

async function openModules(page: Page, portal: string) {
  await logIn(page, agencyAdmin)
  await portalCard(page, portal).click()
  await expect(page.getByRole("heading", { name: portal, level: 1 })).toBeVisible({ timeout: 20_000 })
  await page.getByRole("button", { name: /^Modules(, upgrade available)?$/ }).click()
  const drawer = page.getByRole("dialog", { name: "Modules" })
  const groups = drawer.getByRole("region", { name: "Module Groups" })
  await expect(groups).toBeVisible({ timeout: 20_000 })
  return { drawer, groups }
}

/** The button lies on screen and clear of the name (beside it or below it), measured once the drawer has settled. */
const clearOf = async (name: Locator, button: Locator, width: number) => {
  await expect(async () => {
    const a = (await name.boundingBox())!
    const b = (await button.boundingBox())!
    expect(b.x).toBeGreaterThanOrEqual(0)
    expect(b.x + b.width).toBeLessThanOrEqual(width + 0.5)
    const apart = b.x >= a.x + a.width || b.x + b.width <= a.x || b.y >= a.y + a.height || b.y + b.height <= a.y
    expect(apart).toBe(true)
  }).toPass({ timeout: 5_000 })
}

test("on the flagship portal at 390 px: group cards keep their names clear, and a first group install succeeds, read back per module", async ({
  page
}) => {
  const { drawer, groups } = await openModules(page, "Acme Portal")
  await page.setViewportSize({ width: 390, height: 844 })
  for (const name of ["Landing Page Essentials", "Social Proof", "Layout Basics"]) {
    const card = groups.getByRole("listitem", { name, exact: true })
    await clearOf(card.getByText(name, { exact: true }), card.getByRole("button", { name: `Install Module ${name}` }), 390)
  }

  // Acme Portal holds its theme's files: nothing to bring along, nothing fails.
  const group = groups.getByRole("listitem", { name: "Landing Page Essentials", exact: true })
  await expect(group).not.toContainText("Theme files installed with this group")
  await group.getByRole("button", { name: "Install Module Landing Page Essentials" }).click()
  // Polled every 5 seconds: the end may take an interval or two on a busy machine.
  await expect(group.getByRole("status")).toHaveText("All modules installed.", { timeout: 40_000 })
  await expect(group.getByRole("status")).toBeFocused()
  await expect(group.getByRole("list", { name: "Landing Page Essentials results" }).getByRole("listitem")).toHaveText([
    "Hero Banner: Installed at version 2.0.0",
    "Feature Grid: Installed at version 1.0.0",
    "Call to Action: Installed at version 1.0.1",
    "FAQ Accordion: Installed at version 1.1.0"
  ])
  await expect(group.getByRole("button", { name: "Landing Page Essentials installed" })).toBeVisible()
  const hero = drawer.getByRole("list", { name: "Modules" }).getByRole("listitem", { name: "Hero Banner", exact: true })
  await expect(hero.getByRole("button", { name: "Hero Banner installed" })).toBeVisible({ timeout: 20_000 })
})

test("the theme files come with the group; a true failure is told with its reason and the list matches the portal", async ({ page }) => {
  const { drawer, groups } = await openModules(page, "Acme Staging")
  const search = drawer.getByRole("searchbox", { name: "Search modules" })
  const social = groups.getByRole("listitem", { name: "Social Proof", exact: true })
  const landing = groups.getByRole("listitem", { name: "Landing Page Essentials", exact: true })

  // The search narrows the groups by their modules' names too.
  await search.fill("testimonial")
  await expect(landing).toBeHidden({ timeout: 10_000 })
  await expect(social).toContainText(
    "Theme files installed with this group: js/slider.js 1.0.0 (Testimonial Slider); css/utilities.css 1.1.0 (Logo Carousel); js/main.js 1.1.0 (Stats Counter)"
  )
  await social.getByRole("button", { name: "Install Module Social Proof" }).click()
  await expect(social.getByRole("status")).toHaveText("All modules installed.", { timeout: 60_000 })
  await expect(social.getByRole("list", { name: "Social Proof results" }).getByRole("listitem")).toHaveText([
    "Testimonial Slider: Installed at version 2.0.0",
    "Logo Carousel: Installed at version 1.1.0",
    "Stats Counter: Installed at version 1.1.0"
  ])

  // Feature Grid installed alone, then the portal's CRM grant is withdrawn (the app uninstalled in HubSpot).
  await search.fill("Feature Grid")
  await expect(landing).toBeVisible({ timeout: 10_000 })
  await drawer.getByRole("list", { name: "Modules" }).getByRole("button", { name: "Install Feature Grid" }).click()
  await expect(drawer.getByRole("button", { name: "Feature Grid installed" })).toBeVisible({ timeout: 20_000 })
  const hubspot = await page.context().newPage()
  await hubspot.goto(`/sandbox/hubspot/settings/${ACME_STAGING_HUB}/connected-apps`)
  await hubspot.getByRole("button", { name: "Uninstall" }).click()
  await expect(hubspot.getByRole("status")).toContainText("was uninstalled", { timeout: 20_000 })
  await hubspot.close()

  await landing.getByRole("button", { name: "Install Module Landing Page Essentials" }).click()
  await expect(landing.getByRole("status")).toHaveText("3 of 4 modules failed. See the reasons below.", { timeout: 60_000 })
  const results = landing.getByRole("list", { name: "Landing Page Essentials results" }).getByRole("listitem")
  await expect(results).toHaveText([
    `Hero Banner: Failed — ${RECONNECT_FIRST}`,
    "Feature Grid: Installed at version 1.0.0",
    `Call to Action: Failed — ${RECONNECT_FIRST}`,
    `FAQ Accordion: Failed — ${RECONNECT_FIRST}`
  ])
  await expect(landing.getByRole("button", { name: "Landing Page Essentials installed" })).toHaveCount(0)
  await expect(landing.getByRole("button", { name: "Retry failed in Landing Page Essentials" })).toBeVisible()
  await expect(page.getByText(CONNECTION_ISSUES)).toHaveCount(0)

  // Reopened, the drawer tells the same, from the server.
  await drawer.getByRole("button", { name: "Close" }).click()
  await expect(drawer).toHaveCount(0)
  await page.getByRole("button", { name: /^Modules(, upgrade available)?$/ }).click()
  const reopened = page.getByRole("dialog", { name: "Modules" }).getByRole("listitem", { name: "Landing Page Essentials", exact: true })
  await expect(reopened.getByRole("list", { name: "Landing Page Essentials results" }).getByRole("listitem")).toHaveText(
    [/^Hero Banner: Failed/, "Feature Grid: Installed at version 1.0.0", /^Call to Action: Failed/, /^FAQ Accordion: Failed/],
    { timeout: 20_000 }
  )
})

test("a locked group says why its button is off", async ({ page }) => {
  const { groups } = await openModules(page, "Beacon Portal")
  const group = groups.getByRole("listitem", { name: "Social Proof", exact: true })
  const button = group.getByRole("button", { name: "Install Module Social Proof" })
  await expect(button).toBeDisabled()
  await expect(group.getByText("Needs PRO: Stats Counter")).toBeVisible()
  await expect(button).toHaveAccessibleDescription("Needs PRO: Stats Counter")
  await expect(group.getByRole("list", { name: "Social Proof results" })).toContainText("Stats Counter: Locked — Needs PRO")
})

test("Hide ineligible modules leaves out the modules the plan rules out", async ({ page }) => {
  const { drawer } = await openModules(page, "Beacon Portal")
  const modules = drawer.getByRole("list", { name: "Modules" })
  const stats = modules.getByRole("listitem", { name: "Stats Counter", exact: true })
  await expect(stats).toBeVisible({ timeout: 20_000 })
  const toggle = drawer.getByRole("checkbox", { name: "Hide ineligible modules" })
  // By keyboard: the box is drawn over the (visually hidden) input.
  await toggle.focus()
  await page.keyboard.press("Space")
  await expect(toggle).toBeChecked()
  await expect(stats).toHaveCount(0)
  await expect(modules.getByRole("listitem", { name: "Hero Banner", exact: true })).toBeVisible()
  await page.keyboard.press("Space")
  await expect(toggle).not.toBeChecked()
  await expect(stats).toBeVisible()
})
