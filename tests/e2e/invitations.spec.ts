// Journeys of the account links: an invitation mailed to a new agency admin, a forgotten password reset
// end to end, and a single-use auto-login link. Mail is read from the sandbox outbox
// (/sandbox/mail/messages?to=). Every journey works on an agency and accounts it creates itself and
// deletes them at the end.
import { type APIRequestContext, type Page } from "@playwright/test"

import { type Credentials, logIn, openUserMenu, submitLogin } from "./support/app.ts"
import { agencyAdmin, superAdmin } from "./support/demo-accounts.ts"
import { expect, test } from "./support/fixtures.ts"

interface Mail {
  readonly id: number
  readonly to: string
  readonly subject: string
  readonly text: string
}

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`

const tokenOf = async (request: APIRequestContext, credentials: Credentials): Promise<string> => {
  const login = await request.post("/auth/api/v2/login", { data: credentials })
  expect(login.status()).toBe(200)
  return ((await login.json()) as { data: { token: string } }).data.token
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` })

/** The newest mail to `to` whose text holds a link to `path`, waiting for it to arrive. */
const mailedLink = async (request: APIRequestContext, to: string, path: string): Promise<string> => {
  let link: string | undefined
  await expect(async () => {
    const answer = await request.get("/sandbox/mail/messages", { params: { to } })
    expect(answer.status()).toBe(200)
    const mails = (await answer.json()) as ReadonlyArray<Mail>
    link = mails.map((mail) => new RegExp(`https?://\\S+${path}\\?\\S+`).exec(mail.text)?.[0]).find((found) => found !== undefined)
    expect(link).toBeDefined()
  }).toPass({ timeout: 10_000 })
  // The mail names the server's public address; the browser stays on the journey's own origin.
  const url = new URL(link!)
  return `${url.pathname}${url.search}`
}

const createAgency = async (request: APIRequestContext, adminToken: string, name: string, credits: number): Promise<number> => {
  const created = await request.post("/agency/api/v2/agencies", {
    headers: bearer(adminToken),
    data: { name, admin_name: "Journey Admin", admin_email: `owner-${unique()}@example.com`, portals_available: 0, credit_limit: credits }
  })
  expect(created.status()).toBe(201)
  return ((await created.json()) as { data: { id: number } }).data.id
}

const userIdByEmail = async (request: APIRequestContext, adminToken: string, email: string): Promise<number> => {
  const list = await request.get("/auth/api/v2/users", { headers: bearer(adminToken), params: { keyword: email, limit: 10 } })
  expect(list.status()).toBe(200)
  const found = ((await list.json()) as { data: ReadonlyArray<{ id: number; email: string }> }).data.find((user) => user.email === email)
  if (found === undefined) throw new Error(`No user ${email}`)
  return found.id
}

/** Removes what a journey created: the account, then its agency. */
const cleanUp = async (request: APIRequestContext, adminToken: string, email: string, agencyId: number | null) => {
  const userId = await userIdByEmail(request, adminToken, email)
  expect((await request.delete(`/auth/api/v2/users/${userId}`, { headers: bearer(adminToken) })).status()).toBe(200)
  if (agencyId !== null)
    expect((await request.delete(`/agency/api/v2/agencies/${agencyId}`, { headers: bearer(adminToken) })).status()).toBe(200)
}

const logInFromHome = async (page: Page, credentials: Credentials) => {
  await submitLogin(page, credentials)
  await expect(page).toHaveURL("/portals-main")
}

test("a super admin invites an agency admin, who sets a password from the mailed link and is signed in to the agency", async ({
  page,
  request
}) => {
  const adminToken = await tokenOf(request, superAdmin)
  const agencyName = `Invite Journey ${unique()}`
  const agencyId = await createAgency(request, adminToken, agencyName, 37)
  const email = `invitee-${unique()}@example.com`
  try {
    const invited = await request.post("/auth/api/v2/users/invite", {
      headers: bearer(adminToken),
      data: { email, role: "agency-admin", agency_id: agencyId }
    })
    expect(invited.status()).toBe(200)
    expect(((await invited.json()) as { data: { message: string } }).data.message).toBe("Invitation Sent")

    const link = await mailedLink(request, email, "/setup-accept-invitation")
    await page.goto(link)
    await expect(page.getByRole("heading", { name: "Accept Invitation", level: 1 })).toBeVisible()
    await expect(page.getByText(`Super Admin invited ${email} to join ${agencyName} as Admin.`)).toBeVisible()
    await page.getByLabel(/^Name/).fill("Invited Admin")
    await page.getByLabel(/^Password/).fill("Journey123!")
    await page.getByLabel(/^Confirm Password/).fill("Journey123!")
    await page.getByRole("button", { name: "Accept Invitation" }).click()

    // Accepting signs the invitee in and lands them on their portals, as logging in does.
    await expect(page).toHaveURL("/portals-main")
    await expect(page.getByRole("status").filter({ hasText: "The invitation has been accepted." })).toBeVisible()
    // The user menu shows the agency's credit balance: the invitee is in the new agency.
    const menu = await openUserMenu(page, "Invited Admin")
    await expect(menu.getByRole("menuitem", { name: /^Credits: 37(?!\d)/ })).toBeVisible()

    // The link worked once.
    await page.goto(link)
    await expect(page.getByText("This invitation link is invalid or has expired.")).toBeVisible()
    await expect(page.getByRole("link", { name: "Go to log in" })).toBeVisible()
  } finally {
    await cleanUp(request, adminToken, email, agencyId)
  }
})

