// Journeys on two screens of the fleet view:
// 1. The super admin opens the Portals drawer from the user menu by keyboard and reads each row's health: a portal of
//    the journey's own (made through the API, never connected to the CRM nor set up) needs attention, Acme Portal
//    (demo data) is all good, and the whole page's health came in one request. When that request fails the Health
//    cells say "—" and the rows still open Edit.
// 2. An agency admin turns the daily digest on in What's New with Space and finds it still on after a reload; when
//    the server refuses the change, the switch (on at once) goes back to off and the error is shown.
import type { APIRequestContext, Locator, Page, Request } from "@playwright/test"

import { logIn } from "./support/app.ts"
import { agencyAdmin, superAdmin } from "./support/demo-accounts.ts"
import { expect, test } from "./support/fixtures.ts"

const HEALTH_OF_IDS = /\/portal\/api\/v2\/portals\/health\?/
const DIGEST = /\/auth\/api\/v2\/notifications\/digest$/
const DIGEST_LABEL = "Email me a daily digest"
const SERVER_ERROR = "Internal Server Error. Please try again later."

/** A portal of an agency of the journey's own, neither connected to the CRM nor set up: it needs attention. */
const portalNeedingAttention = async (request: APIRequestContext, stamp: number): Promise<string> => {
  const login = await request.post("/auth/api/v2/login", { data: { email: superAdmin.email, password: superAdmin.password } })
  expect(login.status()).toBe(200)
  const headers = { authorization: `Bearer ${((await login.json()) as { data: { token: string } }).data.token}` }
  const agency = await request.post("/agency/api/v2/agencies", {
    headers,
    data: {
      name: `Fleet Agency ${stamp}`,
      admin_name: "Fleet Admin",
      admin_email: `fleet-${stamp}@example.com`,
      portals_available: 5,
      credit_limit: 0
    }
  })
  expect(agency.status(), await agency.text()).toBe(201)
  const name = `Fleet Check ${stamp}`
  const created = await request.post("/portal/api/v2/portals", {
    headers,
    data: {
      name,
      hub_id: 71_000_000 + (stamp % 1_000_000),
      hub_url: `https://app.hubspot.test/${stamp}`,
      plan: "core",
      agency_id: ((await agency.json()) as { data: { id: number } }).data.id,
      custom_installation: "fleet"
    }
  })
  expect(created.status(), await created.text()).toBe(201)
  return name
}

/** The user menu by keyboard: focus its button, Enter opens it on its first item (Agencies), ArrowDown to Portals, Enter. */
const openPortalsDrawerByKeyboard = async (page: Page): Promise<Locator> => {
  const trigger = page.getByRole("button", { name: `User menu for ${superAdmin.name}` })
  const menu = page.getByRole("menu", { name: `User menu for ${superAdmin.name}` })
  // A key pressed while the layout re-renders right after the login can be lost: press again, as a person would.
  await expect(async () => {
    if (!(await menu.isVisible())) {
      await trigger.focus()
      await page.keyboard.press("Enter")
    }
    await expect(menu).toBeVisible({ timeout: 2_000 })
  }).toPass({ timeout: 15_000 })
  await expect(menu.getByRole("menuitem", { name: "Agencies" })).toBeFocused()
  await page.keyboard.press("ArrowDown")
  await expect(menu.getByRole("menuitem", { name: "Portals", exact: true })).toBeFocused()
  await page.keyboard.press("Enter")
  const drawer = page.getByRole("dialog", { name: "Portals" })
  await expect(drawer).toBeVisible()
  return drawer
}

const rowOf = (drawer: Locator, name: string) =>
  drawer
    .getByRole("grid", { name: "Portals" })
    .getByRole("row")
    .filter({ has: drawer.page().getByRole("rowheader", { name, exact: true }) })

