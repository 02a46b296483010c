// Journey: an agency admin adds a PRO portal through the sandbox HubSpot's consent page. The
// callback creates the portal with one of the agency's PRO licences and sends the browser to the setup
// wizard; the new portal is then on the portal list.
import { type APIRequestContext } from "@playwright/test"

import { deletePortal } from "./support/api.ts"
import { logIn, portalList } from "./support/app.ts"
import { agencyAdmin, superAdmin } from "./support/demo-accounts.ts"
import { expect, test } from "./support/fixtures.ts"

interface MeAnswer {
  readonly data: { readonly agencies: ReadonlyArray<{ readonly name: string; readonly portals_available: number }> }
}

/** Demo Agency's PRO licences left, as the user payload reports them. */
const proLicences = async (request: APIRequestContext): Promise<number> => {
  const login = await request.post("/auth/api/v2/login", { data: { email: agencyAdmin.email, password: agencyAdmin.password } })
  expect(login.status()).toBe(200)
  const { data: session } = (await login.json()) as { data: { token: string } }
  const me = await request.get("/auth/api/v2/me", { headers: { authorization: `Bearer ${session.token}` } })
  expect(me.status()).toBe(200)
  const { data: user } = (await me.json()) as MeAnswer
  const agency = user.agencies.find((candidate) => candidate.name === "Demo Agency")
  if (agency === undefined) throw new Error(`${agencyAdmin.email} is not in Demo Agency`)
  return agency.portals_available
}

test("Add Portal → Activate PRO → consent in the sandbox CRM → setup wizard, with one PRO licence used", async ({ page, request }) => {
  const licencesBefore = await proLicences(request)
  expect(licencesBefore, "Demo Agency starts with PRO licences").toBeGreaterThan(0)

  await logIn(page, agencyAdmin)
  await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Add Portal" }).click()
  const choice = page.getByRole("dialog", { name: "Add Portal" })
  await expect(choice).toContainText(`PRO licences left for Demo Agency: ${licencesBefore}`)
  await choice.getByRole("button", { name: "Activate PRO" }).click()

  // The sandbox HubSpot's consent page: a new test account, so no other agency holds its hub.
  await expect(page).toHaveURL(/\/sandbox\/hubspot\/oauth\/authorize/)
  await expect(page.getByRole("heading", { name: "Choose an account" })).toBeVisible()
  await page.getByLabel("Create a test account").check()
  const accountName = `Journey Portal ${Date.now()}`
  await page.getByLabel("Name of the new account").fill(accountName)
  await page.getByRole("button", { name: "Grant access" }).click()

  // Back through /hubspot/callback to the setup wizard of the new portal, named as the HubSpot account is.
  await expect(page).toHaveURL(/\/sr-setup\?portal=\d+$/, { timeout: 20_000 })
  const portalId = new URL(page.url()).searchParams.get("portal")
  expect(portalId).toMatch(/^\d+$/)
  await expect(page.getByRole("heading", { name: `Set up ${accountName}`, level: 1 })).toBeVisible()
  await expect(page.getByRole("textbox", { name: "Portal name" })).toHaveValue(accountName)

  expect(await proLicences(request)).toBe(licencesBefore - 1)

  await page.goto("/portals-main")
  await expect(portalList(page).locator(`a[href="/portals-main/${portalId}"]`)).toBeVisible()

  // The super admin removes the new portal again.
  await deletePortal(request, superAdmin, Number(portalId))
})

test("withholding consent comes back to 'The HubSpot sign-in was cancelled.'", async ({ page }) => {
  await logIn(page, agencyAdmin)
  await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Add Portal" }).click()
  await page.getByRole("dialog", { name: "Add Portal" }).getByRole("button", { name: "Continue Free" }).click()
  await expect(page.getByRole("heading", { name: "Choose an account" })).toBeVisible()
  await page.getByRole("button", { name: "Cancel" }).click()
  await expect(page).toHaveURL(/\/hubspot\/callback\?/)
  await expect(page.getByText("The HubSpot sign-in was cancelled.")).toBeVisible()
  await page.getByRole("link", { name: "Back to portals" }).click()
  await expect(page).toHaveURL("/portals-main")
})
