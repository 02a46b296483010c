// Journey: an agency admin reads what changed in the agency and its portals. An audit of Acme Staging is run (as
// the admin, through the API); the admin opens Agency activity from the user menu, finds the entry with their name and
// the portal, narrows the list by kind and portal (kept in the address over a reload), and downloads it as CSV.
// A plain user of the agency has no Agency activity entry. Each journey has its own server and demo data.
import { readFileSync } from "node:fs"

import { portalIdByName } from "./support/api.ts"
import { logIn, openUserMenu } from "./support/app.ts"
import { agencyAdmin, demoUser } from "./support/demo-accounts.ts"
import { expect, test } from "./support/fixtures.ts"

const PORTAL = "Acme Staging"

test("an agency admin finds who audited a portal in Agency activity, filters it, and downloads it as CSV", async ({ page, request }) => {
  test.setTimeout(120_000)
  const portalId = await portalIdByName(request, agencyAdmin, PORTAL)
  const login = await request.post("/auth/api/v2/login", { data: { email: agencyAdmin.email, password: agencyAdmin.password } })
  const token = ((await login.json()) as { data: { token: string } }).data.token
  const audit = await request.post(`/portal/api/v2/portals/${portalId}/audit`, { headers: { authorization: `Bearer ${token}` } })
  expect(audit.status(), await audit.text()).toBe(200)

  await logIn(page, agencyAdmin)
  const menu = await openUserMenu(page, agencyAdmin.name)
  await menu.getByRole("menuitem", { name: "Agency activity", exact: true }).click()
  const drawer = page.getByRole("dialog", { name: "Agency activity" })
  const table = drawer.getByRole("grid", { name: "Agency activity" }).or(drawer.getByRole("table", { name: "Agency activity" }))
  const audited = table.getByRole("row").filter({ hasText: "portal.audited" })
  await expect(audited).toHaveCount(1, { timeout: 15_000 })
  await expect(audited).toContainText(agencyAdmin.name)
  await expect(audited).toContainText(PORTAL)

  // By keyboard: the kind filter, then the portal filter.
  await drawer.getByRole("button", { name: / Kind$/ }).focus()
  await page.keyboard.press("Enter")
  await page.getByRole("option", { name: "Modules", exact: true }).press("Enter")
  await expect(page).toHaveURL(/activity_kind=module(&|$)/)
  await expect(
    drawer.getByText("No activity matches these filters.").or(table.getByRole("row").filter({ hasText: "module." }).first())
  ).toBeVisible()
  await expect(table.getByRole("row").filter({ hasText: "portal.audited" })).toHaveCount(0)

  await drawer.getByRole("button", { name: / Kind$/ }).click()
  await page.getByRole("option", { name: /^Portals/ }).click()
  await drawer.getByRole("button", { name: / Portal$/ }).click()
  await page.getByRole("option", { name: PORTAL, exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`activity_portal=${portalId}`))
  await expect(audited).toHaveCount(1)

  // The filters are in the address: a reload shows the same list.
  await page.reload()
  await expect(page.getByRole("dialog", { name: "Agency activity" }).getByRole("row").filter({ hasText: "portal.audited" })).toHaveCount(
    1,
    {
      timeout: 15_000
    }
  )

  const [download] = await Promise.all([page.waitForEvent("download"), drawer.getByRole("button", { name: "Download CSV" }).click()])
  expect(download.suggestedFilename()).toMatch(/^activity-demo-agency-\d{4}-\d{2}-\d{2}\.csv$/)
  const csv = readFileSync((await download.path())!, "utf8").split("\r\n")
  expect(csv[0]).toBe("time,event,person,portal,details")
  expect(csv.filter((line) => line.includes("portal.audited") && line.includes(PORTAL) && line.includes(agencyAdmin.name))).toHaveLength(1)
  expect(csv.filter((line) => line !== "" && !line.includes(PORTAL))).toEqual(["time,event,person,portal,details"])
})

test("a plain user of the agency has no Agency activity in the user menu", async ({ page }) => {
  await logIn(page, demoUser)
  const menu = await openUserMenu(page, demoUser.name)
  await expect(menu.getByRole("menuitem", { name: "Account Details" })).toBeVisible()
  await expect(menu.getByRole("menuitem", { name: "Agency activity", exact: true })).toHaveCount(0)
})
