// A refund of an earlier renewal of a live subscription takes back that period only: last month's
// renewal refunded in full is refunded here (and logged as an earlier period's), but this month's plan,
// paid by the later renewal, stays, at the provider too. Refunding the latest renewal still ends the plan
// at once (billing-invoice-refunds). Through the sandbox payments and its Dashboard.
import { SqlClient } from "@effect/sql"
import { expect, layer } from "@effect/vitest"
import { Effect } from "effect"

import { dashboard, sandbox, saveCard } from "./support/sandboxBilling.ts"
import { Seeded, TestApi, testServer } from "./support/TestApi.ts"

const DEMO = 1
const COBALT = 3

const query = <A extends object>(run: (sql: SqlClient.SqlClient) => Effect.Effect<ReadonlyArray<A>, unknown>) =>
  Effect.flatMap(SqlClient.SqlClient, run).pipe(Effect.orDie)

const until = <A>(read: Effect.Effect<A, never, SqlClient.SqlClient | TestApi>, done: (value: A) => boolean) =>
  Effect.gen(function* () {
    for (let attempt = 0; attempt < 150; attempt++) {
      const value = yield* read
      if (done(value)) return value
      yield* Effect.sleep("100 millis")
    }
    return yield* read
  })

const paymentByRef = (ref: string) =>
  Effect.map(
    query(
      (sql) => sql<{ id: number; status: string; amount_refunded: number }>`
        SELECT id, status, amount_refunded FROM payments WHERE provider_ref = ${ref}`
    ),
    (rows) => rows[0]
  )

const portalPlan = Effect.map(
  query((sql) => sql<{ plan: string }>`SELECT plan FROM portals WHERE id = ${COBALT}`),
  (rows) => rows[0]!.plan
)

const localStatus = (subscription: string) =>
  Effect.map(
    query((sql) => sql<{ status: string }>`SELECT status FROM billing_subscriptions WHERE provider_subscription_id = ${subscription}`),
    (rows) => rows[0]!.status
  )

const providerStatus = (subscription: string) =>
  Effect.map(sandbox("GET", `/v1/subscriptions/${subscription}`), (reply) => reply.body.status as string)

/** A Dashboard renewal: its invoice and charge, once the app recorded the renewal payment. */
const renew = (subscription: string) =>
  Effect.gen(function* () {
    const renewed = yield* dashboard(`/subscriptions/${subscription}/renew`)
    expect(renewed.status, JSON.stringify(renewed.body)).toBe(200)
    const invoice = renewed.body.invoice.id as string
    const [charge] = yield* query(
      (sql) => sql<{ id: string; amount: number }>`SELECT id, amount FROM sandbox_stripe_charges WHERE invoice = ${invoice}`
    )
    const payment = yield* until(paymentByRef(invoice), (row) => row?.status === "succeeded")
    expect(payment).toBeDefined()
    return { invoice, charge: charge!.id, amount: charge!.amount, payment: payment! }
  })

const logged = (event: string, paymentId: number) =>
  query(
    (sql) => sql<{ properties: Record<string, unknown> }>`
      SELECT properties FROM activity_log WHERE event = ${event} AND (properties ->> 'payment_id')::int = ${paymentId}`
  )

/** Cobalt on Core, paid with a saved card: the subscription the refunds are about. */
const onCore = Effect.gen(function* () {
  const api = yield* TestApi
  const token = yield* api.login(Seeded.agencyAdmin.email, Seeded.agencyAdmin.password)
  const card = yield* saveCard(token, DEMO)
  const started = yield* api.request("POST", `/agency/api/v2/agencies/payment/${DEMO}`, {
    token,
    json: { portal_id: COBALT, plan: 35, payment: card }
  })
  expect(started.status, JSON.stringify(started.body)).toBe(200)
  yield* until(portalPlan, (plan) => plan === "core")
  const [row] = yield* query(
    (sql) => sql<{ provider_subscription_id: string }>`
      SELECT provider_subscription_id FROM billing_subscriptions WHERE portal_id = ${COBALT} AND status = 'active'`
  )
  return { api, token, card, subscription: row!.provider_subscription_id }
})

