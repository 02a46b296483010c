// Billing over HTTP with the payment client pointed (STRIPE_API_HOST/PORT/PROTOCOL) at a local fake
// Stripe server: the server prices credits itself, only agency admins (or super admins) pay, and the
// signed webhook adds credits or changes plans exactly once however often and concurrently it arrives.
// Seeded: Demo Agency (1, credit_limit 25) owns 1 Acme (pro), 2 Beacon (core), 3 Cobalt (free);
// Northwind (2) owns 5 Northwind.
import { SqlClient } from "@effect/sql"
import { expect, layer } from "@effect/vitest"
import { ConfigProvider, Effect, Layer } from "effect"
import Stripe from "stripe"
import { WEBHOOK_PATH } from "../../server/http/billing/webhook.ts"
import { FakeStripe, FakeStripeLive } from "./support/fakeStripe.ts"
import { subscribe as subscribeChannel, waitFor } from "./support/realtime.ts"
import { Seeded, TestApi, testServer } from "./support/TestApi.ts"

const WEBHOOK_SECRET = "whsec_billing_test_secret"
const api = "/agency/api/v2"
const DEMO = 1
const NORTHWIND = 2
const COBALT = 3

/** The app with its payment client on the fake Stripe; every other setting from the environment. */
const BillingServer = Layer.unwrapEffect(
  Effect.map(FakeStripe, (fake) =>
    testServer().pipe(
      Layer.provide(Layer.setConfigProvider(
        ConfigProvider.fromMap(new Map([
          ["STRIPE_SECRET_KEY", "sk_test_billing"],
          ["STRIPE_WEBHOOK_SECRET", WEBHOOK_SECRET],
          ["STRIPE_API_HOST", "127.0.0.1"],
          ["STRIPE_API_PORT", String(fake.port)],
          ["STRIPE_API_PROTOCOL", "http"]
        ])).pipe(ConfigProvider.orElse(() => ConfigProvider.fromEnv()))
      ))
    ))
).pipe(Layer.provideMerge(FakeStripeLive))

const sqlRun = <A extends object>(run: (sql: SqlClient.SqlClient) => Effect.Effect<ReadonlyArray<A>, unknown>) =>
  Effect.flatMap(SqlClient.SqlClient, run).pipe(Effect.orDie)

/** The first row of a query that always answers one. */
const one = <A, R>(rows: Effect.Effect<ReadonlyArray<A>, never, R>) => Effect.map(rows, (found) => found[0]!)

const login = (who: { email: string; password: string }) => Effect.flatMap(TestApi, (client) => client.login(who.email, who.password))

const call = (method: "GET" | "POST" | "PUT" | "DELETE", path: string, token: string, json?: unknown) =>
  Effect.flatMap(TestApi, (client) => client.request(method, `${api}${path}`, { token, ...(json === undefined ? {} : { json }) }))

const creditLimit = (agencyId: number) =>
  Effect.map(sqlRun((sql) => sql<{ credit_limit: number }>`SELECT credit_limit FROM agencies WHERE id = ${agencyId}`), (rows) => rows[0]!.credit_limit)

const paymentRow = (id: number) =>
  Effect.map(sqlRun((sql) => sql<{ status: string; message: string | null; provider_ref: string | null }>`SELECT status, message, provider_ref FROM payments WHERE id = ${id}`), (rows) => rows[0]!)

const activityCount = (event: string, paymentId: number) =>
  Effect.map(
    sqlRun((sql) => sql<{ count: number }>`SELECT count(*)::int AS count FROM activity_log WHERE event = ${event} AND properties->>'payment_id' = ${String(paymentId)}`),
    (rows) => rows[0]!.count
  )

