// The sandbox payments driven as the app drives Stripe: the real `stripe` SDK for the server side,
// plain form POSTs with a client secret for the browser side, and signed webhook deliveries checked
// with the SDK's own constructEvent.
import { describe, expect, layer } from "@effect/vitest"
import { Effect } from "effect"
import Stripe from "stripe"

import type { JsonBody } from "../../testing/json-body.ts"
import { SandboxStripeTestDatabase, startSandboxStripe, TEST_WEBHOOK_SECRET } from "../../testing/sandbox-stripe.ts"
import { browserPost, card, customerWithCard, deliveriesWithRecords, pause, sdk, sdkError } from "./test-support.ts"

describe("sandbox payments", () => {
  layer(SandboxStripeTestDatabase, { timeout: 60_000 })((it) => {
    it.scoped("refuses a wrong secret key with Stripe's 401", () =>
      Effect.gen(function* () {
        const started = yield* startSandboxStripe
        const response = yield* Effect.promise(() =>
          fetch(`${started.baseUrl}/v1/customers`, {
            method: "POST",
            headers: { authorization: "Bearer sk_test_wrong_key_123456" },
            body: ""
          })
        )
        expect(response.status).toBe(401)
        expect(yield* Effect.promise(() => response.json())).toMatchObject({ error: { type: "invalid_request_error" } })
      })
    )

    it.scoped("replays the first answer for a repeated Idempotency-Key and creates nothing new", () =>
      Effect.gen(function* () {
        const started = yield* startSandboxStripe
        const first = yield* sdk(() => started.stripe.customers.create({ name: "Once" }, { idempotencyKey: "customer-agency-1" }))
        const again = yield* sdk(() => started.stripe.customers.create({ name: "Once" }, { idempotencyKey: "customer-agency-1" }))
        expect(again.id).toBe(first.id)
        const other = yield* sdk(() => started.stripe.customers.create({ name: "Once" }, { idempotencyKey: "customer-agency-2" }))
        expect(other.id).not.toBe(first.id)
        const misused = yield* sdkError(() =>
          started.stripe.setupIntents.create({ customer: first.id }, { idempotencyKey: "customer-agency-1" })
        )
        expect(misused).toMatchObject({ type: "StripeIdempotencyError", statusCode: 400 })
      })
    )

    it.scoped("saves a card through a browser-confirmed SetupIntent, then lists, detaches and attaches it", () =>
      Effect.gen(function* () {
        const started = yield* startSandboxStripe
        const { customer, setup, confirmed } = yield* customerWithCard(started, "4242424242424242")
        expect(customer).toMatchObject({
          object: "customer",
          name: "Demo Agency",
          metadata: { agency_id: "7" },
          invoice_settings: { default_payment_method: null }
        })
        expect(setup).toMatchObject({
          object: "setup_intent",
          status: "requires_payment_method",
          customer: customer.id,
          payment_method: null
        })
        expect(setup.client_secret).toMatch(new RegExp(`^${setup.id}_secret_`))
        expect(confirmed.status).toBe(200)
        expect(confirmed.cors).toBe(started.appUrl)
        const preflight = yield* Effect.promise(() =>
          fetch(`${started.baseUrl}/v1/setup_intents/${setup.id}/confirm`, {
            method: "OPTIONS",
            headers: { origin: started.appUrl, "access-control-request-method": "POST" }
          })
        )
        expect(preflight.status).toBe(204)
        expect(preflight.headers.get("access-control-allow-origin")).toBe(started.appUrl)
        expect(confirmed.body).toMatchObject({ id: setup.id, status: "succeeded" })
        const paymentMethodId = confirmed.body["payment_method"] as string
        expect(paymentMethodId).toMatch(/^pm_/)

        const listed = yield* sdk(() => started.stripe.paymentMethods.list({ customer: customer.id, type: "card" }))
        expect(listed.data).toHaveLength(1)
        expect(listed.data[0]).toMatchObject({
          id: paymentMethodId,
          customer: customer.id,
          card: { brand: "visa", last4: "4242", exp_month: 12 },
          billing_details: { name: "Ada Agency", email: "ada@example.com", address: { country: "US" } }
        })
        const updated = yield* sdk(() =>
          started.stripe.customers.update(customer.id, { invoice_settings: { default_payment_method: paymentMethodId } })
        )
        expect(updated.invoice_settings.default_payment_method).toBe(paymentMethodId)

        yield* sdk(() => started.stripe.paymentMethods.detach(paymentMethodId))
        expect((yield* sdk(() => started.stripe.paymentMethods.list({ customer: customer.id, type: "card" }))).data).toHaveLength(0)
        expect((yield* sdk(() => started.stripe.customers.retrieve(customer.id))) as Stripe.Customer).toMatchObject({
          invoice_settings: { default_payment_method: null }
        })
        const attached = yield* sdk(() => started.stripe.paymentMethods.attach(paymentMethodId, { customer: customer.id }))
        expect(attached.customer).toBe(customer.id)
        const renamed = yield* sdk(() =>
          started.stripe.paymentMethods.update(paymentMethodId, { billing_details: { name: "Grace", address: { country: "GB" } } })
        )
        expect(renamed.billing_details).toMatchObject({ name: "Grace", email: "ada@example.com", address: { country: "GB" } })

        const [event] = yield* deliveriesWithRecords(started, "setup_intent.succeeded", 1)
        expect(event!.event.data.object).toMatchObject({ id: setup.id, payment_method: paymentMethodId })

        // The client secret is the browser's only proof; a wrong one is refused, a used intent stays used.
        const wrong = yield* browserPost(started, `/v1/setup_intents/${setup.id}/confirm`, {
          client_secret: `${setup.id}_secret_nope`,
          ...card("4242424242424242")
        })
        expect(wrong).toMatchObject({ status: 400, body: { error: { type: "invalid_request_error" } } })
      })
    )

    it.scoped("declines saving Stripe's declining test cards and stores nothing", () =>
      Effect.gen(function* () {
        const started = yield* startSandboxStripe
        const { customer, confirmed } = yield* customerWithCard(started, "4000000000009995")
        expect(confirmed).toMatchObject({
          status: 402,
          body: {
            error: {
              type: "card_error",
              code: "card_declined",
              decline_code: "insufficient_funds",
              message: "Your card has insufficient funds."
            }
          }
        })
        expect((yield* sdk(() => started.stripe.paymentMethods.list({ customer: customer.id, type: "card" }))).data).toHaveLength(0)
      })
    )

    it.scoped("charges a PaymentIntent confirmed by card number as each test card does, once", () =>
      Effect.gen(function* () {
        const started = yield* startSandboxStripe
        const customer = yield* sdk(() => started.stripe.customers.create({ name: "Buyer" }))
        const newIntent = () =>
          sdk(() =>
            started.stripe.paymentIntents.create({
              amount: 4_900,
              currency: "usd",
              customer: customer.id,
              description: "10 credits",
              metadata: { kind: "credits", credits: "10" }
            })
          )
        const confirmWith = (number: string, fields: Record<string, string> = {}) =>
          Effect.gen(function* () {
            const intent = yield* newIntent()
            const answer = yield* browserPost(started, `/v1/payment_intents/${intent.id}/confirm`, {
              client_secret: intent.client_secret!,
              ...card(number, fields)
            })
            return { intent, answer }
          })

        const visa = yield* confirmWith("4242 4242 4242 4242")
        expect(visa.intent).toMatchObject({
          object: "payment_intent",
          status: "requires_payment_method",
          amount: 4_900,
          currency: "usd",
          metadata: { kind: "credits" }
        })
        expect(visa.answer).toMatchObject({
          status: 200,
          body: { id: visa.intent.id, status: "succeeded", amount: 4_900, last_payment_error: null }
        })
        const visaCard = yield* sdk(() => started.stripe.paymentMethods.retrieve(visa.answer.body["payment_method"]))
        expect(visaCard.card).toMatchObject({ brand: "visa", last4: "4242" })

        const mastercard = yield* confirmWith("5555555555554444")
        expect(mastercard.answer).toMatchObject({ status: 200, body: { status: "succeeded" } })
        expect((yield* sdk(() => started.stripe.paymentMethods.retrieve(mastercard.answer.body["payment_method"]))).card).toMatchObject({
          brand: "mastercard",
          last4: "4444"
        })

        const declined = yield* confirmWith("4000000000000002")
        expect(declined.answer).toMatchObject({
          status: 402,
          body: {
            error: {
              type: "card_error",
              code: "card_declined",
              decline_code: "generic_decline",
              message: "Your card was declined.",
              payment_intent: { id: declined.intent.id, status: "requires_payment_method" }
            }
          }
        })
        const poor = yield* confirmWith("4000000000009995")
        expect(poor.answer).toMatchObject({
          status: 402,
          body: { error: { code: "card_declined", decline_code: "insufficient_funds", message: "Your card has insufficient funds." } }
        })
        const stored = yield* sdk(() => started.stripe.paymentIntents.retrieve(poor.intent.id))
        expect(stored).toMatchObject({ status: "requires_payment_method", last_payment_error: { decline_code: "insufficient_funds" } })

        expect((yield* confirmWith("4242424242424241")).answer).toMatchObject({
          status: 402,
          body: { error: { type: "card_error", code: "incorrect_number", message: "Your card number is incorrect." } }
        })
        expect((yield* confirmWith("4242424242424242", { "payment_method_data[card][exp_year]": "2001" })).answer).toMatchObject({
          status: 402,
          body: { error: { code: "invalid_expiry_year", message: "Your card's expiration year is invalid." } }
        })
        expect((yield* confirmWith("4242424242424242", { "payment_method_data[card][cvc]": "12" })).answer).toMatchObject({
          status: 402,
          body: { error: { code: "invalid_cvc", message: "Your card's security code is invalid." } }
        })

        // A second confirmation of a paid intent is refused and charges nothing.
        const again = yield* browserPost(started, `/v1/payment_intents/${visa.intent.id}/confirm`, {
          client_secret: visa.intent.client_secret!,
          ...card("4242424242424242")
        })
        expect(again).toMatchObject({ status: 400, body: { error: { code: "payment_intent_unexpected_state" } } })
        const wrongSecret = yield* browserPost(started, `/v1/payment_intents/${mastercard.intent.id}/confirm`, {
          client_secret: "pi_x_secret_y",
          ...card("4242424242424242")
        })
        expect(wrongSecret.status).toBe(400)

        const succeeded = yield* deliveriesWithRecords(started, "payment_intent.succeeded", 2)
        yield* pause(200)
        const events = yield* sdk(() => started.stripe.events.list({ type: "payment_intent.succeeded" }))
        expect(events.data.filter((event) => (event.data.object as { id: string }).id === visa.intent.id)).toHaveLength(1)
        expect(succeeded.map((entry) => entry.event.data.object.id).sort()).toEqual([visa.intent.id, mastercard.intent.id].sort())
        const failed = yield* deliveriesWithRecords(started, "payment_intent.payment_failed", 2)
        expect(failed.map((entry) => entry.event.data.object.last_payment_error.decline_code).sort()).toEqual([
          "generic_decline",
          "insufficient_funds"
        ])
      })
    )

    it.scoped("charges saved cards off-session: a saved declining card keeps declining", () =>
      Effect.gen(function* () {
        const started = yield* startSandboxStripe
        const customer = yield* sdk(() => started.stripe.customers.create({ name: "Off session" }))
        // A declining card exists as a payment method after its first decline; attach it as a saved card.
        const first = yield* sdk(() => started.stripe.paymentIntents.create({ amount: 1_000, currency: "usd", customer: customer.id }))
        const declined = yield* browserPost(started, `/v1/payment_intents/${first.id}/confirm`, {
          client_secret: first.client_secret!,
          ...card("4000000000000002")
        })
        const decliningCard = declined.body["error"].payment_intent.last_payment_error.payment_method.id as string
        yield* sdk(() => started.stripe.paymentMethods.attach(decliningCard, { customer: customer.id }))

        const error = yield* sdkError(() =>
          started.stripe.paymentIntents.create({
            amount: 2_500,
            currency: "usd",
            customer: customer.id,
            payment_method: decliningCard,
            confirm: true,
            off_session: true
          })
        )
        expect(error).toMatchObject({ type: "StripeCardError", statusCode: 402, code: "card_declined", decline_code: "generic_decline" })
        expect(error.raw.payment_intent?.status).toBe("requires_payment_method")

        const { customer: good, confirmed } = yield* customerWithCard(started, "4242424242424242")
        const charged = yield* sdk(() =>
          started.stripe.paymentIntents.create({
            amount: 2_500,
            currency: "usd",
            customer: good.id,
            payment_method: confirmed.body["payment_method"],
            confirm: true,
            off_session: true
          })
        )
        expect(charged).toMatchObject({ status: "succeeded", amount: 2_500, customer: good.id })
      })
    )

    it.scoped("retrieves seeded coupons and prices, and answers resource_missing for an unknown coupon", () =>
      Effect.gen(function* () {
        const started = yield* startSandboxStripe
        expect(yield* sdk(() => started.stripe.coupons.retrieve("SAVE20"))).toMatchObject({
          id: "SAVE20",
          object: "coupon",
          percent_off: 20,
          amount_off: null,
          valid: true
        })
        expect(yield* sdk(() => started.stripe.coupons.retrieve("TENOFF"))).toMatchObject({
          amount_off: 1_000,
          percent_off: null,
          currency: "usd"
        })
        expect(yield* sdk(() => started.stripe.coupons.retrieve("EXPIRED"))).toMatchObject({ valid: false })
        const missing = yield* sdkError(() => started.stripe.coupons.retrieve("NOPE"))
        expect(missing).toMatchObject({
          type: "StripeInvalidRequestError",
          statusCode: 404,
          code: "resource_missing",
          message: "No such coupon: 'NOPE'"
        })
        expect(yield* sdk(() => started.stripe.prices.retrieve("price_pro_monthly"))).toMatchObject({
          unit_amount: 299_700,
          currency: "usd",
          recurring: { interval: "month" }
        })
      })
    )

    it.scoped("creates a subscription charging the price minus the coupon, and nothing when the card declines", () =>
      Effect.gen(function* () {
        const started = yield* startSandboxStripe
        const { customer, confirmed } = yield* customerWithCard(started, "4242424242424242")
        const paymentMethod = confirmed.body["payment_method"] as string
        const subscription = yield* sdk(() =>
          started.stripe.subscriptions.create({
            customer: customer.id,
            items: [{ price: "price_core_monthly" }],
            default_payment_method: paymentMethod,
            discounts: [{ coupon: "SAVE20" }],
            metadata: { agency_id: "7", plan_id: "35" },
            payment_behavior: "error_if_incomplete"
          })
        )
        expect(subscription).toMatchObject({ object: "subscription", status: "active", customer: customer.id, metadata: { plan_id: "35" } })
        expect(subscription.items.data[0]!.price).toMatchObject({ id: "price_core_monthly", unit_amount: 19_700 })
        expect(subscription.latest_invoice).toMatch(/^in_/)

        const [paid] = yield* deliveriesWithRecords(started, "invoice.paid", 1)
        expect(paid!.event.data.object).toMatchObject({
          id: subscription.latest_invoice,
          subscription: subscription.id,
          amount_paid: 15_760,
          status: "paid",
          parent: {
            type: "subscription_details",
            subscription_details: { subscription: subscription.id, metadata: { agency_id: "7", plan_id: "35" } }
          }
        })
        expect(paid!.event.data.object).not.toHaveProperty("subscription_details")
        const [created] = yield* deliveriesWithRecords(started, "customer.subscription.created", 1)
        expect(created!.event.data.object.id).toBe(subscription.id)

        // The customer's default card is used when none is given; a fixed-amount coupon comes off in cents.
        yield* sdk(() => started.stripe.customers.update(customer.id, { invoice_settings: { default_payment_method: paymentMethod } }))
        const stack = yield* sdk(() =>
          started.stripe.subscriptions.create({
            customer: customer.id,
            items: [{ price: "price_pro_monthly" }],
            coupon: "TENOFF"
          } as Stripe.SubscriptionCreateParams)
        )
        const invoices = yield* deliveriesWithRecords(started, "invoice.paid", 2)
        expect(invoices.find((entry) => entry.event.data.object.subscription === stack.id)!.event.data.object.amount_paid).toBe(298_700)

        const expired = yield* sdkError(() =>
          started.stripe.subscriptions.create({
            customer: customer.id,
            items: [{ price: "price_core_monthly" }],
            discounts: [{ coupon: "EXPIRED" }]
          })
        )
        expect(expired).toMatchObject({ statusCode: 400, code: "coupon_expired" })

        const { customer: poor, confirmed: poorSetup } = yield* customerWithCard(started, "4242424242424242")
        // Replace the good card by a saved declining one.
        const first = yield* sdk(() => started.stripe.paymentIntents.create({ amount: 100, currency: "usd", customer: poor.id }))
        const declined = yield* browserPost(started, `/v1/payment_intents/${first.id}/confirm`, {
          client_secret: first.client_secret!,
          ...card("4000000000009995")
        })
        const decliningCard = declined.body["error"].payment_intent.last_payment_error.payment_method.id as string
        yield* sdk(() => started.stripe.paymentMethods.attach(decliningCard, { customer: poor.id }))
        expect(poorSetup.status).toBe(200)
        const refused = yield* sdkError(() =>
          started.stripe.subscriptions.create({
            customer: poor.id,
            items: [{ price: "price_pro_monthly" }],
            default_payment_method: decliningCard,
            payment_behavior: "error_if_incomplete"
          })
        )
        expect(refused).toMatchObject({ type: "StripeCardError", statusCode: 402, decline_code: "insufficient_funds" })
        yield* pause(200)
        const subscriptionsCreated = yield* sdk(() => started.stripe.events.list({ type: "customer.subscription.created" }))
        expect(subscriptionsCreated.data.map((event) => (event.data.object as Stripe.Subscription).customer)).not.toContain(poor.id)
      })
    )

    it.scoped("signs deliveries as Stripe does, retries failed ones and resends on request", () =>
      Effect.gen(function* () {
        const started = yield* startSandboxStripe
        const customer = yield* sdk(() => started.stripe.customers.create({ name: "Signed" }))
        yield* sdk(() => started.stripe.setupIntents.create({ customer: customer.id }))
        yield* deliveriesWithRecords(started, "setup_intent.created", 1)
        // The webhook fails twice; every event of the payment still lands, two of the attempts having failed.
        started.receiver.failNext = 2
        const intent = yield* sdk(() => started.stripe.paymentIntents.create({ amount: 700, currency: "usd", customer: customer.id }))
        yield* browserPost(started, `/v1/payment_intents/${intent.id}/confirm`, {
          client_secret: intent.client_secret!,
          ...card("4242424242424242")
        })
        const [entry] = yield* deliveriesWithRecords(started, "payment_intent.succeeded", 1)

        const verified = started.stripe.webhooks.constructEvent(entry!.delivery.body, entry!.delivery.signature, TEST_WEBHOOK_SECRET)
        expect(verified).toMatchObject({
          object: "event",
          type: "payment_intent.succeeded",
          livemode: false,
          data: { object: { id: intent.id, status: "succeeded" } }
        })
        expect(() => started.stripe.webhooks.constructEvent(entry!.delivery.body, entry!.delivery.signature, "whsec_other")).toThrow()

        // Stripe's event carries no delivery record; the sandbox dashboard shows it.
        const retrieved = yield* sdk(() => started.stripe.events.retrieve(verified.id))
        expect(retrieved).not.toHaveProperty("delivery")
        yield* deliveriesWithRecords(started, "payment_intent.created", 1)
        yield* deliveriesWithRecords(started, "charge.succeeded", 1)
        const recorded = yield* Effect.promise(() =>
          fetch(`${started.baseUrl}/dashboard/events?limit=100`).then((response) => response.json() as Promise<{ data: Array<JsonBody> }>)
        )
        const ofIntent = recorded.data.filter(
          (event) => event.data.object.id === intent.id || event.data.object.payment_intent === intent.id
        )
        expect(ofIntent.map((event) => event.type).sort()).toEqual([
          "charge.succeeded",
          "payment_intent.created",
          "payment_intent.succeeded"
        ])
        expect(ofIntent.every((event) => event.delivery.status === "delivered")).toBe(true)
        const received = started.receiver.deliveries.filter((delivery) =>
          ofIntent.some((event) => event.id === JSON.parse(delivery.body).id)
        )
        expect(ofIntent.reduce((sum, event) => sum + event.delivery.attempts, 0)).toBe(received.length + 2)

        for (let time = 0; time < 5; time++) {
          const resent = yield* Effect.promise(() =>
            fetch(`${started.baseUrl}/dashboard/events/${verified.id}/resend`, { method: "POST" }).then((response) => response.json())
          )
          expect(resent).toMatchObject({ id: verified.id, resend: { delivered: true, status: 200 } })
        }
        const all = started.receiver.deliveries.filter((delivery) => JSON.parse(delivery.body).id === verified.id)
        expect(all).toHaveLength(6)
        for (const delivery of all) {
          expect(started.stripe.webhooks.constructEvent(delivery.body, delivery.signature, TEST_WEBHOOK_SECRET).id).toBe(verified.id)
        }
      })
    )
  })
})
