// Stripe expires on its own clock: an incomplete subscription past its 23 hours becomes
// incomplete_expired, and a pending update past its expires_at is discarded with its invoice voided,
// each announced without anyone reading the subscription. Time is moved by backdating the rows.
import { SqlClient } from "@effect/sql"
import { describe, expect, layer } from "@effect/vitest"
import { Effect } from "effect"
import type Stripe from "stripe"

import { SandboxStripeTestDatabase, startSandboxStripe } from "../../testing/sandbox-stripe.ts"
import { browserPost, card, deliveriesOf, pause, savedCard, sdk } from "./test-support.ts"

describe("sandbox expiry sweep", () => {
  layer(SandboxStripeTestDatabase, { timeout: 60_000 })((it) => {
    it.scoped("expires an overdue incomplete subscription and an overdue pending update by itself, and announces both", () =>
      Effect.gen(function* () {
        const started = yield* startSandboxStripe
        const sql = yield* SqlClient.SqlClient
        const secure = yield* savedCard(started, "4000002760003184")
        const incomplete = yield* sdk(() =>
          started.stripe.subscriptions.create({
            customer: secure.customer.id,
            items: [{ price: "price_core_monthly" }],
            default_payment_method: secure.paymentMethod
          })
        )
        expect(incomplete.status).toBe("incomplete")
        yield* Effect.orDie(
          sql`UPDATE sandbox_stripe_subscriptions SET created_at = now() - interval '24 hours' WHERE id = ${incomplete.id}`
        )
        yield* deliveriesOf(
          started,
          "customer.subscription.updated",
          1,
          (object) => object.id === incomplete.id && object.status === "incomplete_expired"
        )

        const { customer, paymentMethod } = yield* savedCard(started, "4242424242424242")
        const active = yield* sdk(() =>
          started.stripe.subscriptions.create({
            customer: customer.id,
            items: [{ price: "price_core_monthly" }],
            default_payment_method: paymentMethod
          })
        )
        const setup = yield* sdk(() => started.stripe.setupIntents.create({ customer: customer.id }))
        const declining = yield* browserPost(started, `/v1/setup_intents/${setup.id}/confirm`, {
          client_secret: setup.client_secret!,
          ...card("4000000000000341")
        })
        yield* sdk(() =>
          started.stripe.subscriptions.update(active.id, {
            default_payment_method: declining.body["payment_method"] as string,
            proration_behavior: "none"
          })
        )
        const updated = yield* sdk(() =>
          started.stripe.subscriptions.update(active.id, {
            items: [{ id: active.items.data[0]!.id, price: "price_pro_monthly" }],
            proration_behavior: "always_invoice",
            payment_behavior: "pending_if_incomplete",
            expand: ["latest_invoice"]
          })
        )
        expect(updated.pending_update).not.toBeNull()
        const invoice = (updated.latest_invoice as Stripe.Invoice).id
        // The payment method's change was announced with pending_update null too: the sweep's own event is
        // one more of those, counted from the events Stripe lists (written with the change, unlike deliveries).
        const settled = Effect.map(
          sdk(() => started.stripe.events.list({ type: "customer.subscription.updated", limit: 100 })),
          (events) =>
            events.data.filter((event) => {
              const object = event.data.object as Stripe.Subscription
              return object.id === active.id && object.pending_update === null && object.status === "active"
            }).length
        )
        const before = yield* settled
        yield* Effect.orDie(
          sql`UPDATE sandbox_stripe_subscriptions SET pending_update = jsonb_set(pending_update, '{expires_at}', to_jsonb(extract(epoch FROM now())::bigint - 60)) WHERE id = ${active.id}`
        )
        // Wall time (the sweep runs on it; the test's clock stands still): up to 10 s for its next pass.
        for (let tries = 0; (yield* settled) <= before; tries++) {
          if (tries > 300) return yield* Effect.die("the sweep did not discard the overdue pending update")
          yield* pause(30)
        }
        yield* deliveriesOf(
          started,
          "customer.subscription.updated",
          before + 1,
          (object) => object.id === active.id && object.pending_update === null && object.status === "active"
        )
        const [row] = yield* Effect.orDie(sql<{ status: string }>`SELECT status FROM sandbox_stripe_invoices WHERE id = ${invoice}`)
        expect(row!.status).toBe("void")
        const after = yield* sdk(() => started.stripe.subscriptions.retrieve(active.id))
        expect(after.items.data[0]!.price.id).toBe("price_core_monthly")
      })
    )
  })
})
