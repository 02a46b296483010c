// Journeys: a saved layout and a history entry open as what they are (name, date, author, the modules,
// files and pages they hold), not raw JSON; an item that does not exist says it could not be opened.
import { type APIRequestContext, type Page } from "@playwright/test"

import { logIn, portalCard } from "./support/app.ts"
import { agencyAdmin } from "./support/demo-accounts.ts"
import { expect, test } from "./support/fixtures.ts"

test.setTimeout(120_000)

const token = async (request: APIRequestContext) => {
  const login = await request.post("/auth/api/v2/login", { data: { email: agencyAdmin.email, password: agencyAdmin.password } })
  return ((await login.json()) as { data: { token: string } }).data.token
}

const openAcme = async (page: Page) => {
  await logIn(page, agencyAdmin)
  await portalCard(page, "Acme Portal").click()
  await expect(page.getByRole("heading", { name: "Acme Portal", level: 1 })).toBeVisible({ timeout: 20_000 })
  return Number(/\/portals-main\/(\d+)/.exec(page.url())?.[1])
}

test("a layout opens with its modules, files and pages; a history entry with its author and module", async ({ page, request }) => {
  const portalId = await openAcme(page)
  const auth = { Authorization: `Bearer ${await token(request)}` }
  const content = {
    modules: [{ key: "hero-banner", name: "Hero Banner", version: "1.2.0" }, "faq"],
    files: ["css/main.css"],
    pages: [{ name: "Home" }]
  }
  const layout = await request.post("/module/api/v2/layouts", { headers: auth, data: { portal: portalId, name: "H4 Landing", content } })
  expect(layout.status()).toBe(201)
  const layoutId: number = (await layout.json()).data.id
  const entry = await request.post("/module/api/v2/histories", {
    headers: auth,
    data: {
      portal: portalId,
      name: "H4 upgrade of the timeline",
      status_label: "Upgraded",
      payload: { module: "timeline", version: "2.0.0", previous_version: "1.0.0" }
    }
  })
  expect(entry.status()).toBe(201)
  const historyId: number = (await entry.json()).data.id

  await page.goto(`/portals-main/${portalId}/${layoutId}/1`)
  const view = page.getByRole("region", { name: "Layout: H4 Landing" })
  await expect(view).toBeVisible({ timeout: 20_000 })
  await expect(view.getByRole("region", { name: "Modules" })).toContainText("Hero Banner 1.2.0")
  await expect(view.getByRole("region", { name: "Files" })).toContainText("css/main.css")
  await expect(view.getByRole("region", { name: "Pages" })).toContainText("Home")
  await expect(view).not.toContainText("{")

  await page.goto(`/portals-main/${portalId}/${historyId}/2`)
  const history = page.getByRole("region", { name: "History: H4 upgrade of the timeline" })
  await expect(history).toBeVisible({ timeout: 20_000 })
  await expect(history).toContainText("Upgraded")
  await expect(history).toContainText(agencyAdmin.name)
  await expect(history).toContainText("1.0.0")
  await expect(history.getByRole("region", { name: "Modules" })).toContainText("timeline 2.0.0")
})

test("an item that does not exist says it could not be opened", async ({ page }) => {
  const portalId = await openAcme(page)
  await page.goto(`/portals-main/${portalId}/987654/1`)
  await expect(page.getByText("This item could not be opened.")).toBeVisible({ timeout: 20_000 })
})
