// Journey 7: opening a portal that was never set up goes to the setup wizard (a page of issue 4).
import { expect, test } from "@playwright/test"
import { logIn, portalCard } from "./support/app.ts"
import { agencyAdmin } from "./support/demo-accounts.ts"

test("opening Cobalt, which has no setup yet, sends the browser to /sr-setup", async ({ page }) => {
  await logIn(page, agencyAdmin)
  const cobalt = portalCard(page, "Cobalt Portal")
  const editorPath = await cobalt.getAttribute("href")
  const id = /^\/portals-main\/(\d+)$/.exec(editorPath ?? "")?.[1]
  expect(id, `Cobalt's card links to ${editorPath}`).toBeDefined()

  await cobalt.click()
  await expect(page).toHaveURL(`/sr-setup?portal=${id}`)
})

test("a set-up portal opens in the editor instead", async ({ page }) => {
  await logIn(page, agencyAdmin)
  await portalCard(page, "Acme Portal").click()
  await expect(page).toHaveURL(/\/portals-main\/\d+$/)
  await expect(page.getByRole("heading", { name: "Acme Portal", level: 1 })).toBeVisible()
})
