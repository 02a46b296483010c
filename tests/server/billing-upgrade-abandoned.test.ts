// An upgrade sets its coupon and card on the subscription before it is charged (a pending update cannot carry
// them). When the payer then fails the 3-D Secure challenge, or abandons it until the pending update expires, the
// upgrade never applies and the subscription must renew as before: at the discount and on the card it had. Through
// the sandbox payments, as billing-upgrade-retry does.
import { SqlClient } from "@effect/sql"
import { expect, layer } from "@effect/vitest"
import { Effect } from "effect"

import { authenticate, sandbox, saveCard } from "./support/sandboxBilling.ts"
import { Seeded, TestApi, testServer } from "./support/TestApi.ts"

const DEMO = 1
const COBALT = 3
const CORE = 35
const STACK = 40
/** Asks to authenticate on every payment. */
const SECURE_CARD = "4000002760003184"

const statusOf = (token: string, id: number) =>
  Effect.flatMap(TestApi, (api) => api.request("GET", `/agency/api/v2/agencies/payment/${id}/status`, { token })).pipe(
    Effect.map((reply) => reply.body.data as { id: number; status: string; message: string | null })
  )

/** The payment's status once it left `from` (the status call reconciles it with the provider). */
const settledFrom = (token: string, id: number, from: ReadonlyArray<string>) =>
  Effect.gen(function* () {
    let payment = yield* statusOf(token, id)
    for (let attempt = 0; attempt < 150 && from.includes(payment.status); attempt++) {
      yield* Effect.sleep("100 millis")
      payment = yield* statusOf(token, id)
    }
    return payment
  })

const upgrade = (token: string, plan: number, payment: string, coupon?: string) =>
  Effect.flatMap(TestApi, (api) =>
    api.request("POST", `/agency/api/v2/agencies/payment/${DEMO}`, {
      token,
      json: { portal_id: COBALT, plan, payment, ...(coupon === undefined ? {} : { coupon }) }
    })
  )

/** The subscription at the provider: its coupons, its card, its pending update and its metadata. */
const atProvider = (subscription: string) =>
  Effect.map(sandbox("GET", `/v1/subscriptions/${subscription}?expand[]=discounts`), (reply) => ({
    coupons: (reply.body.discounts as Array<{ source: { coupon: string } }>).map((discount) => discount.source.coupon),
    card: reply.body.default_payment_method as string,
    pending: reply.body.pending_update !== null,
    price: reply.body.items.data[0].price.id as string,
    metadata: reply.body.metadata as Record<string, string>
  }))

const portalPlan = Effect.flatMap(SqlClient.SqlClient, (sql) => sql<{ plan: string }>`SELECT plan FROM portals WHERE id = ${COBALT}`).pipe(
  Effect.map((rows) => rows[0]!.plan),
  Effect.orDie
)

const restoredLog = (paymentId: number) =>
  Effect.flatMap(
    SqlClient.SqlClient,
    (sql) => sql`
      SELECT 1 FROM activity_log WHERE event = 'subscription.settings-restored' AND (properties ->> 'payment_id')::int = ${paymentId}`
  ).pipe(Effect.orDie)

layer(testServer(), { excludeTestServices: true, timeout: 180_000 })("an upgrade that never applies", (it) => {
  it.effect("gives the subscription back its coupon and card, after a failed challenge and after an abandoned one", () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      const sql = yield* SqlClient.SqlClient
      const token = yield* api.login(Seeded.agencyAdmin.email, Seeded.agencyAdmin.password)
      const good = yield* saveCard(token, DEMO)
      const core = yield* upgrade(token, CORE, good, "TENOFF")
      expect(core.status, JSON.stringify(core.body)).toBe(200)
      expect(yield* settledFrom(token, core.body.data.id, ["pending", "requires_action"])).toMatchObject({ status: "succeeded" })
      const [row] = yield* Effect.orDie(
        sql<{ provider_subscription_id: string }>`
          SELECT provider_subscription_id FROM billing_subscriptions WHERE portal_id = ${COBALT} AND status = 'active'`
      )
      const subscription = row!.provider_subscription_id
      const before = yield* atProvider(subscription)
      expect(before).toMatchObject({ coupons: ["TENOFF"], card: good, pending: false, price: "price_core_monthly" })

      const secure = yield* saveCard(token, DEMO, SECURE_CARD)

      // 1. The challenge fails: the payment ends failed and the subscription is as it was.
      const failing = yield* upgrade(token, STACK, secure, "HALF")
      expect(failing.status, JSON.stringify(failing.body)).toBe(200)
      expect(failing.body.data.status).toBe("requires_action")
      expect(yield* atProvider(subscription)).toMatchObject({ coupons: ["HALF"], card: secure, pending: true })
      expect(yield* authenticate(failing.body.data.client_secret, "fail")).toBeLessThan(400)
      expect(yield* settledFrom(token, failing.body.data.id, ["pending", "requires_action"])).toMatchObject({ status: "failed" })
      const afterFailure = yield* atProvider(subscription)
      expect(afterFailure).toMatchObject({ coupons: ["TENOFF"], card: good, pending: false, price: "price_core_monthly" })
      expect(afterFailure.metadata["restore_for_payment"]).toBeUndefined()
      expect(yield* restoredLog(failing.body.data.id)).toHaveLength(1)
      expect(yield* portalPlan).toBe("core")

      // 2. The challenge is abandoned: the provider discards the pending update when it expires (moved into the
      // past here), and the payment, past the time it is given, ends interrupted; the subscription is as it was.
      const abandoned = yield* upgrade(token, STACK, secure, "SAVE20")
      expect(abandoned.body.data.status).toBe("requires_action")
      expect(yield* atProvider(subscription)).toMatchObject({ coupons: ["SAVE20"], card: secure, pending: true })
      yield* Effect.orDie(
        sql`UPDATE sandbox_stripe_subscriptions SET pending_update = jsonb_set(pending_update, '{expires_at}', to_jsonb(extract(epoch FROM now())::bigint - 60)) WHERE id = ${subscription}`
      )
      for (let attempt = 0; attempt < 150 && (yield* atProvider(subscription)).pending; attempt++) yield* Effect.sleep("100 millis")
      yield* Effect.orDie(sql`UPDATE payments SET created_at = now() - interval '1 day' WHERE id = ${abandoned.body.data.id}`)
      expect(yield* settledFrom(token, abandoned.body.data.id, ["pending", "requires_action"])).toMatchObject({ status: "failed" })
      expect(yield* atProvider(subscription)).toMatchObject({
        coupons: ["TENOFF"],
        card: good,
        pending: false,
        price: "price_core_monthly"
      })
      expect(yield* restoredLog(abandoned.body.data.id)).toHaveLength(1)
      expect(yield* portalPlan).toBe("core")
      const [flags] = yield* Effect.orDie(sql<{ due: number }>`SELECT count(*)::int AS due FROM payments WHERE settings_restore_due`)
      expect(flags!.due).toBe(0)
    })
  )
})