test("an agency admin sees the pending invitations in Users, resends one (the old link dies) and revokes another", async ({
  page,
  request
}) => {
  const token = await tokenOf(request, agencyAdmin)
  const first = `pending-a-${unique()}@example.com`
  const second = `pending-b-${unique()}@example.com`
  for (const email of [first, second]) {
    const invited = await request.post("/auth/api/v2/users/invite", { headers: bearer(token), data: { email, role: "user" } })
    expect(invited.status()).toBe(200)
  }
  const firstLink = await mailedLink(request, first, "/setup-accept-invitation")
  const secondLink = await mailedLink(request, second, "/setup-accept-invitation")

  await logIn(page, agencyAdmin)
  const menu = await openUserMenu(page, agencyAdmin.name)
  await menu.getByRole("menuitem", { name: "Users" }).click()
  const pending = page.getByRole("dialog", { name: "Users" }).getByRole("grid", { name: "Pending invitations" })
  const rowOf = (email: string) => pending.locator("tbody tr").filter({ hasText: email })
  await expect(rowOf(first)).toContainText("User")
  await expect(rowOf(second)).toBeVisible()

  await pending.getByRole("button", { name: `Resend the invitation to ${first}` }).click()
  await expect(page.getByText(`A new invitation link was sent to ${first}.`)).toBeVisible()
  let resent = firstLink
  await expect(async () => {
    resent = await mailedLink(request, first, "/setup-accept-invitation")
    expect(resent).not.toBe(firstLink)
  }).toPass({ timeout: 10_000 })
  await pending.getByRole("button", { name: `Revoke the invitation to ${second}` }).click()
  await expect(page.getByText(`The invitation to ${second} was revoked.`)).toBeVisible()
  await expect(rowOf(second)).toHaveCount(0)
  await expect(rowOf(first)).toHaveCount(1)

  // The replaced and the revoked links no longer work; the new one does.
  await page.evaluate(() => localStorage.clear())
  for (const dead of [firstLink, secondLink]) {
    await page.goto(dead)
    await expect(page.getByText("This invitation link is invalid or has expired.")).toBeVisible()
  }
  await page.goto(resent)
  await expect(page.getByText(`${agencyAdmin.name} invited ${first} to join`)).toBeVisible()
})

test("a forgotten password is reset from the mailed link and the new one logs in", async ({ page, request }) => {
  const adminToken = await tokenOf(request, superAdmin)
  const email = `forgetful-${unique()}@example.com`
  const created = await request.post("/auth/api/v2/users", {
    headers: bearer(adminToken),
    data: { name: "Forgetful Admin", email, password: "Original123!" }
  })
  expect(created.status()).toBe(201)
  try {
    await page.goto("/")
    await page.getByRole("link", { name: "Forgot password?" }).click()
    // The login page has an Email field too: fill the form once the Forgot Password page replaced it.
    await expect(page.getByRole("heading", { name: "Forgot Password", level: 1 })).toBeVisible()
    await page.getByRole("form", { name: "Reset password" }).getByLabel("Email").fill(email)
    await page.getByRole("button", { name: "Send Password Reset Link" }).click()
    await expect(page.getByRole("status").filter({ hasText: "we have emailed a password reset link" })).toBeVisible()

    const link = await mailedLink(request, email, "/reset-password")
    await page.goto(link)
    await expect(page.getByLabel("Email")).toHaveValue(email)
    await page.getByLabel(/^Password/).fill("Renewed123!")
    await page.getByLabel("Confirm Password").fill("Renewed123!")
    await page.getByRole("button", { name: "Reset Password" }).click()
    await expect(page.getByRole("status").filter({ hasText: "Your password has been reset." })).toBeVisible()
    await page.getByRole("link", { name: "Log in" }).click()

    await submitLogin(page, { email, password: "Original123!" })
    await expect(page.getByRole("alert").filter({ hasText: "These credentials do not match our records." })).toBeVisible()
    await logInFromHome(page, { email, password: "Renewed123!" })
  } finally {
    await cleanUp(request, adminToken, email, null)
  }
})

test("a registration's auto-login link signs in once, and its mailed setup link sets the password", async ({ page, request }) => {
  const adminToken = await tokenOf(request, superAdmin)
  const email = `registrant-${unique()}@example.com`
  const registered = await request.post("/agency/api/v2/agencies/send-me-invite", {
    data: { first_name: "Reg", last_name: "Istrant", email, company: `Registered ${unique()}`, website: "https://registered.example" }
  })
  expect(registered.status()).toBe(201)
  const url = ((await registered.json()) as { data: { url: string } }).data.url
  expect(url).toMatch(/^\/auto-login\?token=/)
  let agencyId: number | null = null
  try {
    await page.goto(url)
    await expect(page).toHaveURL("/portals-main")
    await expect(page.getByRole("button", { name: "User menu for Reg Istrant" })).toBeVisible()
    const me = await request.get("/auth/api/v2/me", { headers: bearer(await page.evaluate(() => localStorage.getItem("token") ?? "")) })
    agencyId = ((await me.json()) as { data: { agency: { id: number } } }).data.agency.id

    // A second use is refused.
    await page.goto(url)
    await expect(page.getByText("This login link is invalid or has expired.")).toBeVisible()
    await page.evaluate(() => localStorage.clear())

    const setup = await mailedLink(request, email, "/setup-account")
    await page.goto(setup)
    await expect(page.getByRole("heading", { name: "Set Up Your Account", level: 1 })).toBeVisible()
    await page.getByLabel(/^Password/).fill("Registered123!")
    await page.getByLabel("Confirm Password").fill("Registered123!")
    await page.getByRole("button", { name: "Set Password" }).click()
    await expect(page).toHaveURL("/")
    await expect(page.getByRole("status").filter({ hasText: "Your password has been set." })).toBeVisible()
    await logInFromHome(page, { email, password: "Registered123!" })
  } finally {
    await cleanUp(request, adminToken, email, agencyId)
  }
})
