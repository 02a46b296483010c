// Refunds and disputes of subscription invoices' charges, through the sandbox payments and its
// Dashboard: the charge carries no metadata of ours, so the app finds its payment through the invoice
// its PaymentIntent paid (GET /v1/invoice_payments). A renewal refunded in full ends the plan at once
// (Free, the subscription ended here and cancelled at the provider), once however often the event
// comes; refunded in part it keeps the plan; a dispute ends it until won, and won gives it back in a
// grace period; a refund that comes before the renewal's invoice.paid records the renewal itself.
import { SqlClient } from "@effect/sql"
import { expect, layer } from "@effect/vitest"
import { Effect } from "effect"

import { dashboard, sandbox, saveCard } from "./support/sandboxBilling.ts"
import { Seeded, TestApi, testServer } from "./support/TestApi.ts"

const DEMO = 1
const BEACON = 2
const COBALT = 3

const query = <A extends object>(run: (sql: SqlClient.SqlClient) => Effect.Effect<ReadonlyArray<A>, unknown>) =>
  Effect.flatMap(SqlClient.SqlClient, run).pipe(Effect.orDie)

/** Polls until `read` answers something `done` accepts (webhooks arrive in the background). */
const until = <A>(read: Effect.Effect<A, never, SqlClient.SqlClient | TestApi>, done: (value: A) => boolean) =>
  Effect.gen(function* () {
    for (let attempt = 0; attempt < 150; attempt++) {
      const value = yield* read
      if (done(value)) return value
      yield* Effect.sleep("100 millis")
    }
    return yield* read
  })

/** The portal upgraded to `plan` on a subscription; answers the subscription's id. */
const subscribe = (token: string, portal: number, plan: number, card: string) =>
  Effect.gen(function* () {
    const api = yield* TestApi
    const reply = yield* api.request("POST", `/agency/api/v2/agencies/payment/${DEMO}`, {
      token,
      json: { portal_id: portal, plan, payment: card }
    })
    expect(reply.status, JSON.stringify(reply.body)).toBe(200)
    const status = yield* until(
      Effect.map(
        api.request("GET", `/agency/api/v2/agencies/payment/${reply.body.data.id}/status`, { token }),
        (answer) => answer.body.data.status as string
      ),
      (value) => value === "succeeded"
    )
    expect(status).toBe("succeeded")
    const [row] = yield* query((sql) => sql<{ provider_ref: string }>`SELECT provider_ref FROM payments WHERE id = ${reply.body.data.id}`)
    return row!.provider_ref
  })

/** Webhooks the sandbox payments recorded and have not delivered yet. */
const undeliveredWebhooks = Effect.map(
  query((sql) => sql<{ count: number }>`SELECT count(*)::int AS count FROM sandbox_stripe_events WHERE delivery_status = 'pending'`),
  (rows) => rows[0]!.count
)

interface PaymentState {
  readonly id: number
  readonly status: string
  readonly amount: number
  readonly amount_refunded: number
  readonly reason: string
}

const paymentByRef = (ref: string) =>
  Effect.map(
    query((sql) => sql<PaymentState>`SELECT id, status, amount, amount_refunded, reason FROM payments WHERE provider_ref = ${ref}`),
    (rows) => rows[0]
  )

/** The Dashboard's renewal: its invoice, the charge that paid it, and our renewal payment once invoice.paid landed. */
const renew = (subscription: string) =>
  Effect.gen(function* () {
    const renewed = yield* dashboard(`/subscriptions/${subscription}/renew`)
    expect(renewed.status, JSON.stringify(renewed.body)).toBe(200)
    const invoice = renewed.body.invoice.id as string
    const [charge] = yield* query(
      (sql) => sql<{ id: string; amount: number }>`SELECT id, amount FROM sandbox_stripe_charges WHERE invoice = ${invoice}`
    )
    const payment = yield* until(paymentByRef(invoice), (row) => row !== undefined)
    expect(payment).toMatchObject({ status: "succeeded", reason: "renewal", amount: charge!.amount })
    return { invoice, charge: charge!.id, amount: charge!.amount, payment: payment! }
  })

