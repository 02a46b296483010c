// Billing over HTTP with the payment client pointed (STRIPE_API_HOST/PORT/PROTOCOL) at a local fake
// Stripe server: the server prices credits itself, only agency admins (or super admins) pay, and the
// signed webhook adds credits or changes plans exactly once however often and concurrently it arrives.
// Seeded: Demo Agency (1, credit_limit 25) owns 1 Acme (pro), 2 Beacon (core), 3 Cobalt (free);
// Northwind (2) owns 5 Northwind.
import { expect, layer } from "@effect/vitest"
import { Effect } from "effect"

import {
  activityCount,
  BillingServer,
  call,
  COBALT,
  deliver,
  DEMO,
  event,
  login,
  NORTHWIND,
  one,
  oneOffPlan,
  paymentRow,
  sqlRun
} from "./support/billing-kit.ts"
import { FakeStripe } from "./support/fakeStripe.ts"
import { subscribe as subscribeChannel, waitFor } from "./support/realtime.ts"
import { Seeded, TestApi } from "./support/TestApi.ts"

layer(BillingServer, { excludeTestServices: true, timeout: 180_000 })("billing: charges, coupons and saved cards", (it) => {
  it.scoped("cards, coupons and a portal upgrade to core with a percent coupon, confirmed by invoice.paid", () =>
    Effect.gen(function* () {
      const fake = yield* FakeStripe
      const agency = yield* login(Seeded.agencyAdmin)
      const billing = { name: "Agency Admin", email: "agency@example.com", country: "US" }
      const added = yield* call("POST", "/billings/payment-methods", agency, { payment_method: "pm_card_visa", billing, agency: DEMO })
      expect(added.status, JSON.stringify(added.body)).toBe(200)
      expect(added.body.data).toMatchObject({ id: "pm_card_visa", last4: "4242", is_default: true, country: "US" })
      // The same card again updates its billing details.
      const updated = yield* call("POST", "/billings/payment-methods", agency, {
        payment_method: "pm_card_visa",
        billing: { ...billing, name: "New Name" },
        agency: DEMO
      })
      expect(updated.body.data.name).toBe("New Name")
      expect(
        (yield* call("POST", "/billings/payment-methods", agency, {
          payment_method: "pm_x",
          billing: { ...billing, email: "nope" },
          agency: DEMO
        })).status
      ).toBe(422)

      const unknown = yield* call("POST", "/coupons/apply", agency, { coupon: "NOPE" })
      expect(unknown.status).toBe(404)
      expect(unknown.body.message).toBe("The coupon is invalid.")
      const applied = yield* call("POST", "/coupons/apply", agency, { coupon: "TENOFF", plan: 11 })
      expect(applied.body.data.quote).toMatchObject({ price: 299700, final_price: 298700 })
      const quote = yield* call("POST", "/agencies/upgrade/pre-plan", agency, {
        agency_id: DEMO,
        plan: 35,
        portal_id: COBALT,
        coupon: "HALF"
      })
      expect(quote.body.data).toMatchObject({ plan_id: 35, price: 19700, final_price: 9850, coupon: { percent_off: 50 } })

      // A card of no customer of ours is refused before anything is charged.
      expect(
        (yield* call("POST", `/agencies/payment/${DEMO}`, agency, { portal_id: COBALT, plan: 35, payment: "pm_stranger", coupon: "HALF" }))
          .status
      ).toBe(422)
      // Northwind's portal cannot be upgraded on Demo's account.
      expect((yield* call("POST", `/agencies/payment/${DEMO}`, agency, { portal_id: 5, plan: 35, payment: "pm_card_visa" })).status).toBe(
        403
      )

      const me = yield* Effect.flatMap(TestApi, (client) => client.request("GET", "/auth/api/v2/me", { token: agency }))
      const frames = yield* subscribeChannel(`private-analytics.user.${me.body.data.id}`, agency)
      const upgrade = yield* call("POST", `/agencies/payment/${DEMO}`, agency, {
        portal_id: COBALT,
        plan: 35,
        payment: "pm_card_visa",
        coupon: "HALF"
      })
      expect(upgrade.status, JSON.stringify(upgrade.body)).toBe(200)
      // The provider answered the subscription active (its first invoice paid): the plan applies at once.
      expect(upgrade.body.data).toMatchObject({
        kind: "plan",
        status: "succeeded",
        amount: 9850,
        plan_id: 35,
        portal_id: COBALT,
        coupon: "HALF"
      })
      const subscription = fake.requests.filter((request) => request.path === "/v1/subscriptions").at(-1)!
      expect(subscription.form).toMatchObject({
        "items[0][price]": "price_core_monthly",
        "discounts[0][coupon]": "HALF",
        default_payment_method: "pm_card_visa"
      })

      const paymentId = upgrade.body.data.id as number
      const ref = (yield* paymentRow(paymentId)).provider_ref!
      const paid = event("invoice.paid", {
        id: "in_test_1",
        object: "invoice",
        status: "paid",
        parent: {
          type: "subscription_details",
          subscription_details: {
            subscription: ref,
            metadata: { kind: "plan", agency_id: String(DEMO), payment_id: String(paymentId), plan_id: "35", portal_id: String(COBALT) }
          }
        }
      })
      // Its invoice.paid, twice, changes nothing more.
      expect((yield* deliver(paid)).status).toBe(200)
      expect((yield* deliver(paid)).status).toBe(200)
      const { plan } = yield* one(sqlRun((sql) => sql<{ plan: string }>`SELECT plan FROM portals WHERE id = ${COBALT}`))
      expect(plan).toBe("core")
      expect(yield* activityCount("payment.succeeded", paymentId)).toBe(1)
      const done = yield* waitFor(frames, "core_upgrade.complete")
      expect(JSON.parse(done.data!)).toMatchObject({ portal_id: COBALT })
      expect((yield* call("GET", `/agencies/payment/${paymentId}/status`, agency)).body.data.status).toBe("succeeded")

      const methods = yield* call("GET", `/billings/payment-methods?agency=${DEMO}`, agency)
      expect(methods.body.data.map((method: { id: string }) => method.id)).toEqual(["pm_card_visa"])
      expect(
        (yield* call("DELETE", `/billings/payment-methods/pm_card_visa?agency=${NORTHWIND}`, yield* login(Seeded.northwind))).status
      ).toBe(404)
      expect((yield* call("DELETE", `/billings/payment-methods/pm_card_visa?agency=${DEMO}`, agency)).status).toBe(200)
    })
  )

  it.effect("PUT /billings/charge refuses a subscription plan (422 naming the plan) before any provider call", () =>
    Effect.gen(function* () {
      const fake = yield* FakeStripe
      const agency = yield* login(Seeded.agencyAdmin)
      const before = fake.requests.length
      const refused = yield* call("PUT", "/billings/charge", agency, { plan: 11, payment: "pm_card_visa", agency: DEMO })
      expect(refused.status).toBe(422)
      expect(refused.body.message).toMatch(/plan/)
      expect(fake.requests.slice(before).filter((request) => request.path === "/v1/payment_intents")).toEqual([])
    })
  )

  it.effect("a declined one-off charge answers 422 with the provider's message and changes nothing", () =>
    Effect.gen(function* () {
      const fake = yield* FakeStripe
      const agency = yield* login(Seeded.agencyAdmin)
      const plan = yield* oneOffPlan
      const billing = { name: "Agency Admin", email: "agency@example.com", country: "US" }
      expect(
        (yield* call("POST", "/billings/payment-methods", agency, { payment_method: "pm_card_declined", billing, agency: DEMO })).status
      ).toBe(200)
      const { plan_id: planBefore, portals_available: portalsBefore } = yield* one(
        sqlRun(
          (sql) => sql<{ plan_id: number; portals_available: number }>`SELECT plan_id, portals_available FROM agencies WHERE id = ${DEMO}`
        )
      )
      fake.declineWith = "Your card was declined."
      const declined = yield* call("PUT", "/billings/charge", agency, { plan, payment: "pm_card_declined", agency: DEMO })
      fake.declineWith = null
      expect(declined.status).toBe(422)
      expect(declined.body.message).toBe("Your card was declined.")
      const row = yield* one(
        sqlRun(
          (sql) =>
            sql<{ status: string; message: string }>`SELECT status, message FROM payments WHERE plan_id = ${plan} ORDER BY id DESC LIMIT 1`
        )
      )
      expect(row).toEqual({ status: "failed", message: "Your card was declined." })
      const [after] = yield* sqlRun(
        (sql) => sql<{ plan_id: number; portals_available: number }>`SELECT plan_id, portals_available FROM agencies WHERE id = ${DEMO}`
      )
      expect(after).toEqual({ plan_id: planBefore, portals_available: portalsBefore })
    })
  )

  it.effect("a one-off plan charged on a saved card applies once: the provider's answer, then its webhook, count once", () =>
    Effect.gen(function* () {
      const fake = yield* FakeStripe
      const agency = yield* login(Seeded.agencyAdmin)
      const plan = yield* oneOffPlan
      const billing = { name: "Agency Admin", email: "agency@example.com", country: "US" }
      expect(
        (yield* call("POST", "/billings/payment-methods", agency, { payment_method: "pm_card_visa", billing, agency: DEMO })).status
      ).toBe(200)
      const charged = yield* call("PUT", "/billings/charge", agency, { plan, payment: "pm_card_visa", agency: DEMO, coupon: "TENOFF" })
      expect(charged.status, JSON.stringify(charged.body)).toBe(200)
      // The intent is confirmed while the user is present (3-D Secure can ask), not off-session.
      const request = fake.requests.filter((entry) => entry.path === "/v1/payment_intents").at(-1)!
      expect(request.form["off_session"]).toBeUndefined()
      expect(request.form).toMatchObject({ confirm: "true", amount: "49000" })
      // The fake answers the intent succeeded at once: the plan applies without waiting for the webhook.
      expect(charged.body.data).toMatchObject({ amount: 50000 - 1000, status: "succeeded", reason: "purchase" })
      const ref = (yield* paymentRow(charged.body.data.id)).provider_ref!
      const succeeded = event("payment_intent.succeeded", {
        id: ref,
        object: "payment_intent",
        amount: 49000,
        status: "succeeded",
        metadata: { kind: "plan", agency_id: String(DEMO), payment_id: String(charged.body.data.id), plan_id: String(plan) }
      })
      expect((yield* deliver(succeeded)).status).toBe(200)
      expect((yield* deliver(succeeded)).status).toBe(200)
      const [after] = yield* sqlRun((sql) => sql<{ plan_id: number }>`SELECT plan_id FROM agencies WHERE id = ${DEMO}`)
      expect(after).toEqual({ plan_id: plan })
      expect(yield* activityCount("payment.succeeded", charged.body.data.id)).toBe(1)
    })
  )

  it.effect("a suspended agency cannot pay (403) and nothing is started", () =>
    Effect.gen(function* () {
      const north = yield* login(Seeded.northwind)
      yield* sqlRun((sql) => sql`UPDATE agencies SET status = 'suspend' WHERE id = ${NORTHWIND}`)
      const refused = yield* call("POST", `/billings/payment-intent/${NORTHWIND}`, north, { credit: 5 })
      yield* sqlRun((sql) => sql`UPDATE agencies SET status = 'active' WHERE id = ${NORTHWIND}`)
      expect(refused.status).toBe(403)
      expect(refused.body.message).toBe("Your agency is suspended.")
      const { count } = yield* one(
        sqlRun((sql) => sql<{ count: number }>`SELECT count(*)::int AS count FROM payments WHERE agency_id = ${NORTHWIND}`)
      )
      expect(count).toBe(0)
    })
  )
})
