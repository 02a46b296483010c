// Setup through the HTTP API for the billing journeys (not what they assert on): a session of an agency
// admin, credits bought as Buy Credits buys them (the server's PaymentIntent confirmed with the 4242 card
// in the sandbox payments), the balance and the billing standing as the server reports them, and the
// sandbox Dashboard's JSON actions a tester would press (disputes).
import { type APIRequestContext, expect } from "@playwright/test"

import type { Credentials } from "./app.ts"

export interface AgencySession {
  readonly token: string
  readonly agency: number
}

const auth = (session: AgencySession) => ({ authorization: `Bearer ${session.token}` })

/** Logs the agency admin in; the agency is the one /me names. */
export const agencySession = async (request: APIRequestContext, credentials: Credentials): Promise<AgencySession> => {
  const login = await request.post("/auth/api/v2/login", { data: { email: credentials.email, password: credentials.password } })
  expect(login.status()).toBe(200)
  const token = ((await login.json()) as { data: { token: string } }).data.token
  const me = await request.get("/auth/api/v2/me", { headers: { authorization: `Bearer ${token}` } })
  expect(me.status()).toBe(200)
  return { token, agency: ((await me.json()) as { data: { agency: { id: number } } }).data.agency.id }
}

/** The card form's confirmation fields for the test card 4242 4242 4242 4242, as Stripe names them. */
export const cardForm = (clientSecret: string) => ({
  // The sandbox's publishable key, which Stripe.js sends on every call (server/lib/embedded-services.ts).
  key: "pk_test_sandbox",
  client_secret: clientSecret,
  "payment_method_data[type]": "card",
  "payment_method_data[card][number]": "4242424242424242",
  "payment_method_data[card][exp_month]": "12",
  "payment_method_data[card][exp_year]": String(new Date().getUTCFullYear() + 3),
  "payment_method_data[card][cvc]": "123"
})

export interface CreditPurchase {
  readonly intent: string
  /** The charge the payment made: what a tester refunds or disputes in the Dashboard. */
  readonly charge: string
}

/** Buys a pack (credits for `cents`) with the 4242 card, as Buy Credits does; answers its PaymentIntent and charge. */
export const buyCreditPack = async (
  request: APIRequestContext,
  session: AgencySession,
  credits: number,
  cents: number
): Promise<CreditPurchase> => {
  const started = await request.post(`/agency/api/v2/billings/payment-intent/${session.agency}`, {
    headers: auth(session),
    data: { amount: cents, credit: credits, options: { description: `${credits} module credits` } }
  })
  expect(started.status()).toBe(200)
  const secret = ((await started.json()) as { data: { client_secret: string } }).data.client_secret
  const intent = secret.split("_secret_")[0]!
  const confirmed = await request.post(`/sandbox/stripe/v1/payment_intents/${intent}/confirm`, { form: cardForm(secret) })
  expect(confirmed.status()).toBe(200)
  const charge = ((await confirmed.json()) as { latest_charge: string }).latest_charge
  expect(charge).toMatch(/^ch_/)
  return { intent, charge }
}

/** The agency's unspent credits, as /me reports them. */
export const creditsOf = async (request: APIRequestContext, session: AgencySession): Promise<number> => {
  const me = await request.get("/auth/api/v2/me", { headers: auth(session) })
  return ((await me.json()) as { data: { agency: { credit_limit: number } } }).data.agency.credit_limit
}

/** What refunds and disputes took back beyond the unspent credits (GET /billings/standing). */
export const creditDebtOf = async (request: APIRequestContext, session: AgencySession): Promise<number> => {
  const standing = await request.get("/agency/api/v2/billings/standing", { headers: auth(session), params: { agency: session.agency } })
  expect(standing.status()).toBe(200)
  return ((await standing.json()) as { data: { credit_debt: number } }).data.credit_debt
}

/**
 * Spends `count` credits on modules the portals neither own nor get from their plan (POST /modules/purchase),
 * from the first portal on: a journey run again finds fewer locked modules on the first.
 */
export const spendCredits = async (
  request: APIRequestContext,
  session: AgencySession,
  portals: ReadonlyArray<number>,
  count: number
): Promise<void> => {
  let left = count
  for (const portal of portals) {
    if (left <= 0) return
    const list = await request.get("/module/api/v2/modules", { headers: auth(session), params: { portal, limit: 100 } })
    expect(list.status()).toBe(200)
    const modules = (
      (await list.json()) as { data: ReadonlyArray<{ key: string; purchased: boolean; is_available: boolean; test_module: boolean }> }
    ).data
    const keys = modules
      .filter((module) => !module.purchased && !module.is_available && !module.test_module)
      .map((module) => module.key)
      .slice(0, left)
    if (keys.length === 0) continue
    const bought = await request.post("/module/api/v2/modules/purchase", {
      headers: auth(session),
      data: { keys, agency_id: session.agency, portal_id: portal }
    })
    expect(bought.status()).toBe(200)
    left -= keys.length
  }
  if (left > 0) throw new Error(`${left} of ${count} credits could not be spent: the portals have no more locked modules`)
}

/** The sandbox Dashboard's JSON actions: a tester opens a dispute on a charge, and closes it won or lost. */
export const openDispute = async (request: APIRequestContext, charge: string): Promise<string> => {
  const opened = await request.post("/sandbox/stripe/dashboard/disputes", { data: { charge, reason: "fraudulent" } })
  expect(opened.status()).toBe(200)
  return ((await opened.json()) as { id: string }).id
}

export const closeDispute = async (request: APIRequestContext, dispute: string, status: "won" | "lost"): Promise<void> => {
  const closed = await request.post(`/sandbox/stripe/dashboard/disputes/${dispute}/close`, { data: { status } })
  expect(closed.status()).toBe(200)
}
