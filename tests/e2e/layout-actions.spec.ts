// Restore / Apply: an agency admin saves a portal's setup as a layout (refused while the portal
// holds nothing), finds it from another portal of the agency and applies it there from its row — the
// dialog names beforehand what is built for another theme version, the batch's end names what failed and
// why, in the transition drawer; a layout with nothing new cannot be confirmed; a module history entry
// restores that version, and a second restore is refused with the reason. Beacon Portal is the target.
import { type APIRequestContext, type Page } from "@playwright/test"

import { portalIdByName } from "./support/api.ts"
import { logIn, portalCard } from "./support/app.ts"
import { agencyAdmin } from "./support/demo-accounts.ts"
import { expect, test } from "./support/fixtures.ts"

test.describe.configure({ timeout: 150_000 })
test.use({ viewport: { width: 1920, height: 1000 } })

const bearer = async (request: APIRequestContext) => {
  const login = await request.post("/auth/api/v2/login", { data: { email: agencyAdmin.email, password: agencyAdmin.password } })
  return { Authorization: `Bearer ${((await login.json()) as { data: { token: string } }).data.token}` }
}

const openPortal = async (page: Page, name: string) => {
  await portalCard(page, name).click()
  await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible({ timeout: 20_000 })
  return Number(/\/portals-main\/(\d+)/.exec(page.url())?.[1])
}

test("saving a portal that holds nothing is refused; a saved layout is applied from its row, theme mismatches named first", async ({
  page,
  request
}) => {
  await logIn(page, agencyAdmin)
  const headers = await bearer(request)

  // Save as layout, from the Layouts drawer: Beacon Portal holds no module or theme file, so nothing is saved.
  await openPortal(page, "Beacon Portal")
  await page.getByRole("button", { name: "Layouts", exact: true }).click()
  const drawer = page.getByRole("dialog", { name: "Layouts" })
  await drawer.getByRole("button", { name: "Save as layout" }).click()
  await drawer.getByRole("textbox", { name: /Layout name/ }).fill("Fleet Beacon setup")
  await drawer.getByRole("button", { name: "Save", exact: true }).click()
  await expect(drawer.getByRole("alert")).toHaveText(
    "This portal has no modules or theme files installed yet: there is nothing to save as a layout."
  )
  await expect(page.getByText("Layout has been saved!")).toHaveCount(0)
  await expect(drawer.getByRole("list", { name: "Layouts" }).getByRole("listitem", { name: "Fleet Beacon setup" })).toHaveCount(0)
  await drawer.getByRole("button", { name: "Close" }).click()

  // Acme Portal holds a theme file: its setup is saved.
  await page.goto("/portals-main")
  const acme = await openPortal(page, "Acme Portal")
  expect([200, 409]).toContain(
    (await request.post("/portal/api/v2/files/install", { headers, data: { file: "js/slider.js", portal: acme } })).status()
  )
  await page.getByRole("button", { name: "Layouts", exact: true }).click()
  await drawer.getByRole("button", { name: "Save as layout" }).click()
  const name = drawer.getByRole("textbox", { name: /Layout name/ })
  await expect(name).toHaveValue(/^Acme Portal setup \d{4}-\d{2}-\d{2}$/)
  await name.fill("Fleet Acme setup")
  await drawer.getByRole("button", { name: "Save", exact: true }).click()
  await expect(page.getByText("Layout has been saved!")).toBeVisible()
  await drawer.getByRole("searchbox", { name: "Search layouts" }).fill("Fleet Acme setup")
  await expect(drawer.getByRole("list", { name: "Layouts" }).getByRole("listitem", { name: "Fleet Acme setup" })).toBeVisible()
  await drawer.getByRole("button", { name: "Close" }).click()

  // A layout of Acme Portal naming a theme-5 file (Beacon runs theme 4.1.0) and a module the catalogue no longer has.
  const content = {
    modules: [
      { key: "el-divider", name: "Divider", version: "1.0.0" },
      { key: "gone-module", name: "Gone Module", version: "1.0.0" }
    ],
    files: [
      { path: "js/lightbox.js", name: "lightbox.js", version: "1.0.0" },
      { path: "css/main.css", name: "main.css", version: "2.0.0" }
    ]
  }
  const created = await request.post("/module/api/v2/layouts", { headers, data: { portal: acme, name: "Fleet Apply", content } })
  expect(created.status()).toBe(201)

  // From Beacon, the agency's layouts (by keyboard) include it, named after Acme Portal, with Apply on its row.
  await page.goto("/portals-main")
  await openPortal(page, "Beacon Portal")
  await page.getByRole("button", { name: "Layouts", exact: true }).click()
  const toggle = drawer.getByRole("checkbox", { name: "Layouts of all the agency's portals" })
  await toggle.focus()
  await page.keyboard.press("Space")
  await expect(toggle).toBeChecked()
  await drawer.getByRole("searchbox", { name: "Search layouts" }).fill("Fleet Apply")
  const row = drawer.getByRole("list", { name: "Layouts" }).getByRole("listitem", { name: "Fleet Apply" })
  await expect(row).toContainText("from Acme Portal", { timeout: 20_000 })
  const apply = row.getByRole("button", { name: "Apply layout Fleet Apply" })
  await expect(apply).toHaveText("Apply")
  await apply.focus()
  await page.keyboard.press("Enter")

  // Before it runs, the dialog names what does not fit Beacon's theme, and what left the catalogue.
  const confirm = page.getByRole("alertdialog", { name: "Apply this layout?" })
  await expect(confirm).toContainText("Fleet Apply adds its theme files to Beacon Portal")
  await expect(confirm).toContainText("Beacon Portal runs theme 4.1.0.", { timeout: 20_000 })
  await expect(confirm.getByRole("list", { name: "Not applied: another theme version" }).getByRole("listitem")).toHaveText([
    "css/main.css needs theme 5.0.0"
  ])
  await expect(confirm.getByRole("list", { name: "Not applied: no longer in the catalogue" })).toContainText("gone-module")
  await expect(confirm).toContainText("2 items to apply.")
  await confirm.getByRole("button", { name: "Yes, apply it!" }).click()
  // Polled every 5 seconds: the end says how many failed, never that it was applied.
  await expect(row.getByText("2 of 4 items of Fleet Apply could not be applied.")).toBeVisible({ timeout: 60_000 })
  await expect(row.getByText(/has been applied/)).toHaveCount(0)

  await row.getByRole("button", { name: "Show what failed" }).click()
  // Titled "Recent activity" once nothing runs, "Activity in progress" while something does.
  const activity = page.getByRole("dialog", { name: /^(Activity in progress|Recent activity)$/ })
  const card = activity.getByRole("listitem", { name: "Apply layout Fleet Apply", exact: true }).first()
  const results = card.getByRole("list", { name: "Apply layout Fleet Apply results" })
  await expect(results.getByRole("listitem", { name: "gone-module: Failed" })).toContainText("This module is no longer in the catalogue.", {
    timeout: 20_000
  })
  await expect(results.getByRole("listitem", { name: "css/main.css: Failed" })).toContainText(
    "built for theme 5.0.0; this portal runs theme 4.1.0"
  )
  await expect(results.getByRole("listitem", { name: "js/lightbox.js: Done" })).toBeVisible()
  await expect(results.getByRole("listitem", { name: "Divider: Done" })).toBeVisible()
})

