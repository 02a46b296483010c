// Journey: the health view on /portals-main. Through the API the super admin makes an agency of this journey's own
// with a portal that is neither connected to the CRM nor set up (so the demo agencies' portal lists stay as they
// are); in the browser the super admin switches the portal list to Health, narrows it to that agency and the
// portal's name, reads why it needs attention, keeps it with "Needs attention" on, and a reload keeps the view,
// the search and the filters (they live in the address). The portal is removed at the end.
import type { APIRequestContext } from "@playwright/test"

import { deletePortal, portalIdByName } from "./support/api.ts"
import { logIn } from "./support/app.ts"
import { agencyAdmin, superAdmin } from "./support/demo-accounts.ts"
import { expect, test } from "./support/fixtures.ts"

/** An agency of the journey's own (so the demo agencies' lists stay as they are) with a portal neither connected nor set up. */
const portalOfOwnAgency = async (request: APIRequestContext, name: string, stamp: number) => {
  const login = await request.post("/auth/api/v2/login", { data: { email: superAdmin.email, password: superAdmin.password } })
  const token = ((await login.json()) as { data: { token: string } }).data.token
  const agency = await request.post("/agency/api/v2/agencies", {
    headers: { authorization: `Bearer ${token}` },
    data: {
      name: `Health Agency ${stamp}`,
      admin_name: "Health Admin",
      admin_email: `health-${stamp}@example.com`,
      portals_available: 5,
      credit_limit: 0
    }
  })
  expect(agency.status(), await agency.text()).toBe(201)
  const agencyId = ((await agency.json()) as { data: { id: number } }).data.id
  const created = await request.post("/portal/api/v2/portals", {
    headers: { authorization: `Bearer ${token}` },
    data: {
      name,
      hub_id: 70_000_000 + (stamp % 10_000_000),
      hub_url: `https://app.hubspot.test/${stamp}`,
      plan: "core",
      agency_id: agencyId,
      custom_installation: "health"
    }
  })
  expect(created.status(), await created.text()).toBe(201)
  return ((await created.json()) as { data: { id: number } }).data.id
}

test("the health view says which portals need attention and why, and keeps its filters in the address", async ({ page, request }) => {
  test.setTimeout(120_000)
  const stamp = Date.now()
  const name = `Health Check ${stamp}`
  const portalId = await portalOfOwnAgency(request, name, stamp)

  try {
    await logIn(page, superAdmin)
    await page.getByRole("radiogroup", { name: "Portal view" }).getByRole("radio", { name: "Health" }).click()
    await expect(page).toHaveURL(/[?&]view=health/)
    const filters = page.getByRole("group", { name: "Portal health filters" })
    await filters.getByRole("searchbox", { name: "Search portals" }).fill(name)
    await expect(page).toHaveURL(/[?&]health_q=/)
    const table = page.getByRole("grid", { name: "Portal health" })
    const row = table.getByRole("row").filter({ hasText: name })
    await expect(row).toHaveCount(1, { timeout: 20_000 })
    const reasons = row.getByRole("list", { name: "Needs attention" })
    await expect(reasons).toContainText("Needs reconnect")
    await expect(reasons).toContainText("Setup not finished")

    await filters.getByText("Needs attention", { exact: true }).click()
    await expect(page).toHaveURL(/[?&]health_attention=yes/)
    await expect(row).toHaveCount(1)

    await page.reload()
    await expect(page.getByRole("grid", { name: "Portal health" }).getByRole("row").filter({ hasText: name })).toHaveCount(1)
    await expect(page.getByRole("searchbox", { name: "Search portals" })).toHaveValue(name)
    await expect(page.getByRole("checkbox", { name: "Needs attention" })).toBeChecked()
  } finally {
    await deletePortal(request, superAdmin, portalId)
  }
})

test("a portal's own page shows its health and leads to the fix: the module updates waiting, by keyboard", async ({ page, request }) => {
  test.setTimeout(120_000)
  // Acme Staging (demo data) has a module and a theme file behind their latest versions; this journey only reads it.
  const portalId = await portalIdByName(request, agencyAdmin, "Acme Staging")
  await logIn(page, agencyAdmin)
  await page.goto(`/portals-main/${portalId}`)
  await expect(page.getByRole("heading", { name: "Acme Staging" })).toBeVisible({ timeout: 20_000 })
  const health = page.getByRole("region", { name: "Portal health" })
  await expect(health).toContainText("Connected", { timeout: 20_000 })
  const reasons = health.getByRole("list", { name: "Needs attention" })
  await expect(reasons).toContainText("Upgrades are waiting: 1 module · 1 file.")
  await expect(reasons.getByRole("button", { name: "Review theme file updates" })).toBeVisible()
  const review = reasons.getByRole("button", { name: "Review module updates" })
  await review.focus()
  await page.keyboard.press("Enter")
  await expect(page.getByRole("dialog", { name: "Modules" })).toBeVisible({ timeout: 20_000 })
})
