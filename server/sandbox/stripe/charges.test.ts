// Charges and refunds as Stripe keeps them: every confirmation leaves a charge (paid or failed) named
// by the PaymentIntent's latest_charge, with a receipt page; refunds take back part or all of what is
// left, never more, and are announced with the refunded charge.
import { describe, expect, layer } from "@effect/vitest"
import { Effect } from "effect"

import { SandboxStripeTestDatabase, startSandboxStripe } from "../../testing/sandbox-stripe.ts"
import { chargeInvoice } from "./invoice-charge.ts"
import { SandboxStripeSettings } from "./settings.ts"
import { browserPost, card, deliveriesOf, getPage, payWithCard, sdk, sdkError } from "./test-support.ts"

describe("sandbox charges and refunds", () => {
  layer(SandboxStripeTestDatabase, { timeout: 60_000 })((it) => {
    it.scoped("a paid PaymentIntent names its charge, which has the card, the billing details and a receipt page", () =>
      Effect.gen(function* () {
        const started = yield* startSandboxStripe
        const { customer, intent, confirmed } = yield* payWithCard(started, "4242424242424242")
        expect(confirmed.body).toMatchObject({ status: "succeeded", latest_charge: expect.stringMatching(/^ch_/) })
        const charge = yield* sdk(() => started.stripe.charges.retrieve(confirmed.body["latest_charge"]))
        expect(charge).toMatchObject({
          object: "charge",
          amount: 1_500,
          amount_captured: 1_500,
          amount_refunded: 0,
          paid: true,
          captured: true,
          refunded: false,
          disputed: false,
          status: "succeeded",
          customer: customer.id,
          payment_intent: intent.id,
          description: "Credits: 3 x $50",
          billing_details: { name: "Ada Agency", email: "ada@example.com" },
          payment_method_details: { type: "card", card: { brand: "visa", last4: "4242" } },
          refunds: { object: "list", data: [] }
        })
        const [succeeded] = yield* deliveriesOf(started, "charge.succeeded", 1, (object) => object.id === charge.id)
        expect(succeeded!.data.object).toMatchObject({ id: charge.id, payment_intent: intent.id })

        expect(charge.receipt_url).toBe(`${started.baseUrl}/receipts/${charge.id}`)
        const receipt = yield* getPage(charge.receipt_url!)
        expect(receipt.status).toBe(200)
        expect(receipt.html).toContain("$15.00")
        expect(receipt.html).toContain("4242")
        expect(receipt.html).toContain("Credits: 3 x $50")
        expect((yield* getPage(`${started.baseUrl}/receipts/ch_missing`)).status).toBe(404)

        const byIntent = yield* sdk(() => started.stripe.charges.list({ payment_intent: intent.id }))
        expect(byIntent.data.map((listed) => listed.id)).toEqual([charge.id])
        const byCustomer = yield* sdk(() => started.stripe.charges.list({ customer: customer.id }))
        expect(byCustomer.data.map((listed) => listed.id)).toEqual([charge.id])
        const missing = yield* sdkError(() => started.stripe.charges.retrieve("ch_missing"))
        expect(missing).toMatchObject({ statusCode: 404, code: "resource_missing" })
      })
    )

    it.scoped("a declined confirmation leaves a failed charge and announces charge.failed", () =>
      Effect.gen(function* () {
        const started = yield* startSandboxStripe
        const { intent, confirmed } = yield* payWithCard(started, "4000000000000002")
        expect(confirmed.status).toBe(402)
        const failedIntent = yield* sdk(() => started.stripe.paymentIntents.retrieve(intent.id))
        expect(failedIntent).toMatchObject({ status: "requires_payment_method", latest_charge: expect.stringMatching(/^ch_/) })
        expect(failedIntent.last_payment_error).toMatchObject({
          code: "card_declined",
          decline_code: "generic_decline",
          charge: failedIntent.latest_charge
        })
        const charge = yield* sdk(() => started.stripe.charges.retrieve(failedIntent.latest_charge as string))
        expect(charge).toMatchObject({
          status: "failed",
          paid: false,
          captured: false,
          failure_code: "card_declined",
          outcome: { reason: "generic_decline" }
        })
        yield* deliveriesOf(started, "charge.failed", 1, (object) => object.id === charge.id)
        const refused = yield* sdkError(() => started.stripe.refunds.create({ payment_intent: intent.id }))
        expect(refused).toMatchObject({ statusCode: 400, type: "StripeInvalidRequestError" })
      })
    )

    it.scoped("refunds part, then the rest, then refuses more than is left", () =>
      Effect.gen(function* () {
        const started = yield* startSandboxStripe
        const { intent, confirmed } = yield* payWithCard(started, "4242424242424242", 5_000)
        const chargeId = confirmed.body["latest_charge"] as string
        const partial = yield* sdk(() =>
          started.stripe.refunds.create({
            payment_intent: intent.id,
            amount: 1_200,
            reason: "requested_by_customer",
            metadata: { by: "admin" }
          })
        )
        expect(partial).toMatchObject({
          object: "refund",
          amount: 1_200,
          charge: chargeId,
          payment_intent: intent.id,
          status: "succeeded",
          reason: "requested_by_customer",
          metadata: { by: "admin" }
        })
        const [created] = yield* deliveriesOf(started, "refund.created", 1, (object) => object.id === partial.id)
        expect(created!.data.object).toMatchObject({ amount: 1_200 })
        const [refunded] = yield* deliveriesOf(started, "charge.refunded", 1, (object) => object.id === chargeId)
        expect(refunded!.data.object).toMatchObject({ amount_refunded: 1_200, refunded: false, refunds: { data: [{ id: partial.id }] } })

        const tooMuch = yield* sdkError(() => started.stripe.refunds.create({ charge: chargeId, amount: 3_801 }))
        expect(tooMuch).toMatchObject({
          statusCode: 400,
          param: "amount",
          message: "Refund amount ($38.01) is greater than unrefunded amount on charge ($38.00)"
        })

        const rest = yield* sdk(() => started.stripe.refunds.create({ charge: chargeId }))
        expect(rest.amount).toBe(3_800)
        const charge = yield* sdk(() => started.stripe.charges.retrieve(chargeId))
        expect(charge).toMatchObject({ amount_refunded: 5_000, refunded: true })
        expect(charge.refunds!.data.map((refund) => refund.id)).toEqual([rest.id, partial.id])
        yield* deliveriesOf(started, "charge.refunded", 2, (object) => object.id === chargeId)

        const again = yield* sdkError(() => started.stripe.refunds.create({ payment_intent: intent.id }))
        expect(again).toMatchObject({ statusCode: 400, code: "charge_already_refunded" })
        const badReason = yield* sdkError(() => started.stripe.refunds.create({ charge: chargeId, reason: "changed_mind" as "duplicate" }))
        expect(badReason).toMatchObject({ statusCode: 400, param: "reason" })

        expect(yield* sdk(() => started.stripe.refunds.retrieve(partial.id))).toMatchObject({ id: partial.id, amount: 1_200 })
        const listed = yield* sdk(() => started.stripe.refunds.list({ payment_intent: intent.id, limit: 1 }))
        expect(listed).toMatchObject({ has_more: true, data: [{ id: rest.id }] })
        const next = yield* sdk(() => started.stripe.refunds.list({ payment_intent: intent.id, limit: 1, starting_after: rest.id }))
        expect(next).toMatchObject({ has_more: false, data: [{ id: partial.id }] })
      })
    )

    it.scoped("lists a customer's PaymentIntents page by page and cancels an unpaid one once", () =>
      Effect.gen(function* () {
        const started = yield* startSandboxStripe
        const customer = yield* sdk(() => started.stripe.customers.create({ name: "Lister" }))
        const first = yield* sdk(() => started.stripe.paymentIntents.create({ amount: 100, currency: "usd", customer: customer.id }))
        const second = yield* sdk(() => started.stripe.paymentIntents.create({ amount: 200, currency: "usd", customer: customer.id }))
        const page = yield* sdk(() => started.stripe.paymentIntents.list({ customer: customer.id, limit: 1 }))
        expect(page.has_more).toBe(true)
        const rest = yield* sdk(() =>
          started.stripe.paymentIntents.list({ customer: customer.id, limit: 10, starting_after: page.data[0]!.id })
        )
        expect([...page.data, ...rest.data].map((intent) => intent.id).sort()).toEqual([first.id, second.id].sort())

        const canceled = yield* sdk(() => started.stripe.paymentIntents.cancel(first.id, { cancellation_reason: "abandoned" }))
        expect(canceled).toMatchObject({ status: "canceled", cancellation_reason: "abandoned", canceled_at: expect.any(Number) })
        yield* deliveriesOf(started, "payment_intent.canceled", 1, (object) => object.id === first.id)
        const twice = yield* sdkError(() => started.stripe.paymentIntents.cancel(first.id))
        expect(twice).toMatchObject({ statusCode: 400, code: "payment_intent_unexpected_state" })
        const confirmCanceled = yield* sdkError(() => started.stripe.paymentIntents.confirm(first.id, { payment_method: "pm_missing" }))
        expect(confirmCanceled).toMatchObject({ statusCode: expect.any(Number) })
      })
    )

    it.scoped("a paid invoice leaves a PaymentIntent and a charge, which can be refunded; a zero invoice charges nothing", () =>
      Effect.gen(function* () {
        const started = yield* startSandboxStripe
        const customer = yield* sdk(() => started.stripe.customers.create({ name: "Subscriber" }))
        const setup = yield* sdk(() => started.stripe.setupIntents.create({ customer: customer.id }))
        const saved = yield* browserPost(started, `/v1/setup_intents/${setup.id}/confirm`, {
          client_secret: setup.client_secret!,
          ...card("4242424242424242")
        })
        const paid = {
          invoice: "in_test",
          customer: customer.id,
          paymentMethod: saved.body["payment_method"] as string,
          currency: "usd",
          description: "Subscription creation",
          metadata: { plan_id: "35" }
        }
        const charged = yield* Effect.provideService(chargeInvoice({ ...paid, amount: 19_700 }), SandboxStripeSettings, started.settings)
        expect(yield* Effect.provideService(chargeInvoice({ ...paid, amount: 0 }), SandboxStripeSettings, started.settings)).toBeUndefined()
        const charges = yield* sdk(() => started.stripe.charges.list({ customer: customer.id }))
        expect(charges.data).toHaveLength(1)
        expect(charges.data[0]).toMatchObject({
          id: charged!.charge,
          amount: 19_700,
          payment_intent: charged!.paymentIntent,
          description: "Subscription creation",
          paid: true
        })
        expect(yield* sdk(() => started.stripe.paymentIntents.retrieve(charged!.paymentIntent))).toMatchObject({
          status: "succeeded",
          latest_charge: charged!.charge
        })
        yield* deliveriesOf(started, "charge.succeeded", 1, (object) => object.id === charged!.charge)
        expect(yield* sdk(() => started.stripe.refunds.create({ charge: charged!.charge, amount: 9_850 }))).toMatchObject({
          amount: 9_850,
          status: "succeeded"
        })
      })
    )

    it.scoped("4000 0000 0000 5126: the refund succeeds at first, then fails and the money is unrefunded again", () =>
      Effect.gen(function* () {
        const started = yield* startSandboxStripe
        const { confirmed } = yield* payWithCard(started, "4000000000005126", 2_500)
        const chargeId = confirmed.body["latest_charge"] as string
        const refund = yield* sdk(() => started.stripe.refunds.create({ charge: chargeId }))
        expect(refund).toMatchObject({ status: "succeeded", amount: 2_500 })
        const [updated] = yield* deliveriesOf(started, "refund.updated", 1, (object) => object.id === refund.id)
        expect(updated!.data.object).toMatchObject({ status: "failed" })
        yield* deliveriesOf(started, "refund.failed", 1, (object) => object.id === refund.id)
        expect(yield* sdk(() => started.stripe.refunds.retrieve(refund.id))).toMatchObject({ status: "failed" })
        expect(yield* sdk(() => started.stripe.charges.retrieve(chargeId))).toMatchObject({ amount_refunded: 0, refunded: false })
      })
    )
  })
})
