// Journey (the first proof that the UI alone suffices): a super admin onboards a new agency through the UI only. They create
// the agency in the Agencies drawer, invite its admin from the Users drawer, the invitee opens the mailed
// link (read from the mail sandbox, GET /sandbox/mail/messages?to=), chooses a name and a password, logs
// in and finds themselves in the new agency; the super admin then finds both steps in the Logs drawer.
// The only API call is the cleanup: deleting the agency also removes the account it was the only home of.
import { type APIRequestContext, type Browser, type Locator, type Page } from "@playwright/test"

import { logIn, openUserMenu } from "./support/app.ts"
import { superAdmin } from "./support/demo-accounts.ts"
import { expect, test } from "./support/fixtures.ts"

interface MailMessage {
  readonly id: number
  readonly to: string
  readonly subject: string
  readonly text: string
  readonly html: string
  readonly created_at: string
}

const AGENCIES = "/agency/api/v2/agencies"

/** Opens one of the super admin's drawers from the user menu and waits for its list. */
const openDrawer = async (page: Page, item: "Agencies" | "Users" | "Logs"): Promise<Locator> => {
  const menu = await openUserMenu(page, superAdmin.name)
  await menu.getByRole("menuitem", { name: item }).click()
  const drawer = page.getByRole("dialog", { name: item })
  await expect(drawer.getByRole("grid", { name: item })).toBeVisible()
  return drawer
}

/** Closes a drawer with the × in its header (alerts inside it may have Close buttons of their own). */
const closeDrawer = async (drawer: Locator): Promise<void> => {
  await drawer.locator("header").getByRole("button", { name: "Close" }).click()
  await expect(drawer).toHaveCount(0)
}

/** The path and query of the invitation link in the newest mail to `email` (the sandbox lists newest first). */
const invitationLink = async (request: APIRequestContext, email: string): Promise<string> => {
  let link: string | undefined
  await expect(async () => {
    const answer = await request.get("/sandbox/mail/messages", { params: { to: email } })
    expect(answer.status()).toBe(200)
    const messages = (await answer.json()) as ReadonlyArray<MailMessage>
    expect(messages.length).toBeGreaterThan(0)
    expect(messages[0]!.to).toBe(email)
    link = /https?:\/\/\S+\/setup-accept-invitation\?\S+/.exec(messages[0]!.text)?.[0]
    expect(link).toBeDefined()
  }).toPass({ timeout: 10_000 })
  // The mail names the server's public address; the browser stays on the journey's own origin.
  const url = new URL(link!)
  expect(url.searchParams.get("token")).toBeTruthy()
  expect(url.searchParams.get("email")).toBe(email)
  return `${url.pathname}${url.search}`
}

const newPage = async (browser: Browser, baseURL: string | undefined): Promise<Page> => (await browser.newContext({ baseURL })).newPage()

/** Cleanup only: the super admin deletes the agency, if the journey got as far as creating it. */
const deleteAgencyNamed = async (request: APIRequestContext, name: string): Promise<void> => {
  const login = await request.post("/auth/api/v2/login", { data: { email: superAdmin.email, password: superAdmin.password } })
  expect(login.status()).toBe(200)
  const headers = { authorization: `Bearer ${((await login.json()) as { data: { token: string } }).data.token}` }
  const list = await request.get(AGENCIES, { params: { keyword: name, limit: 100 }, headers })
  expect(list.status()).toBe(200)
  const agency = ((await list.json()) as { data: ReadonlyArray<{ id: number; name: string }> }).data.find((row) => row.name === name)
  if (agency === undefined) return
  expect((await request.delete(`${AGENCIES}/${agency.id}`, { headers })).status()).toBe(200)
}