test("the Portals drawer, opened by keyboard, shows each row's health from one request", async ({ page, request }) => {
  const name = await portalNeedingAttention(request, Date.now())
  const healthRequests: Array<Request> = []
  page.on("request", (sent) => {
    if (HEALTH_OF_IDS.test(sent.url()) && new URL(sent.url()).searchParams.has("ids")) healthRequests.push(sent)
  })
  await logIn(page, superAdmin)
  const drawer = await openPortalsDrawerByKeyboard(page)

  const grid = drawer.getByRole("grid", { name: "Portals" })
  await expect(grid.getByRole("columnheader", { name: "Health", exact: true })).toBeVisible()
  const reasons = rowOf(drawer, name).getByRole("list", { name: "Needs attention" })
  await expect(reasons).toContainText("Needs reconnect", { timeout: 20_000 })
  await expect(reasons).toContainText("Setup not finished")
  const acme = rowOf(drawer, "Acme Portal")
  await expect(acme).toContainText("All good")
  await expect(acme.getByRole("list", { name: "Needs attention" })).toHaveCount(0)
  // The demo's other portals are on the same page, each answered by that one request.
  await expect(rowOf(drawer, "Acme Staging").getByRole("list", { name: "Needs attention" })).toContainText("Upgrades waiting")

  expect(healthRequests).toHaveLength(1)
  const ids = new URL(healthRequests[0]!.url()).searchParams.get("ids")!.split(",")
  expect(ids).toHaveLength(await grid.getByRole("rowheader").count())
})

test("when the health request fails the Health cells say so, and the rows still open Edit", async ({ page }) => {
  let failed = 0
  await page.route(HEALTH_OF_IDS, async (route) => {
    failed++
    await route.fulfill({ status: 500, json: { message: "Server Error" } })
  })
  await logIn(page, superAdmin)
  const drawer = await openPortalsDrawerByKeyboard(page)

  const acme = rowOf(drawer, "Acme Portal")
  const unknown = acme.getByTitle("Health not available")
  await expect(unknown).toBeVisible({ timeout: 20_000 })
  await expect(unknown).toHaveText(/^—/)
  await expect(acme).not.toContainText("All good")
  await expect(rowOf(drawer, "Acme Staging").getByTitle("Health not available")).toBeVisible()
  expect(failed).toBe(1)

  await acme.getByRole("button", { name: "Edit Acme Portal" }).click()
  const form = drawer.getByRole("form", { name: "Edit Portal" })
  await expect(form).toBeVisible({ timeout: 20_000 })
  await expect(form.getByRole("textbox", { name: "Name" })).toHaveValue("Acme Portal")
})

/** Opens What's New from the bell and returns the digest switch once its state has been read. */
const openDigestSwitch = async (page: Page): Promise<Locator> => {
  await page.getByRole("button", { name: "What's New" }).click()
  const panel = page.getByRole("dialog", { name: "What's New" })
  const toggle = panel.getByRole("switch", { name: DIGEST_LABEL })
  await expect(toggle).toBeEnabled({ timeout: 20_000 })
  return toggle
}

test("an agency admin turns the daily digest on with Space, and it stays on after a reload", async ({ page }) => {
  await logIn(page, agencyAdmin)
  const toggle = await openDigestSwitch(page)
  await expect(toggle).not.toBeChecked()

  const saved = page.waitForResponse((response) => DIGEST.test(response.url()) && response.request().method() === "PUT")
  await toggle.focus()
  await page.keyboard.press("Space")
  await expect(toggle).toBeChecked()
  expect((await saved).status()).toBe(200)
  await expect(toggle).toBeChecked()
  await expect(toggle).toBeFocused()

  await page.reload()
  await expect(page.getByRole("heading", { name: "Portals", level: 1 })).toBeVisible({ timeout: 20_000 })
  await expect(await openDigestSwitch(page)).toBeChecked()
})

test("a refused digest change turns the switch back off and says why", async ({ page }) => {
  // The refusal waits until the switch has been seen on: it flips before the server answers.
  let release: () => void = () => undefined
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(DIGEST, async (route) => {
    if (route.request().method() !== "PUT") return route.fallback()
    await held
    await route.fulfill({ status: 500, json: { message: "Server Error" } })
  })
  await logIn(page, agencyAdmin)
  const toggle = await openDigestSwitch(page)
  await expect(toggle).not.toBeChecked()

  await toggle.focus()
  await page.keyboard.press("Space")
  await expect(toggle).toBeChecked()
  release()
  await expect(page.getByText(SERVER_ERROR)).toBeVisible()
  await expect(toggle).not.toBeChecked()
  await expect(toggle).toBeFocused()
})