const portalPlan = (portal: number) =>
  Effect.map(
    query((sql) => sql<{ plan: string }>`SELECT plan FROM portals WHERE id = ${portal}`),
    (rows) => rows[0]!.plan
  )
const localSubscription = (id: string) =>
  Effect.map(
    query(
      (sql) => sql<{ status: string; alert_kind: string | null; cancel_at_provider: boolean }>`
    SELECT status, alert_kind, cancel_at_provider FROM billing_subscriptions WHERE provider_subscription_id = ${id}`
    ),
    (rows) => rows[0]!
  )
const providerStatus = (id: string) => Effect.map(sandbox("GET", `/v1/subscriptions/${id}`), (reply) => reply.body.status as string)
const activityCount = (event: string, subscription: string) =>
  Effect.map(
    query(
      (sql) =>
        sql<{
          count: number
        }>`SELECT count(*)::int AS count FROM activity_log WHERE event = ${event} AND properties ->> 'subscription' = ${subscription}`
    ),
    (rows) => rows[0]!.count
  )

/** The sandbox's delivery of the event of `type` about `objectId`, sent to the app again. */
const resend = (type: string, objectId: string) =>
  Effect.gen(function* () {
    const [event] = yield* query(
      (sql) =>
        sql<{
          id: string
        }>`SELECT id FROM sandbox_stripe_events WHERE type = ${type} AND object ->> 'id' = ${objectId} ORDER BY created DESC LIMIT 1`
    )
    const sent = yield* dashboard(`/events/${event!.id}/resend`)
    expect(sent.body.resend, JSON.stringify(sent.body)).toEqual({ delivered: true, status: 200 })
    return event!.id
  })

/** The card the first test saved, for the ones after it. */
let savedCard = ""

/** The agency admin signed in, with the agency's saved card. */
const signedIn = Effect.gen(function* () {
  const api = yield* TestApi
  const token = yield* api.login(Seeded.agencyAdmin.email, Seeded.agencyAdmin.password)
  if (savedCard === "") savedCard = yield* saveCard(token, DEMO)
  return { api, token, card: savedCard }
})

