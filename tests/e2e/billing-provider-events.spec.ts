// Journeys: what the payment provider does after a purchase reaches the agency. A renewal
// that fails: Zenith Free gets a Stack subscription (set up through the API:
// a card saved as the card form saves it, then the upgrade); a tester declines its renewal from the
// sandbox payments' Dashboard, as Stripe would at the period's end. Zenith's admin is told at once, with the
// grace date and a way to the Billing drawer; a paid renewal ends the alert and shows in the payment history.
// A refund made in the Dashboard takes the bought credit back and shows in the history.
import { type APIRequestContext, type Page } from "@playwright/test"

import { portalIdByName } from "./support/api.ts"
import { logIn, openUserMenu } from "./support/app.ts"
import { type AgencySession, agencySession, cardForm } from "./support/credits.ts"
import { zenithAdmin } from "./support/demo-accounts.ts"
import { expect, test } from "./support/fixtures.ts"

const ZENITH = { email: zenithAdmin.email, password: zenithAdmin.password }
const STACK = 40

const tokenOf = (request: APIRequestContext): Promise<AgencySession> => agencySession(request, ZENITH)

/** A 4242 card saved as the Billing drawer saves one: a SetupIntent confirmed with the card, then stored. */
const saveCard = async (request: APIRequestContext, token: string, agency: number): Promise<string> => {
  const auth = { authorization: `Bearer ${token}` }
  const setup = await request.get(`/agency/api/v2/billings/setup-intent/${agency}`, { headers: auth })
  const secret = ((await setup.json()) as { data: { client_secret: string } }).data.client_secret
  const confirmed = await request.post(`/sandbox/stripe/v1/setup_intents/${secret.split("_secret_")[0]}/confirm`, {
    form: cardForm(secret)
  })
  expect(confirmed.status()).toBe(200)
  const card = ((await confirmed.json()) as { payment_method: string }).payment_method
  const saved = await request.post("/agency/api/v2/billings/payment-methods", {
    headers: auth,
    data: { payment_method: card, billing: { name: "Zed Zenith", email: zenithAdmin.email, country: "US" }, agency }
  })
  expect(saved.status()).toBe(200)
  // The card the agency keeps: the same card saved before stays one card (the server answers that one).
  return ((await saved.json()) as { data: { id: string } }).data.id
}

const dashboardRow = (page: Page, text: string) =>
  page.getByRole("table").filter({ hasText: "Latest invoice" }).getByRole("row").filter({ hasText: text }).first()

test("a declined renewal warns the agency with its grace date, and a paid one ends the warning and is in the history", async ({
  page,
  request
}) => {
  test.setTimeout(120_000)
  const { token, agency } = await tokenOf(request)
  const portal = await portalIdByName(request, ZENITH, "Zenith Free")
  const card = await saveCard(request, token, agency)
  const upgrade = await request.post(`/agency/api/v2/agencies/payment/${agency}`, {
    headers: { authorization: `Bearer ${token}` },
    data: { portal_id: portal, plan: STACK, payment: card }
  })
  // A retry of this journey finds Zenith Free on Stack already (422): its subscription is the one to renew.
  expect([200, 422]).toContain(upgrade.status())

  // The tester declines the renewal of the Stack subscription in the sandbox's Dashboard.
  await page.goto("/sandbox/stripe/dashboard")
  const row = dashboardRow(page, "price_stack_monthly")
  await expect(row).toBeVisible({ timeout: 20_000 })
  await row.getByRole("button", { name: "Renew, card declines" }).click()
  await expect(page.getByRole("status")).toBeVisible()

  await logIn(page, zenithAdmin)
  const banner = page.getByRole("status").filter({ hasText: "The payment for Stack on Zenith Free failed." })
  await expect(banner).toBeVisible({ timeout: 30_000 })
  await expect(banner).toContainText("or the portal moves to the Free plan.")
  await banner.getByRole("button", { name: "Open billing" }).click()
  await expect(page.getByRole("dialog", { name: "Portals" })).toBeVisible()

  // A renewal that goes through (the tester again) clears the warning for the agency.
  const dashboard = await page.context().newPage()
  await dashboard.goto("/sandbox/stripe/dashboard")
  await dashboardRow(dashboard, "price_stack_monthly").getByRole("button", { name: "Renew now" }).click()
  await expect(dashboard.getByRole("status")).toBeVisible()
  await dashboard.close()

  await page.reload()
  await expect(page.getByRole("status").filter({ hasText: "The payment for Stack on Zenith Free failed." })).toHaveCount(0, {
    timeout: 30_000
  })
  const menu = await openUserMenu(page, zenithAdmin.name)
  await menu.getByRole("menuitem", { name: "Portals" }).click()
  const history = page.getByRole("dialog", { name: "Portals" }).getByRole("grid", { name: "Payment history" })
  const renewal = history.getByRole("row").filter({ hasText: "Stack renewal for Zenith Free" }).first()
  await expect(renewal).toContainText("Paid", { timeout: 20_000 })
  await expect(renewal).toContainText("Automatic renewal")
})

