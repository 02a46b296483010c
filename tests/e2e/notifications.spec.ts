// Journeys: an agency admin sees the unread dot, opens What's New (the demo entries with an image and an
// avatar show them, loaded from the app itself), where an entry whose HTML carries a
// script tag and an onerror handler (added to the server's answer here: the demo data stays clean)
// renders without running either, marks everything read and is all caught up; the super admin syncs
// notifications from the Settings drawer.
import { logIn, openUserMenu } from "./support/app.ts"
import { agencyAdmin, superAdmin } from "./support/demo-accounts.ts"
import { expect, test } from "./support/fixtures.ts"

const SYNC_MESSAGE = "Notification Sync Completed - User Notification Will Sync on The Background! Please Wait 1-2 Mins!"

test("an agency admin reads What's New safely and marks everything read", async ({ page }) => {
  const dialogs: Array<string> = []
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message())
    void dialog.dismiss()
  })
  // The server stores descriptions as given (tests/server/notifications.test.ts); this one is hostile.
  await page.route(/\/auth\/api\/v2\/notifications(\?|$)/, async (route) => {
    const response = await route.fetch()
    const body = (await response.json()) as { data: Array<Record<string, unknown>> }
    const groups = body.data.find((entry) => entry["title"] === "Module groups")
    if (groups)
      groups["description"] = `${String(groups["description"])}<script>alert(1)</script><img src="x" onerror="alert(2)" alt="broken">`
    await route.fulfill({ response, json: body })
  })
  await logIn(page, agencyAdmin)
  const bell = page.getByRole("button", { name: "What's New" })
  await expect(bell.getByRole("img", { name: "Unread notifications" })).toBeVisible()

  await bell.click()
  const panel = page.getByRole("dialog", { name: "What's New" })
  const entries = panel.getByRole("list", { name: "What's New entries" }).getByRole("listitem")
  await expect(entries).toHaveCount(3)
  await expect(entries.first()).toHaveAttribute("aria-label", "Theme 5.0 is here")
  // The demo shows an entry's pictures: an image with an avatar, and an avatar alone; the app serves them.
  const pictures = entries.first().locator("img")
  await expect(pictures).toHaveCount(2)
  const blogAvatar = panel.getByRole("listitem", { name: "Blogs can be activated" }).locator("img")
  await expect(blogAvatar).toHaveCount(1)
  for (const picture of [...(await pictures.all()), blogAvatar]) {
    await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true)
    expect(new URL(await picture.evaluate((image: HTMLImageElement) => image.src)).origin).toBe(new URL(page.url()).origin)
  }
  const malicious = panel.getByRole("listitem", { name: "Module groups" })
  await expect(malicious).toContainText("Install several modules at once with groups.")
  // The image is still there, without its handler; its load has failed (what would fire a handler).
  const broken = malicious.locator("img[alt='broken']")
  await expect(broken).toHaveCount(1)
  await expect.poll(() => broken.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth === 0)).toBe(true)
  await expect(panel.locator("script")).toHaveCount(0)
  await expect(panel.locator("[onerror]")).toHaveCount(0)
  expect(dialogs).toEqual([])

  await panel.getByRole("button", { name: "Mark all as read" }).click()
  await expect(panel.getByText("You're all caught up!")).toBeVisible()
  await expect(panel.getByRole("button", { name: /^Mark / })).toHaveCount(0)
  await panel.getByRole("button", { name: "Close" }).click()
  await expect(bell.getByRole("img", { name: "Unread notifications" })).toHaveCount(0)

  // The server kept the reads: after a reload the dot stays off.
  await page.reload()
  await expect(page.getByRole("button", { name: "What's New" })).toBeVisible()
  await expect(page.getByRole("button", { name: "What's New" }).getByRole("img", { name: "Unread notifications" })).toHaveCount(0)
  expect(dialogs).toEqual([])
})

test("the super admin syncs notifications from Settings", async ({ page }) => {
  await logIn(page, superAdmin)
  // Notifications are not loaded for super admins: no bell.
  await expect(page.getByRole("button", { name: "What's New" })).toHaveCount(0)
  const menu = await openUserMenu(page, superAdmin.name)
  await menu.getByRole("menuitem", { name: "Settings" }).click()
  const drawer = page.getByRole("dialog", { name: "Settings" })
  await drawer.getByRole("button", { name: "Sync Notifications" }).click()
  await expect(page.getByText(SYNC_MESSAGE)).toBeVisible()
})
