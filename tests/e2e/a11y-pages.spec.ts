// Axe reports no serious or critical violation on the login page, the portal list (agency
// admin and super admin), the editor with each of its drawers open in turn, and every admin drawer.
// Each drawer is checked with expect.soft, so one run lists every drawer's violations.
import { type Locator, type Page } from "@playwright/test"

import { logIn, openUserMenu, portalCard } from "./support/app.ts"
import { expectNoSeriousViolations } from "./support/axe.ts"
import { agencyAdmin, superAdmin } from "./support/demo-accounts.ts"
import { expect, test } from "./support/fixtures.ts"

test.describe.configure({ timeout: 180_000 })

/** axe once the drawer shows and has its content; then Escape closes it. */
const checkDrawer = async (page: Page, title: string, ready: (drawer: Locator) => Locator): Promise<void> => {
  const drawer = page.getByRole("dialog", { name: title })
  await expect(drawer).toBeVisible({ timeout: 15_000 })
  await expect(ready(drawer).first()).toBeVisible({ timeout: 20_000 })
  await expectNoSeriousViolations(page, `the ${title} drawer`, { soft: true })
  await page.keyboard.press("Escape")
  await expect(drawer).toBeHidden()
}

const fromUserMenu = async (page: Page, userName: string, item: string): Promise<void> => {
  const menu = await openUserMenu(page, userName)
  await menu.getByRole("menuitem", { name: item, exact: true }).click()
}

test("the login page", async ({ page }) => {
  await page.goto("/")
  await expect(page.getByRole("heading", { name: "Log in", level: 1 })).toBeVisible()
  await expectNoSeriousViolations(page, "the login page")
})

test("the portal list and the billing drawer as agency admin", async ({ page }) => {
  await logIn(page, agencyAdmin)
  await expect(portalCard(page, "Acme Portal")).toBeVisible()
  await expectNoSeriousViolations(page, "the portal list (agency admin)", { soft: true })
  // The billing drawer is titled 'Portals' on its main view.
  await fromUserMenu(page, agencyAdmin.name, "Portals")
  await checkDrawer(page, "Portals", (drawer) => drawer.getByRole("list", { name: "Portals" }).getByRole("listitem"))
})

test("the portal list and every admin drawer as super admin", async ({ page }) => {
  await logIn(page, superAdmin)
  await expect(portalCard(page, "Acme Portal")).toBeVisible()
  await expectNoSeriousViolations(page, "the portal list (super admin)", { soft: true })

  for (const title of ["Agencies", "Portals", "Plans", "Users", "Credits", "Logs"]) {
    await fromUserMenu(page, superAdmin.name, title)
    await checkDrawer(page, title, (drawer) => drawer.getByRole("grid", { name: title }).getByRole("row").nth(1))
  }
  await fromUserMenu(page, superAdmin.name, "Settings")
  await checkDrawer(page, "Settings", (drawer) => drawer.getByRole("button", { name: "Sync Notifications" }))
})

test("the editor with each drawer open in turn", async ({ page }) => {
  await logIn(page, agencyAdmin)
  await portalCard(page, "Acme Portal").click()
  await expect(page.getByRole("heading", { name: "Acme Portal", level: 1 })).toBeVisible({ timeout: 30_000 })
  await expectNoSeriousViolations(page, "the editor", { soft: true })

  const bar = page.getByRole("navigation", { name: "Editor" })
  const open = (entry: string) => bar.getByRole("button", { name: entry, exact: true }).click()

  await open("Modules")
  await checkDrawer(page, "Modules", (drawer) => drawer.getByRole("list", { name: "Modules" }).getByRole("listitem"))
  await open("Layouts")
  await checkDrawer(page, "Layouts", (drawer) => drawer.getByRole("searchbox", { name: "Search layouts" }))
  await open("Layouts")
  await page.getByRole("dialog", { name: "Layouts" }).getByRole("button", { name: "History", exact: true }).click()
  await checkDrawer(page, "History", (drawer) => drawer.getByRole("list", { name: "History" }).or(drawer.getByText(/no history/i)))
  for (const title of ["Website Pages", "Landing Pages", "System Templates", "Blogs"]) {
    await open(title)
    await checkDrawer(page, title, (drawer) => drawer.getByRole("listitem"))
  }
  await open("Files")
  await checkDrawer(page, "Files", (drawer) => drawer.getByRole("listitem").or(drawer.getByRole("row")))

  await fromUserMenu(page, agencyAdmin.name, "Account Details")
  await checkDrawer(page, "Account Details", (drawer) => drawer.getByRole("button", { name: "Edit" }))
  await fromUserMenu(page, agencyAdmin.name, "Portal Details")
  await checkDrawer(page, "Portal Details", (drawer) => drawer.getByRole("textbox", { name: "Name" }))
  await fromUserMenu(page, agencyAdmin.name, "Users")
  await checkDrawer(page, "Users", (drawer) => drawer.getByRole("grid", { name: "Users" }).getByRole("row").nth(1))
  await fromUserMenu(page, agencyAdmin.name, "Module Audit")
  await checkDrawer(page, "Module Audit", (drawer) => drawer.getByRole("button", { name: "Run audit" }))
  // The billing drawer over a PRO portal (Acme) is its 'Portals' view: there is nothing to upgrade (spec 1 section 6).
  await fromUserMenu(page, agencyAdmin.name, "Portals")
  await checkDrawer(page, "Portals", (drawer) => drawer.getByRole("list", { name: "Portals" }).getByRole("listitem").first())
})
