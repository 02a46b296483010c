// Journey of issue 15: a card that asks for 3-D Secure. The sandbox provider answers the confirmation with
// requires_action and its authentication page (/sandbox/stripe/authenticate/{pi}), which the app shows
// in a modal; 'Complete authentication' lets the payment through, 'Fail authentication' stops it and
// charges nothing. A portal upgrade paid by a 3-D Secure card is authenticated the same way and then
// applies the plan. Uses Zenith Agency, reading the balance the earlier billing journeys left.
// Awaits the sandbox's authentication page (built on another branch at the time of writing).
import { type APIRequestContext, expect, type Locator, type Page, test } from "@playwright/test"
import { logIn, openUserMenu } from "./support/app.ts"
import { zenithAdmin } from "./support/demo-accounts.ts"

// Stripe's test card that always asks for authentication.
const AUTHENTICATION_CARD = "4000 0027 6000 3184"

test.describe.configure({ mode: "serial" })

const readCredits = async (page: Page): Promise<number> => {
  const menu = await openUserMenu(page, zenithAdmin.name)
  const label = await menu.getByRole("menuitem", { name: /^Credits: \d+/ }).textContent()
  await page.keyboard.press("Escape")
  await expect(menu).toHaveCount(0)
  return Number(/Credits: (\d+)/.exec(label ?? "")?.[1])
}

const payWithAuthenticationCard = async (page: Page): Promise<Locator> => {
  const menu = await openUserMenu(page, zenithAdmin.name)
  await menu.getByRole("menuitem", { name: /^Credits: \d+/ }).click()
  const modal = page.getByRole("dialog", { name: "Buy Credits" })
  await modal.getByRole("button", { name: "Continue" }).click()
  await modal.getByLabel("Card number").fill(AUTHENTICATION_CARD)
  await modal.getByLabel("Expiry").fill("12 / 34")
  await modal.getByLabel("CVC").fill("123")
  await modal.getByRole("button", { name: /^Pay / }).click()
  const authentication = page.getByRole("dialog", { name: "Authenticate your payment" })
  await expect(authentication).toBeVisible({ timeout: 15_000 })
  return modal
}

test("a card that asks for 3-D Secure: completing the authentication adds the credit", async ({ page }) => {
  test.setTimeout(90_000)
  await logIn(page, zenithAdmin)
  const before = await readCredits(page)
  await payWithAuthenticationCard(page)
  await page.frameLocator('iframe[title="Card authentication"]').getByRole("button", { name: "Complete authentication" }).click()
  const success = page.getByRole("dialog", { name: "Credit Purchase Successful!" })
  await expect(success).toBeVisible({ timeout: 60_000 })
  await success.getByRole("button", { name: "Done" }).click()
  expect(await readCredits(page)).toBe(before + 1)
})

test("failing the authentication says so and charges nothing", async ({ page }) => {
  test.setTimeout(90_000)
  await logIn(page, zenithAdmin)
  const before = await readCredits(page)
  const modal = await payWithAuthenticationCard(page)
  await page.frameLocator('iframe[title="Card authentication"]').getByRole("button", { name: "Fail authentication" }).click()
  await expect(page.getByRole("dialog", { name: "Authenticate your payment" })).toHaveCount(0)
  await expect(modal.getByRole("alert")).toBeVisible({ timeout: 15_000 })
  await expect(modal.getByRole("button", { name: /^Pay / })).toBeEnabled()
  await page.keyboard.press("Escape")
  expect(await readCredits(page)).toBe(before)
})

// Stripe's test card that asks for authentication on every payment made while the payer is present.
const ON_SESSION_AUTHENTICATION_CARD = "4000002500003155"

/**
 * The 3155 card saved as the Billing drawer saves one, through the API: its SetupIntent confirmed,
 * authenticated on the sandbox's page, then stored as the agency's default card.
 */
const saveAuthenticationCard = async (request: APIRequestContext): Promise<void> => {
  const login = await request.post("/auth/api/v2/login", { data: { email: zenithAdmin.email, password: zenithAdmin.password } })
  const token = ((await login.json()) as { data: { token: string } }).data.token
  const auth = { authorization: `Bearer ${token}` }
  const me = await request.get("/auth/api/v2/me", { headers: auth })
  const agency = ((await me.json()) as { data: { agency: { id: number } } }).data.agency.id
  const setup = await request.get(`/agency/api/v2/billings/setup-intent/${agency}`, { headers: auth })
  const secret = ((await setup.json()) as { data: { client_secret: string } }).data.client_secret
  const intent = secret.split("_secret_")[0]
  const confirmed = await request.post(`/sandbox/stripe/v1/setup_intents/${intent}/confirm`, {
    form: {
      client_secret: secret,
      "payment_method_data[type]": "card",
      "payment_method_data[card][number]": ON_SESSION_AUTHENTICATION_CARD,
      "payment_method_data[card][exp_month]": "12",
      "payment_method_data[card][exp_year]": String(new Date().getUTCFullYear() + 3),
      "payment_method_data[card][cvc]": "123"
    }
  })
  expect(((await confirmed.json()) as { status: string }).status).toBe("requires_action")
  await request.post(`/sandbox/stripe/authenticate/${intent}`, { form: { client_secret: secret, outcome: "complete" }, maxRedirects: 0 })
  const done = await request.get(`/sandbox/stripe/v1/setup_intents/${intent}?client_secret=${encodeURIComponent(secret)}`)
  const card = ((await done.json()) as { payment_method: string }).payment_method
  const saved = await request.post("/agency/api/v2/billings/payment-methods", {
    headers: auth,
    data: { payment_method: card, billing: { name: "Zed Zenith", email: zenithAdmin.email, country: "US" }, agency }
  })
  expect(saved.status()).toBe(200)
}

test("a portal upgrade paid by a card that asks for 3-D Secure: authenticating it applies the plan", async ({ page, request }) => {
  test.setTimeout(120_000)
  await saveAuthenticationCard(request)
  await logIn(page, zenithAdmin)
  const menu = await openUserMenu(page, zenithAdmin.name)
  await menu.getByRole("menuitem", { name: "Portals" }).click()
  const portals = page.getByRole("dialog", { name: "Portals" })
  await expect(portals.getByRole("list", { name: "Saved cards" }).getByRole("listitem", { name: /•••• 3155$/ }).first()).toBeVisible({ timeout: 20_000 })

  // Zenith Portal (Core, as seeded; the other billing journeys change Zenith Free) goes to Stack: the
  // payment (a first subscription's invoice, or a plan change's proration) asks for 3-D Secure.
  await portals.getByRole("listitem", { name: "Zenith Portal" }).getByRole("button").click()
  const upgrade = page.getByRole("dialog", { name: "Upgrade" })
  await upgrade.getByRole("radio", { name: "Stack" }).check()
  await upgrade.getByRole("button", { name: "Upgrade" }).click()
  await expect(page.getByRole("dialog", { name: "Authenticate your payment" })).toBeVisible({ timeout: 20_000 })
  await page.frameLocator('iframe[title="Card authentication"]').getByRole("button", { name: "Complete authentication" }).click()
  await expect(upgrade.getByText("Plan Successfully Updated!")).toBeVisible({ timeout: 60_000 })
  await expect(upgrade.getByText("Current plan: Stack")).toBeVisible({ timeout: 10_000 })
})
