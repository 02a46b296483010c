// The Payments service speaks Stripe's REST API through the official SDK: pointed (host, port,
// protocol) at a local fake Stripe server, the requests it makes carry the secret key as a bearer,
// amounts in cents and the metadata the webhook needs to find the payment again.
import { expect, layer } from "@effect/vitest"
import { Effect, Either, Layer, Option, Redacted } from "effect"
import Stripe from "stripe"

import { makePayments, Payments, PaymentSettings, stripeClient } from "../../server/integrations/payments/index.ts"
import { FakeStripe, FakeStripeLive } from "./support/fakeStripe.ts"

const SECRET = "sk_test_fake_client"

const PaymentsOverFake = Layer.unwrapEffect(
  Effect.map(FakeStripe, (fake) =>
    Payments.Default.pipe(
      Layer.provide(
        PaymentSettings.make({
          embedded: false,
          secretKey: Redacted.make(SECRET),
          publishableKey: Option.none(),
          webhookSecret: Redacted.make("whsec_unused"),
          api: Option.some({ host: "127.0.0.1", port: fake.port, protocol: "http", pathPrefix: "" }),
          currency: "usd"
        })
      )
    )
  )
).pipe(Layer.provideMerge(FakeStripeLive))

const lastRequest = (path: string) =>
  Effect.map(FakeStripe, (fake) => {
    const found = fake.requests.filter((request) => request.path === path).at(-1)
    if (found === undefined) throw new Error(`no request to ${path}; saw ${fake.requests.map((r) => `${r.method} ${r.path}`).join(", ")}`)
    return found
  })

