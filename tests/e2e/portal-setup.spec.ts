// Journey 7: a set-up portal opens in the editor, and its setup wizard says it is set up already.
// Opening a portal never set up (Cobalt) and running the wizard is portal-setup-wizard.spec.ts: the run
// shares one server, and that journey sets Cobalt up, so this file uses set-up portals only.
import { logIn, portalCard } from "./support/app.ts"
import { agencyAdmin } from "./support/demo-accounts.ts"
import { expect, test } from "./support/fixtures.ts"

test("a set-up portal opens in the editor instead", async ({ page }) => {
  await logIn(page, agencyAdmin)
  await portalCard(page, "Acme Portal").click()
  await expect(page).toHaveURL(/\/portals-main\/\d+$/)
  await expect(page.getByRole("heading", { name: "Acme Portal", level: 1 })).toBeVisible()
})

test("the wizard of a set-up portal says so and leads to its editor", async ({ page }) => {
  await logIn(page, agencyAdmin)
  const editorPath = await portalCard(page, "Acme Portal").getAttribute("href")
  const id = /^\/portals-main\/(\d+)$/.exec(editorPath ?? "")?.[1]
  await page.goto(`/sr-setup?portal=${id}`)
  await expect(page.getByRole("heading", { name: "Set up Acme Portal", level: 1 })).toBeVisible()
  await expect(page.getByText("This portal is already set up.")).toBeVisible()
  await page.getByRole("button", { name: "Open the editor" }).click()
  await expect(page).toHaveURL(`/portals-main/${id}`)
  await expect(page.getByRole("heading", { name: "Acme Portal", level: 1 })).toBeVisible()
})
