// Journeys of the account and portal drawers (spec 1 section 5, spec 2 sections 2 and 8): the super admin
// edits a portal in the Portals drawer and puts it back, removes the installation (Delete SR) and then the
// portal itself; an agency admin renames the open portal in Portal Details; a user renames themselves in
// Account Details; a fresh agency admin deletes their agency account and lands on / logged out.
// Every journey works on what it creates, or restores what it changes, so the demo world stays as it was.
import { type APIRequestContext, type Page } from "@playwright/test"

import { deletePortal, portalIdByName } from "./support/api.ts"
import { type Credentials, logIn, openUserMenu, portalCard, submitLogin } from "./support/app.ts"
import { agencyAdmin, demoUser, northwindAdmin, superAdmin } from "./support/demo-accounts.ts"
import { expect, test } from "./support/fixtures.ts"

interface Mail {
  readonly text: string
}

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`
const bearer = (token: string) => ({ authorization: `Bearer ${token}` })

const tokenOf = async (request: APIRequestContext, credentials: Credentials): Promise<string> => {
  const login = await request.post("/auth/api/v2/login", { data: { email: credentials.email, password: credentials.password } })
  expect(login.status()).toBe(200)
  return ((await login.json()) as { data: { token: string } }).data.token
}

/** Opens a drawer from the user menu and returns it. */
const openDrawer = async (page: Page, userName: string, item: string, title = item) => {
  const menu = await openUserMenu(page, userName)
  await menu.getByRole("menuitem", { name: item }).click()
  const drawer = page.getByRole("dialog", { name: title })
  await expect(drawer).toBeVisible()
  return drawer
}

/** The Portals drawer narrowed to one portal by the (debounced) search. */
const findPortalRow = async (page: Page, name: string) => {
  const drawer = await openDrawer(page, superAdmin.name, "Portals")
  await drawer.getByLabel("Search portals").fill(name)
  const row = drawer.getByRole("row").filter({ hasText: name })
  await expect(row).toHaveCount(1)
  return { drawer, row }
}

const confirmDeletion = async (page: Page) => {
  const dialog = page.getByRole("alertdialog", { name: "Are you sure?" })
  await expect(dialog).toContainText("You won't be able to revert this!")
  await expect(dialog.getByRole("button", { name: "No, cancel!" })).toBeVisible()
  await dialog.getByRole("button", { name: "Yes, delete it!" }).click()
}

test("the super admin edits a portal in the Portals drawer and puts it back", async ({ page, request }) => {
  const admin = await tokenOf(request, superAdmin)
  const hubId = 40_000_000 + Math.floor(Math.random() * 9_000_000)
  const name = `Journey Edit ${unique()}`
  const created = await request.post("/portal/api/v2/portals", {
    headers: bearer(admin),
    data: { name, hub_id: hubId, hub_url: `https://app.hubspot.test/${hubId}`, plan: "free", agency_id: 2, custom_installation: "sr" }
  })
  expect(created.status()).toBe(201)
  const portalId = ((await created.json()) as { data: { id: number } }).data.id
  try {
    await logIn(page, superAdmin)
    const { drawer, row } = await findPortalRow(page, name)
    // The default folder shows as 'sr' (spec 2 section 2), not '/sr'.
    await expect(row).toContainText("sr")
    await expect(row).not.toContainText("/sr")
    await expect(row).toContainText(String(hubId))
    await expect(row).toContainText("Northwind Agency")

    const edit = async (currentName: string, newName: string, plan: string) => {
      await drawer.getByRole("button", { name: `Edit ${currentName}`, exact: true }).click()
      const form = drawer.getByRole("form", { name: "Edit Portal" })
      await expect(form.getByLabel("Custom Installation")).toBeDisabled()
      await expect(form.getByLabel("Hub ID")).toHaveAttribute("readonly", "")
      await form.getByLabel("Name").fill(newName)
      await form.getByRole("button", { name: /Portal Plan/ }).click()
      await page.getByRole("option", { name: plan, exact: true }).click()
      await form.getByRole("button", { name: "Save" }).click()
      await expect(page.getByText("The portal was updated").last()).toBeVisible()
      await expect(form).toBeHidden()
      const edited = drawer.getByRole("row").filter({ has: page.getByRole("rowheader", { name: newName, exact: true }) })
      await expect(edited).toContainText(plan)
    }
    await edit(name, `${name} Edited`, "Stack")
    await edit(`${name} Edited`, name, "Free")
  } finally {
    await deletePortal(request, superAdmin, portalId)
  }
})

