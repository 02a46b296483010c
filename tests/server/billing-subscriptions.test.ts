// One subscription per portal, through the sandbox payments: Core, then Stack with SAVE20, then PRO with
// FREE100, then back to Stack leaves exactly one active subscription at the provider, on Stack's price,
// and the portal on stack; each change after the first is a plan_change payment of that subscription.
import { SqlClient } from "@effect/sql"
import { expect, layer } from "@effect/vitest"
import { Effect } from "effect"

import { authenticate, sandbox, saveCard } from "./support/sandboxBilling.ts"
import { Seeded, TestApi, testServer } from "./support/TestApi.ts"

const DEMO = 1
const COBALT = 3

const portalPlan = Effect.flatMap(SqlClient.SqlClient, (sql) => sql<{ plan: string }>`SELECT plan FROM portals WHERE id = ${COBALT}`).pipe(
  Effect.map((rows) => rows[0]!.plan),
  Effect.orDie
)

/** Polls the payment's status until it is no longer open. */
const settled = (token: string, id: number) =>
  Effect.gen(function* () {
    const api = yield* TestApi
    let payment = (yield* api.request("GET", `/agency/api/v2/agencies/payment/${id}/status`, { token })).body.data
    for (let attempt = 0; attempt < 150 && (payment.status === "pending" || payment.status === "requires_action"); attempt++) {
      yield* Effect.sleep("100 millis")
      payment = (yield* api.request("GET", `/agency/api/v2/agencies/payment/${id}/status`, { token })).body.data
    }
    return payment as { id: number; status: string; message: string | null }
  })

/** Upgrades Cobalt and waits until the payment succeeded (webhook or the provider's answer). */
const changePlan = (token: string, plan: number, payment: string, coupon?: string) =>
  Effect.gen(function* () {
    const api = yield* TestApi
    const reply = yield* api.request("POST", `/agency/api/v2/agencies/payment/${DEMO}`, {
      token,
      json: { portal_id: COBALT, plan, payment, ...(coupon === undefined ? {} : { coupon }) }
    })
    expect(reply.status, JSON.stringify(reply.body)).toBe(200)
    let status = reply.body.data.status as string
    for (let attempt = 0; attempt < 100 && status !== "succeeded"; attempt++) {
      yield* Effect.sleep("100 millis")
      status = (yield* api.request("GET", `/agency/api/v2/agencies/payment/${reply.body.data.id}/status`, { token })).body.data.status
    }
    expect(status).toBe("succeeded")
    return reply.body.data as { id: number; reason: string; amount: number }
  })

