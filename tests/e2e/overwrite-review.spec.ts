// Journey: a module file that was edited in HubSpot (through the sandbox's source-code API, as the design manager
// would) is not overwritten by an upgrade without the user's choice. The journey owns its data: Countdown Timer
// on Acme Staging, which no other journey uses, is put back to 1.0.0 through a History entry of its own (so the
// Modules drawer offers 1.1.0), then its module.html is edited on the line the upgrade also changes, plus a line
// of its own at the end. The user cancels once (the file stays as the portal holds it), then merges line by
// line, resolves the conflict by keyboard, and the portal's file holds the merged text.
import type { APIRequestContext, Page } from "@playwright/test"

import { logIn, portalCard } from "./support/app.ts"
import { expectNoSeriousViolations } from "./support/axe.ts"
import { readCrmFile, writeCrmFile } from "./support/crm-files.ts"
import { agencyAdmin } from "./support/demo-accounts.ts"
import { expect, test } from "./support/fixtures.ts"

const PORTAL = "Acme Staging"
const KEY = "el-countdown"
const MODULE = "Countdown Timer"

/** Acme Staging (each journey has a fresh copy of the demo data) with Countdown Timer at 1.0.0. */
const moduleAtOldVersion = async (request: APIRequestContext) => {
  const login = await request.post("/auth/api/v2/login", { data: { email: agencyAdmin.email, password: agencyAdmin.password } })
  expect(login.status()).toBe(200)
  const headers = { authorization: `Bearer ${((await login.json()) as { data: { token: string } }).data.token}` }
  const list = await request.get("/portal/api/v2/portals", { params: { keyword: PORTAL, limit: 100 }, headers })
  const portal = (
    (await list.json()) as { data: ReadonlyArray<{ id: number; name: string; hub_id: number; custom_installation: string }> }
  ).data.find((candidate) => candidate.name === PORTAL)!
  const entry = await request.post("/module/api/v2/histories", {
    headers,
    data: { portal: portal.id, name: `${MODULE} 1.0.0`, status_label: "Installed", payload: { module: KEY, version: "1.0.0" } }
  })
  expect(entry.status(), await entry.text()).toBe(201)
  const historyId = ((await entry.json()) as { data: { id: number } }).data.id
  // Not installed on the fresh demo data: the restore installs 1.0.0.
  const restore = await request.post(`/module/api/v2/histories/${historyId}/restore`, { headers, data: {} })
  expect(restore.status(), await restore.text()).toBe(200)
  return { hubId: portal.hub_id, path: `${portal.custom_installation}/modules/${KEY}.module/module.html` }
}

const upgradeButton = async (page: Page) => {
  const drawer = page.getByRole("dialog", { name: "Modules" })
  await drawer.getByRole("searchbox", { name: "Search modules" }).fill(MODULE)
  const list = drawer.getByRole("list", { name: "Modules" })
  await expect(list.getByRole("listitem")).toHaveCount(1)
  return list.getByRole("listitem", { name: MODULE, exact: true }).getByRole("button", { name: `Upgrade Module ${MODULE}` })
}

test("an upgrade over a file edited in HubSpot asks first: Cancel keeps it, a merge writes the merged text", async ({
  page,
  request,
  baseURL
}) => {
  test.setTimeout(150_000)
  const { hubId, path } = await moduleAtOldVersion(request)
  const installed = await readCrmFile(request, baseURL ?? "", hubId, path)
  expect(installed).toContain(`<!-- ${MODULE} 1.0.0 -->`)
  const stamp = Date.now()
  const headLine = `<!-- ${MODULE} 1.0.0, edited in HubSpot ${stamp} -->`
  const tailLine = `<!-- kept from HubSpot ${stamp} -->`
  const edited = `${installed.replace(`<!-- ${MODULE} 1.0.0 -->`, headLine)}${tailLine}\n`
  await writeCrmFile(request, baseURL ?? "", hubId, path, edited)

  await logIn(page, agencyAdmin)
  await portalCard(page, PORTAL).click()
  await expect(page.getByRole("heading", { name: PORTAL, level: 1 })).toBeVisible()
  await page
    .getByRole("button", { name: /^Modules/ })
    .first()
    .click()

  // Cancel: nothing is written.
  await (await upgradeButton(page)).click()
  const review = page.getByRole("dialog", { name: "Edited in HubSpot" })
  await expect(review).toBeVisible({ timeout: 30_000 })
  const file = review.getByRole("region", { name: MODULE })
  await expect(file).toContainText(path)
  await expect(file).toContainText("Installed 1.0.0 · Portal now · New 1.1.0")
  await expect(file.getByRole("group", { name: "Portal now" })).toContainText(tailLine)
  await expect(review.getByRole("button", { name: "Continue" })).toBeDisabled()
  await expectNoSeriousViolations(page, "the Edited in HubSpot review")
  await review.getByRole("button", { name: "Cancel" }).click()
  await expect(review).toHaveCount(0)
  expect(await readCrmFile(request, baseURL ?? "", hubId, path)).toBe(edited)
  await expect(await upgradeButton(page)).toBeVisible()

  // Merge: the heading line both changed is a conflict, resolved by keyboard; the portal's own last line stays.
  await (await upgradeButton(page)).click()
  await expect(review).toBeVisible({ timeout: 30_000 })
  await review.getByRole("radio", { name: /Merge line by line/ }).focus()
  await page.keyboard.press("Space")
  const conflict = review.getByRole("radiogroup", { name: "Resolve conflict 1 of 1" })
  await expect(review.getByText("0 of 1 conflict resolved.")).toBeVisible()
  await expect(review.getByRole("button", { name: "Continue" })).toBeDisabled()
  await expectNoSeriousViolations(page, "the review's line-by-line merge")
  await conflict.getByRole("radio", { name: "Portal now" }).focus()
  await page.keyboard.press("ArrowRight")
  await expect(conflict.getByRole("radio", { name: "New 1.1.0" })).toBeChecked()
  await expect(review.getByText("1 of 1 conflict resolved.")).toBeVisible()
  const proceed = review.getByRole("button", { name: "Continue" })
  await expect(proceed).toBeEnabled()
  await proceed.focus()
  await page.keyboard.press("Enter")
  await expect(page.getByText(`${MODULE} has been upgraded`)).toBeVisible({ timeout: 30_000 })

  const merged = await readCrmFile(request, baseURL ?? "", hubId, path)
  expect(merged).toContain(`<!-- ${MODULE} 1.1.0 -->`)
  expect(merged).not.toContain(headLine)
  expect(merged).toContain(tailLine)
  expect(merged).toBe(`${installed.replace(`<!-- ${MODULE} 1.0.0 -->`, `<!-- ${MODULE} 1.1.0 -->`)}${tailLine}\n`)
})
