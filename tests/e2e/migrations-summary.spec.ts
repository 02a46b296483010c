// Journey: the migration dialogs tell every step. Beacon Portal (core, never migrated) offers
// Migrate. While its pages load, 'Migrate' shows a spinner and never 'There are no pages to migrate.';
// 'Migrating Page' shows while the batch runs; at the end a summary says how many pages moved (and
// which failed, with the reason) instead of just closing. Revert Migration then restores Beacon.
// Beacon's pages may be fewer when migration.spec ran first (it archives About Us): the counts are read
// from the list the dialog showed.
import { logIn, openUserMenu, portalCard } from "./support/app.ts"
import { agencyAdmin } from "./support/demo-accounts.ts"
import { expect, test } from "./support/fixtures.ts"

const NO_PAGES = "There are no pages to migrate."

test("Migrate shows loading, then the pages, progress, and a summary of pages moved and failed; revert restores", async ({ page }) => {
  test.setTimeout(150_000)
  await logIn(page, agencyAdmin)
  await portalCard(page, "Beacon Portal").click()
  await expect(page.getByRole("heading", { name: "Beacon Portal", level: 1 })).toBeVisible({ timeout: 20_000 })

  // Every text any dialog shows, in order, so a flash of the empty text cannot slip between two looks.
  await page.evaluate(() => {
    const seen: Array<string> = []
    ;(window as unknown as { dialogTexts: Array<string> }).dialogTexts = seen
    new MutationObserver(() => {
      for (const dialog of document.querySelectorAll("[role=dialog]")) seen.push(dialog.textContent ?? "")
    }).observe(document.body, { subtree: true, childList: true, characterData: true })
  })
  // A slow CRM: the pages arrive after a while, and the batch's first reads too.
  await page.route("**/portal/api/v2/portals/*/migration-pages", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2_500))
    await route.continue()
  })
  let batchReads = 0
  await page.route("**/portal/api/v2/batch/*", async (route) => {
    batchReads += 1
    if (batchReads <= 2) await new Promise((resolve) => setTimeout(resolve, 2_000))
    await route.continue()
  })

  const menu = await openUserMenu(page, agencyAdmin.name)
  await menu.getByRole("menuitem", { name: "Migrate", exact: true }).click()
  const confirm = page.getByRole("dialog", { name: "Migrate" })
  await expect(confirm.getByRole("progressbar", { name: "Loading the pages to migrate" })).toBeVisible({ timeout: 20_000 })
  await expect(confirm).not.toContainText(NO_PAGES)
  await expect(confirm.getByRole("button", { name: "Next" })).toBeDisabled()
  const list = confirm.getByRole("list", { name: "Pages to migrate" })
  await expect(list).toBeVisible({ timeout: 30_000 })
  const listed = await list.getByRole("listitem").count()
  expect(listed).toBeGreaterThan(0)
  await confirm.getByRole("button", { name: "Next" }).click()

  await expect(page.getByRole("dialog", { name: "Migrating Page" })).toBeVisible({ timeout: 20_000 })
  const summary = page.getByRole("dialog", { name: /^Migration (complete|incomplete)$/ })
  await expect(summary).toBeVisible({ timeout: 60_000 })
  await expect(summary).toContainText(/moved into the portal's folder\.|No page was moved\./)
  const failedList = summary.getByRole("list", { name: "Failed pages" })
  const failed = (await failedList.count()) === 0 ? 0 : await failedList.getByRole("listitem").count()
  const moved = listed - failed
  if (moved > 0) await expect(summary).toContainText(`${moved} ${moved === 1 ? "page" : "pages"} moved into the portal's folder.`)
  if (failed > 0) await expect(summary).toContainText(`${failed} ${failed === 1 ? "page" : "pages"} could not be moved:`)

  const texts = await page.evaluate(() => (window as unknown as { dialogTexts: Array<string> }).dialogTexts)
  expect(texts.some((text) => text.includes(NO_PAGES))).toBe(false)

  await summary.getByRole("button", { name: "Close" }).click()
  await expect(summary).toHaveCount(0)

  // Revert Migration puts Beacon back as it was.
  if (moved > 0) {
    const again = await openUserMenu(page, agencyAdmin.name)
    await again.getByRole("menuitem", { name: "Revert Migration" }).click()
    await page.getByRole("alertdialog", { name: "Are you sure?" }).getByRole("button", { name: "Yes, revert it!" }).click()
    const done = page.getByRole("dialog", { name: "Completed!" })
    await expect(done).toContainText("All page has been revert.", { timeout: 60_000 })
    await done.getByRole("button", { name: "OK" }).click()
  }
})
