// POST /v1/invoices/:id/void and GET /v1/invoices/:id as Stripe has them: a declined plan change's open
// invoice (pending_if_incomplete) is voided, its PaymentIntent canceled and the pending update discarded;
// a paid or already void invoice is refused; the hosted page of a finalized invoice is named.
import { describe, expect, layer } from "@effect/vitest"
import { Effect } from "effect"
import type Stripe from "stripe"

import { SandboxStripeTestDatabase, startSandboxStripe } from "../../testing/sandbox-stripe.ts"
import { browserPost, card, deliveriesOf, savedCard, sdk, sdkError } from "./test-support.ts"

const invoiceOf = (subscription: Stripe.Subscription) => subscription.latest_invoice as Stripe.Invoice

describe("sandbox invoice void", () => {
  layer(SandboxStripeTestDatabase, { timeout: 60_000 })((it) => {
    it.scoped("a declined plan change's open invoice is voided: intent canceled, pending update gone; only open invoices", () =>
      Effect.gen(function* () {
        const started = yield* startSandboxStripe
        const { customer, paymentMethod } = yield* savedCard(started, "4242424242424242")
        const subscription = yield* sdk(() =>
          started.stripe.subscriptions.create({
            customer: customer.id,
            items: [{ price: "price_core_monthly" }],
            default_payment_method: paymentMethod,
            expand: ["latest_invoice"]
          })
        )
        const paid = invoiceOf(subscription)
        expect(paid.status).toBe("paid")
        expect(paid.hosted_invoice_url).toBe(`${started.appUrl}/sandbox/stripe/invoices/${paid.id}`)
        expect(yield* sdk(() => started.stripe.invoices.retrieve(paid.id))).toMatchObject({ id: paid.id, status: "paid" })

        const setup = yield* sdk(() => started.stripe.setupIntents.create({ customer: customer.id }))
        const declining = yield* browserPost(started, `/v1/setup_intents/${setup.id}/confirm`, {
          client_secret: setup.client_secret!,
          ...card("4000000000000341")
        })
        yield* sdk(() =>
          started.stripe.subscriptions.update(subscription.id, {
            default_payment_method: declining.body["payment_method"] as string,
            proration_behavior: "none"
          })
        )
        const updated = yield* sdk(() =>
          started.stripe.subscriptions.update(subscription.id, {
            items: [{ id: subscription.items.data[0]!.id, price: "price_pro_monthly" }],
            proration_behavior: "always_invoice",
            payment_behavior: "pending_if_incomplete",
            expand: ["latest_invoice.confirmation_secret"]
          })
        )
        const open = invoiceOf(updated)
        expect(open.status).toBe("open")
        expect(open.hosted_invoice_url).toBe(`${started.appUrl}/sandbox/stripe/invoices/${open.id}`)
        const intentId = open.confirmation_secret!.client_secret.split("_secret_")[0]!

        const voided = yield* sdk(() => started.stripe.invoices.voidInvoice(open.id))
        expect(voided).toMatchObject({ id: open.id, status: "void", status_transitions: { voided_at: expect.any(Number) } })
        expect(yield* sdk(() => started.stripe.paymentIntents.retrieve(intentId))).toMatchObject({
          status: "canceled",
          cancellation_reason: "void_invoice"
        })
        const after = yield* sdk(() => started.stripe.subscriptions.retrieve(subscription.id))
        expect(after).toMatchObject({ status: "active", pending_update: null })
        expect(after.items.data[0]!.price.id).toBe("price_core_monthly")
        yield* deliveriesOf(started, "invoice.voided", 1, (object) => object.id === open.id)
        yield* deliveriesOf(
          started,
          "customer.subscription.updated",
          1,
          (object) => object.id === subscription.id && object.pending_update === null
        )

        // Only an open invoice: void again, or a paid one, is refused; an unknown one is missing; the key is required.
        expect(yield* sdkError(() => started.stripe.invoices.voidInvoice(open.id))).toMatchObject({
          statusCode: 400,
          type: "StripeInvalidRequestError"
        })
        expect(yield* sdkError(() => started.stripe.invoices.voidInvoice(paid.id))).toMatchObject({ statusCode: 400 })
        expect((yield* sdk(() => started.stripe.invoices.retrieve(paid.id))).status).toBe("paid")
        expect(yield* sdkError(() => started.stripe.invoices.voidInvoice("in_unknown"))).toMatchObject({
          statusCode: 404,
          code: "resource_missing"
        })
        const anonymous = yield* Effect.promise(() =>
          fetch(`${started.baseUrl}/v1/invoices/${paid.id}/void`, { method: "POST" }).then((response) => response.status)
        )
        expect(anonymous).toBe(401)
      })
    )
  })
})