layer(testServer(), { excludeTestServices: true, timeout: 180_000 })("refunds and disputes of subscription invoices", (it) => {
  it.effect(
    "a renewal refunded in full from the Dashboard: refunded, the portal on Free at once, the subscription cancelled at the provider; again, once",
    () =>
      Effect.gen(function* () {
        const { api, card, token } = yield* signedIn
        const subscription = yield* subscribe(token, COBALT, 35, card)
        expect(yield* portalPlan(COBALT)).toBe("core")
        const renewal = yield* renew(subscription)

        const refunded = yield* dashboard("/refund", { charge: renewal.charge })
        expect(refunded.status, JSON.stringify(refunded.body)).toBe(200)
        const payment = yield* until(paymentByRef(renewal.invoice), (row) => row?.status === "refunded")
        expect(payment).toMatchObject({ status: "refunded", amount_refunded: renewal.amount })
        expect(yield* portalPlan(COBALT)).toBe("free")
        expect(yield* until(providerStatus(subscription), (status) => status === "canceled")).toBe("canceled")
        expect(yield* until(localSubscription(subscription), (row) => !row.cancel_at_provider)).toEqual({
          status: "ended",
          alert_kind: null,
          cancel_at_provider: false
        })
        // The provider's cancellation that follows raises no alert: the plan has already ended.
        const standing = yield* api.request("GET", `/agency/api/v2/billings/standing?agency=${DEMO}`, { token })
        expect(standing.body.data.alerts).toEqual([])
        const history = yield* api.request("GET", `/agency/api/v2/billings/history?agency=${DEMO}`, { token })
        expect(history.body.data.data.find((entry: { id: number }) => entry.id === renewal.payment.id)).toMatchObject({
          status: "refunded",
          amount_refunded: renewal.amount,
          reason: "renewal"
        })

        yield* resend("charge.refunded", renewal.charge)
        expect(yield* activityCount("subscription.ended", subscription)).toBe(1)
        const [logged] = yield* query(
          (sql) => sql<{ count: number }>`
        SELECT count(*)::int AS count FROM activity_log WHERE event = 'payment.refunded' AND (properties ->> 'payment_id')::int = ${renewal.payment.id}`
        )
        expect(logged!.count).toBe(1)
        expect(yield* paymentByRef(renewal.invoice)).toMatchObject({ status: "refunded", amount_refunded: renewal.amount })
      })
  )

  it.effect("a renewal refunded in part: partially_refunded with what was refunded, and the plan stays", () =>
    Effect.gen(function* () {
      const { card, token } = yield* signedIn
      const subscription = yield* subscribe(token, COBALT, 35, card)
      const renewal = yield* renew(subscription)
      expect((yield* dashboard("/refund", { charge: renewal.charge, amount: 5000 })).status).toBe(200)
      const payment = yield* until(paymentByRef(renewal.invoice), (row) => row?.status !== "succeeded")
      expect(payment).toMatchObject({ status: "partially_refunded", amount_refunded: 5000 })
      expect(yield* portalPlan(COBALT)).toBe("core")
      expect(yield* localSubscription(subscription)).toMatchObject({ status: "active" })
      expect(yield* providerStatus(subscription)).toBe("active")
    })
  )

  it.effect("a renewal disputed: disputed and the plan ended; the dispute won gives the plan back in a grace period with the alert", () =>
    Effect.gen(function* () {
      const { api, token } = yield* signedIn
      const [live] = yield* query(
        (sql) => sql<{ provider_subscription_id: string }>`
        SELECT provider_subscription_id FROM billing_subscriptions WHERE portal_id = ${COBALT} AND status = 'active'`
      )
      const subscription = live!.provider_subscription_id
      const renewal = yield* renew(subscription)
      const opened = yield* dashboard("/disputes", { charge: renewal.charge })
      expect(opened.status, JSON.stringify(opened.body)).toBe(200)
      expect(yield* until(paymentByRef(renewal.invoice), (row) => row?.status === "disputed")).toMatchObject({ status: "disputed" })
      expect(yield* portalPlan(COBALT)).toBe("free")
      expect(yield* until(providerStatus(subscription), (status) => status === "canceled")).toBe("canceled")

      expect((yield* dashboard(`/disputes/${opened.body.id}/close`, { status: "won" })).status).toBe(200)
      expect(yield* until(paymentByRef(renewal.invoice), (row) => row?.status !== "disputed")).toMatchObject({
        status: "succeeded",
        amount_refunded: 0
      })
      expect(yield* portalPlan(COBALT)).toBe("core")
      expect(yield* localSubscription(subscription)).toMatchObject({ status: "canceled", alert_kind: "subscription_canceled" })
      const standing = yield* api.request("GET", `/agency/api/v2/billings/standing?agency=${DEMO}`, { token })
      expect(standing.body.data.alerts).toEqual([
        expect.objectContaining({ kind: "subscription_canceled", portal_id: COBALT, plan_name: "Core" })
      ])
      expect(yield* activityCount("subscription.restored", subscription)).toBe(1)
    })
  )

  it.effect("a refund delivered before the renewal's invoice.paid records the renewal itself; invoice.paid after it changes nothing", () =>
    Effect.gen(function* () {
      const { card, token } = yield* signedIn
      const subscription = yield* subscribe(token, BEACON, 40, card)
      expect(yield* portalPlan(BEACON)).toBe("stack")
      const renewal = yield* renew(subscription)
      // As if invoice.paid had not come yet: the app forgets the renewal and that it saw the event.
      const [paid] = yield* query(
        (sql) =>
          sql<{ id: string }>`SELECT id FROM sandbox_stripe_events WHERE type = 'invoice.paid' AND object ->> 'id' = ${renewal.invoice}`
      )
      yield* query(
        (sql) =>
          sql`DELETE FROM activity_log WHERE event = 'payment.renewed' AND (properties ->> 'payment_id')::int = ${renewal.payment.id}`
      )
      yield* query((sql) => sql`DELETE FROM payments WHERE id = ${renewal.payment.id}`)
      yield* query((sql) => sql`DELETE FROM payment_events WHERE id = ${paid!.id}`)

      expect((yield* dashboard("/refund", { charge: renewal.charge })).status).toBe(200)
      const refunded = yield* until(paymentByRef(renewal.invoice), (row) => row?.status === "refunded")
      expect(refunded).toMatchObject({ status: "refunded", reason: "renewal", amount: renewal.amount, amount_refunded: renewal.amount })
      expect(yield* portalPlan(BEACON)).toBe("free")
      expect(yield* until(providerStatus(subscription), (status) => status === "canceled")).toBe("canceled")

      yield* resend("invoice.paid", renewal.invoice)
      const rows = yield* query(
        (sql) => sql<PaymentState>`SELECT id, status, amount, amount_refunded, reason FROM payments WHERE provider_ref = ${renewal.invoice}`
      )
      expect(rows).toEqual([refunded])
      expect(yield* portalPlan(BEACON)).toBe("free")
      expect(yield* localSubscription(subscription)).toMatchObject({ status: "ended", alert_kind: null })
      expect(yield* activityCount("payment.renewed", subscription)).toBe(1)
    })
  )

  it.effect("a PRO licence's renewal refunded in full: the agency is on Free and the PRO portal slot the licence gave is taken back", () =>
    Effect.gen(function* () {
      const { api, card, token } = yield* signedIn
      const slots = Effect.map(
        query(
          (sql) => sql<{ portals_available: number; plan_id: number }>`SELECT portals_available, plan_id FROM agencies WHERE id = ${DEMO}`
        ),
        (rows) => rows[0]!
      )
      const before = yield* slots
      const subscribed = yield* api.request("PUT", "/agency/api/v2/billings/subscribe", {
        token,
        json: { plan: 11, payment: card, agency: DEMO }
      })
      expect(subscribed.status, JSON.stringify(subscribed.body)).toBe(200)
      const licensed = yield* until(slots, (row) => row.portals_available === before.portals_available + 1)
      expect(licensed).toEqual({ portals_available: before.portals_available + 1, plan_id: 11 })
      const [row] = yield* query(
        (sql) => sql<{ provider_ref: string }>`SELECT provider_ref FROM payments WHERE id = ${subscribed.body.data.id}`
      )
      const subscription = row!.provider_ref
      const renewal = yield* renew(subscription)

      expect((yield* dashboard("/refund", { charge: renewal.charge })).status).toBe(200)
      expect(yield* until(paymentByRef(renewal.invoice), (payment) => payment?.status === "refunded")).toMatchObject({ status: "refunded" })
      expect(yield* slots).toEqual({ portals_available: before.portals_available, plan_id: 1 })
      expect(yield* until(providerStatus(subscription), (status) => status === "canceled")).toBe("canceled")
      const [logged] = yield* query(
        (sql) => sql<{ properties: Record<string, unknown> }>`
        SELECT properties FROM activity_log WHERE event = 'subscription.ended' AND properties ->> 'subscription' = ${subscription}`
      )
      expect(logged!.properties).toMatchObject({
        cause: "refunded",
        plan_id: 11,
        portal_id: null,
        portals_available: before.portals_available
      })
      yield* query((sql) => sql`UPDATE agencies SET plan_id = ${before.plan_id} WHERE id = ${DEMO}`)
    })
  )

  it.effect(
    "a first period's invoice charge refunded before the app settled the purchase: settled, then refunded, the plan ended; invoice.paid after it changes nothing",
    () =>
      Effect.gen(function* () {
        const { api, card, token } = yield* signedIn
        const subscription = yield* subscribe(token, COBALT, 35, card)
        // The status check may settle the purchase before the provider's webhooks arrive; the rows rewound
        // below must not be written again by a late one (on a busy machine one recreated the subscription row).
        expect(yield* until(undeliveredWebhooks, (count) => count === 0)).toBe(0)
        const [purchase] = yield* query(
          (sql) => sql<PaymentState>`SELECT id, status, amount, amount_refunded, reason FROM payments WHERE provider_ref = ${subscription}`
        )
        expect(purchase).toMatchObject({ reason: "purchase", status: "succeeded" })
        // The restored subscription of the dispute test (cancelled, in grace) gave way to this one.
        expect(
          yield* api
            .request("GET", `/agency/api/v2/billings/standing?agency=${DEMO}`, { token })
            .pipe(Effect.map((reply) => reply.body.data.alerts))
        ).toEqual([])
        const [invoice] = yield* query(
          (sql) => sql<{ id: string; customer: string; amount_paid: number }>`
        SELECT id, customer, amount_paid FROM sandbox_stripe_invoices WHERE subscription = ${subscription} AND billing_reason = 'subscription_create'`
        )
        // Until POST /v1/subscriptions charges its first invoice (invoice-charge.ts), its charge is written
        // here as chargeInvoice writes a renewal's: a PaymentIntent of the invoice, no metadata of ours.
        const chargeId = `ch_first${Date.now()}`
        yield* query(
          (sql) => sql`
        INSERT INTO sandbox_stripe_charges (id, payment_intent, invoice, customer, payment_method, amount, currency, description, metadata, status, receipt_number)
        VALUES (${chargeId}, ${`pi_first${Date.now()}`}, ${invoice!.id}, ${invoice!.customer}, ${card}, ${invoice!.amount_paid}, 'usd', 'Subscription creation', '{}'::jsonb, 'succeeded', 'FRST-0001')`
        )
        // As if neither invoice.paid nor the status check had settled it yet.
        const [paid] = yield* query(
          (sql) =>
            sql<{ id: string }>`SELECT id FROM sandbox_stripe_events WHERE type = 'invoice.paid' AND object ->> 'id' = ${invoice!.id}`
        )
        yield* query((sql) => sql`DELETE FROM payment_events WHERE id = ${paid!.id}`)
        yield* query((sql) => sql`UPDATE payments SET status = 'pending' WHERE id = ${purchase!.id}`)
        yield* query((sql) => sql`DELETE FROM billing_subscriptions WHERE provider_subscription_id = ${subscription}`)
        yield* query((sql) => sql`UPDATE portals SET plan = 'free' WHERE id = ${COBALT}`)

        expect((yield* dashboard("/refund", { charge: chargeId })).status).toBe(200)
        const refunded = yield* until(paymentByRef(subscription), (row) => row?.status === "refunded")
        expect(refunded).toMatchObject({ id: purchase!.id, status: "refunded", amount_refunded: invoice!.amount_paid })
        expect(yield* portalPlan(COBALT)).toBe("free")
        expect(yield* until(providerStatus(subscription), (status) => status === "canceled")).toBe("canceled")
        expect(yield* activityCount("subscription.ended", subscription)).toBe(1)

        yield* resend("invoice.paid", invoice!.id)
        expect(yield* paymentByRef(subscription)).toEqual(refunded)
        expect(yield* portalPlan(COBALT)).toBe("free")
        expect(yield* localSubscription(subscription)).toMatchObject({ status: "ended" })
      })
  )
})
