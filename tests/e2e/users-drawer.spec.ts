// Journeys of the Users drawer (spec 1 sections 5, 6 and 8; spec 2 sections 2, 5 and 6): an agency admin
// invites a user limited to one portal, who accepts the mailed link, logs in and sees only that portal;
// a super admin creates a Super Admin with a password, edits and deletes it. Each journey deletes the
// user it made, so the demo world's counts stay as they were.
import { type APIRequestContext, type Browser, type Locator, type Page } from "@playwright/test"

import { logIn, openUserMenu, portalCard, portalList } from "./support/app.ts"
import { agencyAdmin, superAdmin } from "./support/demo-accounts.ts"
import { expect, test } from "./support/fixtures.ts"

interface MailMessage {
  readonly to: string
  readonly subject: string
  readonly text: string
}

const openUsersDrawer = async (page: Page, userName: string): Promise<Locator> => {
  const menu = await openUserMenu(page, userName)
  await menu.getByRole("menuitem", { name: "Users" }).click()
  const drawer = page.getByRole("dialog", { name: "Users" })
  await expect(drawer.getByRole("grid", { name: "Users" })).toBeVisible()
  return drawer
}

/** The path and query of the invitation link in the newest mail to `email` (the sandbox outbox). */
const invitationPath = async (request: APIRequestContext, email: string): Promise<string> => {
  let messages: ReadonlyArray<MailMessage> = []
  await expect
    .poll(async () => {
      const answer = await request.get("/sandbox/mail/messages", { params: { to: email } })
      messages = answer.ok() ? ((await answer.json()) as ReadonlyArray<MailMessage>) : []
      return messages.length
    })
    .toBeGreaterThan(0)
  const link = /https?:\/\/\S+\/setup-accept-invitation\?\S+/.exec(messages[0]!.text)?.[0]
  if (link === undefined) throw new Error(`no invitation link in: ${messages[0]!.text}`)
  const url = new URL(link)
  return `${url.pathname}${url.search}`
}

/** Narrows the drawer's list to one person (the search waits a second before asking). */
const findRow = async (drawer: Locator, email: string): Promise<Locator> => {
  await drawer.getByRole("searchbox", { name: "Search users" }).fill(email)
  const rows = drawer.getByRole("grid", { name: "Users" }).locator("tbody tr")
  await expect(rows).toHaveCount(1)
  await expect(rows.first()).toContainText(email)
  return rows.first()
}

const deleteFromList = async (page: Page, drawer: Locator, name: string, email: string) => {
  const row = await findRow(drawer, email)
  await row.getByRole("button", { name: `Delete ${name}` }).click()
  const confirm = page.getByRole("alertdialog", { name: "Are you sure?" })
  await expect(confirm).toContainText("You won't be able to revert this!")
  await expect(confirm.getByRole("button", { name: "No, cancel!" })).toBeVisible()
  await confirm.getByRole("button", { name: "Yes, delete it!" }).click()
  const done = page.getByRole("dialog", { name: "Deleted!" })
  await expect(done).toContainText("User has been deleted.")
  await done.getByRole("button", { name: "OK" }).click()
  await expect(drawer.getByRole("grid", { name: "Users" })).toContainText("No users found.")
}

const newPage = async (browser: Browser, baseURL: string | undefined): Promise<Page> => (await browser.newContext({ baseURL })).newPage()