test("the super admin deletes the installation (Delete SR) and then the portal an agency admin added", async ({
  page,
  browser,
  request
}) => {
  // The agency admin connects a new free portal through the sandbox CRM, as in add-portal.spec.
  await logIn(page, agencyAdmin)
  await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Add Portal" }).click()
  await page.getByRole("dialog", { name: "Add Portal" }).getByRole("button", { name: "Continue Free" }).click()
  await expect(page.getByRole("heading", { name: "Choose an account" })).toBeVisible()
  await page.getByLabel("Create a test account").check()
  await page.getByLabel("Name of the new account").fill(`SR Journey ${unique()}`)
  await page.getByRole("button", { name: "Grant access" }).click()
  await expect(page).toHaveURL(/\/sr-setup\?portal=\d+$/, { timeout: 20_000 })
  const portalId = Number(new URL(page.url()).searchParams.get("portal"))

  const admin = await tokenOf(request, superAdmin)
  const read = await request.get(`/portal/api/v2/admin/portals/${portalId}`, { headers: bearer(admin) })
  expect(read.status()).toBe(200)
  const name = ((await read.json()) as { data: { name: string } }).data.name

  const context = await browser.newContext()
  const adminPage = await context.newPage()
  try {
    await logIn(adminPage, superAdmin)
    const { drawer } = await findPortalRow(adminPage, name)
    await drawer.getByRole("button", { name: `Delete SR of ${name}` }).click()
    await confirmDeletion(adminPage)
    let deleted = adminPage.getByRole("dialog", { name: "Deleted!" })
    await expect(deleted).toContainText("Portal SR has been deleted.")
    await deleted.getByRole("button", { name: "OK" }).click()
    const after = await request.get(`/portal/api/v2/admin/portals/${portalId}`, { headers: bearer(admin) })
    expect(((await after.json()) as { data: { portal_setup_status: boolean } }).data.portal_setup_status).toBe(false)

    await drawer.getByRole("button", { name: `Delete ${name}` }).click()
    await confirmDeletion(adminPage)
    deleted = adminPage.getByRole("dialog", { name: "Deleted!" })
    await expect(deleted).toContainText("Portal has been deleted.")
    await deleted.getByRole("button", { name: "OK" }).click()
    await expect(drawer.getByText("No portals match this search.")).toBeVisible()
    expect((await request.get(`/portal/api/v2/admin/portals/${portalId}`, { headers: bearer(admin) })).status()).toBe(404)
  } finally {
    await context.close()
    // Only when the journey stopped before its own Delete.
    await request.delete(`/portal/api/v2/portals/${portalId}`, { headers: bearer(admin) })
  }
})

test("an agency admin renames the open portal in Portal Details", async ({ page, request }) => {
  const portalId = await portalIdByName(request, northwindAdmin, "Northwind Portal")
  await logIn(page, northwindAdmin)
  await portalCard(page, "Northwind Portal").click()
  await expect(page).toHaveURL(`/portals-main/${portalId}`)
  // The editor, not the portal list it replaces: a menu opened in the list would go with it.
  await expect(page.getByRole("heading", { name: "Northwind Portal", level: 1 })).toBeVisible()
  const drawer = await openDrawer(page, northwindAdmin.name, "Portal Details")
  await expect(drawer.getByLabel("Hub ID")).toHaveAttribute("readonly", "")
  await expect(drawer.getByLabel("Plan")).toHaveValue("Stack")
  await drawer.getByLabel("Name").fill("Northwind Portal Renamed")
  await drawer.getByRole("button", { name: "Save" }).click()
  await expect(page.getByText("The portal was updated")).toBeVisible()
  // The selected portal is refreshed: the editor bar names it anew.
  await expect(page.getByRole("navigation").getByText("Northwind Portal Renamed").first()).toBeVisible()

  await drawer.getByLabel("Name").fill("Northwind Portal")
  await drawer.getByRole("button", { name: "Save" }).click()
  await expect(page.getByText("The portal was updated").last()).toBeVisible()
  const check = await request.get(`/portal/api/v2/portals/${portalId}`, { headers: bearer(await tokenOf(request, northwindAdmin)) })
  expect(((await check.json()) as { data: { name: string; domain: string | null } }).data).toMatchObject({
    name: "Northwind Portal",
    domain: "www.northwind.example"
  })
})