/** A one-off (fixed) plan of $500, added once: PUT /billings/charge sells only such plans. */
const ONE_OFF_PLAN = 90
const oneOffPlan = Effect.as(
  sqlRun((sql) => sql`
    INSERT INTO plans (id, name, type, upgrade_order, portal_limit, user_limit, module_limit, is_free_module, is_hidden_plan, price, final_price,
                       is_fixed, currency, currency_symbol, interval, trial_period, stripe_plan_id, custom_logo, module_access, agency_plan, status)
    SELECT ${ONE_OFF_PLAN}, 'Lifetime Core', 'fixed', upgrade_order, portal_limit, user_limit, module_limit, is_free_module, is_hidden_plan, 50000, 50000,
           true, currency, currency_symbol, interval, trial_period, NULL, custom_logo, module_access, agency_plan, status
    FROM plans WHERE id = 35
    ON CONFLICT (id) DO NOTHING`),
  ONE_OFF_PLAN
)

let eventSequence = 0
const event = (type: string, object: Record<string, unknown>) =>
  JSON.stringify({ id: `evt_test_${++eventSequence}`, object: "event", type, api_version: "2026-10-28.endive", created: Math.floor(Date.now() / 1000), data: { object } })

const deliver = (payload: string, signature: string | null = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET })) =>
  Effect.flatMap(TestApi, (client) =>
    client.request("POST", WEBHOOK_PATH, { raw: payload, headers: signature === null ? {} : { "stripe-signature": signature } }))

/** What the provider sends when the credits' PaymentIntent succeeds (metadata as the service set it). */
const creditsSucceeded = (intent: { id: string; amount: number; paymentId: number; credit: number; agencyId: number }) =>
  event("payment_intent.succeeded", {
    id: intent.id,
    object: "payment_intent",
    amount: intent.amount,
    status: "succeeded",
    metadata: { kind: "credits", agency_id: String(intent.agencyId), payment_id: String(intent.paymentId), credit: String(intent.credit) }
  })

/** Starts a credit purchase as the browser does; answers the payment and its PaymentIntent id. */
const buyCredits = (token: string, agencyId: number, credit: number, amount?: number) =>
  Effect.gen(function*() {
    const reply = yield* call("POST", `/billings/payment-intent/${agencyId}`, token, { amount, credit, options: { description: `${credit} credits` } })
    expect(reply.status, JSON.stringify(reply.body)).toBe(200)
    const payment = reply.body.data.payment as { id: number; amount: number; status: string }
    const ref = (yield* paymentRow(payment.id)).provider_ref!
    return { payment, clientSecret: reply.body.data.client_secret as string, intentId: ref }
  })

