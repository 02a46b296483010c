// Never charged twice, never lost, against the fake Stripe: bad card ids and coupons are 422
// naming the field before any provider call; the same checkout (its Idempotency-Key, or the same
// credits while the intent is unconfirmed) answers one payment and one PaymentIntent however many
// requests race; a second plan checkout for the same portal is 409; a pending payment whose webhook
// never came is settled from the provider when its status is asked for, exactly once.
import { expect, layer } from "@effect/vitest"
import { Effect } from "effect"
import Stripe from "stripe"

import { WEBHOOK_PATH } from "../../server/http/billing/webhook.ts"
import { activityCount, BillingServer, call, COBALT, creditLimit, DEMO, login, sqlRun, WEBHOOK_SECRET } from "./support/billing-kit.ts"
import { FakeStripe } from "./support/fakeStripe.ts"
import { Seeded, TestApi } from "./support/TestApi.ts"

const BILLING = { name: "Agency Admin", email: "agency@example.com", country: "US" }

/** Distinct PaymentIntents the fake created since `from` (replays of one idempotency key count once). */
const intentsCreatedSince = (from: number) =>
  Effect.map(
    FakeStripe,
    (fake) =>
      new Set(
        fake.requests
          .slice(from)
          .filter((request) => request.method === "POST" && request.path === "/v1/payment_intents")
          .map((request) => request.idempotencyKey)
      ).size
  )

const deliver = (type: string, object: Record<string, unknown>) =>
  Effect.flatMap(TestApi, (client) => {
    const payload = JSON.stringify({
      id: `evt_checkout_${Math.random().toString(36).slice(2)}`,
      object: "event",
      type,
      created: Math.floor(Date.now() / 1000),
      data: { object }
    })
    return client.request("POST", WEBHOOK_PATH, {
      raw: payload,
      headers: { "stripe-signature": Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }) }
    })
  })

/** Settles every open credit purchase of the agency so each test starts without an open checkout. */
const settleOpenCredits = sqlRun((sql) => sql`UPDATE payments SET status = 'canceled' WHERE status IN ('pending', 'requires_action')`)

