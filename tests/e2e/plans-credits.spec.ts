// Journey: the super admin creates, edits and deletes a plan and a credit pack in the Plans and Credits
// drawers; an agency admin sees the new pack offered in Buy Credits while it exists; the Logs drawer
// shows an entry for each change (spec 2 sections 2, 4, 5, 6 and 8). Everything it creates it deletes.
import { type Browser, type Locator, type Page } from "@playwright/test"

import { logIn, openUserMenu } from "./support/app.ts"
import { agencyAdmin, superAdmin } from "./support/demo-accounts.ts"
import { expect, test } from "./support/fixtures.ts"

const PLAN = `Journey Plan ${Date.now().toString(36)}`
// A pack size no demo pack has; Buy Credits lists it right after the 1-credit option.
const PACK = { credit: "3", amount: "140", saving: "7%" }

const openDrawer = async (page: Page, item: string, title: string): Promise<Locator> => {
  const menu = await openUserMenu(page, superAdmin.name)
  await menu.getByRole("menuitem", { name: item }).click()
  const drawer = page.getByRole("dialog", { name: title })
  await expect(drawer).toBeVisible()
  return drawer
}

/** Picks an option of a form select: its trigger is named by its value (or placeholder) and label. */
const choose = async (page: Page, drawer: Locator, label: string, option: string) => {
  await drawer.getByRole("button", { name: new RegExp(` ${label}$`) }).click()
  await page.getByRole("option", { name: option, exact: true }).click()
}

/** Escape closes the drawer: focus stays inside it even after the focused row was deleted. */
const closeDrawer = async (page: Page, drawer: Locator) => {
  await expect(page.getByRole("alertdialog")).toHaveCount(0)
  await expect(page.getByRole("dialog", { name: "Deleted!" })).toHaveCount(0)
  await expect.poll(() => drawer.evaluate((panel) => panel.contains(document.activeElement)), { timeout: 5_000 }).toBe(true)
  await page.keyboard.press("Escape")
  await expect(drawer).toHaveCount(0)
}

/** An agency admin's Buy Credits choices, in their own browser context. */
const buyCreditsChoices = async (browser: Browser): Promise<Array<string>> => {
  const context = await browser.newContext()
  try {
    const page = await context.newPage()
    await logIn(page, agencyAdmin)
    const menu = await openUserMenu(page, agencyAdmin.name)
    await menu.getByRole("menuitem", { name: /^Credits: \d+/ }).click()
    const modal = page.getByRole("dialog", { name: "Buy Credits" })
    await expect(modal.getByRole("radio").first()).toBeAttached()
    return await modal.getByRole("radio").evaluateAll((radios) => radios.map((radio) => radio.getAttribute("aria-label") ?? ""))
  } finally {
    await context.close()
  }
}

