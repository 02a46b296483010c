// Journey: the setup wizard of a portal that was never set up. Cobalt opens on /sr-setup, the default
// install runs as a batch with visible progress, and the browser lands in Cobalt's editor.
// (The run shares one server, so this is the journey that sets Cobalt up; portal-setup.spec.ts only
// uses portals that are set up already.)
import { expect, test } from "./support/fixtures.ts"
import { logIn, portalCard } from "./support/app.ts"
import { agencyAdmin } from "./support/demo-accounts.ts"

test("Cobalt: /sr-setup → default install with progress → the editor", async ({ page }) => {
  test.setTimeout(90_000)
  await logIn(page, agencyAdmin)
  const cobalt = portalCard(page, "Cobalt Portal")
  const id = /^\/portals-main\/(\d+)$/.exec((await cobalt.getAttribute("href")) ?? "")?.[1]
  expect(id).toBeDefined()

  await cobalt.click()
  await expect(page).toHaveURL(`/sr-setup?portal=${id}`)
  await expect(page.getByRole("heading", { name: "Set up Cobalt Portal", level: 1 })).toBeVisible()
  await expect(page.getByText("the starter website pages Home and Services")).toBeVisible()

  // Keyboard: the default choice is reachable and pressed with Enter.
  const install = page.getByRole("button", { name: "Install in the default folder (sr)" })
  await install.focus()
  await page.keyboard.press("Enter")

  await expect(page).toHaveURL(new RegExp(`/sr-setup-installer\\?portal=${id}&batch=[0-9a-f-]+$`))
  await expect(page.getByRole("progressbar", { name: "Installing" }).or(page.getByText("Your portal is ready"))).toBeVisible()

  await expect(page).toHaveURL(`/portals-main/${id}`, { timeout: 60_000 })
  await expect(page.getByRole("heading", { name: "Cobalt Portal", level: 1 })).toBeVisible()

  // Set up now: the wizard says so and links back to the editor.
  await page.goto(`/sr-setup?portal=${id}`)
  await expect(page.getByText("This portal is already set up.")).toBeVisible()
})

test("the custom folder page of a set-up portal says it is set up", async ({ page }) => {
  await logIn(page, agencyAdmin)
  const acme = portalCard(page, "Acme Portal")
  const id = /^\/portals-main\/(\d+)$/.exec((await acme.getAttribute("href")) ?? "")?.[1]
  await page.goto(`/sr-custom-setup?portal=${id}`)
  await expect(page.getByText("This portal is already set up.")).toBeVisible()
})
