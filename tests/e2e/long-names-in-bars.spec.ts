// Journey at 1280 px: a very long portal name and a very long user name do not push the top
// bars past the screen. The editor bar's switcher and the user menu end in an ellipsis, keep the whole
// name in their accessible names (and the switcher in its tooltip), and the page has no sideways scroll.
// Acme Staging and the agency admin are renamed through the API for the journey and named back after it.
import { type APIRequestContext, type Locator, type Page } from "@playwright/test"

import { portalIdByName } from "./support/api.ts"
import { logIn, portalCard } from "./support/app.ts"
import { agencyAdmin } from "./support/demo-accounts.ts"
import { expect, test } from "./support/fixtures.ts"

test.setTimeout(120_000)

const PORTAL = "Acme Staging"
const LONG_PORTAL = "Acme Staging for the Northern Hemisphere Regional Marketing Team and Its Many Partner Agencies (Copy 2)"
const LONG_USER = "Agency Admin Maximiliana Alexandrina Montgomery-Fitzwilliam de la Cruz-Vanderbilt"
const WIDTH = 1280

const session = async (request: APIRequestContext): Promise<Record<string, string>> => {
  const login = await request.post("/auth/api/v2/login", { data: { email: agencyAdmin.email, password: agencyAdmin.password } })
  expect(login.status()).toBe(200)
  const { data } = (await login.json()) as { data: { token: string } }
  return { authorization: `Bearer ${data.token}` }
}

const renamePortal = async (request: APIRequestContext, id: number, name: string) => {
  const answer = await request.put(`/portal/api/v2/portals/${id}`, { data: { name }, headers: await session(request) })
  expect(answer.status(), await answer.text()).toBe(200)
}

const renameUser = async (request: APIRequestContext, name: string) => {
  const answer = await request.put("/auth/api/v2/users/me", { data: { name }, headers: await session(request) })
  expect(answer.status(), await answer.text()).toBe(200)
}

/** The element's right edge is on screen and its text is cut short (wider than the room it has). */
const cutShortOnScreen = async (locator: Locator) => {
  await expect(locator).toBeVisible({ timeout: 20_000 })
  const box = await locator.boundingBox()
  expect(box!.x + box!.width).toBeLessThanOrEqual(WIDTH)
  const { clipped, ellipsis } = await locator.evaluate((element) => ({
    clipped: element.scrollWidth > element.clientWidth,
    ellipsis: getComputedStyle(element).textOverflow
  }))
  expect(clipped).toBe(true)
  expect(ellipsis).toBe("ellipsis")
}

const noSidewaysScroll = async (page: Page) => {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(WIDTH)
}

test("at 1280 px a long portal name and a long user name end in an ellipsis inside the bars", async ({ page, request }) => {
  const portalId = await portalIdByName(request, agencyAdmin, PORTAL)
  await renamePortal(request, portalId, LONG_PORTAL)
  await renameUser(request, LONG_USER)
  try {
    await page.setViewportSize({ width: WIDTH, height: 900 })
    await logIn(page, agencyAdmin)

    // The main navbar: the user menu's name is cut short, the whole name stays its accessible name.
    const main = page.getByRole("navigation", { name: "Main" })
    const mainMenu = main.getByRole("button", { name: `User menu for ${LONG_USER}` })
    await cutShortOnScreen(mainMenu.getByText(LONG_USER))
    expect((await main.boundingBox())!.height).toBeLessThan(72)
    await noSidewaysScroll(page)

    // The editor bar: the switcher and the user menu on one row, both cut short, nothing past the edge.
    await portalCard(page, LONG_PORTAL).click()
    await expect(page.getByRole("heading", { name: LONG_PORTAL, level: 1 })).toBeVisible({ timeout: 30_000 })
    const bar = page.getByRole("navigation", { name: "Editor" })
    const switcher = bar.getByRole("button", { name: `Switch portal, current: ${LONG_PORTAL}` })
    const title = switcher.getByText(LONG_PORTAL)
    await cutShortOnScreen(title)
    await expect(title).toHaveAttribute("title", LONG_PORTAL)
    const userMenu = bar.getByRole("button", { name: `User menu for ${LONG_USER}` })
    await cutShortOnScreen(userMenu.getByText(LONG_USER))
    const brand = (await bar.getByRole("link", { name: "Portal Builder" }).boundingBox())!
    for (const box of [(await switcher.boundingBox())!, (await userMenu.boundingBox())!]) {
      expect(Math.abs(box.y + box.height / 2 - (brand.y + brand.height / 2))).toBeLessThan(8)
    }
    expect((await bar.boundingBox())!.height).toBeLessThan(64)
    expect(await bar.evaluate((element) => element.scrollWidth <= element.clientWidth + 1)).toBe(true)
    await noSidewaysScroll(page)

    // The switcher still opens by keyboard, its list naming the portal in full.
    await switcher.focus()
    await page.keyboard.press("Enter")
    await expect(
      page.getByRole("menu").getByRole("menuitem", { name: new RegExp(`${LONG_PORTAL.replace(/[()]/g, "\\$&")}`) })
    ).toBeVisible()
    await page.keyboard.press("Escape")
  } finally {
    await renamePortal(request, portalId, PORTAL)
    await renameUser(request, agencyAdmin.name)
  }
})
