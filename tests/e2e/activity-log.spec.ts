// Journey: the super admin reads the activity log — user menu → Logs, pages and sorts it, and opens the
// full /admin-logging page in a new tab (spec 1 sections 2 and 6, spec 2 section 2).
import { type APIRequestContext, type Locator } from "@playwright/test"

import { logIn, openUserMenu } from "./support/app.ts"
import { superAdmin } from "./support/demo-accounts.ts"
import { expect, test } from "./support/fixtures.ts"

/** Renames the admin back and forth through the API so the log holds more than one page (25 rows). */
const writeProfileUpdates = async (request: APIRequestContext, count: number) => {
  const login = await request.post("/auth/api/v2/login", { data: { email: superAdmin.email, password: superAdmin.password } })
  const token: string = (await login.json()).data.token
  for (let i = 0; i < count; i++) {
    // An even count ends on the seeded name, which the user menu's label uses.
    const name = i % 2 === 0 ? `${superAdmin.name} (renamed)` : superAdmin.name
    const updated = await request.put("/auth/api/v2/users/me", { headers: { Authorization: `Bearer ${token}` }, data: { name } })
    expect(updated.status()).toBe(200)
  }
}

/** The Event cells of the rows shown, top to bottom. */
const eventColumn = (table: Locator): Promise<string[]> => table.locator("tbody tr td:nth-child(2)").allTextContents()

test("the super admin pages and sorts the activity log and opens it in a new tab", async ({ page, request, context }) => {
  await writeProfileUpdates(request, 30)
  await logIn(page, superAdmin)
  const menu = await openUserMenu(page, superAdmin.name)
  await menu.getByRole("menuitem", { name: "Logs" }).click()

  const drawer = page.getByRole("dialog", { name: "Logs" })
  const table = drawer.getByRole("grid", { name: "Logs" })
  // Newest first: this very login is the latest entry.
  await expect(table.locator("tbody tr").first()).toContainText("login")
  await expect(table.locator("tbody tr")).toHaveCount(25)
  const update = table.locator("tbody tr").filter({ hasText: "profile updated" }).first()
  await expect(update).toContainText("User")
  await expect(update).not.toContainText("App\\Models")
  await expect(update.locator("pre code")).toContainText('"changed"')

  const pagination = drawer.getByRole("navigation", { name: "Pagination" })
  await pagination.getByRole("button", { name: "Page 2" }).click()
  await expect(pagination.getByRole("button", { name: "Page 2" })).toHaveAttribute("aria-current", "page")
  await expect(table.locator("tbody tr").first()).not.toContainText("login")

  // Sorting by Event starts ascending and goes back to page 1; a second click flips it.
  await table.getByRole("columnheader", { name: /Event/ }).click()
  await expect(table.getByRole("columnheader", { name: /Event/ })).toHaveAttribute("aria-sort", "ascending")
  await expect(pagination.getByRole("button", { name: "Page 1" })).toHaveAttribute("aria-current", "page")
  await expect
    .poll(async () => {
      const events = await eventColumn(table)
      return events.length > 0 && events.every((event, i) => i === 0 || events[i - 1]!.localeCompare(event) <= 0)
    })
    .toBe(true)
  await table.getByRole("columnheader", { name: /Event/ }).click()
  await expect(table.getByRole("columnheader", { name: /Event/ })).toHaveAttribute("aria-sort", "descending")
  // Earlier journeys log other events too ("user invited", …), so only the order is certain.
  await expect
    .poll(async () => {
      const events = await eventColumn(table)
      return events.length > 0 && events.every((event, i) => i === 0 || events[i - 1]!.localeCompare(event) >= 0)
    })
    .toBe(true)

  const opened = context.waitForEvent("page")
  await drawer.getByRole("link", { name: "Open in a new tab" }).click()
  const tab = await opened
  await expect(tab).toHaveURL(/\/admin-logging$/)
  await expect(tab.getByRole("heading", { name: "Logs", level: 1 })).toBeVisible()
  await expect(tab.getByRole("grid", { name: "Logs" }).locator("tbody tr")).toHaveCount(25)
})