layer(testServer(), { excludeTestServices: true, timeout: 180_000 })("refunds of renewals", (it) => {
  it.effect("an earlier renewal refunded in full takes back that period only; the latest one refunded still ends the plan", () =>
    Effect.gen(function* () {
      const { subscription } = yield* onCore
      const lastMonth = yield* renew(subscription)
      const thisMonth = yield* renew(subscription)

      // Last month's renewal refunded in full: refunded here, the plan of this month stays.
      expect((yield* dashboard("/refund", { charge: lastMonth.charge })).status).toBe(200)
      const refunded = yield* until(paymentByRef(lastMonth.invoice), (payment) => payment?.status === "refunded")
      expect(refunded).toMatchObject({ status: "refunded", amount_refunded: lastMonth.amount })
      expect((yield* logged("payment.refunded", lastMonth.payment.id)).map((entry) => entry.properties)).toEqual([
        expect.objectContaining({ status: "refunded", period: "earlier", amount_refunded: lastMonth.amount })
      ])
      // Ending the plan would have been decided in the refund's own transaction, logged with it: nothing to wait for.
      expect(yield* portalPlan).toBe("core")
      expect(yield* localStatus(subscription)).toBe("active")
      expect(yield* providerStatus(subscription)).toBe("active")
      expect(
        yield* query(
          (sql) => sql`SELECT 1 FROM activity_log WHERE event = 'subscription.ended' AND properties ->> 'subscription' = ${subscription}`
        )
      ).toEqual([])
      expect(yield* paymentByRef(thisMonth.invoice)).toMatchObject({ status: "succeeded", amount_refunded: 0 })

      // This month's renewal refunded in full: the money for the current period is back, so the plan ends.
      expect((yield* dashboard("/refund", { charge: thisMonth.charge })).status).toBe(200)
      expect(yield* until(paymentByRef(thisMonth.invoice), (payment) => payment?.status === "refunded")).toMatchObject({
        status: "refunded"
      })
      expect(yield* until(portalPlan, (plan) => plan === "free")).toBe("free")
      expect(yield* until(localStatus(subscription), (status) => status === "ended")).toBe("ended")
      expect(yield* until(providerStatus(subscription), (status) => status === "canceled")).toBe("canceled")
    })
  )

  it.effect("an earlier renewal refunded after a plan change in the current period still takes back that period only", () =>
    Effect.gen(function* () {
      const { api, token, card, subscription } = yield* onCore
      const lastMonth = yield* renew(subscription)
      yield* renew(subscription)
      // Within this month: Core to Stack, invoiced at once (the subscription's latest invoice is now the upgrade's).
      const upgraded = yield* api.request("POST", `/agency/api/v2/agencies/payment/${DEMO}`, {
        token,
        json: { portal_id: COBALT, plan: 40, payment: card }
      })
      expect(upgraded.status, JSON.stringify(upgraded.body)).toBe(200)
      expect(yield* until(portalPlan, (plan) => plan === "stack")).toBe("stack")

      expect((yield* dashboard("/refund", { charge: lastMonth.charge })).status).toBe(200)
      expect(yield* until(paymentByRef(lastMonth.invoice), (payment) => payment?.status === "refunded")).toMatchObject({
        status: "refunded"
      })
      expect((yield* logged("payment.refunded", lastMonth.payment.id)).map((entry) => entry.properties)).toEqual([
        expect.objectContaining({ status: "refunded", period: "earlier" })
      ])
      expect(yield* portalPlan).toBe("stack")
      expect(yield* localStatus(subscription)).toBe("active")
      expect(yield* providerStatus(subscription)).toBe("active")
    })
  )
})
