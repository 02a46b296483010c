// Journeys: an agency admin opens a saved layout from the Layouts drawer and deletes another; installing
// a module leaves a history entry that the History drawer lists and opens in the editor.
import { type APIRequestContext } from "@playwright/test"

import { logIn, portalCard } from "./support/app.ts"
import { agencyAdmin } from "./support/demo-accounts.ts"
import { expect, test } from "./support/fixtures.ts"

/** Saves a layout for the portal through the API, as the editor does. */
const saveLayout = async (request: APIRequestContext, portal: number, name: string): Promise<number> => {
  const login = await request.post("/auth/api/v2/login", { data: { email: agencyAdmin.email, password: agencyAdmin.password } })
  const token: string = (await login.json()).data.token
  const created = await request.post("/module/api/v2/layouts", {
    headers: { Authorization: `Bearer ${token}` },
    data: { portal, name, content: { blocks: [name] } }
  })
  expect(created.status()).toBe(201)
  return (await created.json()).data.id
}

const openAcme = async (page: import("@playwright/test").Page) => {
  await logIn(page, agencyAdmin)
  await portalCard(page, "Acme Portal").click()
  await expect(page.getByRole("heading", { name: "Acme Portal", level: 1 })).toBeVisible()
  return Number(/\/portals-main\/(\d+)/.exec(page.url())?.[1])
}

test("opening and deleting saved layouts", async ({ page, request }) => {
  const portalId = await openAcme(page)
  const keep = await saveLayout(request, portalId, "Journey Landing")
  await saveLayout(request, portalId, "Journey Scratch")

  await page.getByRole("button", { name: "Layouts", exact: true }).click()
  const drawer = page.getByRole("dialog", { name: "Layouts" })
  await drawer.getByRole("searchbox", { name: "Search layouts" }).fill("Journey")
  const list = drawer.getByRole("list", { name: "Layouts" })
  await expect(list.getByRole("listitem")).toHaveCount(2)

  await list.getByRole("button", { name: "Delete Journey Scratch" }).click()
  const confirm = page.getByRole("alertdialog", { name: "Are you sure?" })
  await expect(confirm).toContainText("You won't be able to revert this!")
  await confirm.getByRole("button", { name: "Yes, delete it!" }).click()
  await expect(page.getByText("Layout has been deleted!")).toBeVisible()
  await expect(list.getByRole("listitem")).toHaveCount(1)

  await list.getByRole("button", { name: /^Journey Landing/ }).click()
  await expect(page).toHaveURL(`/portals-main/${portalId}/${keep}/1`)
  await expect(page.getByRole("region", { name: "Layout: Journey Landing" })).toBeVisible()
})

test("a module install shows up in History and opens in the editor", async ({ page }) => {
  const portalId = await openAcme(page)
  await page.getByRole("button", { name: "Modules", exact: true }).click()
  const modules = page.getByRole("dialog", { name: "Modules" })
  await modules.getByRole("searchbox", { name: "Search modules" }).fill("Timeline")
  // The search applies after a second's pause; wait for the filtered list before pressing its button.
  await expect(modules.getByRole("list", { name: "Modules" }).getByRole("listitem")).toHaveCount(1)
  const row = modules.getByRole("list", { name: "Modules" }).getByRole("listitem", { name: "Timeline", exact: true })
  await row.getByRole("button", { name: "Install" }).click()
  const installed = page.getByRole("status").filter({ hasText: "Timeline has been installed" })
  await expect(installed).toBeVisible()
  await modules.getByRole("button", { name: "Close" }).click()
  await expect(modules).toHaveCount(0)
  // A success notice leaves by itself (5 s); it no longer waits over the editor bar.
  await expect(installed).toHaveCount(0, { timeout: 15_000 })

  await page.getByRole("button", { name: "Layouts", exact: true }).click()
  await page.getByRole("dialog", { name: "Layouts" }).getByRole("button", { name: "History", exact: true }).click()
  const history = page.getByRole("dialog", { name: "History" })
  const entry = history.getByRole("list", { name: "History" }).getByRole("listitem", { name: "Timeline 2.0.0" })
  await expect(entry).toContainText("Installed")
  await expect(entry).toContainText(agencyAdmin.name)
  await entry.getByRole("button").click()
  await expect(page).toHaveURL(new RegExp(`/portals-main/${portalId}/\\d+/2$`))
  await expect(page.getByRole("region", { name: "History: Timeline 2.0.0" })).toBeVisible()
})
