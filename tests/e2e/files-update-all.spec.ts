// Journey: a required-files stop where the portal holds the file at an older version. 'Go to Files'
// opens the Files drawer, Update All brings every theme file current, and the module then installs.
// Acme Staging is seeded with css/utilities.css 1.0.0; Logo Carousel 1.1.0 needs its 1.1.0.
import { logIn, portalCard } from "./support/app.ts"
import { agencyAdmin } from "./support/demo-accounts.ts"
import { expect, test } from "./support/fixtures.ts"

test("a required-files stop, then Go to Files, Update All, and the module installs", async ({ page }) => {
  await logIn(page, agencyAdmin)
  await portalCard(page, "Acme Staging").click()
  await expect(page.getByRole("heading", { name: "Acme Staging", level: 1 })).toBeVisible()
  await expect(page.getByRole("button", { name: "Files, upgrade available" })).toBeVisible()

  await page.getByRole("button", { name: /^Modules/ }).click()
  const modules = page.getByRole("dialog", { name: "Modules" })
  const search = modules.getByRole("searchbox", { name: "Search modules" })
  await search.fill("Logo Carousel")
  const row = modules.getByRole("list", { name: "Modules" }).getByRole("listitem", { name: "Logo Carousel", exact: true })
  await expect(modules.getByRole("list", { name: "Modules" }).getByRole("listitem")).toHaveCount(1, { timeout: 15_000 })
  await row.getByRole("button", { name: "Install" }).click()

  const warning = page.getByRole("alertdialog", { name: "File updates required" })
  await expect(warning).toContainText("css/utilities.css")
  await warning.getByRole("button", { name: "Go to Files" }).click()

  const files = page.getByRole("dialog", { name: "Files" })
  await expect(files.getByRole("listitem", { name: "css/utilities.css" }).getByRole("button", { name: "Update" })).toBeVisible()
  await files.getByRole("button", { name: "Update All" }).click()
  await expect(page.getByText("All files have been updated!")).toBeVisible({ timeout: 30_000 })
  await expect(files.getByRole("button", { name: "Update All" })).toHaveCount(0)
  await expect(page.getByRole("button", { name: "Files, upgrade available" })).toHaveCount(0)
  await files.getByRole("button", { name: "Close" }).click()
  await expect(files).toHaveCount(0)
  // The success notice leaves by itself after 5 s.
  await expect(page.getByRole("status").filter({ hasText: "All files have been updated!" })).toHaveCount(0, { timeout: 15_000 })

  await page.getByRole("button", { name: /^Modules/ }).click()
  await expect(modules).toBeVisible()
  await search.fill("Logo Carousel")
  await expect(modules.getByRole("list", { name: "Modules" }).getByRole("listitem")).toHaveCount(1, { timeout: 15_000 })
  await row.getByRole("button", { name: "Install" }).click()
  await expect(page.getByText("Logo Carousel has been installed")).toBeVisible({ timeout: 30_000 })
  await expect(row.getByRole("button", { name: "Installed" })).toBeVisible()
})
