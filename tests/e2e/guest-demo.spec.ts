// Journey 6: the guest demo is open to visitors and closed to logged-in users.
import { logIn, portalCard, portalList } from "./support/app.ts"
import { demoUser, GUEST_PORTAL_ID } from "./support/demo-accounts.ts"
import { expect, test } from "./support/fixtures.ts"

test("a visitor browses the demo portal without logging in", async ({ page }) => {
  await page.goto("/portals-guest")
  await expect(page.getByRole("heading", { name: "Demo Portals", level: 1 })).toBeVisible()
  const demo = portalCard(page, "Demo Portal")
  await expect(demo).toHaveAttribute("href", `/portals-guest/${GUEST_PORTAL_ID}`)
  await expect(portalList(page).getByRole("link")).toHaveCount(1)
  await expect(page.getByRole("link", { name: "Log in" })).toBeVisible()

  await demo.click()
  await expect(page).toHaveURL(`/portals-guest/${GUEST_PORTAL_ID}`)
  await expect(page.getByRole("heading", { name: "Demo Portal", level: 1 })).toBeVisible()
})

test("a logged-in user visiting /portals-guest is sent to /portals-main", async ({ page }) => {
  await logIn(page, demoUser)
  await page.goto("/portals-guest")
  await expect(page).toHaveURL("/portals-main")
  await expect(page.getByRole("heading", { name: "Portals", level: 1 })).toBeVisible()
})
