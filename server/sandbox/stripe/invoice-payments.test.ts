// GET /v1/invoice_payments as Stripe answers it in current API versions: the link from a subscription
// invoice's PaymentIntent to the invoice it paid (Charge and PaymentIntent have no `invoice` any more),
// with the invoice expandable; Stripe's fields, filters and error bodies.
import { describe, expect, layer } from "@effect/vitest"
import { Effect } from "effect"

import type { JsonBody } from "../../testing/json-body.ts"
import { SandboxStripeTestDatabase, startSandboxStripe } from "../../testing/sandbox-stripe.ts"
import { deliveriesOf, sdk, sdkError, type Started, subscribedToCore } from "./test-support.ts"

/** Stripe's InvoicePayment fields (the object's reference). */
const INVOICE_PAYMENT_FIELDS = [
  "amount_paid",
  "amount_requested",
  "created",
  "currency",
  "id",
  "invoice",
  "is_default",
  "livemode",
  "object",
  "payment",
  "status",
  "status_transitions"
]

const get = (started: Started, path: string) =>
  Effect.promise(async () => {
    const response = await fetch(`${started.baseUrl}${path}`, { headers: { authorization: "Bearer sk_test_sandbox" } })
    return { status: response.status, body: (await response.json()) as Record<string, JsonBody> }
  })

/** A Core subscription ($197) on a saved 4242 card, renewed once from the Dashboard: a charged renewal invoice. */
const renewed = (started: Started) =>
  Effect.gen(function* () {
    const { customer, subscription } = yield* subscribedToCore(started, { metadata: { agency_id: "7", payment_id: "12" } })
    const renewal = yield* Effect.promise(async () => {
      const response = await fetch(`${started.baseUrl}/dashboard/subscriptions/${subscription.id}/renew`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: "{}"
      })
      return (await response.json()) as { invoice: { id: string } }
    })
    // The first period's invoice is charged too: the renewal's charge is the second, delivered in order.
    const charges = yield* deliveriesOf(
      started,
      "charge.succeeded",
      2,
      (object) => object.customer === customer.id && object.amount === 19_700
    )
    return {
      customer,
      subscription,
      invoice: renewal.invoice.id,
      charge: charges.at(-1)!.data.object as { id: string; payment_intent: string }
    }
  })

describe("sandbox invoice payments", () => {
  layer(SandboxStripeTestDatabase, { timeout: 60_000 })((it) => {
    it.scoped("a renewal's PaymentIntent lists its invoice payment; expanded, the invoice itself; retrieve by id", () =>
      Effect.gen(function* () {
        const started = yield* startSandboxStripe
        const { charge, invoice, subscription } = yield* renewed(started)
        expect(charge).not.toHaveProperty("invoice")
        const listed = yield* sdk(() =>
          started.stripe.invoicePayments.list({ payment: { type: "payment_intent", payment_intent: charge.payment_intent } })
        )
        expect(listed.data).toHaveLength(1)
        const payment = listed.data[0]!
        expect(Object.keys(payment).sort()).toEqual(INVOICE_PAYMENT_FIELDS)
        expect(payment).toMatchObject({
          object: "invoice_payment",
          invoice,
          amount_paid: 19_700,
          amount_requested: 19_700,
          currency: "usd",
          is_default: true,
          status: "paid",
          payment: { type: "payment_intent", payment_intent: charge.payment_intent },
          status_transitions: { canceled_at: null, paid_at: expect.any(Number) }
        })
        expect(payment.id).toMatch(/^inpay_/)

        const expanded = yield* sdk(() =>
          started.stripe.invoicePayments.list({
            payment: { type: "payment_intent", payment_intent: charge.payment_intent },
            expand: ["data.invoice"]
          })
        )
        expect(expanded.data[0]!.invoice).toMatchObject({
          id: invoice,
          object: "invoice",
          billing_reason: "subscription_cycle",
          amount_paid: 19_700,
          parent: { subscription_details: { subscription: subscription.id, metadata: { agency_id: "7", payment_id: "12" } } }
        })
        expect((yield* sdk(() => started.stripe.invoicePayments.list({ invoice }))).data.map((entry) => entry.id)).toEqual([payment.id])
        expect(yield* sdk(() => started.stripe.invoicePayments.retrieve(payment.id))).toEqual(payment)
        expect((yield* sdk(() => started.stripe.invoicePayments.retrieve(payment.id, { expand: ["invoice"] }))).invoice).toMatchObject({
          id: invoice
        })
        // A PaymentIntent of no invoice, a payment record, an open status: none.
        expect(
          (yield* sdk(() => started.stripe.invoicePayments.list({ payment: { type: "payment_intent", payment_intent: "pi_unknown" } })))
            .data
        ).toEqual([])
        expect(
          (yield* sdk(() => started.stripe.invoicePayments.list({ payment: { type: "payment_record", payment_record: "prec_x" } }))).data
        ).toEqual([])
        expect((yield* sdk(() => started.stripe.invoicePayments.list({ invoice, status: "open" }))).data).toEqual([])
      })
    )

    it.scoped(
      "refuses what Stripe refuses: a payment without its type, an unknown type or status, an unknown invoice or id, an expansion it cannot make",
      () =>
        Effect.gen(function* () {
          const started = yield* startSandboxStripe
          const noType = yield* get(started, "/v1/invoice_payments?payment[payment_intent]=pi_x")
          expect(noType).toMatchObject({
            status: 400,
            body: { error: { type: "invalid_request_error", param: "payment[type]", message: "Missing required param: payment[type]." } }
          })
          const badType = yield* get(started, "/v1/invoice_payments?payment[type]=charge")
          expect(badType).toMatchObject({ status: 400, body: { error: { param: "payment[type]" } } })
          const badStatus = yield* get(started, "/v1/invoice_payments?status=void")
          expect(badStatus).toMatchObject({ status: 400, body: { error: { param: "status" } } })
          const missingInvoice = yield* sdkError(() => started.stripe.invoicePayments.list({ invoice: "in_missing" }))
          expect(missingInvoice).toMatchObject({ statusCode: 404, code: "resource_missing", param: "invoice" })
          const missing = yield* sdkError(() => started.stripe.invoicePayments.retrieve("inpay_missing"))
          expect(missing).toMatchObject({ statusCode: 404, code: "resource_missing", message: "No such invoice_payment: 'inpay_missing'" })
          const badExpand = yield* get(started, "/v1/invoice_payments?expand[]=data.customer")
          expect(badExpand).toMatchObject({
            status: 400,
            body: { error: { param: "expand", message: "This property cannot be expanded (customer)." } }
          })
          const badLimit = yield* get(started, "/v1/invoice_payments?limit=0")
          expect(badLimit).toMatchObject({ status: 400, body: { error: { param: "limit" } } })
          const anonymous = yield* Effect.promise(() => fetch(`${started.baseUrl}/v1/invoice_payments`).then((response) => response.status))
          expect(anonymous).toBe(401)
        })
    )
  })
})
