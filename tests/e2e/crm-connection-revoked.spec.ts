// Journeys on Beacon Portal (hub 20001002): its CRM app is uninstalled in the sandbox HubSpot.
// 1. The editor asks the CRM when Beacon opens and shows a banner with Reconnect (reached by keyboard);
//    the consent round trip brings the browser back to Beacon, connected, focus on its heading.
// 2. Files → Add meets the revoked grant (40001): the browser leaves for the consent page, and after the
//    round trip the Files drawer is open again and the same Add has run (the file is Added).
// 3. A portal that fails to open shows the server's own message, not only the generic text.
// Each journey that uninstalls the app reconnects Beacon before it ends (hubdb withheld, as reconnect.spec).
import { type Page } from "@playwright/test"

import { portalIdByName } from "./support/api.ts"
import { logIn, portalCard } from "./support/app.ts"
import { agencyAdmin, northwindAdmin } from "./support/demo-accounts.ts"
import { expect, test } from "./support/fixtures.ts"

const HUB_ID = 20001002
const BANNER = "This portal must be reconnected to the CRM."

const uninstallApp = async (page: Page) => {
  await page.goto(`/sandbox/hubspot/settings/${HUB_ID}/connected-apps`)
  await expect(page.getByRole("heading", { name: "Connected apps" })).toBeVisible({ timeout: 20_000 })
  await page.getByRole("button", { name: "Uninstall" }).click()
  await expect(page.getByRole("status")).toContainText("was uninstalled", { timeout: 20_000 })
}

const grantOnConsentPage = async (page: Page) => {
  await expect(page).toHaveURL(/\/sandbox\/hubspot\/oauth\/authorize/, { timeout: 30_000 })
  await expect(page.getByRole("heading", { name: "Choose an account" })).toBeVisible({ timeout: 20_000 })
  await page.getByLabel(new RegExp(`Hub ID ${HUB_ID}`)).check()
  await page.getByLabel(/optional hubdb scope/).uncheck()
  await page.getByRole("button", { name: "Grant access" }).click()
}

const openBeacon = async (page: Page) => {
  await logIn(page, agencyAdmin)
  await portalCard(page, "Beacon Portal").click()
  await expect(page.getByRole("heading", { name: "Beacon Portal", level: 1 })).toBeVisible({ timeout: 20_000 })
}

test("a revoked connection is found when the portal opens: banner, Reconnect by keyboard, consent, back connected", async ({
  page,
  request
}) => {
  test.setTimeout(120_000)
  const beacon = await portalIdByName(request, agencyAdmin, "Beacon Portal")
  await uninstallApp(page)
  await openBeacon(page)
  // Focus went to the editor's heading, not the body.
  await expect(page.getByRole("heading", { name: "Beacon Portal", level: 1 })).toBeFocused({ timeout: 20_000 })

  // Before any CRM action, the editor already says so.
  const banner = page.getByRole("status").filter({ hasText: BANNER })
  await expect(banner).toBeVisible({ timeout: 30_000 })
  const reconnect = banner.getByRole("button", { name: "Reconnect" })
  await reconnect.focus()
  await expect(reconnect).toBeFocused()
  await page.keyboard.press("Enter")

  await grantOnConsentPage(page)
  await expect(page).toHaveURL(`/portals-main/${beacon}`, { timeout: 30_000 })
  const heading = page.getByRole("heading", { name: "Beacon Portal", level: 1 })
  await expect(heading).toBeVisible({ timeout: 20_000 })
  // The check ran again and found the new grant: no banner.
  await page
    .waitForResponse((response) => response.url().includes(`/oauth/hubspot/connection/${beacon}`), { timeout: 30_000 })
    .catch(() => undefined)
  await expect(page.getByText(BANNER)).toHaveCount(0, { timeout: 20_000 })
})

test("an interrupted Files → Add runs again in the reopened Files drawer after the reconnect", async ({ page, request }) => {
  test.setTimeout(150_000)
  const beacon = await portalIdByName(request, agencyAdmin, "Beacon Portal")
  await uninstallApp(page)
  await openBeacon(page)

  await page.getByRole("button", { name: "Files", exact: true }).click()
  let files = page.getByRole("dialog", { name: "Files" })
  const addable = files
    .getByRole("listitem")
    .filter({ has: page.getByRole("button", { name: /^Add / }) })
    .first()
  await expect(addable).toBeVisible({ timeout: 30_000 })
  const path = (await addable.getAttribute("aria-label")) ?? ""
  expect(path).not.toBe("")
  const name = path.split("/").pop() ?? path
  await addable.getByRole("button", { name: /^Add / }).click()

  // 40001: off to the consent page, and back.
  await grantOnConsentPage(page)
  await expect(page).toHaveURL(`/portals-main/${beacon}`, { timeout: 30_000 })
  await expect(page.getByText(`The portal was reconnected. Resuming: Add ${name}`)).toBeVisible({ timeout: 30_000 })
  files = page.getByRole("dialog", { name: "Files" })
  await expect(files).toBeVisible({ timeout: 20_000 })
  await expect(page.getByText(`${name} has been added!`)).toBeVisible({ timeout: 30_000 })
  await expect(files.getByRole("listitem", { name: path, exact: true }).getByRole("button", { name: "Added" })).toBeVisible({
    timeout: 20_000
  })
})

test("a portal that fails to open shows the server's message", async ({ page, request }) => {
  test.setTimeout(90_000)
  const beacon = await portalIdByName(request, agencyAdmin, "Beacon Portal")
  await logIn(page, agencyAdmin)
  // The server refuses the read with its own words (as a proxy or a maintenance window would).
  const message = "Beacon Portal is being moved to another data centre until 02:00 UTC."
  await page.route(`**/portal/api/v2/portals/${beacon}`, (route) =>
    route.fulfill({ status: 503, contentType: "application/json", body: JSON.stringify({ message }) })
  )
  await page.goto(`/portals-main/${beacon}`)
  await expect(page.getByRole("heading", { name: "This portal could not be opened.", level: 1 })).toBeVisible({ timeout: 30_000 })
  await expect(page.getByRole("main")).toContainText(message)
  await expect(page.getByRole("alert").filter({ hasText: message })).toBeVisible()
  await expect(page.getByRole("link", { name: "Back to portals" })).toBeVisible()

  // Failure path with the real server: a portal of another agency.
  await page.unroute(`**/portal/api/v2/portals/${beacon}`)
  const northwind = await portalIdByName(request, northwindAdmin, "Northwind Portal")
  await page.goto(`/portals-main/${northwind}`)
  await expect(page.getByRole("heading", { name: "This portal could not be opened.", level: 1 })).toBeVisible({ timeout: 30_000 })
  await expect(page.getByRole("main")).toContainText("You do not have permission to perform this action.")
})
