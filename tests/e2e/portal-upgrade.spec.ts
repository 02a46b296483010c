// Journey: upgrade a portal's version. Beacon Portal is seeded at theme version 4.1.0; the
// agency admin sees the upgrade notice in its editor, opens /sr-upgrade and cancels back to the editor,
// closes the notice (it stays closed on the portal's screens), reviews the release notes and the files on
// /sr-upgrade (a file Beacon already holds at its new version is not listed as a change), runs the upgrade
// (a durable batch writing the files into the sandbox CRM) and goes back to the editor, which shows the
// new version and no notice.
import { type Page } from "@playwright/test"

import { portalIdByName } from "./support/api.ts"
import { logIn, portalCard } from "./support/app.ts"
import { agencyAdmin } from "./support/demo-accounts.ts"
import { expect, test } from "./support/fixtures.ts"

const NOTICE = "A new version of your portal's theme is available"

const versionShown = (page: Page) => page.locator("dt", { hasText: /^Version$/ }).locator("xpath=following-sibling::dd[1]")

test("an agency admin upgrades Beacon's version and the editor shows the new one", async ({ page, request }) => {
  // Beacon already holds css/main.css at 2.0.0, the version the upgrade would write.
  const beacon = await portalIdByName(request, agencyAdmin, "Beacon Portal")
  const login = await request.post("/auth/api/v2/login", { data: { email: agencyAdmin.email, password: agencyAdmin.password } })
  const headers = { Authorization: `Bearer ${((await login.json()) as { data: { token: string } }).data.token}` }
  expect((await request.post("/portal/api/v2/files/install", { headers, data: { file: "css/main.css", portal: beacon } })).status()).toBe(
    200
  )

  await logIn(page, agencyAdmin)
  await portalCard(page, "Beacon Portal").click()
  await expect(page.getByRole("heading", { name: "Beacon Portal", level: 1 })).toBeVisible()
  const editorPath = new URL(page.url()).pathname
  await expect(versionShown(page)).toHaveText("4.1.0")
  await expect(page.getByText(NOTICE)).toBeVisible()

  // /sr-upgrade's Cancel goes back where the user came from.
  await page.getByRole("button", { name: "Upgrade portal" }).click()
  await expect(page).toHaveURL(/\/sr-upgrade\?portal=\d+$/)
  await page.getByRole("button", { name: "Cancel", exact: true }).click()
  await expect(page).toHaveURL(editorPath)

  // The notice closes, and stays closed on the portal's screens.
  await page.getByRole("button", { name: "Dismiss" }).click()
  await expect(page.getByText(NOTICE)).toHaveCount(0)
  await page.getByRole("link", { name: "Experiments (A/B tests)" }).click()
  await expect(page).toHaveURL(/\/experiments$/)
  await page.goBack()
  await expect(page.getByRole("heading", { name: "Beacon Portal", level: 1 })).toBeVisible()
  await expect(versionShown(page)).toHaveText("4.1.0")
  await expect(page.getByText(NOTICE)).toHaveCount(0)

  await page.goto(`/sr-upgrade?portal=${beacon}`)
  await expect(page.getByRole("heading", { name: "Upgrade Beacon Portal", level: 1 })).toBeVisible()
  await expect(page.getByText("Version 4.1.0 → 5.0.0")).toBeVisible()
  const notes = page.getByRole("region", { name: "Release notes" })
  await expect(notes).toContainText("4.2.0")
  await expect(notes).toContainText("Theme v5")
  const files = page.getByRole("region", { name: "Files that will change" })
  await expect(files).toContainText("js/main.js (new → 1.1.0)")
  await expect(files).not.toContainText("css/main.css")

  await page.getByRole("button", { name: "Upgrade", exact: true }).click()
  // The batch writes six files into the CRM one after another: allow for a busy machine.
  await expect(page.getByText("Your portal is up to date")).toBeVisible({ timeout: 60_000 })
  await page.getByRole("button", { name: "Back to the editor" }).click()

  await expect(page).toHaveURL(editorPath)
  await expect(page.getByRole("heading", { name: "Beacon Portal", level: 1 })).toBeVisible()
  await expect(versionShown(page)).toHaveText("5.0.0")
  await expect(page.getByText(NOTICE)).toHaveCount(0)
})