/** Credits bought as Buy Credits buys them: the server's PaymentIntent, confirmed with a 4242 card. */
const buyCredit = async (request: APIRequestContext, token: string, agency: number): Promise<string> => {
  const started = await request.post(`/agency/api/v2/billings/payment-intent/${agency}`, {
    headers: { authorization: `Bearer ${token}` },
    data: { amount: 5000, credit: 1, options: { description: "1 module credit" } }
  })
  expect(started.status()).toBe(200)
  const secret = ((await started.json()) as { data: { client_secret: string } }).data.client_secret
  const intent = secret.split("_secret_")[0]!
  const confirmed = await request.post(`/sandbox/stripe/v1/payment_intents/${intent}/confirm`, {
    form: cardForm(secret)
  })
  expect(confirmed.status()).toBe(200)
  return intent
}

const creditsOf = async (request: APIRequestContext, token: string): Promise<number> => {
  const me = await request.get("/auth/api/v2/me", { headers: { authorization: `Bearer ${token}` } })
  return ((await me.json()) as { data: { agency: { credit_limit: number } } }).data.agency.credit_limit
}

test("a credit purchase refunded from the Dashboard takes the credit back and reads 'Refunded $50' in the history", async ({
  page,
  request
}) => {
  test.setTimeout(120_000)
  const { token, agency } = await tokenOf(request)
  const before = await creditsOf(request, token)
  const intent = await buyCredit(request, token, agency)
  await expect.poll(() => creditsOf(request, token), { timeout: 30_000 }).toBe(before + 1)

  // The tester refunds the charge of that payment in the sandbox's Dashboard.
  await page.goto("/sandbox/stripe/dashboard")
  const payment = page.getByRole("table").filter({ hasText: "PaymentIntent" }).getByRole("row").filter({ hasText: intent })
  const charge = (await payment.getByRole("cell").last().innerText()).trim()
  expect(charge).toMatch(/^ch_/)
  const chargeRow = page.getByRole("table").filter({ hasText: "Disputed" }).getByRole("row").filter({ hasText: charge })
  await chargeRow.getByRole("button", { name: "Refund" }).click()
  await expect(page.getByRole("status")).toBeVisible()

  await expect.poll(() => creditsOf(request, token), { timeout: 30_000 }).toBe(before)
  await logIn(page, zenithAdmin)
  const menu = await openUserMenu(page, zenithAdmin.name)
  await menu.getByRole("menuitem", { name: "Portals" }).click()
  const history = page.getByRole("dialog", { name: "Portals" }).getByRole("grid", { name: "Payment history" })
  await expect(history.getByRole("row").filter({ hasText: "1 Credit" }).first()).toContainText("Refunded $50", { timeout: 20_000 })
})
