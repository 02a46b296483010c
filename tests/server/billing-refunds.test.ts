// Money after the payment, from the provider's events against the fake Stripe: refunds take back the
// refunded share of the credits (unspent first, the rest as credit_debt), in any order and once; a
// dispute takes them back, a dispute won returns them, a lost one keeps them; a subscription's renewal
// is a payment in the history, a failed renewal or a cancellation is an alert with a grace period, and
// when the grace is over the sweep moves the portal to Free. A refunded PRO licence gives its portal slot back.
import { SqlClient } from "@effect/sql"
import { expect, layer } from "@effect/vitest"
import { ConfigProvider, Effect, Layer } from "effect"
import Stripe from "stripe"

import { WEBHOOK_PATH } from "../../server/http/billing/webhook.ts"
import { FakeStripe, FakeStripeLive } from "./support/fakeStripe.ts"
import { Seeded, TestApi, testServer } from "./support/TestApi.ts"

const WEBHOOK_SECRET = "whsec_refunds_test_secret"
const api = "/agency/api/v2"
const DEMO = 1
const COBALT = 3

const RefundsServer = Layer.unwrapEffect(
  Effect.map(FakeStripe, (fake) =>
    testServer().pipe(
      Layer.provide(
        Layer.setConfigProvider(
          ConfigProvider.fromMap(
            new Map([
              ["STRIPE_SECRET_KEY", "sk_test_refunds"],
              ["STRIPE_WEBHOOK_SECRET", WEBHOOK_SECRET],
              ["STRIPE_API_HOST", "127.0.0.1"],
              ["STRIPE_API_PORT", String(fake.port)],
              ["STRIPE_API_PROTOCOL", "http"],
              // The sweep every second, for payments open 5 minutes (none here): grace periods end promptly.
              ["BILLING_RECONCILE_INTERVAL_SECONDS", "1"],
              ["BILLING_RECONCILE_AFTER_SECONDS", "300"]
            ])
          ).pipe(ConfigProvider.orElse(() => ConfigProvider.fromEnv()))
        )
      )
    )
  )
).pipe(Layer.provideMerge(FakeStripeLive))

const sqlRun = <A extends object>(run: (sql: SqlClient.SqlClient) => Effect.Effect<ReadonlyArray<A>, unknown>) =>
  Effect.flatMap(SqlClient.SqlClient, run).pipe(Effect.orDie)

const login = (who: { email: string; password: string }) => Effect.flatMap(TestApi, (client) => client.login(who.email, who.password))
const call = (method: "GET" | "POST", path: string, token: string, json?: unknown) =>
  Effect.flatMap(TestApi, (client) => client.request(method, `${api}${path}`, { token, ...(json === undefined ? {} : { json }) }))

const agencyCredits = Effect.map(
  sqlRun((sql) => sql<{ credit_limit: number; credit_debt: number }>`SELECT credit_limit, credit_debt FROM agencies WHERE id = ${DEMO}`),
  (rows) => rows[0]!
)

let sequence = 0
const deliver = (type: string, object: Record<string, unknown>, id = `evt_refund_${++sequence}`) =>
  Effect.flatMap(TestApi, (client) => {
    const payload = JSON.stringify({ id, object: "event", type, created: Math.floor(Date.now() / 1000), data: { object } })
    return Effect.map(
      client.request("POST", WEBHOOK_PATH, {
        raw: payload,
        headers: { "stripe-signature": Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }) }
      }),
      (reply) => {
        expect(reply.status, JSON.stringify(reply.body)).toBe(200)
        return reply
      }
    )
  })

/** A credit purchase started; answers the payment and its PaymentIntent. */
const buy = (token: string, credit: number) =>
  Effect.gen(function* () {
    yield* sqlRun((sql) => sql`UPDATE payments SET status = 'canceled' WHERE status IN ('pending', 'requires_action')`)
    const reply = yield* call("POST", `/billings/payment-intent/${DEMO}`, token, { credit })
    expect(reply.status).toBe(200)
    return {
      payment: reply.body.data.payment as { id: number; amount: number },
      intent: (reply.body.data.client_secret as string).split("_secret_")[0]!
    }
  })

