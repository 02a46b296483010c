// POST /agency/api/v2/billings/webhook: the payment provider's event deliveries. Outside the HttpApi
// contract because the signature is computed over the raw body, which must be read untouched; a
// delivery with a wrong or missing signature is refused (400) before anything is read from it, and a
// signed body that is not one of the provider's events is refused (400) naming the field.
import { HttpApiBuilder, HttpServerRequest, HttpServerResponse } from "@effect/platform"
import { Effect, Layer, Option } from "effect"

import { PaymentAdjustments } from "../../domain/billing/PaymentAdjustments.ts"
import { PaymentFulfilment } from "../../domain/billing/PaymentFulfilment.ts"
import { Payments, PaymentSettings } from "../../integrations/payments/index.ts"
import { PublicUrl } from "../../lib/public-url.ts"

export const WEBHOOK_PATH = "/agency/api/v2/billings/webhook"
export const INVALID_SIGNATURE = "Invalid signature."

const webhook = Effect.gen(function* () {
  const payments = yield* Payments
  const fulfilment = yield* PaymentFulfilment
  const adjustments = yield* PaymentAdjustments
  return Effect.gen(function* () {
    const request = yield* HttpServerRequest.HttpServerRequest
    const body = yield* request.text
    const event = yield* payments.verifyWebhook(body, request.headers["stripe-signature"])
    // Refunds, disputes, renewals and subscription alerts first; payments succeeding or failing after.
    const outcome = yield* Option.getOrElse(adjustments.handle(event), () => fulfilment.handle(event))
    return yield* HttpServerResponse.json({ received: true, outcome })
  }).pipe(
    Effect.catchTags({
      InvalidWebhookSignature: () => HttpServerResponse.json({ message: INVALID_SIGNATURE }, { status: 400 }),
      InvalidWebhookEvent: (error) => HttpServerResponse.json({ message: error.message }, { status: 400 }),
      RequestError: () => HttpServerResponse.json({ message: "Unreadable request body." }, { status: 400 })
    })
  )
})

/** The webhook route on the HttpApi's router. */
export const BillingWebhookLive = HttpApiBuilder.Router.use((router) =>
  Effect.flatMap(webhook, (handler) => router.post(WEBHOOK_PATH, handler))
)

/** STRIPE_* from the environment; the sandbox default needs the address the app really listens on. */
export const PaymentSettingsLive = Layer.unwrapEffect(Effect.map(PublicUrl, ({ appUrl }) => PaymentSettings.fromEnv({ appUrl })))

/** The payment client for the configured provider (the sandbox payments by default). */
export const PaymentsLive = Payments.Default
