// Billing over HTTP with the payment client pointed (STRIPE_API_HOST/PORT/PROTOCOL) at a local fake
// Stripe server: the server prices credits itself, only agency admins (or super admins) pay, and the
// signed webhook adds credits or changes plans exactly once however often and concurrently it arrives.
// Seeded: Demo Agency (1, credit_limit 25) owns 1 Acme (pro), 2 Beacon (core), 3 Cobalt (free);
// Northwind (2) owns 5 Northwind.
import { expect, layer } from "@effect/vitest"
import { Effect } from "effect"
import Stripe from "stripe"

import {
  activityCount,
  api,
  BillingServer,
  buyCredits,
  call,
  COBALT,
  creditLimit,
  creditsSucceeded,
  deliver,
  DEMO,
  event,
  login,
  NORTHWIND,
  one,
  paymentRow,
  sqlRun,
  WEBHOOK_SECRET
} from "./support/billing-kit.ts"
import { FakeStripe } from "./support/fakeStripe.ts"
import { subscribe as subscribeChannel, waitFor } from "./support/realtime.ts"
import { Seeded, TestApi } from "./support/TestApi.ts"

layer(BillingServer, { excludeTestServices: true, timeout: 180_000 })("billing", (it) => {
  it.effect("plans and credit packs for any logged-in user, prices in cents", () =>
    Effect.gen(function* () {
      const user = yield* login(Seeded.user)
      const plans = yield* call("GET", "/plans", user)
      expect(plans.status).toBe(200)
      expect(plans.body.data).toMatchObject({ current_page: 1, per_page: 100, last_page: 1 })
      const core = plans.body.data.data.find((plan: { id: number }) => plan.id === 35)
      expect(core).toMatchObject({ name: expect.any(String), price: 19700, final_price: 19700 })
      expect(plans.body.data.data.find((plan: { id: number }) => plan.id === 11).price).toBe(299700)
      expect(plans.body.data.data.find((plan: { id: number }) => plan.id === 40).price).toBe(99700)
      const paged = yield* call("GET", "/plans?limit=2&page=2", user)
      expect(paged.body.data).toMatchObject({ current_page: 2, per_page: 2, total: plans.body.data.total })
      expect((yield* call("GET", "/plans?limit=101", user)).status).toBe(422)
      const credits = yield* call("GET", "/plans/credits", user)
      expect(credits.status).toBe(200)
      const counts = credits.body.data.map((pack: { credit: number }) => pack.credit)
      expect(counts).toEqual([...counts].sort((a, b) => a - b))
      expect(credits.body.data[0]).toMatchObject({ credit: 1, amount: 50 })
      expect((yield* Effect.flatMap(TestApi, (client) => client.request("GET", `${api}/plans`))).status).toBe(401)
    })
  )

  it.effect("another agency's admin cannot pay for the agency (403), a plain member only buys credits; unknown agency 404", () =>
    Effect.gen(function* () {
      const user = yield* login(Seeded.user)
      const north = yield* login(Seeded.northwind)
      const admin = yield* login(Seeded.admin)
      const planPayload = { plan: 35, payment: "pm_any", agency: DEMO, portal: COBALT }
      for (const token of [user, north]) {
        expect((yield* call("GET", `/billings/payment-methods?agency=${DEMO}`, token)).status).toBe(403)
        expect(
          (yield* call("POST", "/billings/payment-methods", token, {
            payment_method: "pm_x",
            billing: { name: "A", email: "a@example.com", country: "US" },
            agency: DEMO
          })).status
        ).toBe(403)
        expect((yield* call("PUT", "/billings/subscribe", token, planPayload)).status).toBe(403)
        expect((yield* call("GET", `/billings/setup-intent/${DEMO}`, token)).status).toBe(403)
      }
      expect((yield* call("POST", `/billings/payment-intent/${DEMO}`, north, { credit: 5 })).status).toBe(403)
      expect((yield* call("POST", `/billings/payment-intent/999`, admin, { credit: 5 })).status).toBe(404)
      // Nothing was started on anyone's behalf.
      const { count } = yield* one(sqlRun((sql) => sql<{ count: number }>`SELECT count(*)::int AS count FROM payments`))
      expect(count).toBe(0)
      // Any member of the agency may buy credits (DESIGN.md); the payment records who paid.
      const bought = yield* call("POST", `/billings/payment-intent/${DEMO}`, user, { credit: 5 })
      expect(bought.status, JSON.stringify(bought.body)).toBe(200)
      const { id: userId } = yield* one(sqlRun((sql) => sql<{ id: number }>`SELECT id FROM users WHERE email = ${Seeded.user.email}`))
      expect(bought.body.data.payment).toMatchObject({ kind: "credits", status: "pending", user_id: userId })
      expect((yield* call("GET", `/agencies/payment/${bought.body.data.payment.id}/status`, user)).status).toBe(200)
      // A plain user sees only their own payments, so never who paid for the others; the agency admin sees every one.
      const agency = yield* login(Seeded.agencyAdmin)
      // Settled and written directly, so the tests after this one meet no open checkout or provider request of it.
      const theirs = yield* one(
        sqlRun(
          (sql) => sql<{ id: number }>`
        INSERT INTO payments (agency_id, user_id, kind, status, amount, currency, credit)
        SELECT ${DEMO}, id, 'credits', 'succeeded', 150, 'usd', 3 FROM users WHERE email = ${Seeded.agencyAdmin.email} RETURNING id`
        )
      )
      const ids = (reply: { body: { data: { data: ReadonlyArray<{ id: number }> } } }) => reply.body.data.data.map((row) => row.id).sort()
      const own = yield* call("GET", `/billings/history?agency=${DEMO}`, user)
      expect(ids(own)).toEqual([bought.body.data.payment.id])
      expect(own.body.data.total).toBe(1)
      expect(JSON.stringify(own.body)).not.toContain("Agency Admin")
      expect(ids(yield* call("GET", `/billings/history?agency=${DEMO}`, agency))).toEqual([bought.body.data.payment.id, theirs.id].sort())
      expect((yield* call("GET", `/agencies/payment/${theirs.id}/status`, user)).status).toBe(403)
      // Rights before validation: whoever may not read the agency's payments is refused before the page is checked.
      expect((yield* call("GET", `/billings/history?agency=${DEMO}&page=-1`, north)).status).toBe(403)
      yield* sqlRun((sql) => sql`DELETE FROM payments WHERE id = ${theirs.id}`)
      // Northwind's admin pays for Northwind.
      expect((yield* call("GET", `/billings/setup-intent/${NORTHWIND}`, north)).body.data.client_secret).toMatch(/^seti_/)
    })
  )

  it.effect(
    "a signed body that is not one of the provider's events is refused naming the field; a real type the app does not use is acknowledged",
    () =>
      Effect.gen(function* () {
        const valid = {
          id: "evt_test_shape",
          object: "event",
          type: "charge.refunded",
          created: 1_800_000_000,
          data: { object: { id: "ch_1" } }
        }
        const refused = [
          ["{not json", "Invalid event: body is not JSON"],
          ["[1]", "Invalid event: body is not an event object"],
          [
            JSON.stringify({ ...valid, type: "charge.refunded.everything" }),
            "Invalid event: type is not an event type of the payment provider"
          ],
          [JSON.stringify({ ...valid, type: "ü".repeat(100_000) }), "Invalid event: type is not an event type of the payment provider"],
          [JSON.stringify({ ...valid, id: "ch_123" }), "Invalid event: id is not an event id (evt_…)"],
          [JSON.stringify({ ...valid, created: "yesterday" }), "Invalid event: created is not a Unix timestamp"],
          [JSON.stringify({ ...valid, data: {} }), "Invalid event: data.object is missing"],
          [
            JSON.stringify({ ...valid, data: { object: "ch_1" } }),
            'Invalid event: data.object Expected { readonly [x: string]: unknown }, actual "ch_1"'
          ]
        ] as const
        for (const [payload, message] of refused) {
          const reply = yield* deliver(payload)
          expect(reply.status, payload.slice(0, 80)).toBe(400)
          expect(reply.body).toEqual({ message })
        }
        // The provider sends every type the endpoint is enabled for: one the app does not act on is acknowledged.
        const unused = yield* deliver(event("customer.created", { id: "cus_1", object: "customer" }))
        expect(unused.status).toBe(200)
        expect(unused.body).toEqual({ received: true, outcome: "ignored" })
      })
  )

  it.effect("the server prices credits: the client's amount is ignored", () =>
    Effect.gen(function* () {
      const fake = yield* FakeStripe
      const agency = yield* login(Seeded.agencyAdmin)
      const { payment, clientSecret } = yield* buyCredits(agency, DEMO, 5, 1)
      expect(clientSecret).toMatch(/^pi_/)
      expect(payment).toMatchObject({ kind: "credits", status: "pending", amount: 22500, credit: 5, currency: "usd" })
      const intent = fake.requests.filter((request) => request.path === "/v1/payment_intents").at(-1)!
      expect(intent.form).toMatchObject({
        amount: "22500",
        "metadata[kind]": "credits",
        "metadata[credit]": "5",
        "metadata[payment_id]": String(payment.id)
      })
      // 3 credits match no pack: 50 per credit.
      expect((yield* buyCredits(agency, DEMO, 3, 0)).payment.amount).toBe(15000)
    })
  )

  it.scoped("a wrong or missing signature is refused and changes nothing; the same event 5 times adds credits once", () =>
    Effect.gen(function* () {
      const agency = yield* login(Seeded.agencyAdmin)
      const frames = yield* subscribeChannel(`private-sr.payment.agency.${DEMO}`, agency)
      const before = yield* creditLimit(DEMO)
      const { payment, intentId } = yield* buyCredits(agency, DEMO, 5)
      const payload = creditsSucceeded({ id: intentId, amount: 22500, paymentId: payment.id, credit: 5, agencyId: DEMO })

      const forged = yield* deliver(payload, Stripe.webhooks.generateTestHeaderString({ payload, secret: "whsec_someone_else" }))
      expect(forged.status).toBe(400)
      expect(forged.body).toEqual({ message: "Invalid signature." })
      expect((yield* deliver(payload, null)).status).toBe(400)
      // A body changed after signing does not verify either.
      const signed = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET })
      expect((yield* deliver(payload.replace('"credit":"5"', '"credit":"500"'), signed)).status).toBe(400)
      expect(yield* creditLimit(DEMO)).toBe(before)
      expect((yield* paymentRow(payment.id)).status).toBe("pending")

      for (let delivery = 0; delivery < 5; delivery++) {
        expect((yield* deliver(payload)).status).toBe(200)
      }
      // And 5 more at once.
      const concurrent = yield* Effect.all(
        Array.from({ length: 5 }, () => deliver(payload)),
        { concurrency: "unbounded" }
      )
      expect(concurrent.map((reply) => reply.status)).toEqual([200, 200, 200, 200, 200])
      expect(yield* creditLimit(DEMO)).toBe(before + 5)
      expect((yield* paymentRow(payment.id)).status).toBe("succeeded")
      expect(yield* activityCount("payment.succeeded", payment.id)).toBe(1)
      // A different event about the same, already applied, payment adds nothing either.
      expect(
        (yield* deliver(creditsSucceeded({ id: intentId, amount: 22500, paymentId: payment.id, credit: 5, agencyId: DEMO }))).status
      ).toBe(200)
      expect(yield* creditLimit(DEMO)).toBe(before + 5)

      const announced = yield* waitFor(frames, "payment.succeeded")
      expect(JSON.parse(announced.data!)).toEqual({ agency_id: DEMO })
      // The browser sees the new balance on /me.
      const me = yield* Effect.flatMap(TestApi, (client) => client.request("GET", "/auth/api/v2/me", { token: agency }))
      expect(me.body.data.agencies.find((row: { id: number }) => row.id === DEMO).credit_limit).toBe(before + 5)
    })
  )

  it.effect("two different purchases confirmed concurrently both count", () =>
    Effect.gen(function* () {
      const agency = yield* login(Seeded.agencyAdmin)
      const admin = yield* login(Seeded.admin)
      const before = yield* creditLimit(DEMO)
      const first = yield* buyCredits(agency, DEMO, 3)
      // A super admin may buy for the agency too.
      const second = yield* buyCredits(admin, DEMO, 10)
      const replies = yield* Effect.all(
        [
          deliver(creditsSucceeded({ id: first.intentId, amount: 15000, paymentId: first.payment.id, credit: 3, agencyId: DEMO })),
          deliver(creditsSucceeded({ id: second.intentId, amount: 40000, paymentId: second.payment.id, credit: 10, agencyId: DEMO }))
        ],
        { concurrency: "unbounded" }
      )
      expect(replies.map((reply) => reply.status)).toEqual([200, 200])
      expect(yield* creditLimit(DEMO)).toBe(before + 13)
    })
  )

  it.effect("an event whose metadata names another agency, or an unknown type, changes nothing", () =>
    Effect.gen(function* () {
      const agency = yield* login(Seeded.agencyAdmin)
      const before = yield* creditLimit(DEMO)
      const { payment, intentId } = yield* buyCredits(agency, DEMO, 1)
      expect(
        (yield* deliver(creditsSucceeded({ id: intentId, amount: 5000, paymentId: payment.id, credit: 1, agencyId: NORTHWIND }))).status
      ).toBe(200)
      expect((yield* deliver(event("customer.created", { id: "cus_x", object: "customer" }))).status).toBe(200)
      expect(yield* creditLimit(DEMO)).toBe(before)
      expect(yield* creditLimit(NORTHWIND)).toBe(5)
      expect((yield* paymentRow(payment.id)).status).toBe("pending")
    })
  )

  it.effect("payment_intent.payment_failed marks the payment failed with the provider's message", () =>
    Effect.gen(function* () {
      const agency = yield* login(Seeded.agencyAdmin)
      const before = yield* creditLimit(DEMO)
      const { payment, intentId } = yield* buyCredits(agency, DEMO, 5)
      const failed = event("payment_intent.payment_failed", {
        id: intentId,
        object: "payment_intent",
        status: "requires_payment_method",
        last_payment_error: { type: "card_error", code: "card_declined", message: "Your card has insufficient funds." },
        metadata: { kind: "credits", agency_id: String(DEMO), payment_id: String(payment.id), credit: "5" }
      })
      expect((yield* deliver(failed)).status).toBe(200)
      const row = yield* paymentRow(payment.id)
      expect(row).toMatchObject({ status: "failed", message: "Your card has insufficient funds." })
      const status = yield* call("GET", `/agencies/payment/${payment.id}/status`, agency)
      expect(status.body.data).toMatchObject({ status: "failed", message: "Your card has insufficient funds." })
      expect((yield* call("GET", `/agencies/payment/${payment.id}/status`, yield* login(Seeded.northwind))).status).toBe(403)
      expect(yield* creditLimit(DEMO)).toBe(before)
    })
  )
})
