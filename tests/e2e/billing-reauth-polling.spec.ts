// Journeys (the browser never waits forever): the Re-authorization modal with the realtime
// socket blocked. Zenith Portal's grant is renewed without the hubdb scope first, so a HubDB module
// (Location Finder) answers 40010 and Reauthorize opens the consent tab and the modal.
// - Failure: nobody grants. The modal keeps trying quietly and, after a minute, says the permissions have
//   not reached us with 'Check again'; that tries the install again, which asks for permissions again.
// - Success: the grant is given outside this browser (so neither reauth.complete nor the consent tab's
//   word reaches the page); the modal's quiet tries (the first after 5 s) find it, the modal closes and
//   the module installs.
// README, 'The browser never waits forever': first try after 5 s, the final message after a minute.
import { type Page } from "@playwright/test"

import { portalIdByName } from "./support/api.ts"
import { logIn, portalCard } from "./support/app.ts"
import { agencySession } from "./support/credits.ts"
import { renewCrmGrant } from "./support/crm-grant.ts"
import { zenithAdmin } from "./support/demo-accounts.ts"
import { expect, test } from "./support/fixtures.ts"

const HUB_ID = 20003001
const PORTAL = "Zenith Portal"
const HUBDB_MODULE = "Location Finder"
// Both name the permission the grant lacks.
const WAITING_TEXT =
  "Please complete the re-authorization in the new tab to grant the HubDB permission this module needs. This window closes when it is done."
const SLOW_TEXT = "The HubDB permission has not reached us yet. If you finished in the other tab, check again."
const FIRST_TRY_MS = 5_000
const GIVE_UP_MS = 60_000

const grant = async (request: Parameters<typeof agencySession>[0], hubdb: boolean, purpose: "reconnect" | "reauthorise") => {
  const { token } = await agencySession(request, zenithAdmin)
  const portalId = await portalIdByName(request, zenithAdmin, PORTAL)
  await renewCrmGrant(request, { token, portalId, hubId: HUB_ID, purpose, hubdb })
}

test.beforeEach(async ({ request }) => {
  await grant(request, false, "reconnect")
})

/** Blocks every WebSocket of the page, opens Zenith Portal, presses Install on the HubDB module and Reauthorize. */
const startReauthorization = async (page: Page) => {
  await page.routeWebSocket(/.*/, () => undefined)
  await logIn(page, zenithAdmin)
  await portalCard(page, PORTAL).click()
  await expect(page.getByRole("heading", { name: PORTAL, level: 1 })).toBeVisible()
  await page.getByRole("button", { name: "Modules", exact: true }).click()
  const drawer = page.getByRole("dialog", { name: "Modules" })
  await drawer.getByRole("searchbox", { name: "Search modules" }).fill(HUBDB_MODULE)
  const row = drawer.getByRole("list", { name: "Modules" }).getByRole("listitem", { name: HUBDB_MODULE, exact: true })
  await row.getByRole("button", { name: "Install" }).click()
  const warning = page.getByRole("alertdialog", { name: "Additional Permissions Required" })
  await expect(warning).toContainText("To use a module that requires HubDB, you need to grant additional OAuth permissions.", {
    timeout: 20_000
  })
  const [tab] = await Promise.all([page.context().waitForEvent("page"), warning.getByRole("button", { name: "Reauthorize" }).click()])
  const modal = page.getByRole("dialog", { name: "Re-authorization" })
  await expect(modal).toContainText(WAITING_TEXT)
  const openedAt = Date.now()
  await expect(tab).toHaveURL(/\/sandbox\/hubspot\/oauth\/authorize/, { timeout: 20_000 })
  return { row, modal, tab, openedAt }
}

test("with the socket blocked and no grant, the modal says after a minute that the permissions have not arrived, and Check again asks again", async ({
  page
}) => {
  // The page's clock runs as usual but can be moved on: the minute passes without the journey waiting it out.
  await page.clock.install()
  const { modal, tab } = await startReauthorization(page)
  // The payer closes the consent tab without granting.
  await tab.close()

  const slow = modal.getByRole("status").filter({ hasText: SLOW_TEXT })
  // Not before the documented minute: ten seconds short of it, the modal is still trying.
  await page.clock.fastForward(GIVE_UP_MS - 10_000)
  await expect(modal.getByRole("progressbar")).toBeVisible()
  await expect(slow).toHaveCount(0)
  await page.clock.fastForward(10_000)
  await expect(slow).toBeVisible()
  await expect(modal.getByRole("progressbar")).toHaveCount(0)

  await modal.getByRole("button", { name: "Check again" }).click()
  await expect(modal).toHaveCount(0)
  await expect(page.getByRole("alertdialog", { name: "Additional Permissions Required" })).toBeVisible({ timeout: 20_000 })
})

test("with the socket blocked, a grant given elsewhere is found by the modal's quiet tries: it closes and the module installs", async ({
  page,
  request
}) => {
  test.setTimeout(180_000)
  const { row, modal, tab, openedAt } = await startReauthorization(page)
  await tab.close()
  // Granted outside this browser: no realtime event (blocked) and no word from a consent tab of this browser.
  await grant(request, true, "reauthorise")
  const grantedAt = Date.now()

  await expect(page.getByText(`${HUBDB_MODULE} has been installed`)).toBeVisible({ timeout: 30_000 })
  await expect(modal).toHaveCount(0)
  // Found by a try at least 5 s after the modal opened, well before the minute's final message.
  expect(Date.now() - openedAt).toBeGreaterThanOrEqual(FIRST_TRY_MS)
  expect(Date.now() - grantedAt).toBeLessThan(GIVE_UP_MS)
  await expect(row.getByRole("button", { name: "Installed" })).toBeVisible()
  await expect(page.getByText(SLOW_TEXT)).toHaveCount(0)
})
