// Journey: two browser tabs of the super admin edit the same agency. The first renames it and saves; the
// second, opened before that save, changes the credit limit and saves: it is refused with who changed the
// agency and when, instead of writing the old name back. Reload brings in the new name and keeps the
// credit limit typed there, and saving it then succeeds, so both changes are kept.
import { type Locator, type Page } from "@playwright/test"

import { logIn, openUserMenu } from "./support/app.ts"
import { superAdmin } from "./support/demo-accounts.ts"
import { expect, test } from "./support/fixtures.ts"

// Two tabs, each loading the app and waiting on a debounced search: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 120_000 })

const AGENCY = "Zenith Agency"
const RENAMED = "Zenith Agency Renamed"

/** Opens the Agencies drawer, finds the agency and opens its edit form as it is now. */
const openEditForm = async (page: Page, name: string): Promise<Locator> => {
  const menu = await openUserMenu(page, superAdmin.name)
  await menu.getByRole("menuitem", { name: "Agencies" }).click()
  const drawer = page.getByRole("dialog", { name: "Agencies" })
  await drawer.getByRole("searchbox", { name: "Search agencies" }).fill(name)
  const row = drawer.getByRole("row").filter({ hasText: name })
  await expect(row).toHaveCount(1)
  await row.getByRole("button", { name: `Edit ${name}` }).click()
  const form = drawer.getByRole("form", { name: "Edit Agency" })
  await expect(form.getByRole("textbox", { name: "Name", exact: true })).toHaveValue(name)
  return form
}

test("two tabs editing the same agency end with a conflict message and Reload, not a lost change", async ({ page }) => {
  await logIn(page, superAdmin)
  const second = await page.context().newPage()
  await second.goto("/")
  const first = await openEditForm(page, AGENCY)
  const stale = await openEditForm(second, AGENCY)

  await first.getByRole("textbox", { name: "Name", exact: true }).fill(RENAMED)
  await first.getByRole("button", { name: "Save" }).click()
  await expect(page.getByText("The agency was updated")).toBeVisible()

  await stale.getByRole("textbox", { name: "Credit Limit" }).fill("42")
  await stale.getByRole("button", { name: "Save" }).click()
  const notice = stale.getByRole("status").filter({ hasText: "Changed by someone else" })
  await expect(notice).toContainText(
    /You changed this agency in another window on \d{1,2} \w{3} \d{4}, \d{2}:\d{2} UTC after you opened it here\./
  )
  await expect(second.getByText("The agency was updated")).toHaveCount(0)

  await notice.getByRole("button", { name: "Reload" }).click()
  await expect(stale.getByRole("textbox", { name: "Name", exact: true })).toHaveValue(RENAMED)
  await expect(stale.getByRole("textbox", { name: "Credit Limit" })).toHaveValue("42")
  await expect(notice).toHaveCount(0)
  await stale.getByRole("button", { name: "Save" }).click()
  await expect(second.getByText("The agency was updated")).toBeVisible()

  // Both changes are kept: the list shows the first tab's name with the second tab's credit limit.
  const drawer = second.getByRole("dialog", { name: "Agencies" })
  await drawer.getByRole("searchbox", { name: "Search agencies" }).fill(RENAMED)
  await expect(drawer.getByRole("row").filter({ hasText: RENAMED })).toContainText("42")
})