test("a layout with nothing new is not applied, the dialog says why; a history entry restores its version once", async ({
  page,
  request
}) => {
  const beacon = await portalIdByName(request, agencyAdmin, "Beacon Portal")
  const headers = await bearer(request)
  // Beacon holds Divider (the journey above, or here): a layout naming only it has nothing to apply.
  const install = await request.post("/module/api/v2/modules/install", { headers, data: { module: "el-divider", portal: beacon } })
  expect([200, 409]).toContain(install.status())
  const layout = await request.post("/module/api/v2/layouts", {
    headers,
    data: { portal: beacon, name: "Fleet Nothing New", content: { modules: ["el-divider"] } }
  })
  const entry = await request.post("/module/api/v2/histories", {
    headers,
    data: {
      portal: beacon,
      name: "Fleet Three Column 1.0.0",
      status_label: "Installed",
      payload: { module: "dnd-three-column", version: "1.0.0" }
    }
  })
  expect(entry.status()).toBe(201)

  await logIn(page, agencyAdmin)
  await page.goto(`/portals-main/${beacon}/${(await layout.json()).data.id}/1`)
  const view = page.getByRole("region", { name: "Layout: Fleet Nothing New" })
  await view.getByRole("button", { name: "Apply layout Fleet Nothing New" }).click({ timeout: 20_000 })
  const confirm = page.getByRole("alertdialog", { name: "Apply this layout?" })
  await expect(confirm).toContainText("Nothing in this layout can be applied to Beacon Portal.", { timeout: 20_000 })
  await expect(confirm.getByRole("button", { name: "Yes, apply it!" })).toBeDisabled()
  await confirm.getByRole("button", { name: "No, cancel!" }).click()
  await expect(confirm).toHaveCount(0)
  await expect(view.getByRole("button", { name: "Apply layout Fleet Nothing New" })).toBeFocused()

  // Restore by keyboard: the button, then the dialog's confirm.
  await page.goto(`/portals-main/${beacon}/${(await entry.json()).data.id}/2`)
  const history = page.getByRole("region", { name: "History: Fleet Three Column 1.0.0" })
  const restore = history.getByRole("button", { name: "Restore Fleet Three Column 1.0.0" })
  await restore.focus({ timeout: 20_000 })
  await page.keyboard.press("Enter")
  const ask = page.getByRole("alertdialog", { name: "Restore this version?" })
  await expect(ask).toContainText("replaced by version 1.0.0")
  await ask.getByRole("button", { name: "Yes, restore it!" }).focus()
  await page.keyboard.press("Enter")
  await expect(page.getByText("Three Column Layout has been restored to 1.0.0.")).toBeVisible({ timeout: 20_000 })
  await expect(ask).toHaveCount(0)

  await restore.click()
  await ask.getByRole("button", { name: "Yes, restore it!" }).click()
  await expect(ask).toContainText("This portal already has Three Column Layout 1.0.0.")
})
