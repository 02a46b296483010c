// What a user does over and over: log in through the form, find the user menu and the portal cards.
import { expect, type Locator, type Page } from "@playwright/test"

export interface Credentials {
  readonly email: string
  readonly password: string
}

/** Fills and submits the login form on the page already open (the login page). */
export const submitLogin = async (page: Page, { email, password }: Credentials): Promise<void> => {
  await expect(page.getByRole("heading", { name: "Log in", level: 1 })).toBeVisible()
  await page.getByLabel("Email").fill(email)
  await page.getByLabel("Password").fill(password)
  await page.getByRole("button", { name: "Log in" }).click()
}

/** Opens the login page, logs in and waits for the portal list. */
export const logIn = async (page: Page, credentials: Credentials): Promise<void> => {
  await page.goto("/")
  await submitLogin(page, credentials)
  await expect(page).toHaveURL("/portals-main")
  await expect(page.getByRole("heading", { name: "Portals", level: 1 })).toBeVisible()
}

export const portalList = (page: Page): Locator => page.getByRole("list", { name: "Portals" })

/** A portal card, named after the portal it opens (then its folder, plan and hub id: "Open Acme Portal, sr, PRO, Hub ID …"). */
export const portalCard = (page: Page, portalName: string): Locator =>
  portalList(page).getByRole("link", { name: new RegExp(`^Open ${portalName.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")},`) })

/**
 * Opens the user menu and returns it. A click that lands while the layout re-renders right after a
 * navigation (the selected portal or the user being refreshed) can be lost on a busy machine, so the
 * click is repeated until the menu shows, as a person would.
 */
export const openUserMenu = async (page: Page, userName: string): Promise<Locator> => {
  const button = page.getByRole("button", { name: `User menu for ${userName}` })
  const menu = page.getByRole("menu", { name: `User menu for ${userName}` })
  await expect(async () => {
    if (!(await menu.isVisible())) await button.click()
    await expect(menu).toBeVisible({ timeout: 2_000 })
  }).toPass({ timeout: 15_000 })
  return menu
}