const succeed = (bought: { payment: { id: number; amount: number }; intent: string }, credit: number) =>
  deliver("payment_intent.succeeded", {
    id: bought.intent,
    object: "payment_intent",
    amount: bought.payment.amount,
    status: "succeeded",
    metadata: { kind: "credits", agency_id: String(DEMO), payment_id: String(bought.payment.id), credit: String(credit) }
  })

const charge = (intent: string, amount: number, refunded: number) => ({
  id: `ch_${intent}`,
  object: "charge",
  payment_intent: intent,
  amount,
  amount_refunded: refunded,
  refunded: refunded >= amount
})

const paymentOf = (id: number) =>
  Effect.map(
    sqlRun((sql) => sql<{ status: string; amount_refunded: number }>`SELECT status, amount_refunded FROM payments WHERE id = ${id}`),
    (rows) => rows[0]!
  )

layer(RefundsServer, { excludeTestServices: true, timeout: 180_000 })("refunds, disputes, renewals", (it) => {
  it.effect(
    "a partial then a full refund take back the credits, unspent first, the rest as credit debt; a repeat changes nothing; the next purchase settles the debt first",
    () =>
      Effect.gen(function* () {
        const token = yield* login(Seeded.agencyAdmin)
        const bought = yield* buy(token, 10)
        yield* succeed(bought, 10)
        const start = yield* agencyCredits
        yield* deliver("charge.refunded", charge(bought.intent, 40000, 20000))
        expect(yield* agencyCredits).toEqual({ credit_limit: start.credit_limit - 5, credit_debt: 0 })
        expect(yield* paymentOf(bought.payment.id)).toEqual({ status: "partially_refunded", amount_refunded: 20000 })
        // The agency spent all but 2 of its credits before the rest was refunded.
        yield* sqlRun((sql) => sql`UPDATE agencies SET credit_limit = 2 WHERE id = ${DEMO}`)
        const full = charge(bought.intent, 40000, 40000)
        yield* deliver("charge.refunded", full, "evt_full_refund")
        yield* deliver("charge.refunded", full, "evt_full_refund")
        yield* deliver("charge.refunded", full)
        expect(yield* agencyCredits).toEqual({ credit_limit: 0, credit_debt: 3 })
        expect(yield* paymentOf(bought.payment.id)).toEqual({ status: "refunded", amount_refunded: 40000 })
        const standing = yield* call("GET", `/billings/standing?agency=${DEMO}`, yield* login(Seeded.user))
        expect(standing.body.data).toMatchObject({ agency_id: DEMO, credit_debt: 3, alerts: [] })
        const history = yield* call("GET", `/billings/history?agency=${DEMO}`, token)
        expect(history.body.data.data.find((payment: { id: number }) => payment.id === bought.payment.id)).toMatchObject({
          status: "refunded",
          amount_refunded: 40000
        })
        // The next 5 credits bought settle the debt of 3 first: 2 are added.
        const next = yield* buy(token, 5)
        yield* succeed(next, 5)
        expect(yield* agencyCredits).toEqual({ credit_limit: 2, credit_debt: 0 })
        expect((yield* call("GET", `/billings/standing?agency=${DEMO}`, token)).body.data).toMatchObject({ credit_debt: 0 })
        yield* sqlRun((sql) => sql`UPDATE agencies SET credit_limit = 25, credit_debt = 0 WHERE id = ${DEMO}`)
      })
  )

  it.effect("a refund before the success event settles the payment first; the late success adds nothing", () =>
    Effect.gen(function* () {
      const token = yield* login(Seeded.agencyAdmin)
      const start = yield* agencyCredits
      const bought = yield* buy(token, 5)
      yield* deliver("charge.refunded", charge(bought.intent, 22500, 22500))
      expect(yield* paymentOf(bought.payment.id)).toEqual({ status: "refunded", amount_refunded: 22500 })
      yield* succeed(bought, 5)
      expect(yield* agencyCredits).toEqual(start)
    })
  )

  it.effect("a dispute takes the credits back, won gives them back; a lost one keeps them", () =>
    Effect.gen(function* () {
      const token = yield* login(Seeded.agencyAdmin)
      const start = yield* agencyCredits
      const first = yield* buy(token, 1)
      yield* succeed(first, 1)
      const dispute = { id: "dp_1", object: "dispute", payment_intent: first.intent, amount: 5000, status: "needs_response" }
      yield* deliver("charge.dispute.created", dispute)
      expect((yield* agencyCredits).credit_limit).toBe(start.credit_limit)
      expect((yield* paymentOf(first.payment.id)).status).toBe("disputed")
      yield* deliver("charge.dispute.closed", { ...dispute, status: "won" })
      expect((yield* agencyCredits).credit_limit).toBe(start.credit_limit + 1)
      expect((yield* paymentOf(first.payment.id)).status).toBe("succeeded")

      const second = yield* buy(token, 1)
      yield* succeed(second, 1)
      const lost = { id: "dp_2", object: "dispute", payment_intent: second.intent, amount: 5000, status: "needs_response" }
      yield* deliver("charge.dispute.created", lost)
      yield* deliver("charge.dispute.closed", { ...lost, status: "lost" })
      expect((yield* agencyCredits).credit_limit).toBe(start.credit_limit + 1)
      expect(yield* paymentOf(second.payment.id)).toEqual({ status: "disputed", amount_refunded: 5000 })
    })
  )

  it.effect(
    "renewals are payments; a failed renewal is an alert with grace, cleared by the next; a cancelled one ends on Free after grace",
    () =>
      Effect.gen(function* () {
        const token = yield* login(Seeded.agencyAdmin)
        const billing = { name: "Agency Admin", email: "agency@example.com", country: "US" }
        expect(
          (yield* call("POST", "/billings/payment-methods", token, { payment_method: "pm_card_visa", billing, agency: DEMO })).status
        ).toBe(200)
        const upgrade = yield* call("POST", `/agencies/payment/${DEMO}`, token, { portal_id: COBALT, plan: 35, payment: "pm_card_visa" })
        expect(upgrade.status, JSON.stringify(upgrade.body)).toBe(200)
        // The fake's subscription is active: the status call settles it.
        expect((yield* call("GET", `/agencies/payment/${upgrade.body.data.id}/status`, token)).body.data.status).toBe("succeeded")
        const [{ provider_ref: subscription }] = (yield* sqlRun(
          (sql) => sql<{ provider_ref: string }>`SELECT provider_ref FROM payments WHERE id = ${upgrade.body.data.id}`
        )) as [{ provider_ref: string }]
        const invoice = (id: string, reason: string) => ({
          id,
          object: "invoice",
          billing_reason: reason,
          amount_paid: 19700,
          currency: "usd",
          parent: { type: "subscription_details", subscription_details: { subscription, metadata: {} } }
        })

        yield* deliver("invoice.payment_failed", { ...invoice("in_failed_1", "subscription_cycle"), amount_paid: 0 })
        const standing = yield* call("GET", `/billings/standing?agency=${DEMO}`, token)
        expect(standing.body.data.alerts).toEqual([
          {
            kind: "payment_failed",
            portal_id: COBALT,
            portal_name: expect.any(String),
            plan_name: "Core",
            grace_ends_at: expect.any(String)
          }
        ])
        const graceDays = (Date.parse(standing.body.data.alerts[0].grace_ends_at) - Date.now()) / 86_400_000
        expect(graceDays).toBeGreaterThan(6.9)
        expect(graceDays).toBeLessThanOrEqual(7)

        yield* deliver("invoice.paid", invoice("in_renewal_1", "subscription_cycle"), "evt_renewal_1")
        yield* deliver("invoice.paid", invoice("in_renewal_1", "subscription_cycle"), "evt_renewal_1")
        expect((yield* call("GET", `/billings/standing?agency=${DEMO}`, token)).body.data.alerts).toEqual([])
        const history = yield* call("GET", `/billings/history?agency=${DEMO}`, token)
        const renewals = history.body.data.data.filter((payment: { reason: string }) => payment.reason === "renewal")
        expect(renewals).toEqual([
          expect.objectContaining({ status: "succeeded", amount: 19700, plan_id: 35, portal_id: COBALT, plan_name: "Core" })
        ])

        yield* deliver("customer.subscription.deleted", { id: subscription, object: "subscription", status: "canceled" })
        expect((yield* call("GET", `/billings/standing?agency=${DEMO}`, token)).body.data.alerts).toEqual([
          expect.objectContaining({ kind: "subscription_canceled", plan_name: "Core" })
        ])
        const [{ plan: during }] = (yield* sqlRun((sql) => sql<{ plan: string }>`SELECT plan FROM portals WHERE id = ${COBALT}`)) as [
          { plan: string }
        ]
        expect(during).toBe("core")
        // The grace period is over: the sweep moves the portal to Free.
        yield* sqlRun(
          (sql) =>
            sql`UPDATE billing_subscriptions SET grace_ends_at = now() - interval '1 second' WHERE provider_subscription_id = ${subscription}`
        )
        let plan = "core"
        for (let attempt = 0; attempt < 50 && plan !== "free"; attempt++) {
          yield* Effect.sleep("200 millis")
          plan = ((yield* sqlRun((sql) => sql<{ plan: string }>`SELECT plan FROM portals WHERE id = ${COBALT}`)) as [{ plan: string }])[0]
            .plan
        }
        expect(plan).toBe("free")
        expect((yield* call("GET", `/billings/standing?agency=${DEMO}`, token)).body.data.alerts).toEqual([])
        const [{ count }] = (yield* sqlRun(
          (sql) => sql<{ count: number }>`SELECT count(*)::int AS count FROM activity_log WHERE event = 'subscription.ended'`
        )) as [{ count: number }]
        expect(count).toBe(1)
      })
  )

  it.effect("a renewal still failing when its grace ends: the portal goes to Free and the subscription is cancelled at the provider", () =>
    Effect.gen(function* () {
      const fake = yield* FakeStripe
      const token = yield* login(Seeded.agencyAdmin)
      const billing = { name: "Agency Admin", email: "agency@example.com", country: "US" }
      expect(
        (yield* call("POST", "/billings/payment-methods", token, { payment_method: "pm_card_visa", billing, agency: DEMO })).status
      ).toBe(200)
      // Beacon (portal 2) to Stack.
      const upgrade = yield* call("POST", `/agencies/payment/${DEMO}`, token, { portal_id: 2, plan: 40, payment: "pm_card_visa" })
      expect(upgrade.status, JSON.stringify(upgrade.body)).toBe(200)
      expect((yield* call("GET", `/agencies/payment/${upgrade.body.data.id}/status`, token)).body.data.status).toBe("succeeded")
      const [{ provider_ref: subscription }] = (yield* sqlRun(
        (sql) => sql<{ provider_ref: string }>`SELECT provider_ref FROM payments WHERE id = ${upgrade.body.data.id}`
      )) as [{ provider_ref: string }]
      yield* deliver("invoice.payment_failed", {
        id: "in_failed_beacon",
        object: "invoice",
        billing_reason: "subscription_cycle",
        amount_paid: 0,
        parent: { type: "subscription_details", subscription_details: { subscription, metadata: {} } }
      })
      yield* sqlRun(
        (sql) =>
          sql`UPDATE billing_subscriptions SET grace_ends_at = now() - interval '1 second' WHERE provider_subscription_id = ${subscription}`
      )
      let plan = "stack"
      for (let attempt = 0; attempt < 50 && plan !== "free"; attempt++) {
        yield* Effect.sleep("200 millis")
        plan = ((yield* sqlRun((sql) => sql<{ plan: string }>`SELECT plan FROM portals WHERE id = 2`)) as [{ plan: string }])[0].plan
      }
      expect(plan).toBe("free")
      for (let attempt = 0; attempt < 20 && fake.subscriptions.get(subscription)!["status"] !== "canceled"; attempt++)
        yield* Effect.sleep("100 millis")
      expect(fake.subscriptions.get(subscription)!["status"]).toBe("canceled")
    })
  )

  it.effect("a one-off plan replacing the agency's subscription ends it, here and at the provider", () =>
    Effect.gen(function* () {
      const fake = yield* FakeStripe
      const token = yield* login(Seeded.agencyAdmin)
      const billing = { name: "Agency Admin", email: "agency@example.com", country: "US" }
      expect(
        (yield* call("POST", "/billings/payment-methods", token, { payment_method: "pm_card_visa", billing, agency: DEMO })).status
      ).toBe(200)
      const subscribed = yield* Effect.flatMap(TestApi, (client) =>
        client.request("PUT", `${api}/billings/subscribe`, { token, json: { plan: 35, payment: "pm_card_visa", agency: DEMO } })
      )
      expect(subscribed.status, JSON.stringify(subscribed.body)).toBe(200)
      expect((yield* call("GET", `/agencies/payment/${subscribed.body.data.id}/status`, token)).body.data.status).toBe("succeeded")
      const [{ provider_ref: subscription }] = (yield* sqlRun(
        (sql) => sql<{ provider_ref: string }>`SELECT provider_ref FROM payments WHERE id = ${subscribed.body.data.id}`
      )) as [{ provider_ref: string }]
      yield* sqlRun(
        (sql) => sql`
        INSERT INTO plans (id, name, type, upgrade_order, portal_limit, user_limit, module_limit, is_free_module, is_hidden_plan, price, final_price,
                           is_fixed, currency, currency_symbol, interval, trial_period, stripe_plan_id, custom_logo, module_access, agency_plan, status)
        SELECT 92, 'Lifetime Core', 'fixed', upgrade_order, portal_limit, user_limit, module_limit, is_free_module, is_hidden_plan, 50000, 50000,
               true, currency, currency_symbol, interval, trial_period, NULL, custom_logo, module_access, agency_plan, status
        FROM plans WHERE id = 35 ON CONFLICT (id) DO NOTHING`
      )
      const charged = yield* Effect.flatMap(TestApi, (client) =>
        client.request("PUT", `${api}/billings/charge`, { token, json: { plan: 92, payment: "pm_card_visa", agency: DEMO } })
      )
      expect(charged.status, JSON.stringify(charged.body)).toBe(200)
      expect(charged.body.data.status).toBe("succeeded")
      const live = yield* sqlRun(
        (sql) => sql<{ status: string }>`SELECT status FROM billing_subscriptions WHERE provider_subscription_id = ${subscription}`
      )
      expect(live).toEqual([{ status: "ended" }])
      for (let attempt = 0; attempt < 30 && fake.subscriptions.get(subscription)!["status"] !== "canceled"; attempt++)
        yield* Effect.sleep("200 millis")
      expect(fake.subscriptions.get(subscription)!["status"]).toBe("canceled")
    })
  )
  it.effect("a one-off PRO licence refunded in full: the agency is on Free and the PRO portal slot it gave is taken back", () =>
    Effect.gen(function* () {
      const token = yield* login(Seeded.agencyAdmin)
      const billing = { name: "Agency Admin", email: "agency@example.com", country: "US" }
      expect(
        (yield* call("POST", "/billings/payment-methods", token, { payment_method: "pm_card_visa", billing, agency: DEMO })).status
      ).toBe(200)
      const agency = Effect.map(
        sqlRun(
          (sql) => sql<{ portals_available: number; plan_id: number }>`SELECT portals_available, plan_id FROM agencies WHERE id = ${DEMO}`
        ),
        (rows) => rows[0]!
      )
      const before = yield* agency
      // PRO sold once, not as a subscription, for this test.
      yield* sqlRun((sql) => sql`UPDATE plans SET type = 'fixed', is_fixed = true WHERE id = 11`)
      const charged = yield* Effect.flatMap(TestApi, (client) =>
        client.request("PUT", `${api}/billings/charge`, { token, json: { plan: 11, payment: "pm_card_visa", agency: DEMO } })
      )
      yield* sqlRun((sql) => sql`UPDATE plans SET type = 'paid', is_fixed = false WHERE id = 11`)
      expect(charged.status, JSON.stringify(charged.body)).toBe(200)
      expect(charged.body.data.status).toBe("succeeded")
      expect(yield* agency).toEqual({ portals_available: before.portals_available + 1, plan_id: 11 })
      const [{ provider_ref: intent }] = (yield* sqlRun(
        (sql) => sql<{ provider_ref: string }>`SELECT provider_ref FROM payments WHERE id = ${charged.body.data.id}`
      )) as [{ provider_ref: string }]
      const amount = charged.body.data.amount as number
      yield* deliver("charge.refunded", charge(intent, amount, amount), "evt_pro_refund")
      yield* deliver("charge.refunded", charge(intent, amount, amount), "evt_pro_refund")
      expect(yield* paymentOf(charged.body.data.id)).toEqual({ status: "refunded", amount_refunded: amount })
      expect(yield* agency).toEqual({ portals_available: before.portals_available, plan_id: 1 })
      yield* sqlRun((sql) => sql`UPDATE agencies SET plan_id = ${before.plan_id} WHERE id = ${DEMO}`)
    })
  )
})
