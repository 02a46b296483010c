// Journey: the billing drawer of an agency admin. Zenith Agency (zero@example.com) has a core
// portal and a free one; the sandbox payment provider confirms the card 4242 4242 4242 4242, declines
// 4000 0000 0000 0002 and seeds the coupon SAVE20 (20% off). Card rows are counted rather than assumed empty, since other billing journeys
// use Zenith in the same run.
import { type Locator, type Page } from "@playwright/test"

import { logIn, openUserMenu } from "./support/app.ts"
import { zenithAdmin } from "./support/demo-accounts.ts"
import { expect, test } from "./support/fixtures.ts"

const cardRows = (drawer: Locator) => drawer.getByRole("list", { name: "Saved cards" }).getByRole("listitem", { name: /•••• 4242$/ })

const openBilling = async (page: Page): Promise<Locator> => {
  const menu = await openUserMenu(page, zenithAdmin.name)
  await menu.getByRole("menuitem", { name: "Portals" }).click()
  const drawer = page.getByRole("dialog", { name: "Portals" })
  await expect(drawer).toBeVisible()
  return drawer
}

test("an agency admin upgrades Zenith Free to Core with SAVE20, adding a card on the way (a declined one first), and finds the receipt", async ({
  page
}) => {
  test.setTimeout(90_000)
  await logIn(page, zenithAdmin)
  const drawer = await openBilling(page)
  await expect(drawer.getByRole("list", { name: "Portals" }).getByRole("listitem", { name: "Zenith Free" })).toBeVisible()
  await expect(drawer.getByText("PRO licenses available")).toBeVisible()
  const before = await cardRows(drawer).count()

  await drawer.getByRole("listitem", { name: "Zenith Free" }).getByRole("button").click()
  const upgrade = page.getByRole("dialog", { name: "Upgrade" })
  await expect(upgrade.getByText("Current plan: Free")).toBeVisible()
  // Prices travel in cents and read in dollars: Core 19700 is $197 a month; PRO has no module limit.
  // The plans are chosen in the Select Plan modal, side by side with what they give the portal; the portal
  // and user limits are said to be the agency plan's (Zenith Agency is on Core: 10 portals, 5 users).
  await upgrade.getByRole("button", { name: "Select Plan" }).click()
  const select = page.getByRole("dialog", { name: "Select Plan" })
  const plans = select.getByRole("radiogroup", { name: "Plan" })
  await expect(plans).toContainText("$197 / month")
  await expect(plans).toContainText("$997 / month")
  await expect(select.getByRole("radio", { name: "PRO" }).locator("xpath=ancestor::label[1]")).toContainText(
    "$2,997 / monthUnlimited Modules"
  )
  await expect(select).toContainText("Portal and user limits come from your agency's plan, Core: 10 portals and 5 users.")
  await select.getByRole("radio", { name: "Core" }).check()
  await select.getByRole("button", { name: "Choose Plan" }).click()
  await expect(select).toHaveCount(0)
  await upgrade.getByRole("textbox", { name: "Coupon" }).fill("SAVE20")
  await upgrade.getByRole("button", { name: "Apply" }).click()
  const price = upgrade.getByLabel("Final price")
  await expect(price).toContainText("SAVE20: 20% off")
  // The final price is the plan's price (struck through) less 20 %, to the cent.
  await expect(price.locator("del")).toHaveText("$197")
  await expect(price).toContainText("$157.60 / month")

  // Add a card during the upgrade. Country or Region is required, and says so.
  await upgrade.getByRole("button", { name: "Add Card" }).click()
  const form = page.getByRole("dialog", { name: "Payment Method" })
  await expect(form).toBeVisible()
  await expect(form.getByRole("combobox", { name: "Country or Region" })).toHaveAttribute("aria-required", "true")
  await expect(form.getByText("Country or Region *")).toBeVisible()
  await form.getByRole("textbox", { name: /Name on Card/ }).fill("Zed Zenith")
  await form.getByRole("textbox", { name: /Email/ }).fill("zero@example.com")
  await form.getByRole("combobox", { name: /Country or Region/ }).fill("Germ")
  await page.getByRole("option", { name: "Germany" }).click()
  // A card the provider declines: its words at the card field, announced; nothing saved.
  await form.getByRole("textbox", { name: "Card number" }).fill("4000 0000 0000 0002")
  await form.getByRole("textbox", { name: "Expiry" }).fill("12 / 34")
  await form.getByRole("textbox", { name: "CVC" }).fill("123")
  await form.getByRole("button", { name: "Save Card" }).click()
  await expect(form.getByRole("group", { name: "Card Details" }).getByRole("alert")).toHaveText("Your card was declined.", {
    timeout: 20_000
  })
  await expect(form.getByRole("button", { name: "Save Card" })).toBeEnabled()
  // Then a good one: back on Upgrade, the coupon and its price are still there.
  await form.getByRole("textbox", { name: "Card number" }).fill("4242 4242 4242 4242")
  await form.getByRole("button", { name: "Save Card" }).click()
  await expect(upgrade.getByRole("textbox", { name: "Coupon" })).toHaveValue("SAVE20", { timeout: 20_000 })
  await expect(price).toContainText("SAVE20: 20% off")
  await expect(price).toContainText("$157.60 / month")
  await upgrade.getByRole("button", { name: "Upgrade" }).click()
  await expect(upgrade.getByText("Plan Successfully Updated!")).toBeVisible({ timeout: 30_000 })
  await expect(upgrade.getByText("Current plan: Core")).toBeVisible({ timeout: 10_000 })

  // One card was saved (the declined one was not); update its name (the new card is the default, listed first).
  await upgrade.getByRole("button", { name: "Back to portals" }).click()
  const portals = page.getByRole("dialog", { name: "Portals" })
  await expect(portals.getByRole("listitem", { name: "Zenith Free" })).toContainText("Plan: Core")
  await expect(cardRows(portals)).toHaveCount(before + 1)
  await cardRows(portals)
    .first()
    .getByRole("button", { name: /^Update / })
    .click()
  const update = page.getByRole("dialog", { name: "Payment Method" })
  await expect(update.getByRole("textbox", { name: /Name on Card/ })).toHaveValue("Zed Zenith")
  await expect(update.getByRole("textbox", { name: "Card number" })).toHaveCount(0)
  await update.getByRole("textbox", { name: /Name on Card/ }).fill("Zoe Zenith")
  await update.getByRole("button", { name: "Save Card" }).click()
  await expect(cardRows(portals).first()).toContainText("Zoe Zenith", { timeout: 20_000 })

  // Delete the card.
  const saved = await cardRows(portals).count()
  await cardRows(portals)
    .first()
    .getByRole("button", { name: /^Delete / })
    .click()
  const ask = page.getByRole("alertdialog", { name: "Are you sure?" })
  await expect(ask).toContainText("You won't be able to revert this!")
  await ask.getByRole("button", { name: "Yes, delete it!" }).click()
  await expect(cardRows(portals)).toHaveCount(saved - 1)

  // The payment history lists the upgrade with its amount, who paid and the provider's receipt page.
  const history = portals.getByRole("grid", { name: "Payment history" })
  const row = history.getByRole("row").filter({ hasText: "Core for Zenith Free" }).first()
  await expect(row).toContainText("$157.60", { timeout: 10_000 })
  await expect(row).toContainText(zenithAdmin.name)
  const receipt = row.getByRole("link", { name: "Receipt for Core for Zenith Free" })
  await expect(receipt).toHaveAttribute("href", /\/sandbox\/stripe\/invoices\/in_/)
  const served = await page.request.get((await receipt.getAttribute("href"))!)
  expect(served.status()).toBe(200)
  expect(await served.text()).toContain("$157.60")
})
