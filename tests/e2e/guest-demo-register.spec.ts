// Journey: a visitor browses the demo portal's modules and page templates through the guest calls,
// presses an install button, gets the Register modal instead, registers and lands logged in; the
// guest addresses then send them to /portals-main. The agency the registration made is deleted at the end
// (super admin, through the API), so later journeys see the demo world only.
import { type APIRequestContext, type Page } from "@playwright/test"

import { GUEST_PORTAL_ID, superAdmin } from "./support/demo-accounts.ts"
import { expect, test } from "./support/fixtures.ts"

const AGENCIES = "/agency/api/v2/agencies"
const stamp = Date.now()
const registrant = { first: "Gina", last: "Guest", email: `guest-demo-${stamp}@journey.example`, company: `Guest Demo Studio ${stamp}` }

const bearer = async (request: APIRequestContext) => {
  const login = await request.post("/auth/api/v2/login", { data: { email: superAdmin.email, password: superAdmin.password } })
  expect(login.status()).toBe(200)
  return { authorization: `Bearer ${((await login.json()) as { data: { token: string } }).data.token}` }
}

/** The self-registered admin may meet the one-time Welcome: skip it when it shows. */
const dismissWelcome = async (page: Page): Promise<void> => {
  const welcome = page.getByRole("dialog", { name: "Welcome to Portal Builder!" })
  try {
    await welcome.waitFor({ state: "visible", timeout: 5_000 })
  } catch {
    return
  }
  await welcome.getByRole("button", { name: "Skip", exact: true }).click()
  await expect(welcome).toBeHidden()
}

test("a visitor browses the demo's modules and pages, and an install action leads to registration", async ({ page, request }) => {
  // Every API call the browser makes as a guest: none may change anything.
  const guestWrites: Array<string> = []
  let registering = false
  page.on("request", (sent) => {
    if (!registering && sent.method() !== "GET" && sent.url().includes("/api/v2/")) guestWrites.push(`${sent.method()} ${sent.url()}`)
  })

  try {
    await page.goto("/portals-guest")
    const publicBar = page.getByRole("navigation", { name: "Main" })
    await expect(publicBar.getByRole("button", { name: "Register" })).toBeVisible()
    await expect(publicBar.getByRole("link", { name: "Log in" })).toHaveAttribute("href", "/")
    if (process.env.DOCS_URL === undefined) await expect(publicBar.getByRole("link", { name: "Documentation" })).toHaveCount(0)

    await page.goto(`/portals-guest/${GUEST_PORTAL_ID}`)
    await expect(page.getByRole("heading", { name: "Demo Portal", level: 1 })).toBeVisible()
    const bar = page.getByRole("navigation", { name: "Editor" })
    await expect(bar.getByRole("button", { name: "Register" })).toBeVisible()
    await expect(bar.getByRole("link", { name: "Log in" })).toHaveCount(0)
    if (process.env.SUPPORT_URL === undefined) await expect(bar.getByRole("link", { name: "Support" })).toHaveCount(0)
    // Guests get the modules and page drawers only.
    await expect(bar.getByRole("button", { name: "Layouts" })).toHaveCount(0)
    await expect(bar.getByRole("button", { name: "Files" })).toHaveCount(0)

    // Modules, through the guest listing call.
    const modulesListed = page.waitForResponse((answer) => answer.url().includes("/module/api/v2/guest/modules") && answer.status() === 200)
    await bar.getByRole("button", { name: "Modules", exact: true }).click()
    await modulesListed
    const modules = page.getByRole("dialog", { name: "Modules" }).getByRole("list", { name: "Modules" })
    await expect(modules.getByRole("listitem").first()).toBeVisible()
    const action = modules.getByRole("button", { name: /^(Install|Buy|Buy & Install|Upgrade|Revert) / }).first()
    await action.click()
    const register = page.getByRole("dialog", { name: "Create Account" })
    await expect(register).toBeVisible()
    await page.keyboard.press("Escape")
    await expect(register).toBeHidden()
    // Focus returns into the drawer (to the opener) once the modal has gone; then Escape closes the drawer.
    const drawer = page.getByRole("dialog", { name: "Modules" })
    await expect.poll(() => drawer.evaluate((panel) => panel.contains(document.activeElement)), { timeout: 10_000 }).toBe(true)
    await page.keyboard.press("Escape")
    await expect(drawer).toBeHidden()

    // A page template list, through the guest listing call.
    const templatesListed = page.waitForResponse(
      (answer) => answer.url().includes("/module/api/v2/guest/page-templates") && answer.status() === 200
    )
    await bar.getByRole("button", { name: "Website Pages" }).click()
    await templatesListed
    const templates = page.getByRole("dialog", { name: "Website Pages" }).getByRole("list", { name: "Website Pages" })
    const firstCard = templates.getByRole("listitem").first()
    await expect(firstCard).toBeVisible()
    await firstCard.getByRole("button", { name: /^(Install|Reinstall) / }).click()
    await expect(register).toBeVisible()
    // The page-type dialog of a member's install never opens.
    await expect(page.getByRole("dialog", { name: "Select Page Type" })).toHaveCount(0)
    expect(guestWrites).toEqual([])

    // Register from the modal and land logged in.
    await register.getByRole("textbox", { name: "First Name" }).fill(registrant.first)
    await register.getByRole("textbox", { name: "Last Name" }).fill(registrant.last)
    await register.getByRole("textbox", { name: "Email" }).fill(registrant.email)
    await register.getByRole("textbox", { name: "Company" }).fill(registrant.company)
    await register.getByRole("textbox", { name: "Website" }).fill("https://gina.example")
    registering = true
    await register.getByRole("button", { name: "Create Account" }).click()
    await expect(page).toHaveURL(/\/portals-main/)
    await dismissWelcome(page)
    await expect(page.getByRole("button", { name: `User menu for ${registrant.first} ${registrant.last}` })).toBeVisible()

    // Signed in, the guest demo is closed: both guest addresses lead to /portals-main.
    await page.goto(`/portals-guest/${GUEST_PORTAL_ID}`)
    await expect(page).toHaveURL("/portals-main")
    await page.goto("/portals-guest")
    await expect(page).toHaveURL("/portals-main")
    await expect(page.getByRole("heading", { name: "Portals", level: 1 })).toBeVisible()
  } finally {
    const headers = await bearer(request)
    const list = await request.get(AGENCIES, { params: { keyword: registrant.company }, headers })
    const agency = ((await list.json()) as { data: Array<{ id: number; name: string }> }).data.find(
      (candidate) => candidate.name === registrant.company
    )
    if (agency !== undefined) expect((await request.delete(`${AGENCIES}/${agency.id}`, { headers })).status()).toBe(200)
  }
})
