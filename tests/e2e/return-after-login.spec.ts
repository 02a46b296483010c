// Journey 4: a guest sent to log in comes back to the page they asked for.
import { portalIdByName } from "./support/api.ts"
import { portalCard, submitLogin } from "./support/app.ts"
import { agencyAdmin } from "./support/demo-accounts.ts"
import { expect, test } from "./support/fixtures.ts"

test("a guest opening /portals-main logs in and lands on /portals-main", async ({ page }) => {
  await page.goto("/portals-main")
  await expect(page).toHaveURL("/")

  await submitLogin(page, agencyAdmin)
  await expect(page).toHaveURL("/portals-main")
  await expect(portalCard(page, "Beacon Portal")).toBeVisible()
})

test("a deep link to a portal's editor survives the detour through the login page", async ({ page, request }) => {
  const beacon = await portalIdByName(request, agencyAdmin, "Beacon Portal")
  const editorPath = `/portals-main/${beacon}`

  await page.goto(editorPath)
  await expect(page).toHaveURL("/")

  await submitLogin(page, agencyAdmin)
  await expect(page).toHaveURL(editorPath)
  await expect(page.getByRole("heading", { name: "Beacon Portal", level: 1 })).toBeVisible()
  await expect(page.getByText("www.beacon.example")).toBeVisible()
})
