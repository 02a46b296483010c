// Buying credits end to end on the embedded default: the Payments service talks to the sandbox
// payments mounted in the app, the browser confirms the PaymentIntent with a test card through the
// sandbox's confirm route (client secret only), and the sandbox's signed webhook delivery adds the
// credits, which /me then shows. A declined card answers 402 with its message and adds nothing.
import { SqlClient } from "@effect/sql"
import { expect, layer } from "@effect/vitest"
import { Effect } from "effect"

import { confirmWithCard, paymentMethodOf } from "./support/sandbox-card.ts"
import { Seeded, TestApi, testServer } from "./support/TestApi.ts"

const DEMO = 1

const COBALT = 3

/** The card form's confirmation of the intent of `clientSecret`, at the test server. */
const confirmCard = (clientSecret: string, number: string) =>
  Effect.flatMap(TestApi, (api) => Effect.promise(() => confirmWithCard(api.baseUrl, clientSecret, number)))

const demoCredits = (token: string) =>
  Effect.flatMap(TestApi, (api) =>
    Effect.map(
      api.request("GET", "/auth/api/v2/me", { token }),
      (reply) => reply.body.data.agencies.find((agency: { id: number }) => agency.id === DEMO).credit_limit as number
    )
  )

/** Polls /me until the credits reach `expected` (the webhook arrives asynchronously). */
const awaitCredits = (token: string, expected: number) =>
  Effect.gen(function* () {
    for (let attempt = 0; attempt < 100; attempt++) {
      const current = yield* demoCredits(token)
      if (current === expected) return current
      yield* Effect.sleep("100 millis")
    }
    return yield* demoCredits(token)
  })

/**
 * The payment's receipt page as the history links it (the charge's receipt_url, or a subscription
 * invoice's hosted page), once the webhook that carries it has landed; and that page as served.
 */
const awaitReceipt = (token: string, paymentId: number) =>
  Effect.gen(function* () {
    const api = yield* TestApi
    let url: string | null = null
    for (let attempt = 0; attempt < 100 && url === null; attempt++) {
      const history = yield* api.request("GET", `/agency/api/v2/billings/history?agency=${DEMO}`, { token })
      url =
        (history.body.data.data as Array<{ id: number; receipt_url: string | null }>).find((entry) => entry.id === paymentId)
          ?.receipt_url ?? null
      if (url === null) yield* Effect.sleep("100 millis")
    }
    expect(url, "the history links a receipt").not.toBeNull()
    const page = yield* Effect.promise(() =>
      fetch(url!).then(async (response) => ({ status: response.status, html: await response.text() }))
    )
    return { url: url!, ...page }
  })

const startPurchase = (token: string, credit: number) =>
  Effect.flatMap(TestApi, (api) =>
    Effect.map(api.request("POST", `/agency/api/v2/billings/payment-intent/${DEMO}`, { token, json: { amount: 1, credit } }), (reply) => {
      expect(reply.status, JSON.stringify(reply.body)).toBe(200)
      const clientSecret = reply.body.data.client_secret as string
      return { clientSecret, payment: reply.body.data.payment as { id: number; amount: number } }
    })
  )

