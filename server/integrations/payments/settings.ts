// Where the payment client goes. Production sets STRIPE_SECRET_KEY (with STRIPE_PUBLISHABLE_KEY for the
// browser and STRIPE_WEBHOOK_SECRET for the webhook). Embedded default: the sandbox payments mounted in
// this process at APP_URL/sandbox/stripe, reached by the same `stripe` SDK through its host, port and
// protocol options plus a path prefix, with a webhook secret derived from APP_KEY so every process of
// one installation signs and verifies alike. STRIPE_API_HOST / _PORT / _PROTOCOL point the SDK anywhere
// else (a proxy, or a fake server in tests).
import { Config, Context, Effect, Layer, Option, Redacted } from "effect"

import { Secrets } from "../../lib/app-key.ts"
import { SANDBOX_SECRET_KEY, SANDBOX_STRIPE_PREFIX } from "../../lib/embedded-services.ts"

export interface PaymentSettingsShape {
  /** True while the sandbox payments stand in for Stripe (STRIPE_SECRET_KEY unset). */
  readonly embedded: boolean
  readonly secretKey: Redacted.Redacted
  /** Handed to the browser for Stripe Elements; None in the sandbox (the SPA shows its sandbox card form). */
  readonly publishableKey: Option.Option<string>
  /** Verifies the Stripe-Signature header of webhook deliveries. */
  readonly webhookSecret: Redacted.Redacted
  /** Where the SDK sends requests: Stripe's own host by default; the app itself in the sandbox. */
  readonly api: Option.Option<{
    readonly host: string
    readonly port: number
    readonly protocol: "http" | "https"
    readonly pathPrefix: string
  }>
  /** Three-letter currency of every charge (lowercase, as Stripe takes it). */
  readonly currency: string
}

const optional = (name: string) => Config.option(Config.string(name)).pipe(Config.map(Option.filter((value) => value.trim() !== "")))

/** Reads STRIPE_*; `embedded` locates the sandbox and derives its webhook secret. */
export const paymentSettingsConfig = (embedded: { readonly appUrl: string; readonly deriveSecret: (label: string) => string }) =>
  Config.all({
    secretKey: optional("STRIPE_SECRET_KEY"),
    publishableKey: optional("STRIPE_PUBLISHABLE_KEY"),
    webhookSecret: optional("STRIPE_WEBHOOK_SECRET"),
    host: optional("STRIPE_API_HOST"),
    port: Config.option(Config.integer("STRIPE_API_PORT")),
    protocol: Config.option(Config.literal("http", "https")("STRIPE_API_PROTOCOL")),
    currency: Config.string("STRIPE_CURRENCY").pipe(Config.withDefault("usd"))
  }).pipe(
    Config.map((env): PaymentSettingsShape => {
      const currency = env.currency.toLowerCase()
      if (Option.isSome(env.secretKey)) {
        const api = Option.map(env.host, (host) => ({
          host,
          port: Option.getOrElse(env.port, () => 443),
          protocol: Option.getOrElse(env.protocol, () => "https" as const),
          pathPrefix: ""
        }))
        return {
          embedded: false,
          secretKey: Redacted.make(env.secretKey.value),
          publishableKey: env.publishableKey,
          webhookSecret: Redacted.make(Option.getOrElse(env.webhookSecret, () => "")),
          api,
          currency
        }
      }
      const app = new URL(embedded.appUrl)
      const protocol = app.protocol === "https:" ? "https" : "http"
      return {
        embedded: true,
        secretKey: Redacted.make(SANDBOX_SECRET_KEY),
        publishableKey: Option.none(),
        webhookSecret: Redacted.make(`whsec_${embedded.deriveSecret("sandbox-stripe-webhook")}`),
        api: Option.some({
          host: app.hostname,
          port: app.port === "" ? (protocol === "https" ? 443 : 80) : Number(app.port),
          protocol,
          pathPrefix: SANDBOX_STRIPE_PREFIX
        }),
        currency
      }
    })
  )

export class PaymentSettings extends Context.Tag("server/PaymentSettings")<PaymentSettings, PaymentSettingsShape>() {
  static readonly make = (settings: PaymentSettingsShape): Layer.Layer<PaymentSettings> => Layer.succeed(PaymentSettings, settings)
  /** STRIPE_* from the environment; the sandbox default needs the address the app really listens on. */
  static readonly fromEnv = (embedded: { readonly appUrl: string }): Layer.Layer<PaymentSettings, never, Secrets> =>
    Layer.effect(
      PaymentSettings,
      Effect.flatMap(Secrets, (secrets) => Effect.orDie(paymentSettingsConfig({ appUrl: embedded.appUrl, deriveSecret: secrets.derive })))
    )
}
