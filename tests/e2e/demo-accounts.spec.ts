// Journey 1: each demo account logs in, sees its own portals (and no one else's) and its user menu.
import { logIn, openUserMenu, portalCard, portalList } from "./support/app.ts"
import { ALL_PORTALS, demoAccounts } from "./support/demo-accounts.ts"
import { expect, test } from "./support/fixtures.ts"

for (const account of demoAccounts) {
  test.describe(`the ${account.role} (${account.email})`, () => {
    test.beforeEach(async ({ page }) => {
      await logIn(page, account)
    })

    test("sees exactly their portals on /portals-main", async ({ page }) => {
      for (const name of account.portals) {
        await expect(portalCard(page, name)).toBeVisible()
      }
      for (const name of ALL_PORTALS.filter((portal) => !account.portals.includes(portal))) {
        await expect(portalCard(page, name)).toHaveCount(0)
      }
      await expect(portalList(page).getByRole("link")).toHaveCount(account.portals.length)
    })

    test("has a user menu with their credits and Logout", async ({ page }) => {
      const menu = await openUserMenu(page, account.name)
      await expect(menu.getByRole("menuitem", { name: "Logout" })).toBeVisible()

      const balances = menu.getByRole("menuitem", { name: /^Credits: \d+/ })
      await expect(balances).toHaveCount(account.credits.length)
      if (account.credits.length > 1) {
        // Several agencies: one titled group per agency, each with its own balance.
        for (const { agency, credits } of account.credits) {
          const group = menu.getByRole("group", { name: agency })
          await expect(group.getByRole("menuitem", { name: new RegExp(`^Credits: ${credits}(?!\\d)`) })).toBeVisible()
        }
      } else {
        for (const { agency, credits } of account.credits) {
          // The item also offers 'Buy' now that the credit purchase exists.
          await expect(menu.getByRole("menuitem", { name: new RegExp(`^Credits: ${credits}(?!\\d)`) })).toBeVisible()
          await expect(menu.getByRole("group", { name: agency })).toHaveCount(0)
        }
      }

      await page.keyboard.press("Escape")
      await expect(menu).toBeHidden()
    })
  })
}
