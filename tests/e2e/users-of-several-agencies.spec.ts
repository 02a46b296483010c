// Journey: the super admin narrows the Users drawer to several agencies at once (spec 1 sections 6 and 9):
// members of either show, the choice is summed up after three, and a search with no match says so.
import { type Locator } from "@playwright/test"

import { logIn, openUserMenu } from "./support/app.ts"
import { multiAgencyAdmin, superAdmin } from "./support/demo-accounts.ts"
import { expect, test } from "./support/fixtures.ts"

test.setTimeout(120_000)

const pick = async (drawer: Locator, typed: string, agency: string) => {
  const search = drawer.getByRole("combobox", { name: "Agency" })
  await search.fill(typed)
  await drawer
    .page()
    .getByRole("option", { name: new RegExp(`^${agency}`) })
    .click({ timeout: 20_000 })
  await search.press("Escape")
}

test("a super admin lists the users of two agencies, then finds no third", async ({ page }) => {
  await logIn(page, superAdmin)
  const menu = await openUserMenu(page, superAdmin.name)
  await menu.getByRole("menuitem", { name: "Users" }).click()
  const drawer = page.getByRole("dialog", { name: "Users" })
  const rows = drawer.getByRole("grid", { name: "Users" }).locator("tbody tr")
  await expect(rows.first()).toBeVisible({ timeout: 20_000 })

  await pick(drawer, "Northw", "Northwind Agency")
  await expect(rows.filter({ hasText: "north@example.com" })).toHaveCount(1, { timeout: 20_000 })
  await expect(rows.filter({ hasText: "agency@example.com" })).toHaveCount(0)

  await pick(drawer, "Demo", "Demo Agency")
  const chosen = drawer.getByRole("group", { name: "Chosen agencies" })
  await expect(chosen.getByRole("button", { name: /^Remove / })).toHaveCount(2)
  await expect(rows.filter({ hasText: "agency@example.com" })).toHaveCount(1, { timeout: 20_000 })
  await expect(rows.filter({ hasText: "north@example.com" })).toHaveCount(1)
  // The user of both agencies is listed once, with both.
  const both = rows.filter({ hasText: multiAgencyAdmin.email })
  await expect(both).toHaveCount(1)
  await expect(both).toContainText("Demo Agency")
  await expect(both).toContainText("Northwind Agency")

  // Failure path: an agency nobody has.
  await drawer.getByRole("combobox", { name: "Agency" }).fill("No such agency at all")
  await expect(page.getByText("Oops! No elements found. Consider changing the search query.")).toBeVisible({ timeout: 20_000 })
  await drawer.getByRole("combobox", { name: "Agency" }).press("Escape")

  await chosen.getByRole("button", { name: "Clear" }).click()
  await expect(chosen).toHaveCount(0)
  await expect(rows.filter({ hasText: "admin@example.com" })).toHaveCount(1, { timeout: 20_000 })
})