layer(BillingServer, { excludeTestServices: true, timeout: 180_000 })("billing", (it) => {
  it.effect("plans and credit packs for any logged-in user, prices in cents", () =>
    Effect.gen(function*() {
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
    }))

  it.effect("another agency's admin cannot pay for the agency (403), a plain member only buys credits; unknown agency 404", () =>
    Effect.gen(function*() {
      const user = yield* login(Seeded.user)
      const north = yield* login(Seeded.northwind)
      const admin = yield* login(Seeded.admin)
      const planPayload = { plan: 35, payment: "pm_any", agency: DEMO, portal: COBALT }
      for (const token of [user, north]) {
        expect((yield* call("GET", `/billings/payment-methods?agency=${DEMO}`, token)).status).toBe(403)
        expect((yield* call("POST", "/billings/payment-methods", token, { payment_method: "pm_x", billing: { name: "A", email: "a@example.com", country: "US" }, agency: DEMO })).status).toBe(403)
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
      // Northwind's admin pays for Northwind.
      expect((yield* call("GET", `/billings/setup-intent/${NORTHWIND}`, north)).body.data.client_secret).toMatch(/^seti_/)
    }))

  it.effect("a signed body that is not one of the provider's events is refused naming the field; a real type the app does not use is acknowledged", () =>
    Effect.gen(function*() {
      const valid = { id: "evt_test_shape", object: "event", type: "charge.refunded", created: 1_800_000_000, data: { object: { id: "ch_1" } } }
      const refused = [
        ["{not json", "Invalid event: body is not JSON"],
        ["[1]", "Invalid event: body is not an event object"],
        [JSON.stringify({ ...valid, type: "charge.refunded.everything" }), "Invalid event: type is not an event type of the payment provider"],
        [JSON.stringify({ ...valid, type: "ü".repeat(100_000) }), "Invalid event: type is not an event type of the payment provider"],
        [JSON.stringify({ ...valid, id: "ch_123" }), "Invalid event: id is not an event id (evt_…)"],
        [JSON.stringify({ ...valid, created: "yesterday" }), "Invalid event: created is not a Unix timestamp"],
        [JSON.stringify({ ...valid, data: {} }), "Invalid event: data.object is missing"],
        [JSON.stringify({ ...valid, data: { object: "ch_1" } }), "Invalid event: data.object Expected { readonly [x: string]: unknown }, actual \"ch_1\""]
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
    }))

  it.effect("the server prices credits: the client's amount is ignored", () =>
    Effect.gen(function*() {
      const fake = yield* FakeStripe
      const agency = yield* login(Seeded.agencyAdmin)
      const { payment, clientSecret } = yield* buyCredits(agency, DEMO, 5, 1)
      expect(clientSecret).toMatch(/^pi_/)
      expect(payment).toMatchObject({ kind: "credits", status: "pending", amount: 22500, credit: 5, currency: "usd" })
      const intent = fake.requests.filter((request) => request.path === "/v1/payment_intents").at(-1)!
      expect(intent.form).toMatchObject({ amount: "22500", "metadata[kind]": "credits", "metadata[credit]": "5", "metadata[payment_id]": String(payment.id) })
      // 3 credits match no pack: 50 per credit.
      expect((yield* buyCredits(agency, DEMO, 3, 0)).payment.amount).toBe(15000)
    }))

  it.scoped("a wrong or missing signature is refused and changes nothing; the same event 5 times adds credits once", () =>
    Effect.gen(function*() {
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
      const concurrent = yield* Effect.all(Array.from({ length: 5 }, () => deliver(payload)), { concurrency: "unbounded" })
      expect(concurrent.map((reply) => reply.status)).toEqual([200, 200, 200, 200, 200])
      expect(yield* creditLimit(DEMO)).toBe(before + 5)
      expect((yield* paymentRow(payment.id)).status).toBe("succeeded")
      expect(yield* activityCount("payment.succeeded", payment.id)).toBe(1)
      // A different event about the same, already applied, payment adds nothing either.
      expect((yield* deliver(creditsSucceeded({ id: intentId, amount: 22500, paymentId: payment.id, credit: 5, agencyId: DEMO }))).status).toBe(200)
      expect(yield* creditLimit(DEMO)).toBe(before + 5)

      const announced = yield* waitFor(frames, "payment.succeeded")
      expect(JSON.parse(announced.data!)).toEqual({ agency_id: DEMO })
      // The browser sees the new balance on /me.
      const me = yield* Effect.flatMap(TestApi, (client) => client.request("GET", "/auth/api/v2/me", { token: agency }))
      expect(me.body.data.agencies.find((row: { id: number }) => row.id === DEMO).credit_limit).toBe(before + 5)
    }))

  it.effect("two different purchases confirmed concurrently both count", () =>
    Effect.gen(function*() {
      const agency = yield* login(Seeded.agencyAdmin)
      const admin = yield* login(Seeded.admin)
      const before = yield* creditLimit(DEMO)
      const first = yield* buyCredits(agency, DEMO, 3)
      // A super admin may buy for the agency too.
      const second = yield* buyCredits(admin, DEMO, 10)
      const replies = yield* Effect.all([
        deliver(creditsSucceeded({ id: first.intentId, amount: 15000, paymentId: first.payment.id, credit: 3, agencyId: DEMO })),
        deliver(creditsSucceeded({ id: second.intentId, amount: 40000, paymentId: second.payment.id, credit: 10, agencyId: DEMO }))
      ], { concurrency: "unbounded" })
      expect(replies.map((reply) => reply.status)).toEqual([200, 200])
      expect(yield* creditLimit(DEMO)).toBe(before + 13)
    }))

  it.effect("an event whose metadata names another agency, or an unknown type, changes nothing", () =>
    Effect.gen(function*() {
      const agency = yield* login(Seeded.agencyAdmin)
      const before = yield* creditLimit(DEMO)
      const { payment, intentId } = yield* buyCredits(agency, DEMO, 1)
      expect((yield* deliver(creditsSucceeded({ id: intentId, amount: 5000, paymentId: payment.id, credit: 1, agencyId: NORTHWIND }))).status).toBe(200)
      expect((yield* deliver(event("customer.created", { id: "cus_x", object: "customer" }))).status).toBe(200)
      expect(yield* creditLimit(DEMO)).toBe(before)
      expect(yield* creditLimit(NORTHWIND)).toBe(5)
      expect((yield* paymentRow(payment.id)).status).toBe("pending")
    }))

  it.effect("payment_intent.payment_failed marks the payment failed with the provider's message", () =>
    Effect.gen(function*() {
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
    }))

  it.scoped("cards, coupons and a portal upgrade to core with a percent coupon, confirmed by invoice.paid", () =>
    Effect.gen(function*() {
      const fake = yield* FakeStripe
      const agency = yield* login(Seeded.agencyAdmin)
      const billing = { name: "Agency Admin", email: "agency@example.com", country: "US" }
      const added = yield* call("POST", "/billings/payment-methods", agency, { payment_method: "pm_card_visa", billing, agency: DEMO })
      expect(added.status, JSON.stringify(added.body)).toBe(200)
      expect(added.body.data).toMatchObject({ id: "pm_card_visa", last4: "4242", is_default: true, country: "US" })
      // The same card again updates its billing details.
      const updated = yield* call("POST", "/billings/payment-methods", agency, { payment_method: "pm_card_visa", billing: { ...billing, name: "New Name" }, agency: DEMO })
      expect(updated.body.data.name).toBe("New Name")
      expect((yield* call("POST", "/billings/payment-methods", agency, { payment_method: "pm_x", billing: { ...billing, email: "nope" }, agency: DEMO })).status).toBe(422)

      const unknown = yield* call("POST", "/coupons/apply", agency, { coupon: "NOPE" })
      expect(unknown.status).toBe(404)
      expect(unknown.body.message).toBe("The coupon is invalid.")
      const applied = yield* call("POST", "/coupons/apply", agency, { coupon: "TENOFF", plan: 11 })
      expect(applied.body.data.quote).toMatchObject({ price: 299700, final_price: 298700 })
      const quote = yield* call("POST", "/agencies/upgrade/pre-plan", agency, { agency_id: DEMO, plan: 35, portal_id: COBALT, coupon: "HALF" })
      expect(quote.body.data).toMatchObject({ plan_id: 35, price: 19700, final_price: 9850, coupon: { percent_off: 50 } })

      // A card of no customer of ours is refused before anything is charged.
      expect((yield* call("POST", `/agencies/payment/${DEMO}`, agency, { portal_id: COBALT, plan: 35, payment: "pm_stranger", coupon: "HALF" })).status).toBe(422)
      // Northwind's portal cannot be upgraded on Demo's account.
      expect((yield* call("POST", `/agencies/payment/${DEMO}`, agency, { portal_id: 5, plan: 35, payment: "pm_card_visa" })).status).toBe(403)

      const me = yield* Effect.flatMap(TestApi, (client) => client.request("GET", "/auth/api/v2/me", { token: agency }))
      const frames = yield* subscribeChannel(`private-analytics.user.${me.body.data.id}`, agency)
      const upgrade = yield* call("POST", `/agencies/payment/${DEMO}`, agency, { portal_id: COBALT, plan: 35, payment: "pm_card_visa", coupon: "HALF" })
      expect(upgrade.status, JSON.stringify(upgrade.body)).toBe(200)
      // The provider answered the subscription active (its first invoice paid): the plan applies at once.
      expect(upgrade.body.data).toMatchObject({ kind: "plan", status: "succeeded", amount: 9850, plan_id: 35, portal_id: COBALT, coupon: "HALF" })
      const subscription = fake.requests.filter((request) => request.path === "/v1/subscriptions").at(-1)!
      expect(subscription.form).toMatchObject({ "items[0][price]": "price_core_monthly", "discounts[0][coupon]": "HALF", default_payment_method: "pm_card_visa" })

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
      expect((yield* call("DELETE", `/billings/payment-methods/pm_card_visa?agency=${NORTHWIND}`, yield* login(Seeded.northwind))).status).toBe(404)
      expect((yield* call("DELETE", `/billings/payment-methods/pm_card_visa?agency=${DEMO}`, agency)).status).toBe(200)
    }))

  it.effect("PUT /billings/charge refuses a subscription plan (422 naming the plan) before any provider call", () =>
    Effect.gen(function*() {
      const fake = yield* FakeStripe
      const agency = yield* login(Seeded.agencyAdmin)
      const before = fake.requests.length
      const refused = yield* call("PUT", "/billings/charge", agency, { plan: 11, payment: "pm_card_visa", agency: DEMO })
      expect(refused.status).toBe(422)
      expect(refused.body.message).toMatch(/plan/)
      expect(fake.requests.slice(before).filter((request) => request.path === "/v1/payment_intents")).toEqual([])
    }))

  it.effect("a declined one-off charge answers 422 with the provider's message and changes nothing", () =>
    Effect.gen(function*() {
      const fake = yield* FakeStripe
      const agency = yield* login(Seeded.agencyAdmin)
      const plan = yield* oneOffPlan
      const billing = { name: "Agency Admin", email: "agency@example.com", country: "US" }
      expect((yield* call("POST", "/billings/payment-methods", agency, { payment_method: "pm_card_declined", billing, agency: DEMO })).status).toBe(200)
      const { plan_id: planBefore, portals_available: portalsBefore } = yield* one(sqlRun((sql) =>
        sql<{ plan_id: number; portals_available: number }>`SELECT plan_id, portals_available FROM agencies WHERE id = ${DEMO}`))
      fake.declineWith = "Your card was declined."
      const declined = yield* call("PUT", "/billings/charge", agency, { plan, payment: "pm_card_declined", agency: DEMO })
      fake.declineWith = null
      expect(declined.status).toBe(422)
      expect(declined.body.message).toBe("Your card was declined.")
      const row = yield* one(sqlRun((sql) => sql<{ status: string; message: string }>`SELECT status, message FROM payments WHERE plan_id = ${plan} ORDER BY id DESC LIMIT 1`))
      expect(row).toEqual({ status: "failed", message: "Your card was declined." })
      const [after] = yield* sqlRun((sql) => sql<{ plan_id: number; portals_available: number }>`SELECT plan_id, portals_available FROM agencies WHERE id = ${DEMO}`)
      expect(after).toEqual({ plan_id: planBefore, portals_available: portalsBefore })
    }))

  it.effect("a one-off plan charged on a saved card applies once: the provider's answer, then its webhook, count once", () =>
    Effect.gen(function*() {
      const fake = yield* FakeStripe
      const agency = yield* login(Seeded.agencyAdmin)
      const plan = yield* oneOffPlan
      const billing = { name: "Agency Admin", email: "agency@example.com", country: "US" }
      expect((yield* call("POST", "/billings/payment-methods", agency, { payment_method: "pm_card_visa", billing, agency: DEMO })).status).toBe(200)
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
    }))

  it.effect("a suspended agency cannot pay (403) and nothing is started", () =>
    Effect.gen(function*() {
      const north = yield* login(Seeded.northwind)
      yield* sqlRun((sql) => sql`UPDATE agencies SET status = 'suspend' WHERE id = ${NORTHWIND}`)
      const refused = yield* call("POST", `/billings/payment-intent/${NORTHWIND}`, north, { credit: 5 })
      yield* sqlRun((sql) => sql`UPDATE agencies SET status = 'active' WHERE id = ${NORTHWIND}`)
      expect(refused.status).toBe(403)
      expect(refused.body.message).toBe("Your agency is suspended.")
      const { count } = yield* one(sqlRun((sql) => sql<{ count: number }>`SELECT count(*)::int AS count FROM payments WHERE agency_id = ${NORTHWIND}`))
      expect(count).toBe(0)
    }))
})
