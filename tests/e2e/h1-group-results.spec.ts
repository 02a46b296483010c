// Journeys for issue 18's group installs: every module's result told (never "Installed" after a failure,
// never the connection-issues text for a refusal), "Retry failed" retrying only the failed module, the
// theme files installed as part of the group, a locked group's reason, and hiding ineligible modules.
import { type Page } from "@playwright/test"
import { expect, test } from "./support/fixtures.ts"
import { logIn, portalCard } from "./support/app.ts"
import { agencyAdmin } from "./support/demo-accounts.ts"

test.describe.configure({ timeout: 120_000 })

const CONNECTION_ISSUES = "We are currently experiencing connection issues. Please try again!"

async function openModules(page: Page, portal: string) {
  await logIn(page, agencyAdmin)
  await portalCard(page, portal).click()
  await expect(page.getByRole("heading", { name: portal, level: 1 })).toBeVisible({ timeout: 20_000 })
  await page.getByRole("button", { name: "Modules", exact: true }).click()
  const drawer = page.getByRole("dialog", { name: "Modules" })
  const groups = drawer.getByRole("region", { name: "Module Groups" })
  await expect(groups).toBeVisible({ timeout: 20_000 })
  return { drawer, groups }
}

test("a group with a failing module tells which failed and why; Retry failed retries only it; the theme files then install it", async ({ page }) => {
  const { drawer, groups } = await openModules(page, "Acme Portal")
  const group = groups.getByRole("listitem", { name: "Landing Page Essentials", exact: true })
  await expect(group).toContainText("Theme files needed first: css/main.css 2.0.0 (Hero Banner)")
  await group.getByRole("button", { name: "Install Module" }).click()

  // Polled every 5 seconds: the end may take an interval or two on a busy machine.
  const status = group.getByRole("status")
  await expect(status).toHaveText("1 of 4 modules failed. See the reasons below.", { timeout: 40_000 })
  await expect(status).toBeFocused()
  await expect(group.getByRole("button", { name: "Installed" })).toHaveCount(0)
  await expect(page.getByText(CONNECTION_ISSUES)).toHaveCount(0)
  const results = group.getByRole("list", { name: "Landing Page Essentials results" })
  await expect(results.getByRole("listitem").filter({ hasText: "Hero Banner" })).toContainText("Failed — File updates required: css/main.css (2.0.0)", { timeout: 15_000 })
  await expect(results.getByRole("listitem").filter({ hasText: "Feature Grid" })).toContainText("Installed")

  // Reopened, the drawer still tells the truth.
  await drawer.getByRole("button", { name: "Close" }).click()
  await expect(drawer).toHaveCount(0)
  await page.getByRole("button", { name: "Modules", exact: true }).click()
  const reopened = page.getByRole("dialog", { name: "Modules" }).getByRole("region", { name: "Module Groups" }).getByRole("listitem", { name: "Landing Page Essentials", exact: true })
  await expect(reopened.getByRole("list", { name: "Landing Page Essentials results" })).toContainText("Hero Banner: Failed", { timeout: 20_000 })

  // Retry failed: one job only (the three done modules are not redone), failing again for the same reason.
  await reopened.getByRole("button", { name: "Retry failed" }).click()
  await expect(reopened.getByRole("status")).toHaveText("1 of 1 module failed. See the reasons below.", { timeout: 40_000 })

  // With the theme files, as part of the group: css/main.css is added, then Hero Banner installs.
  await reopened.getByRole("button", { name: "Install with theme files: Landing Page Essentials" }).click()
  await expect(reopened.getByRole("status")).toHaveText("All modules installed.", { timeout: 40_000 })
  await expect(reopened.getByRole("button", { name: "Installed" })).toBeVisible({ timeout: 20_000 })
  const hero = page.getByRole("dialog", { name: "Modules" }).getByRole("list", { name: "Modules" }).getByRole("listitem", { name: "Hero Banner", exact: true })
  await expect(hero.getByRole("button", { name: "Hero Banner installed" })).toBeVisible({ timeout: 20_000 })
})

test("theme files first: Social Proof lists the files its modules need and installs them as part of the group", async ({ page }) => {
  const { groups } = await openModules(page, "Acme Portal")
  const group = groups.getByRole("listitem", { name: "Social Proof", exact: true })
  await expect(group).toContainText("js/slider.js")
  await expect(group).toContainText("css/utilities.css")
  await expect(group).toContainText("js/main.js")
  await group.getByRole("button", { name: "Install with theme files: Social Proof" }).click()
  await expect(group.getByRole("status")).toHaveText("All modules installed.", { timeout: 60_000 })
  await expect(group.getByRole("button", { name: "Installed" })).toBeVisible({ timeout: 20_000 })
  await expect(page.getByText(CONNECTION_ISSUES)).toHaveCount(0)
})

test("a locked group says why its button is off", async ({ page }) => {
  const { groups } = await openModules(page, "Beacon Portal")
  const group = groups.getByRole("listitem", { name: "Social Proof", exact: true })
  const button = group.getByRole("button", { name: "Install Module" })
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
