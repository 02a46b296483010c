// The dashboard's subscription actions: renewing starts the next period as Stripe does at a period's
// end (a subscription_cycle invoice charged to the saved card, or declined and past_due), and
// cancelling ends the subscription as DELETE does; the app hears each through its webhook.
import { describe, expect, layer } from "@effect/vitest"
import { Effect } from "effect"

import type { JsonBody } from "../../testing/json-body.ts"
import { SandboxStripeTestDatabase, startSandboxStripe } from "../../testing/sandbox-stripe.ts"
import { browserPost, card, deliveriesOf, getPage, sdk, type Started, subscribedToCore } from "./test-support.ts"

const postJson = (started: Started, path: string, body: Record<string, unknown> = {}) =>
  Effect.promise(async () => {
    const response = await fetch(`${started.baseUrl}/dashboard${path}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body)
    })
    return { status: response.status, body: (await response.json()) as Record<string, JsonBody> }
  })

/** A customer with a saved 4242 card and a subscription to Core ($197) with SAVE20 (20% off). */
const subscribed = (started: Started) => subscribedToCore(started, { coupon: "SAVE20", metadata: { agency_id: "7", plan_id: "35" } })

describe("sandbox dashboard: subscription renewals and cancellation", () => {
  layer(SandboxStripeTestDatabase, { timeout: 60_000 })((it) => {
    it.scoped("renews: a subscription_cycle invoice paid by the saved card, and the next period", () =>
      Effect.gen(function* () {
        const started = yield* startSandboxStripe
        const { customer, subscription: created } = yield* subscribed(started)
        const subscription = created as typeof created | undefined
        const firstEnd = subscription!.items.data[0]!.current_period_end
        const renewed = yield* postJson(started, `/subscriptions/${subscription!.id}/renew`)
        expect(renewed).toMatchObject({
          status: 200,
          body: { invoice: { billing_reason: "subscription_cycle", status: "paid", amount_paid: 15_760 } }
        })
        const match = (object: JsonBody) =>
          object.parent?.subscription_details?.subscription === subscription!.id && object.billing_reason === "subscription_cycle"
        const [paid] = yield* deliveriesOf(started, "invoice.paid", 1, match)
        expect(paid!.data.object).toMatchObject({
          amount_paid: 15_760,
          status: "paid",
          attempt_count: 1,
          parent: { subscription_details: { subscription: subscription!.id, metadata: { agency_id: "7", plan_id: "35" } } }
        })
        yield* deliveriesOf(started, "invoice.payment_succeeded", 1, match)
        yield* deliveriesOf(started, "charge.succeeded", 1, (object) => object.customer === customer.id && object.amount === 15_760)
        const [updated] = yield* deliveriesOf(started, "customer.subscription.updated", 1, (object) => object.id === subscription!.id)
        expect(updated!.data.object).toMatchObject({ status: "active", latest_invoice: paid!.data.object.id })
        expect(updated!.data.object.items.data[0].current_period_start).toBe(firstEnd)
        expect(updated!.data.object.items.data[0].current_period_end).toBeGreaterThan(firstEnd)
        const charges = yield* sdk(() => started.stripe.charges.list({ customer: customer.id }))
        expect(charges.data.map((charge) => charge.amount)).toContain(15_760)
      })
    )

    it.scoped("a renewal the card declines (0341, or fail: true) leaves the invoice open and the subscription past_due", () =>
      Effect.gen(function* () {
        const started = yield* startSandboxStripe
        const { subscription: created } = yield* subscribed(started)
        const subscription = created as typeof created | undefined
        const forced = yield* postJson(started, `/subscriptions/${subscription!.id}/renew`, { fail: true })
        expect(forced).toMatchObject({
          status: 200,
          body: {
            invoice: { status: "open", amount_paid: 0, amount_due: 15_760, amount_remaining: 15_760 },
            subscription: { status: "past_due" }
          }
        })
        const [failed] = yield* deliveriesOf(
          started,
          "invoice.payment_failed",
          1,
          (object) => object.parent?.subscription_details?.subscription === subscription!.id
        )
        expect(failed!.data.object).toMatchObject({
          billing_reason: "subscription_cycle",
          attempt_count: 1,
          status: "open",
          amount_paid: 0
        })
        yield* deliveriesOf(
          started,
          "customer.subscription.updated",
          1,
          (object) => object.id === subscription!.id && object.status === "past_due"
        )

        // 0341 attaches fine and declines every charge: a subscription started with a good card switches to it.
        const other = yield* sdk(() => started.stripe.customers.create({ name: "Declining Agency" }))
        const goodSetup = yield* sdk(() => started.stripe.setupIntents.create({ customer: other.id }))
        const good = (yield* browserPost(started, `/v1/setup_intents/${goodSetup.id}/confirm`, {
          client_secret: goodSetup.client_secret!,
          ...card("4242424242424242")
        })).body["payment_method"] as string
        const later = yield* sdk(() =>
          started.stripe.subscriptions.create({
            customer: other.id,
            items: [{ price: "price_core_monthly" }],
            default_payment_method: good
          })
        )
        const badSetup = yield* sdk(() => started.stripe.setupIntents.create({ customer: other.id }))
        const bad = yield* browserPost(started, `/v1/setup_intents/${badSetup.id}/confirm`, {
          client_secret: badSetup.client_secret!,
          ...card("4000000000000341")
        })
        expect(bad.status).toBe(200)
        const switched = yield* sdk(() =>
          started.stripe.subscriptions.update(later.id, { default_payment_method: bad.body["payment_method"] as string })
        )
        expect(switched.default_payment_method).toBe(bad.body["payment_method"])
        const declined = yield* postJson(started, `/subscriptions/${later.id}/renew`)
        expect(declined).toMatchObject({
          status: 200,
          body: { invoice: { status: "open", amount_due: 19_700 }, subscription: { status: "past_due" } }
        })
        yield* deliveriesOf(
          started,
          "invoice.payment_failed",
          1,
          (object) => object.parent?.subscription_details?.subscription === later.id
        )
      })
    )

    it.scoped("cancels as DELETE does, once; the page shows the actions", () =>
      Effect.gen(function* () {
        const started = yield* startSandboxStripe
        const { subscription: created } = yield* subscribed(started)
        const subscription = created as typeof created | undefined
        const shown = yield* getPage(`${started.baseUrl}/dashboard`)
        expect(shown.html).toContain(`/dashboard/subscriptions/${subscription!.id}/renew`)
        expect(shown.html).toContain(`/dashboard/subscriptions/${subscription!.id}/cancel`)
        const canceled = yield* postJson(started, `/subscriptions/${subscription!.id}/cancel`)
        expect(canceled).toMatchObject({
          status: 200,
          body: { id: subscription!.id, status: "canceled", canceled_at: expect.any(Number), ended_at: expect.any(Number) }
        })
        const [deleted] = yield* deliveriesOf(started, "customer.subscription.deleted", 1, (object) => object.id === subscription!.id)
        expect(deleted!.data.object).toMatchObject({ status: "canceled", metadata: { agency_id: "7" } })
        expect((yield* postJson(started, `/subscriptions/${subscription!.id}/renew`)).status).toBe(400)
        expect((yield* postJson(started, "/subscriptions/sub_missing/cancel")).status).toBe(404)
      })
    )
  })
})
