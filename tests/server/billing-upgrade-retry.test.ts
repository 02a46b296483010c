// A declined upgrade leaves a pending update at the provider with its open invoice (pending_if_incomplete:
// payable until the update expires). Retrying the upgrade voids that invoice first, so the subscription
// never carries two open invoices for one plan change and the earlier one can no longer be paid by
// anyone; the retry then applies once. Through the sandbox payments, as billing-subscriptions does.
import { SqlClient } from "@effect/sql"
import { expect, layer } from "@effect/vitest"
import { Effect } from "effect"

import { sandbox, saveCard } from "./support/sandboxBilling.ts"
import { Seeded, TestApi, testServer } from "./support/TestApi.ts"

const DEMO = 1
const COBALT = 3

const portalPlan = Effect.flatMap(SqlClient.SqlClient, (sql) => sql<{ plan: string }>`SELECT plan FROM portals WHERE id = ${COBALT}`).pipe(
  Effect.map((rows) => rows[0]!.plan),
  Effect.orDie
)

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

const upgrade = (token: string, plan: number, payment: string) =>
  Effect.flatMap(TestApi, (api) =>
    Effect.tap(
      api.request("POST", `/agency/api/v2/agencies/payment/${DEMO}`, { token, json: { portal_id: COBALT, plan, payment } }),
      (reply) => Effect.sync(() => expect(reply.status, JSON.stringify(reply.body)).toBe(200))
    )
  )

layer(testServer(), { excludeTestServices: true, timeout: 180_000 })("a retried declined upgrade", (it) => {
  it.effect("voids the declined attempt's open invoice, then upgrades once", () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      const sql = yield* SqlClient.SqlClient
      const token = yield* api.login(Seeded.agencyAdmin.email, Seeded.agencyAdmin.password)
      const good = yield* saveCard(token, DEMO)
      const core = yield* upgrade(token, 35, good)
      expect(yield* settled(token, core.body.data.id)).toMatchObject({ status: "succeeded" })
      expect(yield* portalPlan).toBe("core")
      const [row] = yield* Effect.orDie(
        sql<{ provider_subscription_id: string }>`
          SELECT provider_subscription_id FROM billing_subscriptions WHERE portal_id = ${COBALT} AND status = 'active'`
      )
      const subscription = row!.provider_subscription_id

      // Declined: the plan stays, and the provider keeps the attempt's invoice open behind a pending update.
      const declining = yield* saveCard(token, DEMO, "4000000000000341")
      const declined = yield* upgrade(token, 40, declining)
      expect(yield* settled(token, declined.body.data.id)).toMatchObject({ status: "failed", message: "Your card was declined." })
      const waiting = yield* sandbox("GET", `/v1/subscriptions/${subscription}`)
      expect(waiting.body.pending_update).not.toBeNull()
      const openInvoice = waiting.body.latest_invoice as string
      expect((yield* sandbox("GET", `/v1/invoices/${openInvoice}`)).body).toMatchObject({
        status: "open",
        billing_reason: "subscription_update"
      })

      // The retry, with the card that pays: the earlier invoice is void, the upgrade applies once.
      const retried = yield* upgrade(token, 40, good)
      expect(yield* settled(token, retried.body.data.id)).toMatchObject({ status: "succeeded" })
      expect(yield* portalPlan).toBe("stack")
      expect((yield* sandbox("GET", `/v1/invoices/${openInvoice}`)).body).toMatchObject({ status: "void" })
      const after = yield* sandbox("GET", `/v1/subscriptions/${subscription}`)
      expect(after.body).toMatchObject({ status: "active", pending_update: null })
      expect(after.body.latest_invoice).not.toBe(openInvoice)
      expect((yield* sandbox("GET", `/v1/invoices/${after.body.latest_invoice}`)).body).toMatchObject({ status: "paid" })
    })
  )
})
