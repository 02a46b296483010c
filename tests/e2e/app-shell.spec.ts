// The shell: the editor bar keeps one row with a long portal name (1280 and 1400 px), folds only what does
// not fit (its More carrying a folded entry's upgrade dot) and keeps the user menu on its first row at
// 390 px; the user menu shows every section (the super admin's in a PRO portal, a multi-agency admin's
// Portal Details under the portal's own agency); Install Divider by keyboard leaves focus on its row; its
// dropdowns open on hover when wide and on click when narrow, 'Skip to content' is the first focus stop,
// login focuses the page's heading, a missing route chunk reloads once then shows the error page, the
// query pages say what they are for without their query, What's New opens from the user menu, and
// Account Details' password edit can be cancelled; a slow navigation shows the progress bar until it ends.
import { type Locator, type Page } from "@playwright/test"

import { portalIdByName } from "./support/api.ts"
import { logIn, openUserMenu, portalCard } from "./support/app.ts"
import { agencyAdmin, multiAgencyAdmin, superAdmin } from "./support/demo-accounts.ts"
import { expect, test } from "./support/fixtures.ts"

test.setTimeout(120_000)

const LONG_NAME = "Acme Portal for the Northern Hemisphere Regional Marketing Team (Staging Copy)"

/** Opens Acme Portal's editor, its name lengthened on the way (the layout is what is tested). */
const openLongNamedPortal = async (page: Page, portalId: number) => {
  await page.route(`**/portal/api/v2/portals/${portalId}`, async (route) => {
    const response = await route.fetch()
    const body = (await response.json()) as { data: { name: string } }
    await route.fulfill({ response, json: { ...body, data: { ...body.data, name: LONG_NAME } } })
  })
  await page.goto(`/portals-main/${portalId}`)
  await expect(page.getByRole("heading", { name: LONG_NAME, level: 1 })).toBeVisible({ timeout: 30_000 })
}

for (const width of [1280, 1400]) {
  test(`at ${width} px the editor bar is one row with a long portal name`, async ({ page, request }) => {
    const portalId = await portalIdByName(request, agencyAdmin, "Acme Portal")
    await page.setViewportSize({ width, height: 900 })
    await logIn(page, agencyAdmin)
    await openLongNamedPortal(page, portalId)
    const bar = page.getByRole("navigation", { name: "Editor" })
    const brand = await bar.getByRole("link", { name: "Portal Builder" }).boundingBox()
    const userMenu = await bar.getByRole("button", { name: `User menu for ${agencyAdmin.name}` }).boundingBox()
    const switcher = await bar.getByRole("button", { name: `Switch portal, current: ${LONG_NAME}` }).boundingBox()
    expect(brand && userMenu && switcher).toBeTruthy()
    // Same row: the user menu and the switcher sit level with the brand, and the bar is one row high.
    expect(Math.abs(userMenu!.y + userMenu!.height / 2 - (brand!.y + brand!.height / 2))).toBeLessThan(8)
    expect(Math.abs(switcher!.y + switcher!.height / 2 - (brand!.y + brand!.height / 2))).toBeLessThan(8)
    expect((await bar.boundingBox())!.height).toBeLessThan(64)
    // Every entry is reachable, in the row or under 'More'.
    const more = bar.getByRole("button", { name: /^More/ })
    if (await more.isVisible()) {
      await more.click()
      await expect(page.getByRole("menu").getByRole("menuitem").first()).toBeVisible()
      await page.keyboard.press("Escape")
    }
  })
}

test("bar dropdowns open on hover above 990 px and on click below", async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 900 })
  await logIn(page, agencyAdmin)
  const trigger = page.getByRole("button", { name: `User menu for ${agencyAdmin.name}` })
  const menu = page.getByRole("menu", { name: `User menu for ${agencyAdmin.name}` })
  await trigger.hover()
  await expect(menu).toBeVisible()
  await page.mouse.move(10, 600)
  await expect(menu).toBeHidden()

  await page.setViewportSize({ width: 900, height: 900 })
  await trigger.hover()
  // A hover that opened the menu would have shown it by the second frame painted after it.
  await page.evaluate(() => new Promise((painted) => requestAnimationFrame(() => requestAnimationFrame(painted))))
  await expect(menu).toBeHidden()
  await trigger.click()
  await expect(menu).toBeVisible()
  await expect(trigger).toHaveAttribute("aria-expanded", "true")
})

