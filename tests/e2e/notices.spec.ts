// Journey: notices tell and then get out of the way. In the Plans drawer, as the super admin:
// a success notice sits under the drawer's header without covering its content and leaves by itself; a
// refusal (deleting a plan in use) stays until dismissed; deleting a plan asks with focus on
// 'No, cancel!' (Enter there deletes nothing), then says 'Deleted!' 'Plan has been deleted.' in a dialog
// that keeps Tab inside it and hands focus back to the drawer. The plan it creates it deletes.
// Then notices belong to the screen that raised them: one raised in a drawer leaves with it, never shows in
// the next drawer, and is not there after a portal switch.
import { type Locator, type Page } from "@playwright/test"

import { logIn, openUserMenu, portalCard } from "./support/app.ts"
import { agencyAdmin, superAdmin } from "./support/demo-accounts.ts"
import { expect, test } from "./support/fixtures.ts"

const PLAN = `Notice Plan ${Date.now().toString(36)}`

const openPlans = async (page: Page): Promise<Locator> => {
  const menu = await openUserMenu(page, superAdmin.name)
  await menu.getByRole("menuitem", { name: "Plans" }).click()
  const drawer = page.getByRole("dialog", { name: "Plans" })
  await expect(drawer).toBeVisible()
  return drawer
}

const choose = async (page: Page, form: Locator, label: string, option: string) => {
  await form.getByRole("button", { name: new RegExp(` ${label}$`) }).click()
  await page.getByRole("option", { name: option, exact: true }).click()
}

type Box = { x: number; y: number; width: number; height: number }
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

const boxOf = async (locator: Locator): Promise<Box> => {
  const box = await locator.boundingBox()
  if (box === null) throw new Error("not laid out")
  return box
}

test.describe.configure({ timeout: 120_000 })

test("success notices leave by themselves without covering the drawer, errors stay, and a plan delete is safe by keyboard", async ({
  page
}) => {
  await page.setViewportSize({ width: 1400, height: 900 })
  // The page's clock runs as usual, and can be moved on past a notice's lifetime instead of waiting it out.
  await page.clock.install()
  await logIn(page, superAdmin)
  const drawer = await openPlans(page)
  const plans = drawer.getByRole("grid", { name: "Plans" })
  await expect(plans.getByRole("rowheader", { name: "Core" })).toBeVisible({ timeout: 15_000 })

  // A success: 'The plan was created' under the header, over none of the list, then gone.
  await drawer.getByRole("button", { name: "Add Plan" }).click()
  const form = drawer.getByRole("form", { name: "Add Plan" })
  const choices: ReadonlyArray<readonly [string, string]> = [
    ["Type", "One-off Payment"],
    ["Allow Only Free Modules", "No"],
    ["Hidden Plan", "Yes"],
    ["Allow Custom Logo", "No"],
    ["Module Access", "lite"],
    ["Currency", "USD"]
  ]
  // The type first: it decides which fields the form asks for (Price).
  for (const [label, option] of choices) await choose(page, form, label, option)
  const fields: ReadonlyArray<readonly [string, string]> = [
    ["Name", PLAN],
    ["Portal Limit", "2"],
    ["User Limit", "2"],
    ["Module Limit", "10"],
    ["Price", "1000"]
  ]
  for (const [label, value] of fields) await form.getByRole("textbox", { name: label, exact: label === "Name" }).fill(value)
  await form.getByRole("button", { name: "Save" }).click()
  const created = page.getByRole("status").filter({ hasText: "The plan was created" })
  await expect(created).toBeVisible({ timeout: 15_000 })
  const planRow = plans.getByRole("row").filter({ has: page.getByRole("rowheader", { name: PLAN }) })
  await expect(planRow).toBeVisible({ timeout: 15_000 })
  // The notice is part of the drawer, and the drawer's controls and list are laid out clear of it.
  expect(
    await drawer.evaluate(
      (panel, text) => [...panel.querySelectorAll("[role=status]")].some((el) => el.textContent?.includes(text)),
      "The plan was created"
    )
  ).toBe(true)
  const notice = await boxOf(created)
  expect(overlaps(notice, await boxOf(drawer.getByRole("button", { name: "Add Plan" })))).toBe(false)
  expect(overlaps(notice, await boxOf(plans))).toBe(false)
  expect(overlaps(notice, await boxOf(drawer.getByRole("heading", { name: "Plans" })))).toBe(false)
  await page.mouse.move(5, 890)
  await expect(created).toHaveCount(0, { timeout: 12_000 })

  // An error: a plan in use cannot be deleted; the refusal stays until dismissed.
  await plans.getByRole("button", { name: "Delete Core" }).click()
  await page.getByRole("alertdialog", { name: "Are you sure?" }).getByRole("button", { name: "Yes, delete it!" }).click()
  const refusal = page.getByRole("alert").filter({ hasText: "cannot be deleted" })
  await expect(refusal).toBeVisible({ timeout: 15_000 })
  // Past the time a success notice lives (it left above): the refusal is still there.
  await page.clock.runFor(12_000)
  await expect(refusal).toBeVisible()
  await expect(plans.getByRole("rowheader", { name: "Core" })).toBeVisible()
  await refusal.getByRole("button", { name: "Dismiss" }).click()
  await expect(refusal).toHaveCount(0)

  // The confirmation opens on 'No, cancel!': Enter there cancels and deletes nothing.
  await planRow.getByRole("button", { name: `Delete ${PLAN}` }).click()
  const confirm = page.getByRole("alertdialog", { name: "Are you sure?" })
  await expect(confirm.getByRole("button", { name: "No, cancel!" })).toBeFocused({ timeout: 5_000 })
  await page.keyboard.press("Enter")
  await expect(confirm).toHaveCount(0)
  await expect(planRow).toBeVisible()
  await expect(page.getByRole("dialog", { name: "Deleted!" })).toHaveCount(0)

  // 'Yes, delete it!': 'Deleted!' with 'Plan has been deleted.', no toast; Tab stays in the dialog.
  await planRow.getByRole("button", { name: `Delete ${PLAN}` }).click()
  await confirm.getByRole("button", { name: "Yes, delete it!" }).click()
  const deleted = page.getByRole("dialog", { name: "Deleted!" })
  await expect(deleted).toContainText("Plan has been deleted.", { timeout: 15_000 })
  await expect(page.getByRole("status").filter({ hasText: "has been deleted" })).toHaveCount(0)
  const ok = deleted.getByRole("button", { name: "OK" })
  await expect(ok).toBeFocused({ timeout: 5_000 })
  for (let i = 0; i < 4; i += 1) {
    await page.keyboard.press("Tab")
    expect(await deleted.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true)
  }
  await page.keyboard.press("Shift+Tab")
  expect(await deleted.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true)
  await ok.focus()
  await page.keyboard.press("Enter")
  await expect(deleted).toHaveCount(0)
  await expect(plans.getByRole("rowheader", { name: PLAN })).toHaveCount(0, { timeout: 15_000 })
  // Focus is back in the drawer, so Escape still closes it.
  await expect.poll(() => drawer.evaluate((panel) => panel.contains(document.activeElement)), { timeout: 5_000 }).toBe(true)
  await page.keyboard.press("Escape")
  await expect(drawer).toHaveCount(0)
})

