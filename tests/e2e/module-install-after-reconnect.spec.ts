// Journey on Beacon Portal (hub 20001002), its CRM app uninstalled in the sandbox HubSpot: a
// module Install meets the revoked grant (40001), the browser leaves for the consent page, and after the
// round trip the Modules drawer is open again and the same Install has run, once. The consent withholds
// hubdb and Beacon ends reconnected, as in reconnect.spec and crm-connection-revoked.spec. Icon List is a free
// module no other journey installs.
import { type Page } from "@playwright/test"

import { portalIdByName } from "./support/api.ts"
import { logIn, portalCard } from "./support/app.ts"
import { agencyAdmin } from "./support/demo-accounts.ts"
import { expect, test } from "./support/fixtures.ts"

const HUB_ID = 20001002
const MODULE = "Icon List"

const uninstallApp = async (page: Page) => {
  await page.goto(`/sandbox/hubspot/settings/${HUB_ID}/connected-apps`)
  await expect(page.getByRole("heading", { name: "Connected apps" })).toBeVisible({ timeout: 20_000 })
  await page.getByRole("button", { name: "Uninstall" }).click()
  await expect(page.getByRole("status")).toContainText("was uninstalled", { timeout: 20_000 })
}

test("an interrupted module Install runs again, once, in the reopened Modules drawer after the reconnect", async ({ page, request }) => {
  test.setTimeout(150_000)
  const beacon = await portalIdByName(request, agencyAdmin, "Beacon Portal")
  const installs: Array<string> = []
  page.on("request", (sent) => {
    if (sent.method() === "POST" && new URL(sent.url()).pathname === "/module/api/v2/modules/install") installs.push(sent.url())
  })
  await uninstallApp(page)
  await logIn(page, agencyAdmin)
  await portalCard(page, "Beacon Portal").click()
  await expect(page.getByRole("heading", { name: "Beacon Portal", level: 1 })).toBeVisible({ timeout: 20_000 })

  await page.getByRole("button", { name: "Modules", exact: true }).click()
  const drawer = page.getByRole("dialog", { name: "Modules" })
  await drawer.getByRole("searchbox", { name: "Search modules" }).fill(MODULE)
  const row = drawer.getByRole("list", { name: "Modules" }).getByRole("listitem", { name: MODULE, exact: true })
  await row.getByRole("button", { name: /^Install / }).click({ timeout: 30_000 })

  // 40001: off to the consent page (hubdb withheld), and back into Beacon's editor.
  await expect(page).toHaveURL(/\/sandbox\/hubspot\/oauth\/authorize/, { timeout: 30_000 })
  await expect(page.getByRole("heading", { name: "Choose an account" })).toBeVisible({ timeout: 20_000 })
  // The press's calls (the file check, perhaps the install) were made before the browser left.
  const beforeReturn = installs.length
  await page.getByLabel(new RegExp(`Hub ID ${HUB_ID}`)).check()
  await page.getByLabel(/optional hubdb scope/).uncheck()
  await page.getByRole("button", { name: "Grant access" }).click()
  await expect(page).toHaveURL(`/portals-main/${beacon}`, { timeout: 30_000 })

  // The drawer opens by itself and the Install runs without another press.
  await expect(page.getByText(`The portal was reconnected. Resuming: Install ${MODULE}`)).toBeVisible({ timeout: 30_000 })
  const reopened = page.getByRole("dialog", { name: "Modules" })
  await expect(reopened).toBeVisible({ timeout: 20_000 })
  await expect(page.getByText(`${MODULE} has been installed`)).toBeVisible({ timeout: 30_000 })
  await reopened.getByRole("searchbox", { name: "Search modules" }).fill(MODULE)
  await expect(
    reopened
      .getByRole("list", { name: "Modules" })
      .getByRole("listitem", { name: MODULE, exact: true })
      .getByRole("button", { name: `${MODULE} installed` })
  ).toBeVisible({ timeout: 20_000 })
  // After the round trip the Install was sent once, never twice.
  expect(installs.length - beforeReturn).toBe(1)

  // A reload of the editor runs nothing again.
  await page.reload()
  await expect(page.getByRole("heading", { name: "Beacon Portal", level: 1 })).toBeVisible({ timeout: 20_000 })
  // Whatever the reload would start has started once the page is quiet.
  await page.waitForLoadState("networkidle")
  await expect(page.getByRole("dialog", { name: "Modules" })).toHaveCount(0)
  expect(installs.length - beforeReturn).toBe(1)
})
