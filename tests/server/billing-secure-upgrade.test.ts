// An upgrade authenticated later (3-D Secure) records what the provider's prorated invoice charged, as an
// upgrade paid at once does, not the estimate it was recorded with: its invoice.paid carries the
// subscription's earlier metadata, so the figure comes with the subscription's update that names it.
import { SqlClient } from "@effect/sql"
import { expect, layer } from "@effect/vitest"
import { Effect } from "effect"

import { authenticate, sandbox, saveCard } from "./support/sandboxBilling.ts"
import { Seeded, TestApi, testServer } from "./support/TestApi.ts"

const DEMO = 1
const COBALT = 3

const settled = (token: string, id: number) =>
  Effect.gen(function* () {
    const api = yield* TestApi
    let payment = (yield* api.request("GET", `/agency/api/v2/agencies/payment/${id}/status`, { token })).body.data
    for (let attempt = 0; attempt < 150 && (payment.status === "pending" || payment.status === "requires_action"); attempt++) {
      yield* Effect.sleep("100 millis")
      payment = (yield* api.request("GET", `/agency/api/v2/agencies/payment/${id}/status`, { token })).body.data
    }
    return payment as { id: number; status: string; amount: number }
  })

const amountOf = (id: number) =>
  Effect.flatMap(SqlClient.SqlClient, (sql) => sql<{ amount: number }>`SELECT amount FROM payments WHERE id = ${id}`).pipe(
    Effect.map((rows) => rows[0]!.amount),
    Effect.orDie
  )

layer(testServer(), { excludeTestServices: true, timeout: 180_000 })("an upgrade authenticated later", (it) => {
  it.effect("records the amount of the invoice it paid, not the estimate", () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      const sql = yield* SqlClient.SqlClient
      const token = yield* api.login(Seeded.agencyAdmin.email, Seeded.agencyAdmin.password)
      const secure = yield* saveCard(token, DEMO, "4000002500003155")
      const pay = (plan: number) =>
        Effect.gen(function* () {
          const reply = yield* api.request("POST", `/agency/api/v2/agencies/payment/${DEMO}`, {
            token,
            json: { portal_id: COBALT, plan, payment: secure }
          })
          expect(reply.status, JSON.stringify(reply.body)).toBe(200)
          expect(reply.body.data.status).toBe("requires_action")
          // The server's estimate is prorated to the second it was made, the invoice to the second it was
          // finalized; a recorded estimate set apart from the invoice's figure shows which one is kept.
          yield* Effect.orDie(sql`UPDATE payments SET amount = 12345 WHERE id = ${reply.body.data.id}`)
          expect(yield* authenticate(reply.body.data.client_secret)).toBeLessThan(400)
          expect(yield* settled(token, reply.body.data.id)).toMatchObject({ status: "succeeded" })
          return reply.body.data as { id: number; amount: number }
        })
      yield* pay(35)
      const upgrade = yield* pay(40)

      const [row] = yield* Effect.orDie(
        sql<{ provider_subscription_id: string }>`
          SELECT provider_subscription_id FROM billing_subscriptions WHERE portal_id = ${COBALT} AND status = 'active'`
      )
      const subscription = yield* sandbox("GET", `/v1/subscriptions/${row!.provider_subscription_id}?expand[]=latest_invoice`)
      const invoice = subscription.body.latest_invoice as { billing_reason: string; status: string; amount_paid: number }
      expect(invoice).toMatchObject({ billing_reason: "subscription_update", status: "paid" })
      expect(invoice.amount_paid).not.toBe(12345)
      let recorded = yield* amountOf(upgrade.id)
      for (let attempt = 0; attempt < 100 && recorded !== invoice.amount_paid; attempt++) {
        yield* Effect.sleep("100 millis")
        recorded = yield* amountOf(upgrade.id)
      }
      expect(recorded).toBe(invoice.amount_paid)
    })
  )
})