test("a user updates their name in Account Details", async ({ page, request }) => {
  const restore = async () => {
    const token = await tokenOf(request, demoUser)
    expect((await request.put("/auth/api/v2/users/me", { headers: bearer(token), data: { name: demoUser.name } })).status()).toBe(200)
  }
  try {
    await logIn(page, demoUser)
    const drawer = await openDrawer(page, demoUser.name, "Account Details")
    await expect(drawer.getByText("Agency Logo")).toHaveCount(0)
    await expect(drawer.getByLabel("Password")).toHaveAttribute("readonly", "")
    await expect(drawer.getByLabel("Email")).toHaveValue(demoUser.email)
    await drawer.getByLabel("Name").fill("Demo User Renamed")
    await drawer.getByRole("button", { name: "Save" }).click()
    await expect(page.getByText("Account details have been updated!")).toBeVisible()
    // The user is loaded again: the menu carries the new name.
    await expect(page.getByRole("button", { name: "User menu for Demo User Renamed" })).toBeVisible()
    await drawer.getByRole("button", { name: "Delete Account" }).click()
    await expect(drawer.getByRole("button", { name: "Delete My User Account" })).toBeVisible()
    await expect(drawer.getByRole("button", { name: "Delete Agency Account" })).toHaveCount(0)
  } finally {
    await restore()
  }
})

test("a new agency admin deletes their agency account and lands on / logged out", async ({ page, request }) => {
  const admin = await tokenOf(request, superAdmin)
  const created = await request.post("/agency/api/v2/agencies", {
    headers: bearer(admin),
    data: {
      name: `Farewell Agency ${unique()}`,
      admin_name: "Farewell Admin",
      admin_email: `farewell-${unique()}@example.com`,
      portals_available: 0,
      credit_limit: 0
    }
  })
  expect(created.status()).toBe(201)
  const agencyId = ((await created.json()) as { data: { id: number } }).data.id
  const owner = { name: "Farewell Admin", email: `farewell-${unique()}@example.com`, password: "Farewell123!" }
  try {
    const invited = await request.post("/auth/api/v2/users/invite", {
      headers: bearer(admin),
      data: { email: owner.email, role: "agency-admin", agency_id: agencyId }
    })
    expect(invited.status()).toBe(200)
    let token = ""
    await expect(async () => {
      const mails = (await (await request.get("/sandbox/mail/messages", { params: { to: owner.email } })).json()) as ReadonlyArray<Mail>
      const link = mails
        .map((mail) => /https?:\/\/\S+\/setup-accept-invitation\?\S+/.exec(mail.text)?.[0])
        .find((found) => found !== undefined)
      expect(link).toBeDefined()
      token = new URL(link!).searchParams.get("token") ?? ""
    }).toPass({ timeout: 10_000 })
    const accepted = await request.post("/auth/api/v2/users/accept-invitation", {
      data: { token, email: owner.email, name: owner.name, password: owner.password, password_confirmation: owner.password }
    })
    expect(accepted.status()).toBe(200)

    await logIn(page, owner)
    const drawer = await openDrawer(page, owner.name, "Account Details")
    await drawer.getByRole("button", { name: "Delete Account" }).click()
    await drawer.getByRole("button", { name: "Delete Agency Account" }).click()
    // The question says what goes with the agency: its admin, left in no agency.
    const question = page.getByRole("alertdialog", { name: "Are you sure?" })
    await expect(question.getByRole("region", { name: "This deletes" })).toContainText(owner.email)
    await confirmDeletion(page)
    await expect(page).toHaveURL("/")
    await expect(page.getByRole("heading", { name: "Log in", level: 1 })).toBeVisible()
    await expect(page.getByText("Deleted! The agency account has been deleted.")).toBeVisible()

    // The account went with its only agency.
    await submitLogin(page, owner)
    await expect(page).toHaveURL("/")
    expect((await request.post("/auth/api/v2/login", { data: { email: owner.email, password: owner.password } })).status()).toBe(422)
    expect((await request.get(`/agency/api/v2/agencies/${agencyId}`, { headers: bearer(admin) })).status()).toBe(404)
  } finally {
    // Only when the journey stopped before its own deletion.
    await request.delete(`/agency/api/v2/agencies/${agencyId}`, { headers: bearer(admin) })
  }
})
