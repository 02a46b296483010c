// Journey: /portals-start explains the way to a first portal and offers Add Portal; a plain user is told
// to ask their agency administrator.
import { logIn } from "./support/app.ts"
import { agencyAdmin, demoUser } from "./support/demo-accounts.ts"
import { expect, test } from "./support/fixtures.ts"

test("an agency admin sees the three steps and Add Portal; the footer leads to the portals", async ({ page }) => {
  await logIn(page, agencyAdmin)
  await page.goto("/portals-start")
  const card = page.getByRole("region", { name: "Start building your portals" })
  await expect(card.getByRole("listitem")).toHaveCount(3)
  await expect(card.getByRole("button", { name: "Add Portal" })).toBeVisible()
  await card.getByRole("link", { name: "Go to your portals" }).click()
  await expect(page).toHaveURL("/portals-main")
})

test("a plain user is told who adds portals", async ({ page }) => {
  await logIn(page, demoUser)
  await page.goto("/portals-start")
  await expect(page.getByText("Ask your agency administrator to add a portal for you.")).toBeVisible()
})