test("an agency admin invites a user to one portal, who accepts the mailed link and sees only that portal", async ({
  page,
  request,
  browser,
  baseURL
}) => {
  // Two people, a mailed link and a one-second search twice: longer than the default 30 s.
  test.setTimeout(90_000)
  const email = `invitee-${Date.now()}@example.com`
  const password = "Invitee123!"
  await logIn(page, agencyAdmin)
  const drawer = await openUsersDrawer(page, agencyAdmin.name)
  // An agency admin has no ID column and no agency search; their own row has no actions.
  await expect(drawer.getByRole("columnheader", { name: "ID" })).toHaveCount(0)
  await expect(drawer.getByRole("combobox", { name: "Agency" })).toHaveCount(0)
  const ownRow = await findRow(drawer, agencyAdmin.email)
  await expect(ownRow.getByRole("button")).toHaveCount(0)
  await drawer.getByRole("searchbox", { name: "Search users" }).fill("")

  await drawer.getByRole("button", { name: "Add User" }).click()
  // Add User is a view of the drawer, as in the other admin drawers: the list gives way to the form.
  const view = drawer.getByRole("form", { name: "Add User" })
  await expect(view.getByRole("textbox", { name: "Email" })).toBeFocused()
  await expect(drawer.getByRole("grid", { name: "Users" })).toHaveCount(0)
  await view.getByRole("textbox", { name: "Email" }).fill(email)
  await view.getByRole("button", { name: /Role/ }).click()
  await expect(page.getByRole("option")).toHaveText(["Admin", "User"])
  await page.getByRole("option", { name: "User" }).click()
  await expect(view.getByRole("checkbox", { name: "Ditto Access" })).toHaveCount(0)
  // react-aria draws the box over a visually hidden input: a person clicks the label.
  await view.locator("label").filter({ hasText: "Beacon Portal" }).click()
  await expect(view.getByRole("checkbox", { name: "Beacon Portal" })).toBeChecked()
  await view.getByRole("button", { name: "Save" }).click()
  await expect(page.getByText("Invitation Sent")).toBeVisible()
  await expect(view).toHaveCount(0)
  await expect(drawer.getByRole("button", { name: "Add User" })).toBeFocused()

  const invitee = await newPage(browser, baseURL)
  await invitee.goto(await invitationPath(request, email))
  const form = invitee.getByRole("form", { name: "Accept Invitation" })
  await form.getByLabel("Name").fill("Invited Person")
  await form.getByLabel(/^Password/).fill(password)
  await form.getByLabel("Confirm Password").fill(password)
  await form.getByRole("button", { name: "Accept Invitation" }).click()
  // Accepting signs the person in, as a login would.
  await expect(invitee).toHaveURL("/portals-main")
  await expect(portalCard(invitee, "Beacon Portal")).toBeVisible()
  await expect(portalList(invitee).getByRole("link", { name: /^Open / })).toHaveCount(1)
  await invitee.context().close()

  // The new member shows in the agency's list; deleting them leaves the demo agency as it was.
  const row = await findRow(drawer, email)
  await expect(row).toContainText("Invited Person")
  await expect(row).toContainText("Demo Agency")
  await expect(row).toContainText("User")
  await deleteFromList(page, drawer, "Invited Person", email)
})

test("a super admin creates a Super Admin with a password, edits and deletes it", async ({ page }) => {
  const email = `root-${Date.now()}@example.com`
  await logIn(page, superAdmin)
  const drawer = await openUsersDrawer(page, superAdmin.name)
  await expect(drawer.getByRole("columnheader", { name: /ID/ })).toBeVisible()

  await drawer.getByRole("button", { name: "Add User" }).click()
  const view = drawer.getByRole("form", { name: "Add User" })
  await view.getByRole("button", { name: /Role/ }).click()
  await expect(page.getByRole("option")).toHaveText(["Super Admin", "Admin", "User"])
  await page.getByRole("option", { name: "Super Admin" }).click()
  await view.getByRole("textbox", { name: "Email" }).fill(email)
  await view.getByRole("textbox", { name: "Name" }).fill("Second Root")
  await view.getByLabel("Password").fill("Rooted123!")
  await view.getByRole("button", { name: "Save" }).click()
  await expect(page.getByText("Admin Created")).toBeVisible()

  const row = await findRow(drawer, email)
  await expect(row).toContainText("Second Root")
  await expect(row).toContainText("Super Admin")
  await row.getByRole("button", { name: "Edit Second Root" }).click()
  const form = drawer.getByRole("form", { name: "Edit User" })
  await form.getByRole("textbox", { name: "Name" }).fill("Second Root (renamed)")
  await form.getByRole("button", { name: "Save" }).click()
  await expect(page.getByText("The user was updated")).toBeVisible()
  await expect(drawer.getByRole("grid", { name: "Users" }).locator("tbody tr").first()).toContainText("Second Root (renamed)")

  await deleteFromList(page, drawer, "Second Root (renamed)", email)
})
