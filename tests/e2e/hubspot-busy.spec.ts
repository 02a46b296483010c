// Journey: HubSpot is busy. Another installation spends Northwind's HubSpot budget, so the
// domains that Portal Details reads are refused by HubSpot's rate limit for a while: the user sees
// 'HubSpot is busy, retrying…' (not an error, not a spinner that seems stuck) and, once the neighbour
// quiets down, the domains arrive by themselves and the notice goes.
import { type APIRequestContext, type Page } from "@playwright/test"

import { portalIdByName } from "./support/api.ts"
import { logIn, openUserMenu, portalCard } from "./support/app.ts"
import { northwindAdmin } from "./support/demo-accounts.ts"
import { expect, test } from "./support/fixtures.ts"
import { busyNeighbour } from "./support/hubspot-neighbour.ts"

// The sandbox HubSpot's limit tight on this journey's server: 2 calls per 10 s window (instead of 110), so
// the neighbour holds the whole window with two calls and a slot frees only twice a window, each retaken by
// the neighbour within some tens of milliseconds. The app's calls (its first and its paced retry one window later)
// land at such a moment only by a rare chance, so they meet the busy answer; with 110 slots freeing one
// after another, the app's paced retry sometimes took one first, and the notice never showed.
test.use({ serverEnv: { SANDBOX_HUBSPOT_RATE_LIMIT_MAX: "2" } })

const hubIdOf = async (request: APIRequestContext, portalId: number): Promise<number> => {
  const login = await request.post("/auth/api/v2/login", { data: { email: northwindAdmin.email, password: northwindAdmin.password } })
  const token = ((await login.json()) as { data: { token: string } }).data.token
  const portal = await request.get(`/portal/api/v2/portals/${portalId}`, { headers: { authorization: `Bearer ${token}` } })
  return ((await portal.json()) as { data: { hub_id: number } }).data.hub_id
}

const openPortalDetails = async (page: Page) => {
  const menu = await openUserMenu(page, northwindAdmin.name)
  await menu.getByRole("menuitem", { name: "Portal Details" }).click()
  const drawer = page.getByRole("dialog", { name: "Portal Details" })
  await expect(drawer).toBeVisible()
  return drawer
}

test("while HubSpot refuses calls for its rate limit, the user is told the app is retrying, and the work completes after", async ({
  page,
  request,
  baseURL
}) => {
  // The server waits out up to a full window before answering busy; the browser then retries for ~30 s.
  test.setTimeout(180_000)
  const portalId = await portalIdByName(request, northwindAdmin, "Northwind Portal")
  const hubId = await hubIdOf(request, portalId)
  await logIn(page, northwindAdmin)
  await portalCard(page, "Northwind Portal").click()
  await expect(page).toHaveURL(`/portals-main/${portalId}`)
  await expect(page.getByRole("heading", { name: "Northwind Portal", level: 1 })).toBeVisible()

  const neighbour = await busyNeighbour(request, baseURL ?? "", hubId)
  try {
    await neighbour.full
    const drawer = await openPortalDetails(page)
    await expect(drawer.getByRole("progressbar", { name: "Loading domains…" })).toBeVisible()
    const notice = page.getByRole("status").filter({ hasText: "HubSpot is busy, retrying…" })
    await expect(notice).toBeVisible({ timeout: 60_000 })
    // No failure is shown while it retries.
    await expect(drawer.getByText("The domains could not be loaded.")).toHaveCount(0)
  } finally {
    await neighbour.stop()
  }
  const drawer = page.getByRole("dialog", { name: "Portal Details" })
  await expect(drawer.getByRole("button", { name: /Domain/ })).toBeVisible({ timeout: 90_000 })
  await expect(page.getByRole("status").filter({ hasText: "HubSpot is busy, retrying…" })).toHaveCount(0)
  await expect(drawer.getByText("The domains could not be loaded.")).toHaveCount(0)
})