test("a notice stays with the drawer that raised it: gone when it closes, not in the next drawer, not after a portal switch", async ({
  page
}) => {
  await page.setViewportSize({ width: 1600, height: 900 })
  await logIn(page, agencyAdmin)
  await portalCard(page, "Acme Portal").click()
  await expect(page.getByRole("heading", { name: "Acme Portal", level: 1 })).toBeVisible({ timeout: 20_000 })
  // Shorter than a success notice's 5 s: a notice carried over would still be there.
  const gone = { timeout: 2_000 }

  // 'The portal was updated' in Portal Details, then the Modules drawer.
  const menu = await openUserMenu(page, agencyAdmin.name)
  await menu.getByRole("menuitem", { name: "Portal Details" }).click()
  const details = page.getByRole("dialog", { name: "Portal Details" })
  await details.getByRole("button", { name: "Save" }).click({ timeout: 15_000 })
  const updated = page.getByRole("status").filter({ hasText: "The portal was updated" })
  await expect(details.getByRole("status").filter({ hasText: "The portal was updated" })).toBeVisible({ timeout: 15_000 })
  await details.getByRole("button", { name: "Close" }).click()
  await expect(updated).toHaveCount(0, gone)
  await page.getByRole("button", { name: /^Modules/ }).click()
  const modules = page.getByRole("dialog", { name: "Modules" })
  await expect(modules).toBeVisible()
  await expect(updated).toHaveCount(0)
  await modules.getByRole("button", { name: "Close" }).click()
  await expect(modules).toHaveCount(0)

  // 'Layout has been saved!' in Layouts, then another portal.
  await page.getByRole("button", { name: "Layouts", exact: true }).click()
  const layouts = page.getByRole("dialog", { name: "Layouts" })
  await layouts.getByRole("button", { name: "Save as layout" }).click()
  const form = layouts.getByRole("form", { name: "Save as layout" })
  await form.getByRole("textbox", { name: "Layout name" }).fill(`Notice Layout ${Date.now().toString(36)}`)
  await form.getByRole("button", { name: "Save", exact: true }).click()
  const saved = page.getByRole("status").filter({ hasText: "Layout has been saved!" })
  await expect(layouts.getByRole("status").filter({ hasText: "Layout has been saved!" })).toBeVisible({ timeout: 15_000 })
  await layouts.getByRole("button", { name: "Close" }).click()
  await expect(saved).toHaveCount(0, gone)
  await page.getByRole("button", { name: "Switch portal, current: Acme Portal" }).click({ timeout: 20_000 })
  await page.getByRole("menuitem").filter({ hasText: "Acme Staging" }).click()
  await expect(page.getByRole("heading", { name: "Acme Staging", level: 1 })).toBeVisible({ timeout: 20_000 })
  await expect(saved).toHaveCount(0)
  await expect(updated).toHaveCount(0)
})
