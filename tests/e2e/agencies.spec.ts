// Journeys: the super admin manages agencies in the Agencies drawer (create, edit, find, delete); a
// suspended agency's admin finds installs and Add Portal disabled until it is re-activated; a guest
// registers from the guest bar and lands logged in.
import { type APIRequestContext, type Locator, type Page } from "@playwright/test"

import { logIn, openUserMenu, portalCard } from "./support/app.ts"
import { superAdmin, zenithAdmin } from "./support/demo-accounts.ts"
import { expect, test } from "./support/fixtures.ts"

const AGENCIES = "/agency/api/v2/agencies"
// Each journey logs in more than once and waits on debounced searches: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 90_000 })

const SUSPENDED_EXPLANATION =
  "This agency is suspended, so installing is turned off. Contact your agency administrator or our support team to reactivate it."

interface AgencyRow {
  readonly id: number
  readonly name: string
  readonly admin_name: string
  readonly admin_email: string
  readonly portals_available: number
  readonly credit_limit: number
  readonly status: "active" | "suspend"
}

const adminToken = async (request: APIRequestContext): Promise<string> => {
  const login = await request.post("/auth/api/v2/login", { data: { email: superAdmin.email, password: superAdmin.password } })
  expect(login.status()).toBe(200)
  return ((await login.json()) as { data: { token: string } }).data.token
}

/** Setup and cleanup through the API (not what the journeys assert on). */
const agencyNamed = async (request: APIRequestContext, token: string, name: string): Promise<AgencyRow | undefined> => {
  const list = await request.get(AGENCIES, { params: { keyword: name, limit: 100 }, headers: { authorization: `Bearer ${token}` } })
  expect(list.status()).toBe(200)
  return ((await list.json()) as { data: ReadonlyArray<AgencyRow> }).data.find((agency) => agency.name === name)
}

const setStatus = async (request: APIRequestContext, token: string, agency: AgencyRow, status: "active" | "suspend") => {
  const { name, admin_name, admin_email, portals_available, credit_limit } = agency
  const reply = await request.put(`${AGENCIES}/${agency.id}`, {
    data: { name, admin_name, admin_email, portals_available, credit_limit, status },
    headers: { authorization: `Bearer ${token}` }
  })
  expect(reply.status()).toBe(200)
}

const openAgenciesDrawer = async (page: Page): Promise<Locator> => {
  const menu = await openUserMenu(page, superAdmin.name)
  await menu.getByRole("menuitem", { name: "Agencies" }).click()
  const drawer = page.getByRole("dialog", { name: "Agencies" })
  await expect(drawer.getByRole("grid", { name: "Agencies" })).toBeVisible()
  return drawer
}

/** Searches the list (debounced one second) until exactly the named agency's row shows. */
const findRow = async (drawer: Locator, name: string): Promise<Locator> => {
  await drawer.getByRole("searchbox", { name: "Search agencies" }).fill(name)
  const row = drawer.getByRole("row").filter({ hasText: name })
  await expect(row).toHaveCount(1)
  return row
}

test("the super admin creates an agency, edits it, finds it in the list and deletes it", async ({ page }) => {
  const name = `Journey Agency ${Date.now()}`
  const renamed = `${name} Renamed`
  await logIn(page, superAdmin)
  const drawer = await openAgenciesDrawer(page)

  await drawer.getByRole("button", { name: "Add Agency" }).click()
  const add = drawer.getByRole("form", { name: "Add Agency" })
  await expect(add.getByRole("button", { name: /Status/ })).toHaveCount(0)
  await add.getByRole("textbox", { name: "Name", exact: true }).fill(name)
  await add.getByRole("textbox", { name: "Admin Name" }).fill("Jo Journey")
  await add.getByRole("textbox", { name: "Admin Email" }).fill("jo@journey.example")
  await add.getByRole("textbox", { name: "Credit Limit" }).fill("7")
  // Saved from the keyboard, focus goes to the new agency's row (newest first), not the drawer's ×.
  await add.getByRole("button", { name: "Save" }).focus()
  await page.keyboard.press("Enter")
  await expect(page.getByText("The agency was created")).toBeVisible()
  await expect(drawer.getByRole("button", { name: `Edit ${name}` })).toBeFocused({ timeout: 10_000 })

  const row = await findRow(drawer, name)
  await expect(row.getByRole("gridcell").nth(0)).toHaveText("0") // Users
  await expect(row).toContainText("7")

  await row.getByRole("button", { name: `Edit ${name}` }).click()
  const edit = drawer.getByRole("form", { name: "Edit Agency" })
  await expect(edit.getByRole("textbox", { name: "Admin Email" })).toHaveValue("jo@journey.example")
  await expect(edit.getByRole("textbox", { name: "Max Active Requests" })).toHaveCount(0)
  // The checkbox input is visually hidden (react-aria); its label is what a user clicks.
  await edit.getByText("Task Requests (SaaS)").click()
  await expect(edit.getByRole("checkbox", { name: "Task Requests (SaaS)" })).toBeChecked()
  await edit.getByRole("textbox", { name: "Max Active Requests" }).fill("3")
  await edit.getByRole("textbox", { name: "Name", exact: true }).fill(renamed)
  await edit.getByRole("button", { name: "Save" }).focus()
  await page.keyboard.press("Enter")
  await expect(page.getByText("The agency was updated")).toBeVisible()
  await expect(drawer.getByRole("button", { name: `Edit ${renamed}` })).toBeFocused({ timeout: 10_000 })

  const renamedRow = await findRow(drawer, renamed)
  await renamedRow.getByRole("button", { name: `Delete ${renamed}` }).click()
  const confirm = page.getByRole("alertdialog", { name: "Are you sure?" })
  await expect(confirm).toContainText("You won't be able to revert this!")
  await confirm.getByRole("button", { name: "Yes, delete it!" }).click()
  const deleted = page.getByRole("dialog", { name: "Deleted!" })
  await expect(deleted).toContainText("Agency has been deleted.")
  // Escape closes 'Deleted!'; its opener went with the row, so focus goes to the list (no row left: its search).
  await page.keyboard.press("Escape")
  await expect(deleted).toBeHidden()
  await expect(drawer.getByText("No agencies match this search.")).toBeVisible()
  await expect(drawer.getByRole("searchbox", { name: "Search agencies" })).toBeFocused()
})