layer(testServer(), { excludeTestServices: true, timeout: 180_000 })("credits through the sandbox payments", (it) => {
  it.effect("4242… pays for 5 credits: the webhook lands and /me shows credit_limit + 5", () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      const token = yield* api.login(Seeded.agencyAdmin.email, Seeded.agencyAdmin.password)
      const before = yield* demoCredits(token)
      const { clientSecret, payment } = yield* startPurchase(token, 5)
      expect(payment.amount).toBe(22500)
      const confirmed = yield* confirmCard(clientSecret, "4242 4242 4242 4242")
      expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200)
      expect(yield* awaitCredits(token, before + 5)).toBe(before + 5)
      const status = yield* api.request("GET", `/agency/api/v2/agencies/payment/${payment.id}/status`, { token })
      expect(status.body.data.status).toBe("succeeded")
      // The charge's receipt_url (charge.succeeded) is the payment's receipt, a page the provider serves.
      const receipt = yield* awaitReceipt(token, payment.id)
      expect(receipt.url).toMatch(/\/sandbox\/stripe\/receipts\/ch_/)
      expect(receipt.status).toBe(200)
      expect(receipt.html).toContain("$225.00")
      expect(receipt.html).toContain("4242")
    })
  )

  it.effect("4000 0000 0000 0002 is declined with its message (402) and the credits stay", () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      const token = yield* api.login(Seeded.agencyAdmin.email, Seeded.agencyAdmin.password)
      const before = yield* demoCredits(token)
      const { clientSecret, payment } = yield* startPurchase(token, 5)
      const declined = yield* confirmCard(clientSecret, "4000 0000 0000 0002")
      expect(declined.status).toBe(402)
      expect(declined.body.error?.message).toBe("Your card was declined.")
      // The payment_failed delivery marks the payment failed; the credits never move.
      for (let attempt = 0; attempt < 50; attempt++) {
        const status = yield* api.request("GET", `/agency/api/v2/agencies/payment/${payment.id}/status`, { token })
        if (status.body.data.status !== "pending") break
        yield* Effect.sleep("100 millis")
      }
      const status = yield* api.request("GET", `/agency/api/v2/agencies/payment/${payment.id}/status`, { token })
      expect(status.body.data).toMatchObject({ status: "failed", message: "Your card was declined." })
      expect(yield* demoCredits(token)).toBe(before)
    })
  )

  it.effect("a free portal upgraded to core with a percent coupon on a saved card becomes core when the invoice is paid", () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      const sql = yield* SqlClient.SqlClient
      const token = yield* api.login(Seeded.agencyAdmin.email, Seeded.agencyAdmin.password)
      const setup = yield* api.request("GET", `/agency/api/v2/billings/setup-intent/${DEMO}`, { token })
      expect(setup.status, JSON.stringify(setup.body)).toBe(200)
      const clientSecret = setup.body.data.client_secret as string
      const confirmed = yield* confirmCard(clientSecret, "4242424242424242")
      expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200)
      const paymentMethod = paymentMethodOf(confirmed)
      const saved = yield* api.request("POST", "/agency/api/v2/billings/payment-methods", {
        token,
        json: { payment_method: paymentMethod, billing: { name: "Agency Admin", email: "agency@example.com", country: "US" }, agency: DEMO }
      })
      expect(saved.status, JSON.stringify(saved.body)).toBe(200)
      expect(saved.body.data).toMatchObject({ id: paymentMethod, last4: "4242", is_default: true })

      const expired = yield* api.request("POST", `/agency/api/v2/agencies/payment/${DEMO}`, {
        token,
        json: { portal_id: COBALT, plan: 35, payment: paymentMethod, coupon: "EXPIRED" }
      })
      expect(expired.status).toBe(422)
      const upgrade = yield* api.request("POST", `/agency/api/v2/agencies/payment/${DEMO}`, {
        token,
        json: { portal_id: COBALT, plan: 35, payment: paymentMethod, coupon: "SAVE20" }
      })
      expect(upgrade.status, JSON.stringify(upgrade.body)).toBe(200)
      expect(upgrade.body.data).toMatchObject({ amount: 15760, plan_id: 35, portal_id: COBALT, coupon: "SAVE20" })
      let plan = ""
      for (let attempt = 0; attempt < 100 && plan !== "core"; attempt++) {
        const rows = yield* Effect.orDie(sql<{ plan: string }>`SELECT plan FROM portals WHERE id = ${COBALT}`)
        plan = rows[0]!.plan
        if (plan !== "core") yield* Effect.sleep("100 millis")
      }
      expect(plan).toBe("core")
      // A subscription's payment: its invoice's hosted page, paid, leading on to the charge's receipt.
      const receipt = yield* awaitReceipt(token, upgrade.body.data.id as number)
      expect(receipt.url).toMatch(/\/sandbox\/stripe\/invoices\/in_/)
      expect(receipt.status).toBe(200)
      expect(receipt.html).toContain("$157.60")
      expect(receipt.html).toContain("Paid")
      expect(receipt.html).toMatch(/href="[^"]*\/sandbox\/stripe\/receipts\/ch_/)
    })
  )
})
