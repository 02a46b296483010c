// Journey (spec 1 section 2, side drawers: "opening the already open one does nothing"): with a drawer
// open, the editor bar's entries lie under its overlay. Pressing the open drawer's own entry leaves it
// open, pressing another entry opens that drawer in its place, and pressing the overlay beside the entries
// still closes it.
import { logIn, portalCard } from "./support/app.ts"
import { agencyAdmin } from "./support/demo-accounts.ts"
import { expect, test } from "./support/fixtures.ts"

type Box = { x: number; y: number; width: number; height: number }
const centre = (box: Box) => ({ x: box.x + box.width / 2, y: box.y + box.height / 2 })

test("pressing the open drawer's entry leaves it open; another entry opens its drawer; the overlay closes", async ({ page }) => {
  await logIn(page, agencyAdmin)
  await portalCard(page, "Acme Portal").click()
  await expect(page.getByRole("heading", { name: "Acme Portal", level: 1 })).toBeVisible()
  // Measured before a drawer opens: the open drawer hides the page from assistive technology.
  const modulesEntry = centre((await page.getByRole("button", { name: "Modules", exact: true }).boundingBox())!)
  const layoutsEntry = centre((await page.getByRole("button", { name: "Layouts", exact: true }).boundingBox())!)

  await page.getByRole("button", { name: "Modules", exact: true }).click()
  const modules = page.getByRole("dialog", { name: "Modules" })
  await expect(modules).toBeVisible()
  const panel = (await modules.boundingBox())!
  // The entries are beside the panel, under the overlay: a press there lands on the overlay.
  expect(Math.max(modulesEntry.x, layoutsEntry.x)).toBeLessThan(panel.x)

  await page.mouse.click(modulesEntry.x, modulesEntry.y)
  // A press that closes the drawer starts its slide-out in the same render (the panel moves to translateX(100%)):
  // once a frame has been drawn after the press, the panel must still stand in place.
  await page.evaluate(() => new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(() => drawn(null)))))
  await expect(page.locator('[data-drawer="module"]').locator("..")).toHaveAttribute("style", /translateX\(0(px)?\)/)
  await expect(modules).toBeVisible()
  await expect(modules.getByRole("searchbox", { name: "Search modules" })).toBeVisible()

  await page.mouse.click(layoutsEntry.x, layoutsEntry.y)
  await expect(page.getByRole("dialog", { name: "Layouts" })).toBeVisible()
  await expect(modules).toHaveCount(0)

  // Beside the entries, lower on the page: the overlay closes the drawer.
  await page.mouse.click(panel.x / 2, panel.y + panel.height / 2)
  await expect(page.getByRole("dialog")).toHaveCount(0)
})