test("after login the page's heading has focus; 'Skip to content' is the first stop and skips the bar", async ({ page }) => {
  await page.goto("/")
  await page.getByLabel("Email").fill(agencyAdmin.email)
  await page.getByLabel("Password").fill(agencyAdmin.password)
  await page.getByLabel("Password").press("Enter")
  await expect(page).toHaveURL("/portals-main")
  await expect(page.getByRole("heading", { name: "Portals", level: 1 })).toBeFocused({ timeout: 15_000 })

  await portalCard(page, "Acme Portal").click()
  await expect(page.getByRole("heading", { name: "Acme Portal", level: 1 })).toBeVisible({ timeout: 30_000 })
  await page.reload()
  await expect(page.getByRole("heading", { name: "Acme Portal", level: 1 })).toBeVisible({ timeout: 30_000 })
  await page.keyboard.press("Tab")
  const skip = page.getByRole("link", { name: "Skip to content" })
  await expect(skip).toBeFocused()
  await expect(skip).toBeInViewport()
  await page.keyboard.press("Enter")
  await expect(page.locator("main")).toBeFocused()
  // The next stop is inside the page, not the editor bar.
  await page.keyboard.press("Tab")
  expect(await page.evaluate(() => document.activeElement?.closest("main") !== null)).toBe(true)
})

test("a missing route chunk reloads the page once, then shows the error page", async ({ page }) => {
  let loads = 0
  page.on("load", () => loads++)
  // The forgot-password page's code is its own chunk: as after a deploy that removed it.
  await page.route(/\/assets\/forgot-password[^/]*\.js$/, (route) => route.abort())
  await page.goto("/forgot-password")
  await expect(page.getByRole("heading", { name: "Error" })).toBeVisible({ timeout: 30_000 })
  await expect(page.getByText("500")).toBeVisible()
  // A second reload (the old bug) would load the chunk again: wait until the page is quiet.
  await page.waitForLoadState("networkidle")
  expect(loads).toBe(2)
  await expect(page.getByRole("heading", { name: "Error" })).toBeVisible()
})

test("the three query pages say what they are for without their query, not 404", async ({ page }) => {
  await logIn(page, agencyAdmin)
  const pages = [
    { path: "/payment-process", title: "Payment progress" },
    { path: "/sr-setup-installer", title: "Portal setup" },
    { path: "/portals-main/custom-page-complete", title: "Page creation" }
  ]
  for (const { path, title } of pages) {
    await page.goto(path)
    await expect(page.getByRole("heading", { name: title, level: 1 })).toBeVisible({ timeout: 30_000 })
    await expect(page.getByText("This page could not be found.")).toHaveCount(0)
  }
  await page.getByRole("link", { name: "Back to portals" }).click()
  await expect(page).toHaveURL("/portals-main")
})

test("What's New opens from the user menu, and the bell stays", async ({ page }) => {
  await logIn(page, agencyAdmin)
  await expect(page.getByRole("button", { name: "What's New" })).toBeVisible()
  const menu = await openUserMenu(page, agencyAdmin.name)
  await menu.getByRole("menuitem", { name: "What's New" }).click()
  const panel = page.getByRole("dialog", { name: "What's New" })
  await expect(panel).toBeVisible()
  await expect(panel.getByRole("list", { name: "What's New entries" }).getByRole("listitem").first()).toBeVisible({ timeout: 15_000 })
  await panel.getByRole("button", { name: "Close" }).click()
  await expect(panel).toBeHidden()
})