test("a super admin creates an agency and invites its admin, who accepts the mailed link and logs in to it", async ({
  page,
  request,
  browser,
  baseURL
}) => {
  // Two people, a mailed link, several debounced (1 s) searches and three logins: more than the default 30 s.
  test.setTimeout(120_000)
  const stamp = `${Date.now()}`
  const agencyName = `Onboarding Agency ${stamp}`
  const email = `onboarding-${stamp}@example.com`
  const password = "Onboard123!"
  const inviteeName = "Onboarded Admin"
  // A balance no demo agency has, so the invitee's credit entry names this agency.
  const credits = 41
  let invitee: Page | null = null
  try {
    // 1. The agency, created in the Agencies drawer.
    await logIn(page, superAdmin)
    const agencies = await openDrawer(page, "Agencies")
    await agencies.getByRole("button", { name: "Add Agency" }).click()
    const add = agencies.getByRole("form", { name: "Add Agency" })
    await add.getByRole("textbox", { name: "Name", exact: true }).fill(agencyName)
    await add.getByRole("textbox", { name: "Admin Name" }).fill(inviteeName)
    await add.getByRole("textbox", { name: "Admin Email" }).fill(email)
    await add.getByRole("textbox", { name: "Credit Limit" }).fill(String(credits))
    await add.getByRole("button", { name: "Save" }).click()
    await expect(page.getByText("The agency was created")).toBeVisible()
    await agencies.getByRole("searchbox", { name: "Search agencies" }).fill(agencyName)
    const agencyRow = agencies.getByRole("row").filter({ hasText: agencyName })
    await expect(agencyRow).toHaveCount(1)
    await expect(agencyRow.getByRole("gridcell").nth(0)).toHaveText("0") // Users: nobody yet
    await closeDrawer(agencies)

    // 2. Its admin, invited from the Users drawer.
    const users = await openDrawer(page, "Users")
    await users.getByRole("button", { name: "Add User" }).click()
    // A view of the drawer, in place of the list.
    const view = users.getByRole("form", { name: "Add User" })
    await view.getByRole("textbox", { name: "Email" }).fill(email)
    await view.getByRole("button", { name: /Role/ }).click()
    await page.getByRole("option", { name: "Admin", exact: true }).click()
    // An invitation, not a Super Admin: no name or password asked for here.
    await expect(view.getByLabel("Password")).toHaveCount(0)
    const agencyField = view.getByRole("combobox", { name: "Agency" })
    await agencyField.fill(agencyName)
    await page.getByRole("option", { name: agencyName, exact: true }).click()
    await expect(agencyField).toHaveValue(agencyName)
    await view.getByRole("button", { name: "Save" }).click()
    await expect(page.getByText("Invitation Sent")).toBeVisible()
    await expect(view).toHaveCount(0)
    await closeDrawer(users)

    // 3. and 4. The invitee, in a browser of their own, follows the mailed link.
    const link = await invitationLink(request, email)
    invitee = await newPage(browser, baseURL)
    await invitee.goto(link)
    const form = invitee.getByRole("form", { name: "Accept Invitation" })
    await expect(form.getByText(`${superAdmin.name} invited ${email} to join ${agencyName} as Admin.`)).toBeVisible()
    await form.getByRole("textbox", { name: "Name" }).fill(inviteeName)
    await form.getByLabel(/^Password/).fill(password)
    await form.getByLabel(/^Confirm Password/).fill(password)
    await form.getByRole("button", { name: "Accept Invitation" }).click()
    // Accepting signs them in: they land on their portals.
    await expect(invitee).toHaveURL("/portals-main")
    await expect(invitee.getByRole("status").filter({ hasText: "The invitation has been accepted." })).toBeVisible()
    // They are in the new agency: its balance in their menu, and their own row in its user list.
    const inviteeMenu = await openUserMenu(invitee, inviteeName)
    await expect(inviteeMenu.getByRole("menuitem", { name: new RegExp(`^Credits: ${credits}(?!\\d)`) })).toBeVisible()
    await inviteeMenu.getByRole("menuitem", { name: "Users" }).click()
    const team = invitee.getByRole("dialog", { name: "Users" }).getByRole("grid", { name: "Users" })
    const ownRow = team.locator("tbody tr").filter({ hasText: email })
    await expect(ownRow).toHaveCount(1)
    await expect(ownRow).toContainText(inviteeName)
    await expect(ownRow).toContainText(agencyName)
    await expect(ownRow).toContainText("Admin")
    await invitee.context().close()
    invitee = null

    // 5. The super admin finds the creation and the invitation in the activity log.
    const logs = await openDrawer(page, "Logs")
    await logs.getByRole("searchbox", { name: "Search logs" }).fill(stamp)
    const entries = logs.getByRole("grid", { name: "Logs" }).locator("tbody tr")
    const created = entries.filter({ hasText: "agency.created" })
    await expect(created).toHaveCount(1)
    await expect(created).toContainText(agencyName)
    await expect(created.getByRole("gridcell").filter({ hasText: /^Agency$/ })).toHaveCount(1) // Subject Type
    // Two invitations: the one creating the agency sends its named admin, then the Users drawer's.
    const invited = entries.filter({ hasText: "user invited" })
    await expect(invited).toHaveCount(2)
    for (const entry of await invited.all()) {
      await expect(entry).toContainText(email)
      await expect(entry).toContainText('"role": "agency-admin"')
    }
  } finally {
    if (invitee !== null) await invitee.context().close()
    // 6. Deleting the agency removes the invited admin too, so later journeys see the demo world only.
    await deleteAgencyNamed(request, agencyName)
  }
})
