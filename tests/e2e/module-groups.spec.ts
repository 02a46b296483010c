// Journey: an agency admin installs a whole module group on a portal; the batch runs in the server's
// worker while the drawer polls it, and the group's modules show as installed afterwards.
// Layout Basics holds four free modules without theme files, so every job succeeds on Acme (pro plan).
import { logIn, portalCard } from "./support/app.ts"
import { agencyAdmin } from "./support/demo-accounts.ts"
import { expect, test } from "./support/fixtures.ts"

test("installing a module group as one batch", async ({ page }) => {
  await logIn(page, agencyAdmin)
  await portalCard(page, "Acme Portal").click()
  await expect(page.getByRole("heading", { name: "Acme Portal", level: 1 })).toBeVisible()

  await page.getByRole("button", { name: "Modules", exact: true }).click()
  const drawer = page.getByRole("dialog", { name: "Modules" })
  const group = drawer.getByRole("region", { name: "Module Groups" }).getByRole("listitem", { name: "Layout Basics", exact: true })
  await group.getByRole("button", { name: "Install Module" }).click()

  // The batch is polled every 5 seconds, so the end may take one interval to show.
  await expect(group.getByRole("button", { name: "Installed" })).toBeVisible({ timeout: 15_000 })
  const row = drawer.getByRole("list", { name: "Modules" }).getByRole("listitem", { name: "Two Column Layout", exact: true })
  await expect(row.getByRole("button", { name: "Installed" })).toBeVisible()
})