test("Account Details: Cancel leaves the password edit with nothing typed, and after a refused save", async ({ page }) => {
  await logIn(page, agencyAdmin)
  const menu = await openUserMenu(page, agencyAdmin.name)
  await menu.getByRole("menuitem", { name: "Account Details" }).click()
  const drawer = page.getByRole("dialog", { name: "Account Details" })
  const password = drawer.getByLabel("Password", { exact: true })
  await drawer.getByRole("button", { name: "Edit" }).click()
  await expect(password).toBeEditable()
  await drawer.getByRole("button", { name: "Cancel" }).click()
  await expect(password).not.toBeEditable()
  await expect(drawer.getByLabel("Current Password")).toHaveCount(0)

  // Failure path: a too-short password is refused, and Cancel still leaves at once.
  await drawer.getByRole("button", { name: "Edit" }).click()
  await password.fill("short")
  await drawer.getByRole("button", { name: "Save" }).click()
  await expect(drawer.getByText("The password must be at least 10 characters.")).toBeVisible()
  await drawer.getByRole("button", { name: "Cancel" }).click()
  await expect(password).not.toBeEditable()
  await expect(drawer.getByText("The password must be at least 10 characters.")).toHaveCount(0)
})

/** Opens a portal's editor from the portal list. */
const openPortal = async (page: Page, name: string) => {
  await portalCard(page, name).click()
  await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible({ timeout: 30_000 })
}

/** The menu's entries in order, each section's header (a group of several agencies) among them as "# name". */
const menuOutline = (menu: Locator) =>
  menu.evaluate((element) =>
    [...element.querySelectorAll("header, [role=menuitem]")].map((node) =>
      node.tagName === "HEADER"
        ? `# ${node.textContent ?? ""}`
        : (node.getAttribute("aria-label") ?? node.textContent ?? "").replace(/\s+/g, " ").trim()
    )
  )

test("the user menu shows every section: the super admin's in a PRO portal, Portal Details under the portal's own agency", async ({
  page
}) => {
  await logIn(page, superAdmin)
  await openPortal(page, "Acme Portal")
  const menu = await openUserMenu(page, superAdmin.name)
  expect(await menuOutline(menu)).toEqual([
    "Agencies",
    "Portals",
    "Plans",
    "Users",
    "Settings",
    "Credits",
    "Logs",
    "Rollouts",
    "Figma Design System",
    "Logout"
  ])
  await menu.getByRole("menuitem", { name: "Logout" }).click()
  await expect(page).toHaveURL("/")

  await logIn(page, multiAgencyAdmin)
  await openPortal(page, "Northwind Portal")
  const outline = await menuOutline(await openUserMenu(page, multiAgencyAdmin.name))
  const northwind = outline.indexOf("# Northwind Agency")
  expect(northwind).toBeGreaterThan(0)
  expect(outline.filter((entry) => entry === "Portal Details")).toHaveLength(1)
  expect(outline.indexOf("Portal Details")).toBeGreaterThan(northwind)
  await page.getByRole("menu").getByRole("menuitem", { name: "Portal Details" }).click()
  const drawer = page.getByRole("dialog", { name: "Portal Details" })
  await expect(drawer.getByRole("textbox", { name: "Agency" })).toHaveValue("Northwind Agency")
})

/**
 * The entries under More that would have fitted in the room left on the bar's row: the invisible copy
 * of the entries (measured by the bar) gives their widths.
 */
const foldedThatFit = (bar: Locator) =>
  bar.evaluate((nav) => {
    const more = [...nav.querySelectorAll("button")].find(
      (button) => button.textContent?.startsWith("More") && button.closest("[inert]") === null
    )
    if (more === undefined) return []
    const row = more.parentElement!
    const gap = Number.parseFloat(getComputedStyle(row).columnGap) || 0
    const room = row.getBoundingClientRect().right - more.getBoundingClientRect().right
    const shown = new Set([...row.children].filter((child) => child.tagName === "BUTTON").map((child) => child.textContent))
    const copy = row.querySelector("[inert]")
    return [...(copy?.children ?? [])]
      .slice(0, -1)
      .filter((entry) => !shown.has(entry.textContent) && entry.getBoundingClientRect().width + gap <= room)
      .map((entry) => entry.textContent)
  })

