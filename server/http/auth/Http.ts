// The "auth" group: login, password reset and setup, and the browser's public settings.
import { HttpApiBuilder } from "@effect/platform"
import { Effect, Option } from "effect"

import { Api } from "#contract/api.ts"

import { AppConfig } from "../../config.ts"
import { PasswordResets } from "../../domain/auth/PasswordResets.ts"
import { Sessions } from "../../domain/auth/Sessions.ts"
import { Profile } from "../../domain/users/Profile.ts"
import { PaymentSettings } from "../../integrations/payments/index.ts"
import { realtimeClientSettings, RealtimeSettings } from "../../integrations/realtime/index.ts"
import { SANDBOX_PUBLISHABLE_KEY } from "../../lib/embedded-services.ts"
import { clientIp } from "../middleware/request.ts"
import { withRetryAfter } from "../retryAfter.ts"

export const CHANNEL_AUTH_ENDPOINT = "/auth/api/v2/broadcasting/auth"

export const AuthHttpLive = HttpApiBuilder.group(Api, "auth", (handlers) =>
  Effect.gen(function* () {
    const sessions = yield* Sessions
    const resets = yield* PasswordResets
    const profile = yield* Profile
    const settings = yield* AppConfig
    const realtime = yield* RealtimeSettings
    // None while the sandbox payments stand in for Stripe, so the SPA shows its sandbox card form (with the
    // sandbox's own publishable key).
    const payments = yield* PaymentSettings
    const clientConfig = {
      data: {
        pusher: { ...realtimeClientSettings(realtime), auth_endpoint: CHANNEL_AUTH_ENDPOINT },
        stripe_publishable_key: Option.getOrNull(payments.publishableKey),
        sandbox_publishable_key: payments.embedded ? SANDBOX_PUBLISHABLE_KEY : null,
        docs_url: Option.getOrNull(settings.docsUrl),
        support_url: Option.getOrNull(settings.supportUrl),
        support_email: settings.supportEmail,
        figma_design_system_url: settings.figmaDesignSystemUrl
      }
    }

    return handlers
      .handle("login", ({ payload }) =>
        withRetryAfter(Effect.flatMap(clientIp, (ip) => sessions.login(payload.email, payload.password, ip))).pipe(
          Effect.map((data) => ({ data }))
        )
      )
      .handle("passwordReset", ({ payload }) =>
        withRetryAfter(Effect.flatMap(clientIp, (ip) => resets.request(payload.email, ip))).pipe(
          Effect.map((message) => ({ data: { message } }))
        )
      )
      .handle("passwordSetup", ({ payload }) =>
        Effect.flatMap(clientIp, (ip) => resets.setup(payload, ip)).pipe(Effect.map((message) => ({ data: { message } })))
      )
      .handle("confirmEmail", ({ payload }) => profile.confirmEmail(payload.token).pipe(Effect.map((message) => ({ data: { message } }))))
      .handle("clientConfig", () => Effect.succeed(clientConfig))
  })
)