test("a suspended agency's admin finds installs and Add Portal disabled until it is re-activated", async ({ page, browser, request }) => {
  const token = await adminToken(request)
  const zenith = await agencyNamed(request, token, "Zenith Agency")
  if (zenith === undefined) throw new Error("The demo data has no Zenith Agency")
  try {
    await logIn(page, superAdmin)
    const drawer = await openAgenciesDrawer(page)
    const row = await findRow(drawer, "Zenith Agency")
    await row.getByRole("button", { name: "Edit Zenith Agency" }).click()
    const edit = drawer.getByRole("form", { name: "Edit Agency" })
    await edit.getByRole("button", { name: /Status/ }).click()
    await page.getByRole("option", { name: "Suspend" }).click()
    await edit.getByRole("button", { name: "Save" }).click()
    await expect(page.getByText("The agency was updated")).toBeVisible()

    const zenithContext = await browser.newContext()
    const zenithPage = await zenithContext.newPage()
    await logIn(zenithPage, zenithAdmin)
    await expect(zenithPage.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Add Portal" })).toBeDisabled()
    await expect(zenithPage.getByText("Zenith Agency is suspended.")).toBeVisible()
    await portalCard(zenithPage, "Zenith Portal").click()
    await zenithPage.getByRole("button", { name: "Modules", exact: true }).click()
    const modules = zenithPage.getByRole("dialog", { name: "Modules" })
    await expect(modules.getByText(SUSPENDED_EXPLANATION)).toBeVisible()
    const installs = modules.getByRole("list", { name: "Modules" }).getByRole("button", { name: /^(Install|Buy|Buy & Install) / })
    await expect(installs.first()).toBeDisabled()

    // Re-activated through the drawer, the same admin can install again after a reload.
    const again = await findRow(drawer, "Zenith Agency")
    await again.getByRole("button", { name: "Edit Zenith Agency" }).click()
    await edit.getByRole("button", { name: /Status/ }).click()
    await page.getByRole("option", { name: "Active" }).click()
    await edit.getByRole("button", { name: "Save" }).click()
    await expect(page.getByText("The agency was updated").last()).toBeVisible()
    await zenithPage.reload()
    await zenithPage.getByRole("button", { name: "Modules", exact: true }).click()
    await expect(zenithPage.getByRole("dialog", { name: "Modules" }).getByRole("list", { name: "Modules" }).first()).toBeVisible()
    await expect(zenithPage.getByText(SUSPENDED_EXPLANATION)).toHaveCount(0)
    await expect(
      zenithPage
        .getByRole("dialog", { name: "Modules" })
        .getByRole("list", { name: "Modules" })
        .getByRole("button", { name: /^(Install|Buy|Buy & Install) / })
        .first()
    ).toBeEnabled()
    await zenithContext.close()
  } finally {
    // Later journeys rely on Zenith being active, whatever happened above.
    await setStatus(request, token, zenith, "active")
  }
})

/** The self-registered admin may meet the one-time Welcome: skip it when it shows (it may not exist). */
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

test("a guest registers from the guest bar and lands logged in", async ({ page, request }) => {
  const email = `register-${Date.now()}@journey.example`
  const company = `Registered Studio ${Date.now()}`
  try {
    await page.goto("/portals-guest")
    await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Register" }).click()
    const modal = page.getByRole("dialog", { name: "Create Account" })
    await modal.getByRole("button", { name: "Create Account" }).click()
    await expect(modal.getByText("The company field is required.")).toBeVisible()

    await modal.getByRole("textbox", { name: "First Name" }).fill("Reggie")
    await modal.getByRole("textbox", { name: "Last Name" }).fill("Journey")
    await modal.getByRole("textbox", { name: "Email" }).fill(email)
    await modal.getByRole("textbox", { name: "Company" }).fill(company)
    // Kept locally while typing: a reload brings the values back.
    await page.reload()
    await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Register" }).click()
    await expect(modal.getByRole("textbox", { name: "Company" })).toHaveValue(company)
    await modal.getByRole("textbox", { name: "Website" }).fill("https://reggie.example")
    await modal.getByRole("button", { name: "Create Account" }).click()

    await expect(page).toHaveURL(/\/portals-main/)
    await dismissWelcome(page)
    await expect(page.getByRole("button", { name: "User menu for Reggie Journey" })).toBeVisible()
    expect(await page.evaluate(() => localStorage.getItem("register_form"))).toBeNull()
  } finally {
    // Deleting the agency removes its only member too, so later journeys see the demo world only.
    const token = await adminToken(request)
    const agency = await agencyNamed(request, token, company)
    if (agency !== undefined)
      expect((await request.delete(`${AGENCIES}/${agency.id}`, { headers: { authorization: `Bearer ${token}` } })).status()).toBe(200)
  }
})