test("the super admin creates, edits and deletes a plan and a credit pack, and the log shows each change", async ({ page, browser }) => {
  test.setTimeout(120_000)
  await logIn(page, superAdmin)

  // Plans: add a one-off plan.
  let drawer = await openDrawer(page, "Plans", "Plans")
  const plans = drawer.getByRole("grid", { name: "Plans" })
  await expect(plans.getByRole("rowheader", { name: "Core" })).toBeVisible()
  await drawer.getByRole("button", { name: "Add Plan" }).click()
  const addPlan = drawer.getByRole("form", { name: "Add Plan" })
  await addPlan.getByRole("button", { name: "Save" }).click()
  await expect(addPlan.getByText("The name field is required.")).toBeVisible()
  await addPlan.getByRole("textbox", { name: "Name", exact: true }).fill(PLAN)
  await choose(page, addPlan, "Type", "One-off Payment")
  await addPlan.getByRole("textbox", { name: "Portal Limit" }).fill("4")
  await addPlan.getByRole("textbox", { name: "User Limit" }).fill("3")
  await addPlan.getByRole("textbox", { name: "Module Limit" }).fill("30")
  await choose(page, addPlan, "Allow Only Free Modules", "No")
  await choose(page, addPlan, "Hidden Plan", "Yes")
  await choose(page, addPlan, "Allow Custom Logo", "No")
  await choose(page, addPlan, "Module Access", "lite")
  await addPlan.getByRole("button", { name: "Save" }).click()
  await expect(addPlan.getByText("The price field is required.")).toBeVisible()
  await addPlan.getByRole("textbox", { name: "Price" }).fill("49900")
  await choose(page, addPlan, "Currency", "GBP")
  await addPlan.getByRole("button", { name: "Save" }).click()
  await expect(page.getByText("The plan was created")).toBeVisible()
  const planRow = plans.getByRole("row").filter({ has: page.getByRole("rowheader", { name: PLAN }) })
  await expect(planRow).toContainText("One-off Payment")
  await expect(planRow).toContainText("Active")

  // Edit it: three users become seven, and it goes inactive.
  await planRow.getByRole("button", { name: `Edit ${PLAN}` }).click()
  const editPlan = drawer.getByRole("form", { name: "Edit Plan" })
  await expect(editPlan.getByRole("textbox", { name: "Price" })).toHaveValue("49900")
  await editPlan.getByRole("textbox", { name: "User Limit" }).fill("7")
  await choose(page, editPlan, "Status", "Inactive")
  await editPlan.getByRole("button", { name: "Save" }).click()
  await expect(page.getByText("The plan was updated")).toBeVisible()
  await expect(planRow.getByRole("gridcell").nth(3)).toHaveText("7")
  await expect(planRow).toContainText("Inactive")

  // Delete it, after saying no once.
  await planRow.getByRole("button", { name: `Delete ${PLAN}` }).click()
  let confirm = page.getByRole("alertdialog", { name: "Are you sure?" })
  await expect(confirm).toContainText("You won't be able to revert this!")
  await confirm.getByRole("button", { name: "No, cancel!" }).click()
  await expect(planRow).toBeVisible()
  await planRow.getByRole("button", { name: `Delete ${PLAN}` }).click()
  await page.getByRole("alertdialog", { name: "Are you sure?" }).getByRole("button", { name: "Yes, delete it!" }).click()
  let deleted = page.getByRole("dialog", { name: "Deleted!" })
  await expect(deleted).toContainText("Plan has been deleted.")
  await deleted.getByRole("button", { name: "OK" }).click()
  await expect(plans.getByRole("rowheader", { name: PLAN })).toHaveCount(0)
  await closeDrawer(page, drawer)

  // Credits: add a pack.
  drawer = await openDrawer(page, "Credits", "Credits")
  const credits = drawer.getByRole("grid", { name: "Credits" })
  await expect(credits.getByRole("rowheader", { name: "50", exact: true })).toBeVisible()
  await drawer.getByRole("button", { name: "Add Credit" }).click()
  const addCredit = drawer.getByRole("form", { name: "Add Credit" })
  await addCredit.getByRole("textbox", { name: "Credit" }).fill(PACK.credit)
  await addCredit.getByRole("textbox", { name: "Amount" }).fill(PACK.amount)
  await addCredit.getByRole("textbox", { name: "Saving" }).fill(PACK.saving)
  await addCredit.getByRole("button", { name: "Save" }).click()
  await expect(page.getByText("The credit was created")).toBeVisible()
  const packRow = credits.getByRole("row").filter({ has: page.getByRole("rowheader", { name: PACK.credit, exact: true }) })
  await expect(packRow).toContainText(PACK.amount)

  // While it exists, Buy Credits offers it.
  expect(await buyCreditsChoices(browser)).toContain(`3 Credits for $${PACK.amount}`)

  // Edit: loads the pack, then saves a new amount.
  await packRow.getByRole("button", { name: `Edit ${PACK.credit} credits` }).click()
  const editCredit = drawer.getByRole("form", { name: "Edit Credit" })
  await expect(editCredit.getByRole("textbox", { name: "Amount" })).toHaveValue(PACK.amount)
  await editCredit.getByRole("textbox", { name: "Amount" }).fill("135")
  await editCredit.getByRole("button", { name: "Save" }).click()
  await expect(page.getByText("The credit was updated")).toBeVisible()
  await expect(packRow).toContainText("135")

  // Delete it.
  await packRow.getByRole("button", { name: `Delete ${PACK.credit} credits` }).click()
  confirm = page.getByRole("alertdialog", { name: "Are you sure?" })
  await confirm.getByRole("button", { name: "Yes, delete it!" }).click()
  deleted = page.getByRole("dialog", { name: "Deleted!" })
  await expect(deleted).toContainText("Credit has been deleted.")
  await deleted.getByRole("button", { name: "OK" }).click()
  await expect(credits.getByRole("rowheader", { name: PACK.credit, exact: true })).toHaveCount(0)
  await closeDrawer(page, drawer)

  // The activity log holds each change, newest first.
  drawer = await openDrawer(page, "Logs", "Logs")
  const log = drawer.getByRole("grid", { name: "Logs" })
  const events = log.locator("tbody tr td:nth-child(2)")
  await expect(events.first()).toHaveText("credit.deleted")
  const shown = await events.allTextContents()
  const ours = shown.filter((event) => /^(plan|credit)\./.test(event))
  expect(ours.slice(0, 6)).toEqual(["credit.deleted", "credit.updated", "credit.created", "plan.deleted", "plan.updated", "plan.created"])
  await expect(log.locator("tbody tr").filter({ hasText: "plan.created" }).first()).toContainText(PLAN)
  await expect(log.locator("tbody tr").filter({ hasText: "plan.created" }).first()).toContainText("Plan")
})
