// Shared by billing.test.ts and billing-charges.test.ts (split by subject, so that each file holds one).
import { SqlClient } from "@effect/sql"
import { expect } from "@effect/vitest"
import { ConfigProvider, Effect, Layer } from "effect"
import Stripe from "stripe"

import { WEBHOOK_PATH } from "../../../server/http/billing/webhook.ts"
import { FakeStripe, FakeStripeLive } from "./fakeStripe.ts"
import { TestApi, testServer } from "./TestApi.ts"

export const WEBHOOK_SECRET = "whsec_billing_test_secret"
export const api = "/agency/api/v2"
export const DEMO = 1
export const NORTHWIND = 2
export const COBALT = 3

/** The app with its payment client on the fake Stripe; every other setting from the environment. */
export const BillingServer = Layer.unwrapEffect(
  Effect.map(FakeStripe, (fake) =>
    testServer().pipe(
      Layer.provide(
        Layer.setConfigProvider(
          ConfigProvider.fromMap(
            new Map([
              ["STRIPE_SECRET_KEY", "sk_test_billing"],
              ["STRIPE_WEBHOOK_SECRET", WEBHOOK_SECRET],
              ["STRIPE_API_HOST", "127.0.0.1"],
              ["STRIPE_API_PORT", String(fake.port)],
              ["STRIPE_API_PROTOCOL", "http"]
            ])
          ).pipe(ConfigProvider.orElse(() => ConfigProvider.fromEnv()))
        )
      )
    )
  )
).pipe(Layer.provideMerge(FakeStripeLive))

export const sqlRun = <A extends object>(run: (sql: SqlClient.SqlClient) => Effect.Effect<ReadonlyArray<A>, unknown>) =>
  Effect.flatMap(SqlClient.SqlClient, run).pipe(Effect.orDie)

/** The first row of a query that always answers one. */
export const one = <A, R>(rows: Effect.Effect<ReadonlyArray<A>, never, R>) => Effect.map(rows, (found) => found[0]!)

export const login = (who: { email: string; password: string }) =>
  Effect.flatMap(TestApi, (client) => client.login(who.email, who.password))

export const call = (
  method: "GET" | "POST" | "PUT" | "DELETE",
  path: string,
  token: string,
  json?: unknown,
  headers: Record<string, string> = {}
) =>
  Effect.flatMap(TestApi, (client) => client.request(method, `${api}${path}`, { token, headers, ...(json === undefined ? {} : { json }) }))

export const creditLimit = (agencyId: number) =>
  Effect.map(
    sqlRun((sql) => sql<{ credit_limit: number }>`SELECT credit_limit FROM agencies WHERE id = ${agencyId}`),
    (rows) => rows[0]!.credit_limit
  )

export const paymentRow = (id: number) =>
  Effect.map(
    sqlRun(
      (sql) =>
        sql<{
          status: string
          message: string | null
          provider_ref: string | null
        }>`SELECT status, message, provider_ref FROM payments WHERE id = ${id}`
    ),
    (rows) => rows[0]!
  )

export const activityCount = (event: string, paymentId: number) =>
  Effect.map(
    sqlRun(
      (sql) =>
        sql<{
          count: number
        }>`SELECT count(*)::int AS count FROM activity_log WHERE event = ${event} AND properties->>'payment_id' = ${String(paymentId)}`
    ),
    (rows) => rows[0]!.count
  )

/** A one-off (fixed) plan of $500, added once: PUT /billings/charge sells only such plans. */
export const ONE_OFF_PLAN = 90
export const oneOffPlan = Effect.as(
  sqlRun(
    (sql) => sql`
    INSERT INTO plans (id, name, type, upgrade_order, portal_limit, user_limit, module_limit, is_free_module, is_hidden_plan, price, final_price,
                       is_fixed, currency, currency_symbol, interval, trial_period, stripe_plan_id, custom_logo, module_access, agency_plan, status)
    SELECT ${ONE_OFF_PLAN}, 'Lifetime Core', 'fixed', upgrade_order, portal_limit, user_limit, module_limit, is_free_module, is_hidden_plan, 50000, 50000,
           true, currency, currency_symbol, interval, trial_period, NULL, custom_logo, module_access, agency_plan, status
    FROM plans WHERE id = 35
    ON CONFLICT (id) DO NOTHING`
  ),
  ONE_OFF_PLAN
)

export let eventSequence = 0
export const event = (type: string, object: Record<string, unknown>) =>
  JSON.stringify({
    id: `evt_test_${++eventSequence}`,
    object: "event",
    type,
    api_version: "2026-10-28.endive",
    created: Math.floor(Date.now() / 1000),
    data: { object }
  })

export const deliver = (
  payload: string,
  signature: string | null = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET })
) =>
  Effect.flatMap(TestApi, (client) =>
    client.request("POST", WEBHOOK_PATH, { raw: payload, headers: signature === null ? {} : { "stripe-signature": signature } })
  )

/** What the provider sends when the credits' PaymentIntent succeeds (metadata as the service set it). */
export const creditsSucceeded = (intent: { id: string; amount: number; paymentId: number; credit: number; agencyId: number }) =>
  event("payment_intent.succeeded", {
    id: intent.id,
    object: "payment_intent",
    amount: intent.amount,
    status: "succeeded",
    metadata: { kind: "credits", agency_id: String(intent.agencyId), payment_id: String(intent.paymentId), credit: String(intent.credit) }
  })

/** Starts a credit purchase as the browser does; answers the payment and its PaymentIntent id. */
export const buyCredits = (token: string, agencyId: number, credit: number, amount?: number) =>
  Effect.gen(function* () {
    const reply = yield* call("POST", `/billings/payment-intent/${agencyId}`, token, {
      amount,
      credit,
      options: { description: `${credit} credits` }
    })
    expect(reply.status, JSON.stringify(reply.body)).toBe(200)
    const payment = reply.body.data.payment as { id: number; amount: number; status: string }
    const ref = (yield* paymentRow(payment.id)).provider_ref!
    return { payment, clientSecret: reply.body.data.client_secret as string, intentId: ref }
  })
