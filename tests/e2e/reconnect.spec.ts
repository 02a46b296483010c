// Journeys on Beacon Portal (Core, hub 20001002, seeded without the hubdb scope):
// 1. reconnect: the app is uninstalled in the sandbox CRM, so the next CRM call of an install answers
//    40001; the browser goes through the consent page and back to Beacon's editor, where the install resumes.
// 2. reauthorise: a HubDB module answers 40010; Reauthorize opens the consent page in a new tab, hubdb is
//    granted there, and the Reauth modal in the first tab closes by realtime while the install runs again.
// Consent in journey 1 withholds hubdb, so journey 2 still finds Beacon without it.
import { type Page } from "@playwright/test"

import { portalIdByName } from "./support/api.ts"
import { logIn, portalCard } from "./support/app.ts"
import { agencyAdmin } from "./support/demo-accounts.ts"
import { expect, test } from "./support/fixtures.ts"

const HUB_ID = 20001002
const FREE_MODULE = "Feature Grid"
const HUBDB_MODULE = "Location Finder"

const openModules = async (page: Page) => {
  await page.getByRole("button", { name: "Modules", exact: true }).click()
  return page.getByRole("dialog", { name: "Modules" })
}

const moduleRow = async (page: Page, name: string) => {
  const drawer = await openModules(page)
  await drawer.getByRole("searchbox", { name: "Search modules" }).fill(name)
  return drawer.getByRole("list", { name: "Modules" }).getByRole("listitem", { name, exact: true })
}

const openBeacon = async (page: Page) => {
  await logIn(page, agencyAdmin)
  await portalCard(page, "Beacon Portal").click()
  await expect(page.getByRole("heading", { name: "Beacon Portal", level: 1 })).toBeVisible()
}

test("reconnect: after the app is uninstalled in the CRM, an install goes through the consent page and then works", async ({
  page,
  request
}) => {
  const beacon = await portalIdByName(request, agencyAdmin, "Beacon Portal")

  await page.goto(`/sandbox/hubspot/settings/${HUB_ID}/connected-apps`)
  await expect(page.getByRole("heading", { name: "Connected apps" })).toBeVisible()
  await page.getByRole("button", { name: "Uninstall" }).click()
  await expect(page.getByRole("status")).toContainText("was uninstalled")

  await openBeacon(page)
  const row = await moduleRow(page, FREE_MODULE)
  await row.getByRole("button", { name: "Install" }).click()

  // 40001: the app sends the browser to the sandbox consent page to reconnect the portal.
  await expect(page).toHaveURL(/\/sandbox\/hubspot\/oauth\/authorize/, { timeout: 20_000 })
  await expect(page.getByRole("heading", { name: "Choose an account" })).toBeVisible()
  await page.getByLabel(new RegExp(`Hub ID ${HUB_ID}`)).check()
  await page.getByLabel(/optional hubdb scope/).uncheck()
  await page.getByRole("button", { name: "Grant access" }).click()

  // Back through /hubspot/callback into Beacon's editor.
  await expect(page).toHaveURL(`/portals-main/${beacon}`, { timeout: 20_000 })
  await expect(page.getByRole("heading", { name: "Beacon Portal", level: 1 })).toBeVisible()

  // The interrupted Install resumes by itself in the reopened Modules drawer, not left for the user to start again (see module-install-after-reconnect).
  await expect(page.getByText(`The portal was reconnected. Resuming: Install ${FREE_MODULE}`)).toBeVisible({ timeout: 30_000 })
  await expect(page.getByText(`${FREE_MODULE} has been installed`)).toBeVisible({ timeout: 30_000 })
  const drawer = page.getByRole("dialog", { name: "Modules" })
  await drawer.getByRole("searchbox", { name: "Search modules" }).fill(FREE_MODULE)
  const again = drawer.getByRole("list", { name: "Modules" }).getByRole("listitem", { name: FREE_MODULE, exact: true })
  await expect(again.getByRole("button", { name: "Installed" })).toBeVisible({ timeout: 20_000 })
})

test("reauthorise: a HubDB module asks for more permissions, granted in a new tab; the modal closes by realtime and the module installs", async ({
  page,
  context
}) => {
  // The realtime frames the first tab receives (both reauth.complete and module-install are expected).
  const events: Array<string> = []
  page.on("websocket", (socket) =>
    socket.on("framereceived", ({ payload }) => {
      const event = /"event":"([^"]+)"/.exec(typeof payload === "string" ? payload : payload.toString())?.[1]
      if (event !== undefined) events.push(event)
    })
  )
  await openBeacon(page)
  const row = await moduleRow(page, HUBDB_MODULE)
  await row.getByRole("button", { name: "Install" }).click()

  const warning = page.getByRole("alertdialog", { name: "Additional Permissions Required" })
  await expect(warning).toContainText("To use a module that requires HubDB, you need to grant additional OAuth permissions.", {
    timeout: 20_000
  })
  const [tab] = await Promise.all([context.waitForEvent("page"), warning.getByRole("button", { name: "Reauthorize" }).click()])

  const modal = page.getByRole("dialog", { name: "Re-authorization" })
  await expect(modal).toBeVisible()
  // It names the permission the new tab asks for.
  await expect(modal).toContainText("grant the HubDB permission this module needs")
  await expect(modal.getByRole("progressbar")).toBeVisible()

  // The new tab: the consent page for Beacon's hub, with hubdb granted this time.
  await expect(tab).toHaveURL(/\/sandbox\/hubspot\/oauth\/authorize/, { timeout: 20_000 })
  await tab.getByLabel(new RegExp(`Hub ID ${HUB_ID}`)).check()
  await expect(tab.getByLabel(/optional hubdb scope/)).toBeChecked()
  await tab.getByRole("button", { name: "Grant access" }).click()
  await expect(tab.getByText("Permissions updated. You can close this tab.")).toBeVisible({ timeout: 20_000 })
  await tab.close()

  // reauth.complete by realtime: the modal closes and the install runs again without another click.
  await expect(modal).toHaveCount(0, { timeout: 20_000 })
  await expect(page.getByText(`${HUBDB_MODULE} has been installed`)).toBeVisible({ timeout: 30_000 })
  await expect(row.getByRole("button", { name: "Installed" })).toBeVisible()
  expect(events).toEqual(expect.arrayContaining(["reauth.complete", "module-install"]))
})
