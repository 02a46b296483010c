// Journey (issue 4): migrate and revert a core portal. Beacon Portal is seeded core with has_migrate
// false and two CRM pages on the old core theme, so its user menu offers 'Migrate' and the dialog lists
// them; after the batch it offers 'Revert Migration' instead.
// Beacon is also used by modules, portal-upgrade and reconnect journeys; none of them looks at the
// migration flags or at its pages' template paths.
import { expect, test } from "@playwright/test"
import { logIn, openUserMenu, portalCard } from "./support/app.ts"
import { agencyAdmin } from "./support/demo-accounts.ts"

test("an agency admin migrates Beacon's pages and reverts the migration", async ({ page }) => {
  test.setTimeout(60_000)
  await logIn(page, agencyAdmin)
  await portalCard(page, "Beacon Portal").click()
  await expect(page.getByRole("heading", { name: "Beacon Portal", level: 1 })).toBeVisible()

  let menu = await openUserMenu(page, agencyAdmin.name)
  await expect(menu.getByRole("menuitem", { name: "Revert Migration" })).toHaveCount(0)
  await menu.getByRole("menuitem", { name: "Migrate" }).click()

  const confirm = page.getByRole("dialog", { name: "Migrate" })
  await expect(confirm).toBeVisible()
  await expect(confirm.getByRole("button", { name: "Cancel" })).toBeVisible()
  // Neither Escape nor a click outside closes it.
  await page.keyboard.press("Escape")
  await expect(confirm).toBeVisible()
  // Beacon's CRM account is seeded with two pages on the old core theme.
  await expect(confirm).toContainText("Home")
  await expect(confirm).toContainText("About Us")
  await confirm.getByRole("button", { name: "Next" }).click()

  await expect(page.getByRole("dialog", { name: "Migrating Page" })).toBeVisible()
  await expect(page.getByRole("dialog", { name: "Migrating Page" })).toHaveCount(0, { timeout: 20_000 })

  menu = await openUserMenu(page, agencyAdmin.name)
  await expect(menu.getByRole("menuitem", { name: "Migrate", exact: true })).toHaveCount(0)
  await menu.getByRole("menuitem", { name: "Revert Migration" }).click()

  const ask = page.getByRole("alertdialog", { name: "Are you sure?" })
  await expect(ask).toContainText("You won't be able to revert this!")
  await expect(ask.getByRole("button", { name: "No, cancel!" })).toBeVisible()
  await ask.getByRole("button", { name: "Yes, revert it!" }).click()

  const done = page.getByRole("dialog", { name: "Completed!" })
  await expect(done).toContainText("All page has been revert.")
  await done.getByRole("button", { name: "OK" }).click()
  await expect(done).toHaveCount(0)

  menu = await openUserMenu(page, agencyAdmin.name)
  await expect(menu.getByRole("menuitem", { name: "Revert Migration" })).toHaveCount(0)
  await expect(menu.getByRole("menuitem", { name: "Migrate", exact: true })).toHaveCount(0)
})