test("the editor bar folds only what does not fit, its More shows a folded dot, the user menu keeps the first row at 390 px; Install Divider by keyboard", async ({
  page,
  request
}) => {
  const portalId = await portalIdByName(request, agencyAdmin, "Acme Portal")
  // A theme file waits for an upgrade: Files gets the red dot.
  await page.route("**/module/api/v2/modules/upgrades?*", (route) => route.fulfill({ json: { data: { modules: 0, files: 2 } } }))
  await page.setViewportSize({ width: 1280, height: 900 })
  await logIn(page, agencyAdmin)
  await page.goto(`/portals-main/${portalId}`)
  await expect(page.getByRole("heading", { name: "Acme Portal", level: 1 })).toBeVisible({ timeout: 30_000 })
  const bar = page.getByRole("navigation", { name: "Editor" })
  const files = bar.getByRole("button", { name: "Files, upgrade available" })

  // 1280 px: all seven entries fit beside the switcher, so none is folded.
  await expect(files).toBeVisible()
  for (const entry of ["Modules", "Layouts", "Website Pages", "Landing Pages", "System Templates", "Blogs"]) {
    await expect(bar.getByRole("button", { name: entry, exact: true })).toBeVisible()
  }
  await expect(bar.getByRole("button", { name: /^More/ })).toHaveCount(0)

  // Narrower: what no longer fits folds, only that, and More carries the folded Files' dot.
  await page.setViewportSize({ width: 1000, height: 900 })
  const more = bar.getByRole("button", { name: "More, upgrade available" })
  await expect(more).toBeVisible()
  expect(await foldedThatFit(bar)).toEqual([])
  // From the keyboard: above 990 px a pointer over the button opens its menu already.
  await more.focus()
  await page.keyboard.press("Enter")
  const folded = page.getByRole("menu", { name: "More, upgrade available" })
  await expect(folded.getByRole("menuitem", { name: "Files, upgrade available" })).toBeVisible()
  await page.keyboard.press("Escape")
  await expect(folded).toBeHidden()

  // 390 px: the brand, the bell and the user menu keep one row; the entries take the second.
  await page.setViewportSize({ width: 390, height: 844 })
  const brand = bar.getByRole("link", { name: "Portal Builder" })
  const userMenu = bar.getByRole("button", { name: `User menu for ${agencyAdmin.name}` })
  await expect(async () => {
    const [brandBox, menuBox] = [await brand.boundingBox(), await userMenu.boundingBox()]
    expect(Math.abs(menuBox!.y + menuBox!.height / 2 - (brandBox!.y + brandBox!.height / 2))).toBeLessThan(8)
    expect(menuBox!.x + menuBox!.width).toBeLessThanOrEqual(390)
  }).toPass({ timeout: 5_000 })
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  expect(await foldedThatFit(bar)).toEqual([])

  // Install Divider from the keyboard: the button disables itself once installed, and focus goes to the
  // row's Change Log, not the page body.
  await page.setViewportSize({ width: 1280, height: 900 })
  await bar.getByRole("button", { name: "Modules", exact: true }).click()
  const install = page.getByRole("dialog", { name: "Modules" }).getByRole("button", { name: "Install Divider" })
  await install.focus()
  await page.keyboard.press("Enter")
  await expect(page.getByRole("button", { name: "Divider installed" })).toBeDisabled({ timeout: 30_000 })
  await expect(page.getByRole("button", { name: "Change Log Divider" })).toBeFocused()
})

test("a navigation still loading after the throttle shows the progress bar until the page is there", async ({ page, request }) => {
  const portalId = await portalIdByName(request, agencyAdmin, "Acme Portal")
  await logIn(page, agencyAdmin)
  // The editor's loader reads the portal: hold that answer until the bar has been seen.
  let release: () => void = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(`**/portal/api/v2/portals/${portalId}`, async (route) => {
    await released
    await route.continue()
  })
  const bar = page.getByRole("progressbar", { name: "Loading the page" })
  await expect(bar).toHaveCount(0)
  await portalCard(page, "Acme Portal").click()
  await expect(bar).toBeVisible()
  await expect(bar).toHaveAttribute("aria-busy", "true")
  release()
  await expect(page.getByRole("heading", { name: "Acme Portal", level: 1 })).toBeVisible()
  await expect(bar).toHaveCount(0)
})
