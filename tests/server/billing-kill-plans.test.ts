// A plan purchase survives a killed server: Cobalt goes Free → Core → Stack → PRO → Core → Stack →
// PRO, and each change is hit by SIGKILL, either while the upgrade call is still talking to the
// provider or right after it answered (before its webhook). After a restart the browser retries with
// the same Idempotency-Key (as it does), the payment settles from the provider, and a change the crash
// stopped before the provider saw it ends failed ("interrupted", nothing charged) and is bought again.
// Every time: one subscription at the provider, on the new plan's price; every upgrade invoiced once.
import { randomUUID } from "node:crypto"

import { afterAll, describe, expect, it } from "vitest"

import { SANDBOX_SECRET_KEY, SANDBOX_STRIPE_PREFIX } from "../../server/lib/embedded-services.ts"
import type { JsonBody } from "../../server/testing/json-body.ts"
import { callServer, freePort, killableServers, loginAgencyAdmin, sleep, webhooksDelivered } from "./support/killable-server.ts"
import { confirmWithCard, paymentMethodOf } from "./support/sandbox-card.ts"

const DEMO = 1
const COBALT = 3
const ROUNDS = 2
const PLANS = [
  { id: 35, slug: "core", price: "price_core_monthly", rank: 1 },
  { id: 40, slug: "stack", price: "price_stack_monthly", rank: 2 },
  { id: 11, slug: "pro", price: "price_pro_monthly", rank: 3 }
] as const

// A short sweep, and a payment with no provider object is called interrupted after 15 s (not 10 min).
const servers = killableServers("plan-kill", {
  BILLING_RECONCILE_INTERVAL_SECONDS: "2",
  BILLING_RECONCILE_AFTER_SECONDS: "1",
  BILLING_INTERRUPTED_AFTER_SECONDS: "15"
})
afterAll(servers.stopAll)

/** The provider's side: every subscription and every paid-invoice event, read with the secret key. */
const provider = async (port: number, path: string) => {
  const response = await fetch(`http://127.0.0.1:${port}${SANDBOX_STRIPE_PREFIX}${path}`, {
    headers: { authorization: `Bearer ${SANDBOX_SECRET_KEY}` },
    signal: AbortSignal.timeout(15_000)
  })
  return (await response.json()) as { data: Array<JsonBody> }
}

const liveSubscriptions = async (port: number) =>
  (
    (await provider(port, "/v1/subscriptions?status=all&limit=100")).data as Array<{
      status: string
      items: { data: Array<{ price: { id: string } }> }
    }>
  ).filter((subscription) => subscription.status !== "canceled" && subscription.status !== "incomplete_expired")

const paidPlanInvoices = async (port: number) =>
  (
    (await provider(port, "/v1/events?type=invoice.paid&limit=100")).data as Array<{
      data: { object: { billing_reason: string; amount_paid: number } }
    }>
  ).filter(
    (event) =>
      ["subscription_create", "subscription_update"].includes(event.data.object.billing_reason) && event.data.object.amount_paid > 0
  ).length

/** A saved 4242 card, as the Billing drawer saves it. */
const saveCard = async (port: number, token: string) => {
  const setup = await callServer(port, "GET", `/agency/api/v2/billings/setup-intent/${DEMO}`, token)
  expect(setup.status, JSON.stringify(setup.body)).toBe(200)
  const confirmed = await confirmWithCard(`http://127.0.0.1:${port}`, setup.body.data.client_secret)
  expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200)
  const saved = await callServer(port, "POST", "/agency/api/v2/billings/payment-methods", token, {
    payment_method: paymentMethodOf(confirmed),
    billing: { name: "Agency Admin", email: "agency@example.com", country: "US" },
    agency: DEMO
  })
  expect(saved.status, JSON.stringify(saved.body)).toBe(200)
  return paymentMethodOf(confirmed)
}

