// The sandbox payments (/sandbox/stripe/*) are mounted only while the payment client points at them,
// i.e. while STRIPE_SECRET_KEY is unset; with a real Stripe account configured they do not exist.
import { Effect, Layer } from "effect"

import { PaymentSettings } from "../integrations/payments/settings.ts"
import { PublicUrl } from "../lib/public-url.ts"
import { SandboxStripeRoutesLive, SandboxStripeSettings } from "../sandbox/stripe/index.ts"

export const SandboxStripeLive = Layer.unwrapEffect(
  Effect.gen(function* () {
    const payments = yield* PaymentSettings
    if (!payments.embedded) return Layer.empty
    const { appUrl } = yield* PublicUrl
    return SandboxStripeRoutesLive.pipe(
      Layer.provide(SandboxStripeSettings.make(SandboxStripeSettings.forApp({ appUrl, webhookSecret: payments.webhookSecret })))
    )
  })
)