layer(PaymentsOverFake, { excludeTestServices: true })("Payments over the stripe SDK", (it) => {
  it.effect("creates the agency's customer with its name, email and agency id", () =>
    Effect.gen(function* () {
      const payments = yield* Payments
      const id = yield* payments.createCustomer({ id: 7, name: "Demo Agency", email: "agency@example.com" })
      expect(id).toMatch(/^cus_/)
      const request = yield* lastRequest("/v1/customers")
      expect(request.method).toBe("POST")
      expect(request.authorization).toBe(`Bearer ${SECRET}`)
      expect(request.form).toMatchObject({ name: "Demo Agency", email: "agency@example.com", "metadata[agency_id]": "7" })
      expect(request.idempotencyKey).toBe("customer-agency-7")
    })
  )

  it.effect("a payment intent for 5 credits: amount in cents, currency and the webhook's metadata", () =>
    Effect.gen(function* () {
      const payments = yield* Payments
      const intent = yield* payments.createCreditPaymentIntent({
        customer: "cus_abc",
        amountCents: 22500,
        credit: 5,
        agencyId: 1,
        paymentId: 42,
        description: "5 credits"
      })
      expect(intent.client_secret).toMatch(/^pi_.*_secret_/)
      const request = yield* lastRequest("/v1/payment_intents")
      expect(request.method).toBe("POST")
      expect(request.authorization).toBe(`Bearer ${SECRET}`)
      expect(request.form).toMatchObject({
        amount: "22500",
        currency: "usd",
        customer: "cus_abc",
        description: "5 credits",
        "metadata[kind]": "credits",
        "metadata[agency_id]": "1",
        "metadata[payment_id]": "42",
        "metadata[credit]": "5"
      })
      // Not confirmed here: the browser confirms it with the card.
      expect(request.form["confirm"]).toBeUndefined()
    })
  )

  it.effect("a subscription with a coupon: the plan's price, the saved card, the coupon and metadata", () =>
    Effect.gen(function* () {
      const payments = yield* Payments
      const subscription = yield* payments.subscribe({
        customer: "cus_abc",
        paymentMethod: "pm_card",
        price: "price_core_monthly",
        coupon: "HALF",
        metadata: { kind: "plan", agency_id: 1, payment_id: 43, plan_id: 35, portal_id: 3 }
      })
      expect(subscription.id).toMatch(/^sub_/)
      const request = yield* lastRequest("/v1/subscriptions")
      expect(request.method).toBe("POST")
      expect(request.authorization).toBe(`Bearer ${SECRET}`)
      expect(request.form).toMatchObject({
        customer: "cus_abc",
        "items[0][price]": "price_core_monthly",
        default_payment_method: "pm_card",
        "discounts[0][coupon]": "HALF",
        // Confirmed while the payer is present: a card asking for 3-D Secure leaves it incomplete, not refused.
        payment_behavior: "allow_incomplete",
        "expand[0]": "latest_invoice.confirmation_secret",
        "metadata[kind]": "plan",
        "metadata[plan_id]": "35",
        "metadata[portal_id]": "3",
        "metadata[payment_id]": "43"
      })
      expect(request.form["off_session"]).toBeUndefined()
    })
  )

  it.effect("a one-off charge is confirmed while the payer is present (not off-session); a decline keeps Stripe's message", () =>
    Effect.gen(function* () {
      const payments = yield* Payments
      const fake = yield* FakeStripe
      const charged = yield* payments.chargeOnce({
        customer: "cus_abc",
        paymentMethod: "pm_card",
        amountCents: 9850,
        description: "Core plan",
        metadata: { kind: "plan", agency_id: 1, payment_id: 44, plan_id: 35 }
      })
      expect(charged.status).toBe("succeeded")
      const form = (yield* lastRequest("/v1/payment_intents")).form
      expect(form).toMatchObject({ amount: "9850", confirm: "true", payment_method: "pm_card" })
      // Off-session would refuse a card that asks for 3-D Secure instead of letting the payer authenticate.
      expect(form["off_session"]).toBeUndefined()

      fake.declineWith = "Your card was declined."
      const declined = yield* Effect.either(
        payments.chargeOnce({
          customer: "cus_abc",
          paymentMethod: "pm_card",
          amountCents: 9850,
          description: "Core plan",
          metadata: { kind: "plan", agency_id: 1, payment_id: 45, plan_id: 35 }
        })
      )
      fake.declineWith = null
      expect(Either.isLeft(declined) && declined.left).toMatchObject({ _tag: "PaymentDeclined", message: "Your card was declined." })
    })
  )

  it.effect("coupons: a known code with its discount, an unknown code is missing", () =>
    Effect.gen(function* () {
      const payments = yield* Payments
      const half = yield* payments.retrieveCoupon("HALF")
      expect(half.coupon).toEqual({ id: "HALF", name: "Half off", percent_off: 50, amount_off: null, currency: null })
      expect((yield* lastRequest("/v1/coupons/HALF")).method).toBe("GET")
      const unknown = yield* Effect.either(payments.retrieveCoupon("NOPE"))
      expect(Either.isLeft(unknown) && unknown.left._tag).toBe("PaymentResourceMissing")
    })
  )

  it.effect(
    "an unreachable provider is a retry message, not a stack trace",
    () =>
      Effect.gen(function* () {
        const unreachable = yield* Effect.either(
          Effect.flatMap(Payments, (payments) => payments.createCustomer({ id: 1, name: "x", email: "x@example.com" })).pipe(
            Effect.provide(
              Payments.Default.pipe(
                Layer.provide(
                  PaymentSettings.make({
                    embedded: false,
                    secretKey: Redacted.make(SECRET),
                    publishableKey: Option.none(),
                    webhookSecret: Redacted.make("whsec_unused"),
                    // Port 9 (discard) on loopback: nothing listens.
                    api: Option.some({ host: "127.0.0.1", port: 9, protocol: "http", pathPrefix: "" }),
                    currency: "usd"
                  })
                )
              )
            )
          )
        )
        expect(Either.isLeft(unreachable) && unreachable.left).toMatchObject({
          _tag: "PaymentsUnavailable",
          message: "We are currently experiencing connection issues. Please try again!"
        })
      }),
    30_000
  )

  it.effect("webhooks verify with the configured secret; without one every delivery is refused", () =>
    Effect.gen(function* () {
      const settings = {
        embedded: false,
        secretKey: Redacted.make(SECRET),
        publishableKey: Option.none(),
        webhookSecret: Redacted.make("whsec_right"),
        api: Option.none(),
        currency: "usd"
      }
      const payload = JSON.stringify({
        id: "evt_1",
        object: "event",
        type: "payment_intent.succeeded",
        created: 1_800_000_000,
        data: { object: {} }
      })
      const payments = makePayments(stripeClient(settings), settings)
      const good = yield* payments.verifyWebhook(payload, Stripe.webhooks.generateTestHeaderString({ payload, secret: "whsec_right" }))
      expect(good.id).toBe("evt_1")
      const wrong = yield* Effect.either(
        payments.verifyWebhook(payload, Stripe.webhooks.generateTestHeaderString({ payload, secret: "whsec_wrong" }))
      )
      expect(Either.isLeft(wrong) && wrong.left._tag).toBe("InvalidWebhookSignature")
      // Signed right but not an event: a different cause, told apart from a bad signature.
      const notEvent = '{"hello":1}'
      const malformed = yield* Effect.either(
        payments.verifyWebhook(notEvent, Stripe.webhooks.generateTestHeaderString({ payload: notEvent, secret: "whsec_right" }))
      )
      expect(Either.isLeft(malformed) && malformed.left._tag).toBe("InvalidWebhookEvent")
      const unset = { ...settings, webhookSecret: Redacted.make("") }
      const open = makePayments(stripeClient(unset), unset)
      const forged = yield* Effect.either(open.verifyWebhook(payload, Stripe.webhooks.generateTestHeaderString({ payload, secret: "" })))
      expect(Either.isLeft(forged) && forged.left._tag).toBe("InvalidWebhookSignature")
    })
  )
})