layer(BillingServer, { excludeTestServices: true, timeout: 180_000 })("checkout", (it) => {
  it.effect("bad card ids and coupons are 422 naming the field, and nothing reaches the provider", () =>
    Effect.gen(function* () {
      const fake = yield* FakeStripe
      const agency = yield* login(Seeded.agencyAdmin)
      const before = fake.requests.length
      const huge = `pm_${"a".repeat(300)}`
      for (const id of [huge, "pm_ünïcode", "card_123", "pm_1; DROP"]) {
        const saved = yield* call("POST", "/billings/payment-methods", agency, { payment_method: id, billing: BILLING, agency: DEMO })
        expect(saved.status, id).toBe(422)
        expect(saved.body.message).toMatch(/payment method/)
        const upgrade = yield* call("POST", `/agencies/payment/${DEMO}`, agency, { portal_id: COBALT, plan: 35, payment: id })
        expect(upgrade.status, id).toBe(422)
        expect(upgrade.body.message).toMatch(/payment/)
      }
      for (const coupon of ["ÜBER20", "SAVE 20", "x".repeat(65), "<script>"]) {
        const applied = yield* call("POST", "/coupons/apply", agency, { coupon })
        expect(applied.status, coupon).toBe(422)
        expect(applied.body.message).toMatch(/coupon/)
        const quote = yield* call("POST", "/agencies/upgrade/pre-plan", agency, { agency_id: DEMO, plan: 35, coupon })
        expect(quote.status, coupon).toBe(422)
      }
      const badKey = yield* call("POST", `/billings/payment-intent/${DEMO}`, agency, { credit: 1 }, { "idempotency-key": "not a key!" })
      expect(badKey.status).toBe(422)
      expect(badKey.body.message).toMatch(/Idempotency-Key/)
      expect(fake.requests.slice(before)).toEqual([])
    })
  )

  it.effect("saving billing details of a card that is not the default keeps the default where it was", () =>
    Effect.gen(function* () {
      const agency = yield* login(Seeded.agencyAdmin)
      const first = yield* call("POST", "/billings/payment-methods", agency, {
        payment_method: "pm_card_first",
        billing: BILLING,
        agency: DEMO
      })
      expect(first.body.data.is_default).toBe(true)
      const second = yield* call("POST", "/billings/payment-methods", agency, {
        payment_method: "pm_card_second",
        billing: BILLING,
        agency: DEMO
      })
      expect(second.body.data.is_default).toBe(true)
      const edited = yield* call("POST", "/billings/payment-methods", agency, {
        payment_method: "pm_card_first",
        billing: { ...BILLING, name: "New Name" },
        agency: DEMO
      })
      expect(edited.status).toBe(200)
      expect(edited.body.data).toMatchObject({ id: "pm_card_first", name: "New Name", is_default: false })
      const methods = yield* call("GET", `/billings/payment-methods?agency=${DEMO}`, agency)
      expect(methods.body.data.find((method: { is_default: boolean }) => method.is_default).id).toBe("pm_card_second")
    })
  )

  it.effect("two concurrent identical credit purchases, without a key: one payment, one PaymentIntent, one client secret", () =>
    Effect.gen(function* () {
      yield* settleOpenCredits
      const fake = yield* FakeStripe
      const agency = yield* login(Seeded.agencyAdmin)
      const from = fake.requests.length
      const replies = yield* Effect.all(
        [1, 2, 3].map(() => call("POST", `/billings/payment-intent/${DEMO}`, agency, { credit: 7 })),
        { concurrency: "unbounded" }
      )
      expect(replies.map((reply) => reply.status)).toEqual([200, 200, 200])
      expect(new Set(replies.map((reply) => reply.body.data.payment.id)).size).toBe(1)
      expect(new Set(replies.map((reply) => reply.body.data.client_secret)).size).toBe(1)
      expect(yield* intentsCreatedSince(from)).toBe(1)
      expect(yield* activityCount("payment.started", replies[0]!.body.data.payment.id)).toBe(1)
    })
  )

  it.effect("the same Idempotency-Key answers the same payment without a new provider call; another purchase under it is 422", () =>
    Effect.gen(function* () {
      yield* settleOpenCredits
      const fake = yield* FakeStripe
      const agency = yield* login(Seeded.agencyAdmin)
      const headers = { "idempotency-key": "checkout-attempt-0001" }
      const from = fake.requests.length
      const replies = yield* Effect.all(
        [1, 2].map(() => call("POST", `/billings/payment-intent/${DEMO}`, agency, { credit: 4 }, headers)),
        { concurrency: "unbounded" }
      )
      expect(replies.map((reply) => reply.status)).toEqual([200, 200])
      expect(replies[0]!.body.data.client_secret).toBe(replies[1]!.body.data.client_secret)
      expect(yield* intentsCreatedSince(from)).toBe(1)
      const afterFirst = fake.requests.length
      const again = yield* call("POST", `/billings/payment-intent/${DEMO}`, agency, { credit: 4 }, headers)
      expect(again.body.data.payment.id).toBe(replies[0]!.body.data.payment.id)
      expect(again.body.data.client_secret).toBe(replies[0]!.body.data.client_secret)
      expect(fake.requests.length).toBe(afterFirst)
      const other = yield* call("POST", `/billings/payment-intent/${DEMO}`, agency, { credit: 9 }, headers)
      expect(other.status).toBe(422)
      expect(other.body.message).toMatch(/Idempotency-Key/)
    })
  )

  it.effect("two concurrent upgrades of one portal: one subscription, the other 409; the same key again is the same payment", () =>
    Effect.gen(function* () {
      const fake = yield* FakeStripe
      const agency = yield* login(Seeded.agencyAdmin)
      expect(
        (yield* call("POST", "/billings/payment-methods", agency, { payment_method: "pm_card_visa", billing: BILLING, agency: DEMO }))
          .status
      ).toBe(200)
      const from = fake.requests.length
      const body = { portal_id: COBALT, plan: 35, payment: "pm_card_visa" }
      const replies = yield* Effect.all(
        [1, 2].map(() => call("POST", `/agencies/payment/${DEMO}`, agency, body)),
        { concurrency: "unbounded" }
      )
      expect(replies.map((reply) => reply.status).sort()).toEqual([200, 409])
      expect(replies.find((reply) => reply.status === 409)!.body.message).toBe("A payment for this is already in progress.")
      expect(fake.requests.slice(from).filter((request) => request.path === "/v1/subscriptions").length).toBe(1)
      // Settle it (the fake's subscription is active), then the same key twice is one payment.
      const first = replies.find((reply) => reply.status === 200)!.body.data
      expect((yield* call("GET", `/agencies/payment/${first.id}/status`, agency)).body.data.status).toBe("succeeded")
      const headers = { "idempotency-key": "upgrade-attempt-0001" }
      const keyed = yield* Effect.all(
        [1, 2].map(() => call("POST", `/agencies/payment/${DEMO}`, agency, { ...body, plan: 40 }, headers)),
        { concurrency: "unbounded" }
      )
      expect(keyed.map((reply) => reply.status)).toEqual([200, 200])
      expect(keyed[0]!.body.data.id).toBe(keyed[1]!.body.data.id)
      // Once it applied, the browser's retry of that attempt is still its payment, not "already on this plan".
      expect((yield* call("GET", `/agencies/payment/${keyed[0]!.body.data.id}/status`, agency)).body.data.status).toBe("succeeded")
      const retried = yield* call("POST", `/agencies/payment/${DEMO}`, agency, { ...body, plan: 40 }, headers)
      expect(retried.status, JSON.stringify(retried.body)).toBe(200)
      expect(retried.body.data).toMatchObject({ id: keyed[0]!.body.data.id, status: "succeeded" })
      // A new attempt for the plan the portal is on is refused.
      expect(
        (yield* call("POST", `/agencies/payment/${DEMO}`, agency, { ...body, plan: 40 }, { "idempotency-key": "upgrade-attempt-0002" }))
          .status
      ).toBe(422)
    })
  )

  it.effect("a pending payment the provider charged is settled when its status is asked for, once, and a late webhook adds nothing", () =>
    Effect.gen(function* () {
      yield* settleOpenCredits
      const fake = yield* FakeStripe
      const agency = yield* login(Seeded.agencyAdmin)
      const before = yield* creditLimit(DEMO)
      const started = yield* call("POST", `/billings/payment-intent/${DEMO}`, agency, { credit: 3 })
      const payment = started.body.data.payment as { id: number }
      const intentId = (started.body.data.client_secret as string).split("_secret_")[0]!
      // The browser confirmed the card; the webhook is lost (the server was down).
      fake.intents.get(intentId)!["status"] = "succeeded"
      const statuses = yield* Effect.all(
        [1, 2, 3].map(() => call("GET", `/agencies/payment/${payment.id}/status`, agency)),
        { concurrency: "unbounded" }
      )
      expect(statuses.map((reply) => reply.body.data.status)).toEqual(["succeeded", "succeeded", "succeeded"])
      expect(yield* creditLimit(DEMO)).toBe(before + 3)
      const late = yield* deliver("payment_intent.succeeded", { ...fake.intents.get(intentId)!, id: intentId })
      expect(late.status).toBe(200)
      expect(yield* creditLimit(DEMO)).toBe(before + 3)
      expect(yield* activityCount("payment.succeeded", payment.id)).toBe(1)
    })
  )

  it.effect(
    "a payment the server stopped before recording its intent is adopted from the provider's list; none after 10 minutes is interrupted",
    () =>
      Effect.gen(function* () {
        yield* settleOpenCredits
        const fake = yield* FakeStripe
        const agency = yield* login(Seeded.agencyAdmin)
        const before = yield* creditLimit(DEMO)
        const started = yield* call("POST", `/billings/payment-intent/${DEMO}`, agency, { credit: 2 })
        const payment = started.body.data.payment as { id: number }
        const intentId = (started.body.data.client_secret as string).split("_secret_")[0]!
        // As if the process died between the provider's answer and storing it.
        yield* sqlRun((sql) => sql`UPDATE payments SET provider_ref = NULL, client_secret = NULL WHERE id = ${payment.id}`)
        fake.intents.get(intentId)!["status"] = "succeeded"
        const adopted = yield* call("GET", `/agencies/payment/${payment.id}/status`, agency)
        expect(adopted.body.data.status).toBe("succeeded")
        expect(yield* creditLimit(DEMO)).toBe(before + 2)

        // A payment that never reached the provider, 11 minutes old.
        const [lost] = yield* sqlRun(
          (sql) => sql<{ id: number }>`
        INSERT INTO payments (agency_id, user_id, kind, amount, currency, credit, created_at)
        VALUES (${DEMO}, NULL, 'credits', 5000, 'usd', 1, now() - interval '11 minutes') RETURNING id`
        )
        const interrupted = yield* call("GET", `/agencies/payment/${lost!.id}/status`, agency)
        expect(interrupted.body.data).toMatchObject({
          status: "failed",
          message: "The payment was interrupted before the card was charged. Nothing was charged."
        })
        expect(yield* activityCount("payment.failed", lost!.id)).toBe(1)
        expect(yield* creditLimit(DEMO)).toBe(before + 2)
      })
  )

  it.effect(
    "3-D Secure: a one-off plan whose card asks to authenticate answers requires_action with the client secret; the provider's success then applies it",
    () =>
      Effect.gen(function* () {
        const fake = yield* FakeStripe
        const agency = yield* login(Seeded.agencyAdmin)
        yield* sqlRun(
          (sql) => sql`
        INSERT INTO plans (id, name, type, upgrade_order, portal_limit, user_limit, module_limit, is_free_module, is_hidden_plan, price, final_price,
                           is_fixed, currency, currency_symbol, interval, trial_period, stripe_plan_id, custom_logo, module_access, agency_plan, status)
        SELECT 91, 'Lifetime Stack', 'fixed', upgrade_order, portal_limit, user_limit, module_limit, is_free_module, is_hidden_plan, 90000, 90000,
               true, currency, currency_symbol, interval, trial_period, NULL, custom_logo, module_access, agency_plan, status
        FROM plans WHERE id = 40 ON CONFLICT (id) DO NOTHING`
        )
        expect(
          (yield* call("POST", "/billings/payment-methods", agency, {
            payment_method: "pm_card_threeDSecure2Required",
            billing: BILLING,
            agency: DEMO
          })).status
        ).toBe(200)
        const charged = yield* call("PUT", "/billings/charge", agency, { plan: 91, payment: "pm_card_threeDSecure2Required", agency: DEMO })
        expect(charged.status, JSON.stringify(charged.body)).toBe(200)
        expect(charged.body.data).toMatchObject({ status: "requires_action", client_secret: expect.stringMatching(/^pi_.*_secret_/) })
        const secret = charged.body.data.client_secret as string
        // The secret is the payer's: never in the activity log.
        const logged = yield* sqlRun(
          (sql) => sql<{ count: number }>`SELECT count(*)::int AS count FROM activity_log WHERE properties::text LIKE ${`%${secret}%`}`
        )
        expect(logged[0]!.count).toBe(0)
        const intentId = secret.split("_secret_")[0]!
        fake.intents.get(intentId)!["status"] = "succeeded"
        const status = yield* call("GET", `/agencies/payment/${charged.body.data.id}/status`, agency)
        expect(status.body.data).toMatchObject({ status: "succeeded", client_secret: null })
        const [agencyPlan] = yield* sqlRun((sql) => sql<{ plan_id: number }>`SELECT plan_id FROM agencies WHERE id = ${DEMO}`)
        expect(agencyPlan).toEqual({ plan_id: 91 })
      })
  )

  it.effect("a subscription the server stopped before recording is adopted from the customer's subscriptions", () =>
    Effect.gen(function* () {
      const agency = yield* login(Seeded.agencyAdmin)
      expect(
        (yield* call("POST", "/billings/payment-methods", agency, { payment_method: "pm_card_visa", billing: BILLING, agency: DEMO }))
          .status
      ).toBe(200)
      // Beacon (portal 2) has no subscription of ours yet: this starts one.
      const upgrade = yield* call("POST", `/agencies/payment/${DEMO}`, agency, { portal_id: 2, plan: 40, payment: "pm_card_visa" })
      expect(upgrade.status, JSON.stringify(upgrade.body)).toBe(200)
      const [{ provider_ref: subscription }] = (yield* sqlRun(
        (sql) => sql<{ provider_ref: string }>`SELECT provider_ref FROM payments WHERE id = ${upgrade.body.data.id}`
      )) as [{ provider_ref: string }]
      expect(subscription).toMatch(/^sub_/)
      // As if the process died between the provider's answer and storing it.
      yield* sqlRun((sql) => sql`UPDATE payments SET provider_ref = NULL, status = 'pending' WHERE id = ${upgrade.body.data.id}`)
      const status = yield* call("GET", `/agencies/payment/${upgrade.body.data.id}/status`, agency)
      expect(status.body.data.status).toBe("succeeded")
      const [row] = yield* sqlRun(
        (sql) => sql<{ provider_ref: string; plan: string }>`
        SELECT p.provider_ref, po.plan FROM payments p JOIN portals po ON po.id = p.portal_id WHERE p.id = ${upgrade.body.data.id}`
      )
      expect(row).toEqual({ provider_ref: subscription, plan: "stack" })
    })
  )

  it.effect(
    "a credit checkout nobody confirmed for a day is cancelled at the provider and ends canceled; the next purchase starts afresh",
    () =>
      Effect.gen(function* () {
        yield* settleOpenCredits
        const fake = yield* FakeStripe
        const agency = yield* login(Seeded.agencyAdmin)
        const started = yield* call("POST", `/billings/payment-intent/${DEMO}`, agency, { credit: 6 })
        const payment = started.body.data.payment as { id: number }
        const intentId = (started.body.data.client_secret as string).split("_secret_")[0]!
        yield* sqlRun((sql) => sql`UPDATE payments SET created_at = now() - interval '25 hours' WHERE id = ${payment.id}`)
        const again = yield* call("POST", `/billings/payment-intent/${DEMO}`, agency, { credit: 6 })
        expect(again.status).toBe(200)
        expect(again.body.data.payment.id).not.toBe(payment.id)
        expect(fake.intents.get(intentId)!["status"]).toBe("canceled")
        const status = yield* call("GET", `/agencies/payment/${payment.id}/status`, agency)
        expect(status.body.data).toMatchObject({
          status: "canceled",
          message: "The payment was canceled before the card was charged. Nothing was charged."
        })
      })
  )
})
