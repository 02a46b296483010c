// Journey: an agency admin saves Acme Staging's setup as a layout from its Layouts drawer, then rolls that layout out
// to two other portals of the agency: the layout chosen by keyboard, the preview listing what each portal gets (a
// theme file too new for Beacon's theme left out there, the PRO module bought with a credit on each), the rollout
// finished, then rolled back.
// Demo seed: Acme Staging holds Timeline 1.0.0 (a PRO module, newest 2.0.0) and css/utilities.css 1.0.0 (newest 1.1.0,
// built for theme 5.0.0); Beacon Portal (Core) runs theme 4.1.0, Cobalt Portal (Free) the latest.
import { type Page } from "@playwright/test"

import { logIn, portalCard } from "./support/app.ts"
import { agencyAdmin } from "./support/demo-accounts.ts"
import { expect, test } from "./support/fixtures.ts"
import { chooseKindByKeyboard, openWizard, waitForStatus } from "./support/rollouts.ts"

test.use({ viewport: { width: 1920, height: 1000 } })

const LAYOUT = "Staging setup"

const saveStagingSetup = async (page: Page) => {
  await portalCard(page, "Acme Staging").click()
  await expect(page.getByRole("heading", { name: "Acme Staging", level: 1 })).toBeVisible({ timeout: 20_000 })
  await page.getByRole("button", { name: "Layouts", exact: true }).click()
  const drawer = page.getByRole("dialog", { name: "Layouts" })
  await drawer.getByRole("button", { name: "Save as layout" }).click()
  await drawer.getByRole("textbox", { name: /Layout name/ }).fill(LAYOUT)
  await drawer.getByRole("button", { name: "Save", exact: true }).click()
  await expect(page.getByText("Layout has been saved!")).toBeVisible()
  await drawer.getByRole("button", { name: "Close" }).click()
}

test("a saved layout rolled out to two portals, each getting what it lacks, then rolled back", async ({ page }) => {
  test.setTimeout(180_000)
  await logIn(page, agencyAdmin)
  await saveStagingSetup(page)
  await openWizard(page)
  const choices = page.getByRole("list", { name: "Portals to choose from" })
  for (const name of ["Cobalt Portal", "Beacon Portal"]) await choices.getByText(name, { exact: true }).click()
  await expect(page.getByRole("region", { name: "2 portals chosen" })).toBeVisible()
  await page.getByRole("button", { name: "Next: the change" }).click()

  // The kind and the layout by keyboard.
  await chooseKindByKeyboard(page, "A saved", "A saved layout")
  const layout = page.getByRole("button", { name: /Choose a layout/ })
  await expect(layout).toBeVisible({ timeout: 15_000 })
  await layout.focus()
  await page.keyboard.press("ArrowDown")
  await page.keyboard.type(LAYOUT)
  await expect(page.getByRole("option", { name: LAYOUT })).toBeFocused()
  await page.keyboard.press("Enter")
  await expect(page.getByRole("listbox")).toHaveCount(0)
  await page.getByRole("button", { name: "Next: preview" }).click()

  const preview = page.getByRole("grid", { name: `Preview of Layout "${LAYOUT}"` })
  await expect(preview).toBeVisible({ timeout: 60_000 })
  const cobalt = page.getByRole("list", { name: "Changes for Cobalt Portal" })
  await expect(cobalt.getByRole("listitem")).toHaveText(["utilities.css 1.1.0 (new)", "Timeline 2.0.0 (new) · 1 credit"])
  // Beacon's theme 4.1.0 cannot take utilities.css 1.1.0: it gets the module alone.
  await expect(page.getByRole("list", { name: "Changes for Beacon Portal" }).getByRole("listitem")).toHaveText([
    "Timeline 2.0.0 (new) · 1 credit"
  ])
  await expect(page.getByRole("list", { name: "Credits per agency" })).toContainText("2")

  await page.getByRole("button", { name: "Start rollout" }).click()
  await expect(page).toHaveURL(/\/rollouts\/[0-9a-f-]{36}$/, { timeout: 30_000 })
  await waitForStatus(page, "Finished")
  await expect(page.getByText("2 portals: 2 succeeded")).toBeVisible()
  await expect(page.getByRole("article", { name: "Cobalt Portal" })).toContainText("1 credit spent")

  await page.getByRole("button", { name: "Roll back" }).click()
  await page.getByRole("alertdialog", { name: "Roll back this rollout?" }).getByRole("button", { name: "Yes, roll back" }).click()
  await expect(page.getByRole("heading", { name: `Rollback of Layout "${LAYOUT}"`, level: 1 })).toBeVisible({ timeout: 30_000 })
  await waitForStatus(page, "Finished")
  await expect(page.getByText("2 portals: 2 succeeded")).toBeVisible()
  await expect(page.getByRole("list", { name: "Changes for Cobalt Portal" }).getByRole("listitem")).toHaveText([
    "utilities.css 1.1.0 (removed)",
    "Timeline 2.0.0 (removed)"
  ])
})