layer(testServer(), { excludeTestServices: true, timeout: 180_000 })("one subscription per portal", (it) => {
  it.effect("Core → Stack (SAVE20) → PRO (FREE100) → Stack: one active subscription, on Stack's price", () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      const sql = yield* SqlClient.SqlClient
      const token = yield* api.login(Seeded.agencyAdmin.email, Seeded.agencyAdmin.password)
      const card = yield* saveCard(token, DEMO)

      const core = yield* changePlan(token, 35, card)
      expect(core).toMatchObject({ reason: "purchase", amount: 19700 })
      expect(yield* portalPlan).toBe("core")
      const stack = yield* changePlan(token, 40, card, "SAVE20")
      expect(stack.reason).toBe("plan_change")
      expect(yield* portalPlan).toBe("stack")
      const pro = yield* changePlan(token, 11, card, "FREE100")
      expect(pro.reason).toBe("plan_change")
      expect(yield* portalPlan).toBe("pro")
      // The downgrade applies at once and charges nothing now (the unused time is credited).
      const back = yield* changePlan(token, 40, card)
      expect(back).toMatchObject({ reason: "plan_change", amount: 0 })
      expect(yield* portalPlan).toBe("stack")
      // Asking for the plan the portal is on is refused, not charged.
      expect(
        (yield* api.request("POST", `/agency/api/v2/agencies/payment/${DEMO}`, {
          token,
          json: { portal_id: COBALT, plan: 40, payment: card }
        })).status
      ).toBe(422)

      const [customer] = yield* Effect.orDie(
        sql<{ provider_customer_id: string }>`SELECT provider_customer_id FROM billing_customers WHERE agency_id = ${DEMO}`
      )
      const listed = yield* sandbox("GET", `/v1/subscriptions?customer=${customer!.provider_customer_id}&status=all`)
      expect(listed.status).toBe(200)
      const active = (listed.body.data as Array<{ status: string; items: { data: Array<{ price: { id: string } }> } }>).filter(
        (entry) => entry.status === "active"
      )
      expect(active).toHaveLength(1)
      expect(active[0]!.items.data[0]!.price.id).toBe("price_stack_monthly")
      expect(listed.body.data).toHaveLength(1)
      const live = yield* Effect.orDie(
        sql<{ plan_id: number }>`SELECT plan_id FROM billing_subscriptions WHERE portal_id = ${COBALT} AND status IN ('active', 'past_due')`
      )
      expect(live).toEqual([{ plan_id: 40 }])
      // The upgrade to Stack was invoiced at once (billing_reason subscription_update).
      const invoices = yield* Effect.orDie(
        sql<{ billing_reason: string }>`SELECT billing_reason FROM sandbox_stripe_invoices ORDER BY created_at, id`
      )
      expect(invoices.map((invoice) => invoice.billing_reason)).toContain("subscription_update")

      const history = yield* api.request("GET", `/agency/api/v2/billings/history?agency=${DEMO}`, { token })
      expect(history.body.data.data.slice(0, 4).map((payment: { reason: string }) => payment.reason)).toEqual([
        "plan_change",
        "plan_change",
        "plan_change",
        "purchase"
      ])
      // The upgrade's payment holds what the provider's prorated invoice charged.
      const [prorated] = yield* Effect.orDie(sql<{ amount_paid: number }>`
        SELECT amount_paid FROM sandbox_stripe_invoices WHERE billing_reason = 'subscription_update' ORDER BY created_at, id LIMIT 1`)
      expect(history.body.data.data.find((payment: { id: number }) => payment.id === stack.id).amount).toBe(prorated!.amount_paid)
    })
  )
  it.effect(
    "through the sandbox's Dashboard: a declined renewal raises the alert, a paid one clears it and is in the history, a cancellation alerts again",
    () =>
      Effect.gen(function* () {
        const api = yield* TestApi
        const sql = yield* SqlClient.SqlClient
        const token = yield* api.login(Seeded.agencyAdmin.email, Seeded.agencyAdmin.password)
        const [live] = yield* Effect.orDie(sql<{ provider_subscription_id: string }>`
        SELECT provider_subscription_id FROM billing_subscriptions WHERE portal_id = ${COBALT} AND status IN ('active', 'past_due')`)
        const subscription = live!.provider_subscription_id
        const standing = Effect.map(
          api.request("GET", `/agency/api/v2/billings/standing?agency=${DEMO}`, { token }),
          (reply) =>
            reply.body.data as {
              alerts: Array<{ kind: string; portal_id: number | null; plan_name: string; grace_ends_at: string }>
            }
        )
        /** Until the webhook (delivered with backoff) has changed what members are told. */
        const waitFor = (done: (alerts: ReadonlyArray<{ kind: string }>) => boolean) =>
          Effect.gen(function* () {
            for (let attempt = 0; attempt < 150; attempt++) {
              const alerts = (yield* standing).alerts
              if (done(alerts)) return alerts
              yield* Effect.sleep("100 millis")
            }
            return (yield* standing).alerts
          })

        expect((yield* sandbox("POST", `/dashboard/subscriptions/${subscription}/renew`, { fail: "true" })).status).toBe(200)
        const failed = yield* waitFor((alerts) => alerts.some((alert) => alert.kind === "payment_failed"))
        expect(failed).toEqual([expect.objectContaining({ kind: "payment_failed", portal_id: COBALT, plan_name: "Stack" })])
        expect(Date.parse(failed[0]!.grace_ends_at)).toBeGreaterThan(Date.now() + 6 * 24 * 3600_000)
        expect(yield* portalPlan).toBe("stack")

        expect((yield* sandbox("POST", `/dashboard/subscriptions/${subscription}/renew`)).status).toBe(200)
        expect(yield* waitFor((alerts) => alerts.length === 0)).toEqual([])
        const history = yield* api.request("GET", `/agency/api/v2/billings/history?agency=${DEMO}`, { token })
        expect(history.body.data.data[0]).toMatchObject({ reason: "renewal", status: "succeeded", plan_id: 40, portal_id: COBALT })

        expect((yield* sandbox("POST", `/dashboard/subscriptions/${subscription}/cancel`)).status).toBe(200)
        const cancelled = yield* waitFor((alerts) => alerts.some((alert) => alert.kind === "subscription_canceled"))
        expect(cancelled).toEqual([expect.objectContaining({ kind: "subscription_canceled", portal_id: COBALT })])
      })
  )

  it.effect("3-D Secure: a new subscription and an upgrade are authenticated, then applied once; a declined upgrade leaves the plan", () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      const sql = yield* SqlClient.SqlClient
      const token = yield* api.login(Seeded.agencyAdmin.email, Seeded.agencyAdmin.password)
      const secure = yield* saveCard(token, DEMO, "4000002500003155")
      const [customer] = yield* Effect.orDie(
        sql<{ provider_customer_id: string }>`SELECT provider_customer_id FROM billing_customers WHERE agency_id = ${DEMO}`
      )
      const liveAtProvider = Effect.map(
        sandbox("GET", `/v1/subscriptions?customer=${customer!.provider_customer_id}`),
        (listed) => listed.body.data as Array<{ id: string; status: string }>
      )

      // A new subscription whose first invoice asks for 3-D Secure: requires_action, then active.
      const started = yield* api.request("POST", `/agency/api/v2/agencies/payment/${DEMO}`, {
        token,
        json: { portal_id: COBALT, plan: 35, payment: secure }
      })
      expect(started.status, JSON.stringify(started.body)).toBe(200)
      expect(started.body.data).toMatchObject({
        status: "requires_action",
        reason: "purchase",
        client_secret: expect.stringMatching(/^pi_.+_secret_/)
      })
      expect(yield* authenticate(started.body.data.client_secret)).toBeLessThan(400)
      expect(yield* settled(token, started.body.data.id)).toMatchObject({ status: "succeeded" })
      expect(yield* portalPlan).toBe("core")
      expect((yield* liveAtProvider).filter((entry) => entry.status === "active")).toHaveLength(1)

      // An upgrade whose proration asks for 3-D Secure: requires_action, authenticated, applied once.
      const upgrade = yield* api.request("POST", `/agency/api/v2/agencies/payment/${DEMO}`, {
        token,
        json: { portal_id: COBALT, plan: 40, payment: secure }
      })
      expect(upgrade.status, JSON.stringify(upgrade.body)).toBe(200)
      expect(upgrade.body.data).toMatchObject({
        status: "requires_action",
        reason: "plan_change",
        client_secret: expect.stringMatching(/^pi_.+_secret_/)
      })
      expect(yield* portalPlan).toBe("core")
      expect(yield* authenticate(upgrade.body.data.client_secret)).toBeLessThan(400)
      expect(yield* settled(token, upgrade.body.data.id)).toMatchObject({ status: "succeeded" })
      expect(yield* portalPlan).toBe("stack")
      yield* Effect.sleep("500 millis")
      const applied = yield* Effect.orDie(sql<{ count: string }>`
        SELECT count(*) AS count FROM activity_log WHERE event = 'payment.succeeded' AND (properties ->> 'payment_id')::int = ${upgrade.body.data.id}`)
      expect(Number(applied[0]!.count)).toBe(1)
      const live = yield* liveAtProvider
      expect(live).toHaveLength(1)

      // An upgrade the card declines: failed with the card's message, the portal and its one subscription
      // unchanged, SAVE20 (given for the plan it did not get) taken off again.
      const declining = yield* saveCard(token, DEMO, "4000000000000341")
      const declined = yield* api.request("POST", `/agency/api/v2/agencies/payment/${DEMO}`, {
        token,
        json: { portal_id: COBALT, plan: 11, payment: declining, coupon: "SAVE20" }
      })
      expect(declined.status, JSON.stringify(declined.body)).toBe(200)
      expect(yield* settled(token, declined.body.data.id)).toMatchObject({ status: "failed", message: "Your card was declined." })
      expect(yield* portalPlan).toBe("stack")
      expect((yield* liveAtProvider).map((entry) => entry.id)).toEqual(live.map((entry) => entry.id))
      // Its renewals are still charged to the card that paid for the plan.
      const after = yield* sandbox("GET", `/v1/subscriptions/${live[0]!.id}?expand[]=discounts`)
      expect(after.body.default_payment_method).toBe(secure)
      expect(after.body.discounts).toEqual([])
      const rows = yield* Effect.orDie(
        sql<{ plan_id: number }>`SELECT plan_id FROM billing_subscriptions WHERE portal_id = ${COBALT} AND status IN ('active', 'past_due')`
      )
      expect(rows).toEqual([{ plan_id: 40 }])

      // A new subscription the card declines (allow_incomplete): the payment fails with the card's message
      // and the incomplete subscription is cancelled at once, none left waiting to expire.
      expect((yield* sandbox("DELETE", `/v1/subscriptions/${live[0]!.id}`)).status).toBe(200)
      let ended = 1
      for (let attempt = 0; attempt < 100 && ended > 0; attempt++) {
        yield* Effect.sleep("100 millis")
        const rows = yield* Effect.orDie(
          sql<{ id: number }>`SELECT id FROM billing_subscriptions WHERE portal_id = ${COBALT} AND status IN ('active', 'past_due')`
        )
        ended = rows.length
      }
      const refused = yield* api.request("POST", `/agency/api/v2/agencies/payment/${DEMO}`, {
        token,
        json: { portal_id: COBALT, plan: 35, payment: declining }
      })
      expect(refused.status, JSON.stringify(refused.body)).toBe(200)
      expect(yield* settled(token, refused.body.data.id)).toMatchObject({ status: "failed", message: "Your card was declined." })
      const all = yield* sandbox("GET", `/v1/subscriptions?customer=${customer!.provider_customer_id}&status=all`)
      expect((all.body.data as Array<{ status: string }>).filter((entry) => entry.status === "incomplete")).toEqual([])
    })
  )
})