/** The portal upgrade the Upgrade modal sends, with its attempt's Idempotency-Key. */
const upgrade = (port: number, token: string, plan: number, card: string, key: string) =>
  fetch(`http://127.0.0.1:${port}/agency/api/v2/agencies/payment/${DEMO}`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}`, "idempotency-key": key },
    body: JSON.stringify({ portal_id: COBALT, plan, payment: card }),
    signal: AbortSignal.timeout(15_000)
  }).then(async (response) => ({ status: response.status, body: (await response.json()) as JsonBody }))

/** Polls the payment's status (which reconciles it) until it is no longer open; 90 s at most. */
const settled = async (port: number, token: string, paymentId: number) => {
  let payment = { status: "", message: null as string | null }
  for (let i = 0; i < 180; i++) {
    payment = (await callServer(port, "GET", `/agency/api/v2/agencies/payment/${paymentId}/status`, token)).body.data
    if (payment.status !== "pending" && payment.status !== "requires_action") return payment
    await sleep(500)
  }
  return payment
}

const portalPlan = async (port: number, token: string) =>
  (await callServer(port, "GET", `/portal/api/v2/portals/${COBALT}`, token)).body.data.plan as string

type Moment = "during-upgrade" | "after-upgrade"

describe("a plan purchase survives a killed server", () => {
  it(`SIGKILL during and right after each of ${ROUNDS * 2} plan changes: one subscription, on the new plan, each upgrade invoiced once`, async () => {
    let port = await freePort()
    let server = await servers.start(port)
    let token = await loginAgencyAdmin(port)
    const card = await saveCard(port, token)
    let upgrades = 0
    let step = 0

    for (let round = 0; round < ROUNDS; round++) {
      for (const moment of ["during-upgrade", "after-upgrade"] as Array<Moment>) {
        const from = step === 0 ? undefined : PLANS[(step - 1) % PLANS.length]!
        const target = PLANS[step % PLANS.length]!
        step++
        const where = `${moment}, round ${round}, to ${target.slug}`
        const key = `kill-${randomUUID()}`

        if (moment === "after-upgrade") {
          const answered = await upgrade(port, token, target.id, card, key)
          expect(answered.status, `${where}: ${JSON.stringify(answered.body)}`).toBe(200)
          await servers.kill(server)
        } else {
          const inFlight = upgrade(port, token, target.id, card, key).catch(() => null)
          await sleep(5 + Math.floor(Math.random() * 60))
          await servers.kill(server)
          await inFlight
        }

        port = await freePort()
        server = await servers.start(port)
        token = await loginAgencyAdmin(port)
        // The browser retries its attempt with the same key: the payment as the first request left it.
        const retried = await upgrade(port, token, target.id, card, key)
        expect(retried.status, `${where}: ${JSON.stringify(retried.body)}`).toBe(200)
        let payment = await settled(port, token, retried.body.data.id)
        if (payment.status === "failed") {
          // Stopped before the provider saw it: nothing was charged, and the user buys it again.
          expect(payment.message, where).toBe("The payment was interrupted before the card was charged. Nothing was charged.")
          const again = await upgrade(port, token, target.id, card, `kill-${randomUUID()}`)
          expect(again.status, `${where}: ${JSON.stringify(again.body)}`).toBe(200)
          payment = await settled(port, token, again.body.data.id)
        }
        expect(payment.status, where).toBe("succeeded")
        if (from === undefined || target.rank > from.rank) upgrades++

        expect(await portalPlan(port, token), where).toBe(target.slug)
        const live = await liveSubscriptions(port)
        expect(
          live.map((subscription) => subscription.items.data[0]!.price.id),
          where
        ).toEqual([target.price])
        // Once every webhook is delivered, nothing late can come: nothing more may have been charged or changed.
        await webhooksDelivered(port)
        expect(await paidPlanInvoices(port), where).toBe(upgrades)
        expect((await liveSubscriptions(port)).length, where).toBe(1)
      }
    }
  }, 1_200_000)
})
