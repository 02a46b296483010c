// Journey: an agency admin creates a landing page from a template and installs a blog on Acme Portal (PRO),
// then follows the links the success alerts and the blog card offer into the sandbox CRM.
import { type Page } from "@playwright/test"

import { logIn, portalCard } from "./support/app.ts"
import { agencyAdmin } from "./support/demo-accounts.ts"
import { expect, test } from "./support/fixtures.ts"

/** Opens a page template drawer from the editor bar and returns it. */
const openDrawer = async (page: Page, title: string) => {
  await page.getByRole("button", { name: title, exact: true }).click()
  const drawer = page.getByRole("dialog", { name: title })
  await expect(drawer).toBeVisible()
  return drawer
}

test("creating a landing page and installing a blog from their drawers", async ({ page, context }) => {
  // Batches are polled every 5 seconds and write into the sandbox CRM: allow for a busy machine.
  test.setTimeout(240_000)
  await logIn(page, agencyAdmin)
  await portalCard(page, "Acme Portal").click()
  await expect(page.getByRole("heading", { name: "Acme Portal", level: 1 })).toBeVisible()

  const landing = await openDrawer(page, "Landing Pages")
  const ebook = landing.getByRole("listitem", { name: "Ebook Download", exact: true })
  await expect(ebook.getByRole("img", { name: "Preview of Ebook Download" })).toBeVisible()
  await ebook.getByRole("button", { name: "Install" }).click()

  const dialog = page.getByRole("dialog", { name: "Select Page Type" })
  await dialog.getByText("Landing Page", { exact: true }).click()
  await dialog.getByRole("button", { name: /Domain/ }).click()
  await page.getByRole("option").first().click()
  await dialog.getByRole("button", { name: "Install" }).click()
  await expect(dialog).toHaveCount(0)

  const created = page.getByRole("status").filter({ hasText: /Page Ebook Download \d+ has been created/ })
  await expect(created).toBeVisible({ timeout: 120_000 })
  const [editor] = await Promise.all([context.waitForEvent("page"), created.getByRole("link", { name: "Edit Page" }).click()])
  await expect(editor.getByRole("heading", { name: /^Editing Ebook Download/ })).toBeVisible()
  await editor.close()

  await landing.getByRole("button", { name: "Close" }).click()
  await expect(landing).toHaveCount(0)

  const blogs = await openDrawer(page, "Blogs")
  const classic = blogs.getByRole("listitem", { name: "Classic Blog", exact: true })
  await classic.getByRole("button", { name: /^(Install|Reinstall) / }).click()
  await expect(page.getByText("Classic Blog has been added!")).toBeVisible({ timeout: 120_000 })
  const activate = classic.getByRole("link", { name: "Activate" })
  await expect(activate).toBeVisible()
  const [settings] = await Promise.all([context.waitForEvent("page"), activate.click()])
  await expect(settings.getByRole("heading", { name: "Blog settings" })).toBeVisible()
  await settings.close()
})
