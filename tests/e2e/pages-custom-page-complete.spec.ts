// Journey: an agency admin starts a website page from a template on Acme Portal, closes the drawer while it
// installs, follows the alert's link to /portals-main/custom-page-complete, sees the page created there,
// opens it in the sandbox CRM's editor and goes back to the portal's editor.
import { logIn, portalCard } from "./support/app.ts"
import { agencyAdmin } from "./support/demo-accounts.ts"
import { expect, test } from "./support/fixtures.ts"

test("closing the drawer mid-install, then following the install to its page", async ({ page, context }) => {
  test.setTimeout(180_000)
  await logIn(page, agencyAdmin)
  await portalCard(page, "Acme Portal").click()
  await expect(page.getByRole("heading", { name: "Acme Portal", level: 1 })).toBeVisible()

  // The batch runs fast and realtime tells the card of each job at once: the card's first read of the batch is
  // held (a slow network) until the drawer has closed, so the card cannot have seen the end when it is closed.
  let release: () => void = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route("**/portal/api/v2/batch/*", async (route) => {
    await held
    await route.continue()
  })

  await page.getByRole("button", { name: "Website Pages", exact: true }).click()
  const drawer = page.getByRole("dialog", { name: "Website Pages" })
  const services = drawer.getByRole("listitem", { name: "Services Overview", exact: true })
  await services.getByRole("button", { name: "Install" }).click()
  const dialog = page.getByRole("dialog", { name: "Select Page Type" })
  await dialog.getByText("Website Page", { exact: true }).click()
  await dialog.getByRole("button", { name: /Domain/ }).click()
  await page.getByRole("option").first().click()
  await dialog.getByRole("button", { name: "Install" }).click()
  // Starting or started, not yet read: the card's Install waits (pending). A drawer closed before the server
  // answered the start leaves the same alert once the batch has begun.
  await expect(services.getByRole("button", { name: "Install Services Overview" })).toBeDisabled()
  await drawer.getByRole("button", { name: "Close" }).click()
  await expect(drawer).toHaveCount(0)
  release()

  const left = page.getByRole("status").filter({ hasText: "Your Services Overview page is still being created." })
  await expect(left).toBeVisible()
  await left.getByRole("link", { name: "Follow its progress" }).click()
  await expect(page).toHaveURL(/\/portals-main\/custom-page-complete\?portal=\d+&batch=/)

  await expect(page.getByRole("heading", { name: "Your page is ready", level: 1 })).toBeVisible({ timeout: 120_000 })
  const created = page.getByRole("status").filter({ hasText: /Page Services Overview \d+ has been created/ })
  await expect(created).toBeVisible()
  const [editor] = await Promise.all([context.waitForEvent("page"), created.getByRole("link", { name: "Edit Page" }).click()])
  await expect(editor.getByRole("heading", { name: /^Editing Services Overview/ })).toBeVisible()
  await editor.close()

  // A reload asks again and answers the same page (createPageCustomBatch is idempotent).
  const name = (await created.textContent())?.match(/Page (Services Overview \d+) has been created/)?.[1]
  await page.reload()
  await expect(page.getByRole("status").filter({ hasText: `Page ${name} has been created` })).toBeVisible()

  await page.getByRole("link", { name: "Back to the editor" }).click()
  await expect(page.getByRole("heading", { name: "Acme Portal", level: 1 })).toBeVisible()
})
