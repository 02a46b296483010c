// Journeys: first-party page views (spec 1 section 7). A user's navigation is recorded by the
// app's own endpoint (route patterns only), the super admin reads the counts in Settings → Page views;
// a browser sending Global Privacy Control sends nothing; a report that fails to load says so and retries.
import { type APIRequestContext, type Page, type Request } from "@playwright/test"

import { logIn, openUserMenu, portalCard } from "./support/app.ts"
import { demoUser, superAdmin } from "./support/demo-accounts.ts"
import { expect, test } from "./support/fixtures.ts"

const PORTAL_PATTERN = "/portals-main/$portal"

/** The super admin's 7-day count for a path, through the API (no browser, so no page view of its own). */
const viewsOf = async (request: APIRequestContext, path: string): Promise<number> => {
  const login = await request.post("/auth/api/v2/login", { data: { email: superAdmin.email, password: superAdmin.password } })
  const token: string = (await login.json()).data.token
  const report = await request.get("/auth/api/v2/page-views?days=7", { headers: { Authorization: `Bearer ${token}` } })
  expect(report.status()).toBe(200)
  const rows: ReadonlyArray<{ path: string; views: number }> = (await report.json()).data.paths
  return rows.find((row) => row.path === path)?.views ?? 0
}

const beaconsOf = (page: Page): Array<Request> => {
  const sent: Array<Request> = []
  page.on("request", (request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname === "/auth/api/v2/page-views") sent.push(request)
  })
  return sent
}

const openAcmePortal = async (page: Page) => {
  await logIn(page, demoUser)
  await portalCard(page, "Acme Portal").click()
  await expect(page).toHaveURL(/\/portals-main\/\d+$/, { timeout: 30_000 })
}

const openPageViews = async (page: Page) => {
  await logIn(page, superAdmin)
  const menu = await openUserMenu(page, superAdmin.name)
  await menu.getByRole("menuitem", { name: "Settings" }).click()
  const drawer = page.getByRole("dialog", { name: "Settings" })
  await drawer.getByRole("button", { name: "Show page views" }).click()
  return drawer
}

test("a user's pages are counted by route, and the super admin sees the counts in Settings", async ({ page, request, browser }) => {
  test.setTimeout(120_000)
  const before = await viewsOf(request, PORTAL_PATTERN)
  const sent = beaconsOf(page)
  await openAcmePortal(page)
  // The beacon carries the route pattern: no portal id, no query.
  await expect.poll(() => sent.map((beacon) => beacon.postDataJSON().path), { timeout: 30_000 }).toEqual(["/portals-main", PORTAL_PATTERN])
  await expect.poll(() => viewsOf(request, PORTAL_PATTERN), { timeout: 30_000 }).toBe(before + 1)

  const adminContext = await browser.newContext()
  const adminPage = await adminContext.newPage()
  const drawer = await openPageViews(adminPage)
  const table = drawer.getByRole("grid", { name: "Page views in the last 7 days" })
  // Other journeys visit the portal's sub-pages too (/portals-main/$portal/experiments): the row whose
  // header is exactly the pattern.
  const row = table.getByRole("row").filter({ has: adminPage.getByRole("rowheader", { name: PORTAL_PATTERN, exact: true }) })
  await expect(row, "the portal page's row").toBeVisible({ timeout: 30_000 })
  await expect(row.getByRole("gridcell").first()).toHaveText(String(before + 1))
  await drawer.getByRole("button", { name: /Period/ }).click()
  await adminPage.getByRole("option", { name: "Last 30 days" }).click()
  await expect(drawer.getByRole("grid", { name: "Page views in the last 30 days" })).toBeVisible({ timeout: 30_000 })
  await adminContext.close()
})

test("a browser that asks not to be tracked (Global Privacy Control) sends no page view", async ({ page }) => {
  test.setTimeout(90_000)
  await page.addInitScript(() => Object.defineProperty(Navigator.prototype, "globalPrivacyControl", { get: () => true }))
  const sent = beaconsOf(page)
  await openAcmePortal(page)
  await page.goto("/portals-main")
  await expect(page.getByRole("heading", { name: "Portals", level: 1 })).toBeVisible({ timeout: 30_000 })
  // A page view would be on the wire by the time the page is quiet.
  await page.waitForLoadState("networkidle")
  expect(sent).toHaveLength(0)
})

test("a report that fails to load says why, and Retry loads it", async ({ page }) => {
  test.setTimeout(90_000)
  let refused = 0
  await page.route("**/auth/api/v2/page-views?days=7", async (route) => {
    if (route.request().method() !== "GET" || refused > 0) return route.fallback()
    refused += 1
    await route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ message: "Internal Server Error." }) })
  })
  const drawer = await openPageViews(page)
  await expect(drawer.getByText("The page views could not be loaded.")).toBeVisible({ timeout: 30_000 })
  await expect(drawer.getByText("Internal Server Error. Please try again later.")).toBeVisible()
  await drawer.getByRole("button", { name: "Retry" }).click()
  await expect(drawer.getByRole("grid", { name: "Page views in the last 7 days" })).toBeVisible({ timeout: 30_000 })
})
