// Subscriptions pay their invoices through PaymentIntents, as Stripe's do: payment_behavior decides
// what a first invoice that needs 3-D Secure or is declined leaves behind, authenticating the invoice's
// intent pays it, and a pending_if_incomplete plan change waits on its invoice (pending_update).
import { describe, expect, layer } from "@effect/vitest"
import { Effect } from "effect"
import type Stripe from "stripe"

import type { JsonBody } from "../../testing/json-body.ts"
import { SandboxStripeTestDatabase, startSandboxStripe } from "../../testing/sandbox-stripe.ts"
import { answerPage, browserPost, card, deliveriesOf, savedCard, sdk, sdkError } from "./test-support.ts"

const invoiceOf = (subscription: Stripe.Subscription) => subscription.latest_invoice as Stripe.Invoice
const intentIdOf = (secret: string) => secret.split("_secret_")[0]!
const ofSubscription = (id: string) => (object: JsonBody) => object.parent?.subscription_details?.subscription === id

describe("sandbox subscription payments", () => {
  layer(SandboxStripeTestDatabase, { timeout: 60_000 })((it) => {
    it.scoped("a first invoice needing 3-D Secure leaves the subscription incomplete; authenticating its intent pays it", () =>
      Effect.gen(function* () {
        const started = yield* startSandboxStripe
        const { customer, paymentMethod } = yield* savedCard(started, "4000002500003155")
        const subscription = yield* sdk(() =>
          started.stripe.subscriptions.create({
            customer: customer.id,
            items: [{ price: "price_core_monthly" }],
            default_payment_method: paymentMethod,
            metadata: { plan_id: "35" },
            expand: ["latest_invoice.confirmation_secret"]
          })
        )
        expect(subscription.status).toBe("incomplete")
        const invoice = invoiceOf(subscription)
        expect(invoice).toMatchObject({
          status: "open",
          amount_due: 19_700,
          amount_paid: 0,
          customer_email: "sub@example.com",
          customer_name: "Sub Scriber"
        })
        expect(invoice.confirmation_secret).toMatchObject({
          type: "payment_intent",
          client_secret: expect.stringMatching(/^pi_.+_secret_/)
        })
        const secret = invoice.confirmation_secret!.client_secret
        const intent = yield* sdk(() => started.stripe.paymentIntents.retrieve(intentIdOf(secret)))
        expect(intent).toMatchObject({ status: "requires_action", amount: 19_700, next_action: { type: "use_stripe_sdk" } })
        yield* deliveriesOf(started, "invoice.created", 1, ofSubscription(subscription.id))
        yield* deliveriesOf(started, "invoice.finalized", 1, ofSubscription(subscription.id))
        yield* deliveriesOf(
          started,
          "customer.subscription.created",
          1,
          (object) => object.id === subscription.id && object.status === "incomplete"
        )

        expect((yield* answerPage(started, intent.id, secret, "complete")).status).toBeLessThan(400)
        const [paid] = yield* deliveriesOf(started, "invoice.paid", 1, ofSubscription(subscription.id))
        expect(paid!.data.object).toMatchObject({ id: invoice.id, status: "paid", amount_paid: 19_700 })
        yield* deliveriesOf(
          started,
          "customer.subscription.updated",
          1,
          (object) => object.id === subscription.id && object.status === "active"
        )
        expect((yield* sdk(() => started.stripe.subscriptions.retrieve(subscription.id))).status).toBe("active")
        // The invoice's payment is a real charge: it can be refunded.
        const charges = yield* sdk(() => started.stripe.charges.list({ customer: customer.id }))
        const charge = charges.data.find((entry) => entry.payment_intent === intent.id && entry.status === "succeeded")!
        expect(charge.amount).toBe(19_700)
        expect((yield* sdk(() => started.stripe.refunds.create({ charge: charge.id }))).status).toBe("succeeded")
      })
    )

    it.scoped("a card that pays at once: active, the invoice paid through a PaymentIntent and its charge", () =>
      Effect.gen(function* () {
        const started = yield* startSandboxStripe
        const { customer, paymentMethod } = yield* savedCard(started, "4242424242424242")
        const subscription = yield* sdk(() =>
          started.stripe.subscriptions.create({
            customer: customer.id,
            items: [{ price: "price_core_monthly" }],
            discounts: [{ coupon: "SAVE20" }],
            default_payment_method: paymentMethod,
            expand: ["latest_invoice.confirmation_secret"]
          })
        )
        expect(subscription.status).toBe("active")
        expect(invoiceOf(subscription)).toMatchObject({ status: "paid", amount_paid: 15_760, total_discount_amounts: [{ amount: 3_940 }] })
        const secret = invoiceOf(subscription).confirmation_secret!.client_secret
        expect((yield* sdk(() => started.stripe.paymentIntents.retrieve(intentIdOf(secret)))).status).toBe("succeeded")
        yield* deliveriesOf(started, "invoice.payment_succeeded", 1, ofSubscription(subscription.id))
        const charges = yield* sdk(() => started.stripe.charges.list({ customer: customer.id }))
        expect(charges.data.map((charge) => charge.amount)).toContain(15_760)
      })
    )

    it.scoped("a declined first invoice: allow_incomplete leaves it incomplete and open; error_if_incomplete creates nothing", () =>
      Effect.gen(function* () {
        const started = yield* startSandboxStripe
        const { customer, paymentMethod } = yield* savedCard(started, "4000000000000341")
        const subscription = yield* sdk(() =>
          started.stripe.subscriptions.create({
            customer: customer.id,
            items: [{ price: "price_core_monthly" }],
            default_payment_method: paymentMethod,
            payment_behavior: "allow_incomplete",
            expand: ["latest_invoice.confirmation_secret"]
          })
        )
        expect(subscription.status).toBe("incomplete")
        expect(invoiceOf(subscription).status).toBe("open")
        const intentId = intentIdOf(invoiceOf(subscription).confirmation_secret!.client_secret)
        const intent = yield* sdk(() => started.stripe.paymentIntents.retrieve(intentId))
        expect(intent).toMatchObject({
          status: "requires_payment_method",
          last_payment_error: { code: "card_declined", message: "Your card was declined." }
        })
        yield* deliveriesOf(started, "payment_intent.payment_failed", 1, (object) => object.id === intentId)
        yield* deliveriesOf(started, "charge.failed", 1, (object) => object.payment_intent === intentId)
        yield* deliveriesOf(started, "invoice.payment_failed", 1, ofSubscription(subscription.id))

        const refused = yield* sdkError(() =>
          started.stripe.subscriptions.create({
            customer: customer.id,
            items: [{ price: "price_core_monthly" }],
            default_payment_method: paymentMethod,
            payment_behavior: "error_if_incomplete"
          })
        )
        expect(refused).toMatchObject({ statusCode: 402, type: "StripeCardError", code: "card_declined" })
        const { customer: secure, paymentMethod: secureCard } = yield* savedCard(started, "4000002760003184")
        const needsAction = yield* sdkError(() =>
          started.stripe.subscriptions.create({
            customer: secure.id,
            items: [{ price: "price_core_monthly" }],
            default_payment_method: secureCard,
            payment_behavior: "error_if_incomplete"
          })
        )
        expect(needsAction).toMatchObject({ statusCode: 402, code: "subscription_payment_intent_requires_action" })
        const wrong = yield* sdkError(() =>
          started.stripe.subscriptions.create({
            customer: secure.id,
            items: [{ price: "price_core_monthly" }],
            default_payment_method: secureCard,
            payment_behavior: "pending_if_incomplete"
          })
        )
        expect(wrong).toMatchObject({ statusCode: 400, param: "payment_behavior" })
        const all = yield* sdk(() => started.stripe.subscriptions.list({ customer: customer.id, status: "all" }))
        expect(all.data.map((entry) => entry.id)).toEqual([subscription.id])
        expect((yield* sdk(() => started.stripe.subscriptions.list({ customer: secure.id, status: "all" }))).data).toEqual([])
      })
    )

    it.scoped("pending_if_incomplete: a plan change needing 3-D Secure waits as pending_update; paying its invoice applies it", () =>
      Effect.gen(function* () {
        const started = yield* startSandboxStripe
        const { customer, paymentMethod } = yield* savedCard(started, "4000002500003155")
        // Off-session, the set-up 3155 card pays without authentication.
        const subscription = yield* sdk(() =>
          started.stripe.subscriptions.create({
            customer: customer.id,
            items: [{ price: "price_core_monthly" }],
            default_payment_method: paymentMethod,
            off_session: true,
            metadata: { payment_id: "1" }
          })
        )
        expect(subscription.status).toBe("active")
        const item = subscription.items.data[0]!.id
        const refusedParam = yield* sdkError(() =>
          started.stripe.subscriptions.update(subscription.id, {
            items: [{ id: item, price: "price_pro_monthly" }],
            proration_behavior: "always_invoice",
            payment_behavior: "pending_if_incomplete",
            discounts: ""
          })
        )
        expect(refusedParam).toMatchObject({ statusCode: 400, param: "discounts" })
        const strict = yield* sdkError(() =>
          started.stripe.subscriptions.update(subscription.id, {
            items: [{ id: item, price: "price_pro_monthly" }],
            proration_behavior: "always_invoice",
            payment_behavior: "error_if_incomplete"
          })
        )
        expect(strict).toMatchObject({ statusCode: 402 })
        expect((yield* sdk(() => started.stripe.subscriptions.retrieve(subscription.id))).items.data[0]!.price.id).toBe(
          "price_core_monthly"
        )

        const updated = yield* sdk(() =>
          started.stripe.subscriptions.update(subscription.id, {
            items: [{ id: item, price: "price_pro_monthly" }],
            proration_behavior: "always_invoice",
            payment_behavior: "pending_if_incomplete",
            metadata: { payment_id: "2" },
            expand: ["latest_invoice.confirmation_secret"]
          })
        )
        expect(updated.items.data[0]!.price.id).toBe("price_core_monthly")
        expect(updated.metadata["payment_id"]).toBe("1")
        expect(updated.pending_update).toMatchObject({
          expires_at: expect.any(Number),
          subscription_items: [{ price: { id: "price_pro_monthly" } }]
        })
        const invoice = invoiceOf(updated)
        expect(invoice).toMatchObject({ status: "open", billing_reason: "subscription_update" })
        const secret = invoice.confirmation_secret!.client_secret
        expect((yield* sdk(() => started.stripe.paymentIntents.retrieve(intentIdOf(secret)))).status).toBe("requires_action")

        yield* answerPage(started, intentIdOf(secret), secret, "complete")
        yield* deliveriesOf(
          started,
          "customer.subscription.updated",
          1,
          (object) => object.id === subscription.id && object.pending_update === null && object.metadata.payment_id === "2"
        )
        const applied = yield* sdk(() => started.stripe.subscriptions.retrieve(subscription.id))
        expect(applied).toMatchObject({ status: "active", pending_update: null, latest_invoice: invoice.id, metadata: { payment_id: "2" } })
        expect(applied.items.data[0]!.price.id).toBe("price_pro_monthly")
      })
    )

    it.scoped("pending_if_incomplete: a declined plan change keeps the old price and its invoice open", () =>
      Effect.gen(function* () {
        const started = yield* startSandboxStripe
        const { customer, paymentMethod } = yield* savedCard(started, "4242424242424242")
        const subscription = yield* sdk(() =>
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
        const decliningCard = declining.body["payment_method"] as string
        yield* sdk(() =>
          started.stripe.subscriptions.update(subscription.id, { default_payment_method: decliningCard, proration_behavior: "none" })
        )
        const updated = yield* sdk(() =>
          started.stripe.subscriptions.update(subscription.id, {
            items: [{ id: subscription.items.data[0]!.id, price: "price_pro_monthly" }],
            proration_behavior: "always_invoice",
            payment_behavior: "pending_if_incomplete",
            expand: ["latest_invoice.confirmation_secret"]
          })
        )
        expect(updated.status).toBe("active")
        expect(updated.items.data[0]!.price.id).toBe("price_core_monthly")
        expect(updated.pending_update).not.toBeNull()
        const intentId = intentIdOf(invoiceOf(updated).confirmation_secret!.client_secret)
        expect(yield* sdk(() => started.stripe.paymentIntents.retrieve(intentId))).toMatchObject({
          status: "requires_payment_method",
          last_payment_error: { code: "card_declined" }
        })
        yield* deliveriesOf(started, "invoice.payment_failed", 1, (object) => object.id === invoiceOf(updated).id)
      })
    )
  })
})
