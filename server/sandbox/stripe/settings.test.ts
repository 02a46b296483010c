// The delivery schedule and Stripe's real-world failures (late, out of order) can be turned up from
// the environment without code changes; unset, the app's defaults stand.
import { describe, expect, it } from "@effect/vitest"
import { ConfigProvider, Duration, Effect, Redacted } from "effect"

import { SandboxStripeSettings } from "./settings.ts"

const base = SandboxStripeSettings.forApp({ appUrl: "http://localhost:3000/", webhookSecret: Redacted.make("whsec_x") })

const settingsWith = (env: Record<string, string>) =>
  SandboxStripeSettings.pipe(
    Effect.provide(SandboxStripeSettings.make(base)),
    Effect.withConfigProvider(ConfigProvider.fromMap(new Map(Object.entries(env))))
  )

describe("sandbox payment settings", () => {
  it.effect("defaults to a short delay, in-order delivery and ten attempts from one second", () =>
    Effect.gen(function* () {
      const settings = yield* settingsWith({})
      expect(settings).toMatchObject({
        webhookUrl: "http://localhost:3000/agency/api/v2/billings/webhook",
        deliveryOutOfOrder: false,
        deliveryRetries: 9
      })
      expect(Duration.toMillis(Duration.decode(settings.retryBase))).toBe(1_000)
      expect(Duration.toMillis(Duration.decode(settings.deliveryDelay))).toBe(100)
    })
  )

  it.effect("takes a delay, out-of-order delivery and the retry schedule from the environment", () =>
    Effect.gen(function* () {
      const settings = yield* settingsWith({
        SANDBOX_STRIPE_WEBHOOK_DELAY_MS: "2500",
        SANDBOX_STRIPE_WEBHOOK_OUT_OF_ORDER: "true",
        SANDBOX_STRIPE_WEBHOOK_RETRIES: "3",
        SANDBOX_STRIPE_WEBHOOK_RETRY_BASE_MS: "60000"
      })
      expect(settings).toMatchObject({ deliveryOutOfOrder: true, deliveryRetries: 3 })
      expect(Duration.toMillis(Duration.decode(settings.deliveryDelay))).toBe(2_500)
      expect(Duration.toMillis(Duration.decode(settings.retryBase))).toBe(60_000)
    })
  )
})
