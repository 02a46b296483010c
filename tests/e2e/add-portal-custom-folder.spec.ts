// Journey: add a second portal (Free) through the sandbox consent page, set it up in a custom
// folder with the availability check and live progress, and land in its editor, whose bar names the
// folder. The portal is removed afterwards so later journeys see the demo world's portals only.
import { deletePortal } from "./support/api.ts"
import { logIn } from "./support/app.ts"
import { agencyAdmin, superAdmin } from "./support/demo-accounts.ts"
import { expect, test } from "./support/fixtures.ts"

test("Add Portal (Free) → consent → /sr-setup → custom folder → progress → the editor", async ({ page, request }) => {
  test.setTimeout(120_000)
  await logIn(page, agencyAdmin)
  await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Add Portal" }).click()
  await page.getByRole("dialog", { name: "Add Portal" }).getByRole("button", { name: "Continue Free" }).click()

  const accountName = `Custom Folder Portal ${Date.now()}`
  await expect(page.getByRole("heading", { name: "Choose an account" })).toBeVisible()
  await page.getByLabel("Create a test account").check()
  await page.getByLabel("Name of the new account").fill(accountName)
  await page.getByRole("button", { name: "Grant access" }).click()

  await expect(page).toHaveURL(/\/sr-setup\?portal=\d+$/, { timeout: 20_000 })
  const portalId = Number(new URL(page.url()).searchParams.get("portal"))

  await page.getByRole("button", { name: "Use a custom folder" }).click()
  await expect(page).toHaveURL(`/sr-custom-setup?portal=${portalId}`)
  const form = page.getByRole("form", { name: "Custom folder" })
  await form.getByLabel("Folder name").fill("bad folder!")
  await form.getByRole("button", { name: "Check availability" }).click()
  await expect(page.getByText("The folder may only contain letters, numbers, dashes and underscores.")).toBeVisible()
  await form.getByLabel("Folder name").fill("client-theme")
  await form.getByRole("button", { name: "Check availability" }).click()
  await expect(page.getByText("The folder 'client-theme' is available.")).toBeVisible()
  await form.getByRole("button", { name: "Install", exact: true }).click()

  await expect(page).toHaveURL(new RegExp(`/sr-setup-installer\\?portal=${portalId}&batch=`))
  await expect(page.getByRole("progressbar", { name: "Installing" }).or(page.getByText("Your portal is ready"))).toBeVisible()
  await expect(page).toHaveURL(`/portals-main/${portalId}`, { timeout: 60_000 })
  // The portal switcher lists the new portal with its installation folder.
  await page.getByRole("button", { name: /^Switch portal, current: / }).click()
  await expect(page.getByRole("menuitem").filter({ hasText: "client-theme" })).toBeVisible()
  await page.keyboard.press("Escape")

  await deletePortal(request, superAdmin, portalId)
})
