// Journey: the setup wizard of a portal that was never set up. Cobalt opens on /sr-setup, the default
// install runs as a batch with visible progress, and the browser lands in Cobalt's editor.
// (The run shares one server, so this is the journey that sets Cobalt up; portal-setup.spec.ts only
// uses portals that are set up already.)
import { logIn, portalCard } from "./support/app.ts"
import { agencyAdmin } from "./support/demo-accounts.ts"
import { expect, test } from "./support/fixtures.ts"

test("Cobalt: /sr-setup → default install with progress → the editor", async ({ page }) => {
  test.setTimeout(90_000)
  await logIn(page, agencyAdmin)
  const cobalt = portalCard(page, "Cobalt Portal")
  const id = /^\/portals-main\/(\d+)$/.exec((await cobalt.getAttribute("href")) ?? "")?.[1]
  expect(id).toBeDefined()

  // Named after its CRM host (an account HubSpot gave no name): one long word the heading must wrap.
  const hostName = "hub-12366117.sandbox.hubspot.localhost"
  const portalRead = `**/portal/api/v2/portals/${id}`
  await page.route(portalRead, async (route) => {
    const response = await route.fetch()
    const body = (await response.json()) as { data: { name: string } }
    await route.fulfill({ response, json: { ...body, data: { ...body.data, name: hostName } } })
  })
  await cobalt.click()
  await expect(page).toHaveURL(`/sr-setup?portal=${id}`)
  const heading = page.getByRole("heading", { name: `Set up ${hostName}`, level: 1 })
  await expect(heading).toBeVisible()
  const card = page.getByRole("region", { name: `Set up ${hostName}` })
  const [headingBox, cardBox] = [await heading.boundingBox(), await card.boundingBox()]
  expect(headingBox!.x + headingBox!.width).toBeLessThanOrEqual(cardBox!.x + cardBox!.width)
  await expect(page.getByText("the starter website pages Home and Services")).toBeVisible()
  await page.unroute(portalRead)

  // The name field starts from the portal's name; the one typed is saved with the setup.
  const name = page.getByRole("textbox", { name: "Portal name" })
  await expect(name).toHaveValue(hostName)
  await name.fill("Cobalt Website")

  // Keyboard: the default choice is reachable and pressed with Enter.
  const install = page.getByRole("button", { name: "Install in the default folder (sr)" })
  await install.focus()
  await page.keyboard.press("Enter")

  await expect(page).toHaveURL(new RegExp(`/sr-setup-installer\\?portal=${id}&batch=[0-9a-f-]+$`))
  await expect(page.getByRole("progressbar", { name: "Installing" }).or(page.getByText("Your portal is ready"))).toBeVisible()

  await expect(page).toHaveURL(`/portals-main/${id}`, { timeout: 60_000 })
  await expect(page.getByRole("heading", { name: "Cobalt Website", level: 1 })).toBeVisible()

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
