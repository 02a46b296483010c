// Journey: the super admin creates an agency in the Agencies drawer with a new admin email; the
// drawer says the invitation was sent, the mail (read from the sandbox outbox, /sandbox/mail/messages?to=)
// holds the link, and the invitee sets a password and lands in the app as that agency's admin. Failure
// paths: a second agency named for the same (now existing) person makes them its admin without a second
// account or invitation; a demo account's address is refused naming admin_email, and nothing is created.
// The journey deletes its agencies at the end (the invitee, left in no agency, goes with them).
import { type APIRequestContext, type Locator, type Page } from "@playwright/test"

import { logIn, openUserMenu } from "./support/app.ts"
import { superAdmin } from "./support/demo-accounts.ts"
import { expect, test } from "./support/fixtures.ts"

const AGENCIES = "/agency/api/v2/agencies"
// Logs in three times and waits on debounced searches and mail: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 120_000 })

interface Mail {
  readonly to: string
  readonly subject: string
  readonly text: string
}

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`
const bearer = (token: string) => ({ authorization: `Bearer ${token}` })

const adminToken = async (request: APIRequestContext): Promise<string> => {
  const login = await request.post("/auth/api/v2/login", { data: { email: superAdmin.email, password: superAdmin.password } })
  expect(login.status()).toBe(200)
  return ((await login.json()) as { data: { token: string } }).data.token
}

const mailsTo = async (request: APIRequestContext, to: string): Promise<ReadonlyArray<Mail>> => {
  const answer = await request.get("/sandbox/mail/messages", { params: { to } })
  expect(answer.status()).toBe(200)
  return (await answer.json()) as ReadonlyArray<Mail>
}

/** The invitation link mailed to `to`, as a path on the journey's own origin (waits for the mail). */
const invitationLink = async (request: APIRequestContext, to: string): Promise<string> => {
  let link: string | undefined
  await expect(async () => {
    link = (await mailsTo(request, to))
      .map((mail) => /https?:\/\/\S+\/setup-accept-invitation\?\S+/.exec(mail.text)?.[0])
      .find((found) => found !== undefined)
    expect(link).toBeDefined()
  }).toPass({ timeout: 15_000 })
  const url = new URL(link!)
  return `${url.pathname}${url.search}`
}

const agencyIdNamed = async (request: APIRequestContext, token: string, name: string): Promise<number | undefined> => {
  const list = await request.get(AGENCIES, { params: { keyword: name, limit: 100 }, headers: bearer(token) })
  expect(list.status()).toBe(200)
  return ((await list.json()) as { data: ReadonlyArray<{ id: number; name: string }> }).data.find((agency) => agency.name === name)?.id
}

const openAgenciesDrawer = async (page: Page): Promise<Locator> => {
  const menu = await openUserMenu(page, superAdmin.name)
  await menu.getByRole("menuitem", { name: "Agencies" }).click()
  const drawer = page.getByRole("dialog", { name: "Agencies" })
  await expect(drawer.getByRole("grid", { name: "Agencies" })).toBeVisible({ timeout: 15_000 })
  return drawer
}

/** Forgets the session in this browser (the next page load starts signed out). */
const signOut = async (page: Page) => {
  await page.context().clearCookies()
  await page.evaluate(() => {
    window.localStorage.clear()
    window.sessionStorage.clear()
  })
}

/** Fills the Add Agency form and saves it. */
const addAgency = async (
  drawer: Locator,
  fields: { readonly name: string; readonly adminName: string; readonly email: string; readonly credits: string }
) => {
  await drawer.getByRole("button", { name: "Add Agency" }).click()
  const add = drawer.getByRole("form", { name: "Add Agency" })
  await add.getByRole("textbox", { name: "Name", exact: true }).fill(fields.name)
  await add.getByRole("textbox", { name: "Admin Name" }).fill(fields.adminName)
  await add.getByRole("textbox", { name: "Admin Email" }).fill(fields.email)
  await add.getByRole("textbox", { name: "Credit Limit" }).fill(fields.credits)
  await add.getByRole("button", { name: "Save" }).click()
}

test("a new agency's admin is invited, sets a password from the mail and lands as its admin; an existing person is made admin, a demo address refused", async ({
  page,
  request
}) => {
  const token = await adminToken(request)
  const stamp = unique()
  const firstName = `Harbor Agency ${stamp}`
  const secondName = `Quay Agency ${stamp}`
  const refusedName = `Refused Agency ${stamp}`
  const email = `harbor-admin-${stamp}@example.com`
  try {
    await logIn(page, superAdmin)
    const drawer = await openAgenciesDrawer(page)
    await addAgency(drawer, { name: firstName, adminName: "Hana Harbor", email, credits: "41" })
    await expect(page.getByText(`The agency was created. The invitation was sent to ${email}.`)).toBeVisible({ timeout: 15_000 })

    // The invitation mail holds the link; the invitee sets a password and logs in as the agency's admin.
    const link = await invitationLink(request, email)
    const invitationMails = (await mailsTo(request, email)).length
    expect(invitationMails).toBe(1)
    await signOut(page)
    await page.goto(link)
    await expect(page.getByRole("heading", { name: "Accept Invitation", level: 1 })).toBeVisible({ timeout: 15_000 })
    await expect(page.getByText(`Super Admin invited ${email} to join ${firstName} as Admin.`)).toBeVisible()
    await page.getByLabel(/^Name/).fill("Hana Harbor")
    await page.getByLabel(/^Password/).fill("Journey123!")
    await page.getByLabel(/^Confirm Password/).fill("Journey123!")
    await page.getByRole("button", { name: "Accept Invitation" }).click()
    // Accepting signs the invitee in.
    await expect(page).toHaveURL("/portals-main", { timeout: 15_000 })
    const menu = await openUserMenu(page, "Hana Harbor")
    // The menu shows the new agency's credits (41) and the admin's Users entry.
    await expect(menu.getByRole("menuitem", { name: /^Credits: 41(?!\d)/ })).toBeVisible()
    await expect(menu.getByRole("menuitem", { name: "Users" })).toBeVisible()

    // Failure path: the same person named admin of a second agency is made its admin, no second account.
    await signOut(page)
    await logIn(page, superAdmin)
    const again = await openAgenciesDrawer(page)
    await addAgency(again, { name: secondName, adminName: "Hana Harbor", email, credits: "0" })
    await expect(page.getByText(`The agency was created. ${email} was made its admin.`)).toBeVisible({ timeout: 15_000 })
    const users = await request.get("/auth/api/v2/users", { headers: bearer(token), params: { keyword: email, limit: 10 } })
    const found = (
      (await users.json()) as { data: ReadonlyArray<{ email: string; agencies: ReadonlyArray<{ name: string; role: { name: string } }> }> }
    ).data.filter((user) => user.email === email)
    expect(found).toHaveLength(1)
    expect(found[0]!.agencies.map((agency) => [agency.name, agency.role.name]).sort()).toEqual([
      [firstName, "agency-admin"],
      [secondName, "agency-admin"]
    ])
    await expect(async () => {
      const mails = await mailsTo(request, email)
      expect(mails.filter((mail) => /setup-accept-invitation/.test(mail.text))).toHaveLength(1)
      expect(mails.some((mail) => mail.subject === `You are now an admin of ${secondName}`)).toBe(true)
    }).toPass({ timeout: 15_000 })

    // Failure path: a demo account's address is refused with the field named; no agency is created.
    await addAgency(again, { name: refusedName, adminName: "Demo Guest", email: "demo@example.com", credits: "0" })
    await expect(page.getByText("admin_email: The admin email belongs to a demo account.")).toBeVisible({ timeout: 15_000 })
    await expect(again.getByRole("form", { name: "Add Agency" })).toBeVisible()
    expect(await agencyIdNamed(request, token, refusedName)).toBeUndefined()
  } finally {
    for (const name of [firstName, secondName, refusedName]) {
      const id = await agencyIdNamed(request, token, name)
      if (id !== undefined) expect((await request.delete(`${AGENCIES}/${id}`, { headers: bearer(token) })).status()).toBe(200)
    }
  }
})
