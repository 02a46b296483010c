// Journey: the super admin deletes Acme Portal, parent of Acme Staging, while work runs on it.
// The confirm dialog lists what goes (Acme Staging with it); work started meanwhile (a module-group install
// held up by a busy HubSpot account) makes the plain delete refused, the dialog naming the work; the
// second choice cancels the work with the delete; 'Deleted!' lists both portals and the work cancelled,
// both portals are gone and the batch still answers, cancelled.
import { type APIRequestContext } from "@playwright/test"

import { portalIdByName } from "./support/api.ts"
import { logIn, openUserMenu } from "./support/app.ts"
import { agencyAdmin, superAdmin } from "./support/demo-accounts.ts"
import { expect, test } from "./support/fixtures.ts"
import { busyNeighbour } from "./support/hubspot-neighbour.ts"

const ACME_HUB = 20001001

const tokenOf = async (request: APIRequestContext, credentials: { email: string; password: string }) => {
  const login = await request.post("/auth/api/v2/login", { data: { email: credentials.email, password: credentials.password } })
  expect(login.status()).toBe(200)
  return ((await login.json()) as { data: { token: string } }).data.token
}

test("deleting a portal with a child while work runs: refused naming the work, then deleted with the work cancelled", async ({
  page,
  request,
  baseURL
}) => {
  test.setTimeout(120_000)
  const acme = await portalIdByName(request, agencyAdmin, "Acme Portal")
  await logIn(page, superAdmin)
  const menu = await openUserMenu(page, superAdmin.name)
  await menu.getByRole("menuitem", { name: "Portals" }).click()
  const drawer = page.getByRole("dialog", { name: "Portals" })
  await drawer.getByLabel("Search portals").fill("Acme")
  await expect(drawer.getByRole("row").filter({ hasText: "Acme Staging" })).toHaveCount(1)

  await drawer.getByRole("button", { name: "Delete Acme Portal" }).click()
  const dialog = page.getByRole("alertdialog", { name: "Are you sure?" })
  await expect(dialog.getByRole("list", { name: "Portals" })).toContainText("Acme Staging (child of Acme Portal)")
  await expect(dialog.getByRole("list", { name: "Work in progress" })).toHaveCount(0)

  // Meanwhile the agency admin starts a group install, which a busy HubSpot account keeps from finishing.
  const neighbour = await busyNeighbour(request, baseURL ?? "", ACME_HUB)
  try {
    await neighbour.full
    const started = await request.post("/module/api/v2/module-groups/install", {
      data: { group: "layout-basics", portal: acme },
      headers: { authorization: `Bearer ${await tokenOf(request, agencyAdmin)}` }
    })
    expect(started.status()).toBe(200)
    const batchId = ((await started.json()) as { data: { batch_id: string } }).data.batch_id

    await dialog.getByRole("button", { name: "Yes, delete it!" }).click()
    await expect(dialog.getByRole("alert")).toContainText(`Install Layout Basics on Acme Portal (batch ${batchId})`)
    await expect(dialog.getByRole("list", { name: "Work in progress" })).toContainText("Install Layout Basics — Acme Portal")
    // Cancelling is the second choice: the safe one keeps the focus.
    await expect(dialog.getByRole("button", { name: "No, cancel!" })).toBeFocused()
    await expect(dialog.getByRole("button", { name: "Yes, delete it!" })).toHaveCount(0)
    await dialog.getByRole("button", { name: "Cancel the work and delete" }).click()

    const deleted = page.getByRole("dialog", { name: "Deleted!" })
    await expect(deleted).toContainText("Portal has been deleted.")
    await expect(deleted.getByRole("list", { name: "Portals" })).toContainText("Acme Portal")
    await expect(deleted.getByRole("list", { name: "Portals" })).toContainText("Acme Staging")
    await expect(deleted.getByRole("list", { name: "Work cancelled" })).toContainText("Install Layout Basics — Acme Portal (cancelled)")
    await deleted.getByRole("button", { name: "OK" }).click()
    await expect(drawer.getByText("No portals match this search.")).toBeVisible()

    const batch = await request.get(`/portal/api/v2/batch/${batchId}`, {
      headers: { authorization: `Bearer ${await tokenOf(request, superAdmin)}` }
    })
    expect(batch.status()).toBe(200)
    expect(((await batch.json()) as { data: { status: string } }).data.status).toBe("cancelled")
  } finally {
    await neighbour.stop()
  }
})
