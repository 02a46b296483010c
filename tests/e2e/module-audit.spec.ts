// Journey: someone edits an installed module's file in the portal's HubSpot design manager (the sandbox's
// source-code API); the agency admin opens Module Audit from the user menu in Acme Staging's editor, runs the audit, sees the file as
// edited in HubSpot, opens its line diff by keyboard and comes back to the list. The journey installs its own
// module file (el-divider) and edits only that file.
import type { APIRequestContext } from "@playwright/test"

import { logIn, openUserMenu, portalCard } from "./support/app.ts"
import { readCrmFile, writeCrmFile } from "./support/crm-files.ts"
import { agencyAdmin } from "./support/demo-accounts.ts"
import { expect, test } from "./support/fixtures.ts"

const MODULE = "el-divider"
const PORTAL = "Acme Staging"

interface AuditAnswer {
  readonly data: { readonly files: ReadonlyArray<{ readonly path: string; readonly owner_key: string; readonly state: string }> }
}

/** Acme Staging's id and hub id, with the module installed and one of its files as the app wrote it. */
const installedFile = async (request: APIRequestContext) => {
  const login = await request.post("/auth/api/v2/login", { data: { email: agencyAdmin.email, password: agencyAdmin.password } })
  expect(login.status()).toBe(200)
  const headers = { authorization: `Bearer ${((await login.json()) as { data: { token: string } }).data.token}` }
  const list = await request.get("/portal/api/v2/portals", { params: { keyword: PORTAL, limit: 100 }, headers })
  const portal = ((await list.json()) as { data: ReadonlyArray<{ id: number; name: string; hub_id: number }> }).data.find(
    (candidate) => candidate.name === PORTAL
  )!
  // Installed now, or already by an earlier run of this journey on the same server.
  const install = await request.post("/module/api/v2/modules/install", { data: { module: MODULE, portal: portal.id }, headers })
  expect(install.status(), await install.text()).toBeLessThan(500)
  const audit = await request.post(`/portal/api/v2/portals/${portal.id}/audit`, { headers })
  expect(audit.status(), await audit.text()).toBe(200)
  const file = ((await audit.json()) as AuditAnswer).data.files.find((entry) => entry.owner_key === MODULE && entry.state !== "missing")
  expect(file, "the module's files are in the portal's folder").toBeDefined()
  return { hubId: portal.hub_id, path: file!.path }
}

test("an edit made in HubSpot shows in Module Audit, with its line diff", async ({ page, request, baseURL }) => {
  test.setTimeout(120_000)
  const { hubId, path } = await installedFile(request)
  const mark = `<!-- edited in HubSpot ${Date.now()} -->`
  const before = await readCrmFile(request, baseURL ?? "", hubId, path)
  await writeCrmFile(request, baseURL ?? "", hubId, path, `${before}\n${mark}`)

  await logIn(page, agencyAdmin)
  await portalCard(page, PORTAL).click()
  await expect(page.getByRole("heading", { name: PORTAL, level: 1 })).toBeVisible()
  const menu = await openUserMenu(page, agencyAdmin.name)
  await menu.getByRole("menuitem", { name: "Module Audit", exact: true }).click()
  const drawer = page.getByRole("dialog", { name: "Module Audit" })
  await drawer.getByRole("button", { name: "Run audit" }).click()

  const edited = drawer.getByRole("button", { name: new RegExp(`${path.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}.*Edited in HubSpot`) })
  await expect(edited).toBeVisible({ timeout: 30_000 })
  await edited.focus()
  await page.keyboard.press("Enter")
  await expect(drawer.getByRole("region", { name: `${path}, Edited in HubSpot` })).toBeVisible()
  await expect(drawer.getByRole("list", { name: "Line changes" })).toContainText(mark)
  const back = drawer.getByRole("button", { name: "← Back" })
  await expect(back).toBeFocused()
  await page.keyboard.press("Enter")
  await expect(edited).toBeFocused()
})
