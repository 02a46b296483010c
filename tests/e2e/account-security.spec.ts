// Account security: in Account Details a fresh agency admin is refused a password change with
// a wrong current password and with a weak password (each with its reason), changes the password (and is
// mailed about it), then changes the email: the new address gets a confirmation link in the sandbox mail,
// the link applies the change, and only the new address logs in afterwards. The journey works on an agency
// of its own (its server and data are its own too: support/fixtures.ts).
import { type APIRequestContext, type Page } from "@playwright/test"

import { type Credentials, logIn, openUserMenu, submitLogin } from "./support/app.ts"
import { superAdmin } from "./support/demo-accounts.ts"
import { expect, test } from "./support/fixtures.ts"

interface Mail {
  readonly subject: string
  readonly text: string
}

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`
const bearer = (token: string) => ({ authorization: `Bearer ${token}` })

const tokenOf = async (request: APIRequestContext, credentials: Credentials): Promise<string> => {
  const login = await request.post("/auth/api/v2/login", { data: { email: credentials.email, password: credentials.password } })
  expect(login.status()).toBe(200)
  return ((await login.json()) as { data: { token: string } }).data.token
}

/** The newest mail to `to` with this subject, waiting for it to arrive. */
const mailTo = async (request: APIRequestContext, to: string, subject: string): Promise<Mail> => {
  let found: Mail | undefined
  await expect(async () => {
    const mails = (await (await request.get("/sandbox/mail/messages", { params: { to } })).json()) as ReadonlyArray<Mail>
    found = mails.find((mail) => mail.subject === subject)
    expect(found).toBeDefined()
  }).toPass({ timeout: 10_000 })
  return found!
}

/** A link of a mail as a path, so the browser stays on the journey's own origin. */
const linkIn = (mail: Mail, path: string): string => {
  const url = new URL(new RegExp(`https?://\\S+${path}\\?\\S+`).exec(mail.text)![0])
  return `${url.pathname}${url.search}`
}

const openAccountDetails = async (page: Page, userName: string) => {
  const menu = await openUserMenu(page, userName)
  await menu.getByRole("menuitem", { name: "Account Details" }).click()
  const drawer = page.getByRole("dialog", { name: "Account Details" })
  await expect(drawer).toBeVisible()
  return drawer
}

/** An agency with its own admin who accepted the invitation, so nothing shared is changed. */
const freshAgencyAdmin = async (request: APIRequestContext, adminToken: string) => {
  const stamp = unique()
  const owner = { name: "Guarded Admin", email: `guarded-${stamp}@example.com`, password: "Lighthouse keeper 1" }
  const created = await request.post("/agency/api/v2/agencies", {
    headers: bearer(adminToken),
    data: {
      name: `Guarded Agency ${stamp}`,
      admin_name: owner.name,
      admin_email: `guarded-agency-${stamp}@example.com`,
      portals_available: 0,
      credit_limit: 0
    }
  })
  expect(created.status()).toBe(201)
  const agencyId = ((await created.json()) as { data: { id: number } }).data.id
  const invited = await request.post("/auth/api/v2/users/invite", {
    headers: bearer(adminToken),
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
  return { owner, agencyId }
}

test("changing the password and the email needs the current password, and a new email waits for its link", async ({ page, request }) => {
  // A long journey: two password hashes per change and several mails to wait for.
  test.setTimeout(120_000)
  const adminToken = await tokenOf(request, superAdmin)
  const { owner } = await freshAgencyAdmin(request, adminToken)
  const newPassword = "Quiet harbour at dawn"
  const newEmail = `moved-${unique()}@example.com`
  await logIn(page, owner)
  let drawer = await openAccountDetails(page, owner.name)

  // A weak password is refused with its reason before anything is sent.
  await drawer.getByRole("button", { name: "Edit" }).click()
  await drawer.getByLabel(/^Password/).fill("password123")
  await drawer.getByLabel(/^Current Password/).fill(owner.password)
  await drawer.getByRole("button", { name: "Save" }).click()
  await expect(drawer.getByText("This password is too common; choose another.")).toBeVisible()

  // A wrong current password is refused by the server, named under its field.
  await drawer.getByLabel(/^Password/).fill(newPassword)
  await drawer.getByLabel(/^Current Password/).fill("Not my password 42")
  await drawer.getByRole("button", { name: "Save" }).click()
  await expect(page.getByRole("alert").filter({ hasText: "current_password: The current password is incorrect." })).toBeVisible()
  await expect(drawer.getByText("The current password is incorrect.", { exact: true })).toBeVisible()

  await drawer.getByLabel(/^Current Password/).fill(owner.password)
  await drawer.getByRole("button", { name: "Save" }).click()
  await expect(page.getByText("Account details have been updated!")).toBeVisible()
  const changed = await mailTo(request, owner.email, "Your password was changed")
  expect(changed.text).toMatch(/from IP address \S+\./)

  // The new email is not applied until its link is opened.
  drawer = page.getByRole("dialog", { name: "Account Details" })
  await drawer.getByLabel(/^Email/).fill(newEmail)
  await drawer.getByLabel(/^Current Password/).fill(newPassword)
  await drawer.getByRole("button", { name: "Save" }).click()
  await expect(page.getByText(`We sent a confirmation link to ${newEmail}. Your email changes when you open it.`)).toBeVisible()
  await expect(drawer.getByLabel(/^Email/)).toHaveValue(owner.email)
  await mailTo(request, owner.email, "Your email address is being changed")

  const confirmation = await mailTo(request, newEmail, "Confirm your new email address")
  await page.goto(linkIn(confirmation, "/confirm-email"))
  await expect(page.getByRole("heading", { name: "Confirm Email Address", level: 1 })).toBeVisible()
  await page.getByRole("button", { name: "Confirm Email" }).click()
  await expect(
    page.getByRole("status").filter({ hasText: "Your email address has been changed. Sign in with the new address." })
  ).toBeVisible()
  await mailTo(request, owner.email, "Your email address was changed")

  await page.getByRole("link", { name: "Log in" }).click()
  await submitLogin(page, { email: owner.email, password: newPassword })
  await expect(page.getByText("These credentials do not match our records.")).toBeVisible()
  await logIn(page, { email: newEmail, password: newPassword })
})
