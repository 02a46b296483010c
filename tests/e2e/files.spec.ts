// Journey: installing a module stops at 'File updates required'; 'Go to Files' opens the Files drawer,
// adding the missing theme file lets the install go through. Button (el-button) 1.1.0 needs
// css/components/buttons.css, which Beacon does not hold yet (Acme Portal holds every theme file).
import { logIn, portalCard } from "./support/app.ts"
import { agencyAdmin } from "./support/demo-accounts.ts"
import { expect, test } from "./support/fixtures.ts"

test("a required-files stop, then Go to Files, Add, and the module installs", async ({ page }) => {
  await logIn(page, agencyAdmin)
  await portalCard(page, "Beacon Portal").click()
  await expect(page.getByRole("heading", { name: "Beacon Portal", level: 1 })).toBeVisible()

  await page.getByRole("button", { name: "Modules", exact: true }).click()
  const modules = page.getByRole("dialog", { name: "Modules" })
  const search = modules.getByRole("searchbox", { name: "Search modules" })
  const list = modules.getByRole("list", { name: "Modules" })
  const row = list.getByRole("listitem", { name: "Button", exact: true })
  // The search applies after its debounce and reorders the rows: a press while they move can land beside the button.
  const searchButton = async () => {
    await search.fill("Button")
    await expect(list.getByRole("listitem")).toHaveCount(1, { timeout: 15_000 })
  }
  await searchButton()
  await row.getByRole("button", { name: "Install" }).click()

  const warning = page.getByRole("alertdialog", { name: "File updates required" })
  await expect(warning).toContainText("css/components/buttons.css")
  await warning.getByRole("button", { name: "Go to Files" }).click()

  const files = page.getByRole("dialog", { name: "Files" })
  const file = files.getByRole("listitem", { name: "css/components/buttons.css" })
  await file.getByRole("button", { name: "Add" }).click()
  await expect(page.getByText("buttons.css has been added!")).toBeVisible()
  await expect(file.getByRole("button", { name: "Added" })).toBeVisible()
  await expect(files.getByRole("button", { name: "Update All" })).toHaveCount(0)
  await files.getByRole("button", { name: "Close" }).click()
  await expect(files).toHaveCount(0)
  // The success notice leaves by itself after 5 s; it no longer waits over the editor bar.
  await expect(page.getByRole("status").filter({ hasText: "buttons.css has been added!" })).toHaveCount(0, { timeout: 15_000 })

  await page.getByRole("button", { name: "Modules", exact: true }).click()
  await expect(modules).toBeVisible()
  await searchButton()
  await row.getByRole("button", { name: "Install" }).click()
  await expect(page.getByText("Button has been installed")).toBeVisible()
  await expect(row.getByRole("button", { name: "Installed" })).toBeVisible()
})
