// Where the sandbox payments announce events (the app's webhook, as registered on a Stripe account)
// and how: signed with the webhook secret the app verifies with, retried with backoff as Stripe does,
// late and out of order when asked to, as Stripe's are in the real world.
import { Config, Context, Duration, Effect, Layer, Option, Redacted } from "effect"

/** The app's webhook path; Stripe is configured to call it, so the sandbox calls it too. */
export const WEBHOOK_PATH = "/agency/api/v2/billings/webhook"

export interface SandboxStripeSettingsShape {
  /** Full URL of the webhook endpoint events are POSTed to. */
  readonly webhookUrl: string
  readonly webhookSecret: Redacted.Redacted
  /** The browser origin allowed to call the client-secret routes (the app's own). */
  readonly appOrigin: string
  /**
   * Wait before the first attempt: the answer that caused the event reaches its caller first, and
   * Stripe's own deliveries are never instant.
   */
  readonly deliveryDelay: Duration.DurationInput
  /**
   * Further attempts after a failed delivery, the n-th after retryBase * 2^(n-1). Stripe retries for
   * up to three days; the default compresses that into minutes.
   */
  readonly deliveryRetries: number
  readonly retryBase: Duration.DurationInput
  /** Deliver the events due together in a random order, as Stripe does not promise any order. */
  readonly deliveryOutOfOrder?: boolean
  /** How often the worker looks for due events announced by another process on the same database. */
  readonly deliveryPollInterval?: Duration.DurationInput
}

export class SandboxStripeSettings extends Context.Tag("server/sandbox/SandboxStripeSettings")<
  SandboxStripeSettings,
  SandboxStripeSettingsShape
>() {
  /**
   * The settings, with Stripe's real-world delivery failures turned up from the environment when
   * asked (for a tester or a browser journey): SANDBOX_STRIPE_WEBHOOK_DELAY_MS,
   * SANDBOX_STRIPE_WEBHOOK_OUT_OF_ORDER=true, SANDBOX_STRIPE_WEBHOOK_RETRIES and
   * SANDBOX_STRIPE_WEBHOOK_RETRY_BASE_MS.
   */
  static readonly make = (settings: SandboxStripeSettingsShape): Layer.Layer<SandboxStripeSettings> =>
    Layer.effect(SandboxStripeSettings, Effect.orDie(Effect.map(deliveryOverrides, (overrides) => ({ ...settings, ...overrides }))))

  /** The embedded default: the webhook of the app at appUrl, signed with the payment settings' secret. */
  static readonly forApp = (app: { readonly appUrl: string; readonly webhookSecret: Redacted.Redacted }): SandboxStripeSettingsShape => {
    const appUrl = app.appUrl.replace(/\/+$/, "")
    return {
      webhookUrl: `${appUrl}${WEBHOOK_PATH}`,
      webhookSecret: app.webhookSecret,
      appOrigin: new URL(appUrl).origin,
      deliveryDelay: "100 millis",
      deliveryRetries: 9,
      retryBase: "1 second",
      deliveryOutOfOrder: false,
      deliveryPollInterval: "1 second"
    }
  }
}

const deliveryOverrides = Config.all({
  delay: Config.option(Config.integer("SANDBOX_STRIPE_WEBHOOK_DELAY_MS")),
  outOfOrder: Config.option(Config.boolean("SANDBOX_STRIPE_WEBHOOK_OUT_OF_ORDER")),
  retries: Config.option(Config.integer("SANDBOX_STRIPE_WEBHOOK_RETRIES")),
  retryBase: Config.option(Config.integer("SANDBOX_STRIPE_WEBHOOK_RETRY_BASE_MS"))
}).pipe(
  Config.map((env): Partial<SandboxStripeSettingsShape> => ({
    ...Option.match(env.delay, { onNone: () => ({}), onSome: (millis) => ({ deliveryDelay: Duration.millis(millis) }) }),
    ...Option.match(env.outOfOrder, { onNone: () => ({}), onSome: (deliveryOutOfOrder) => ({ deliveryOutOfOrder }) }),
    ...Option.match(env.retries, { onNone: () => ({}), onSome: (deliveryRetries) => ({ deliveryRetries }) }),
    ...Option.match(env.retryBase, { onNone: () => ({}), onSome: (millis) => ({ retryBase: Duration.millis(millis) }) })
  }))
)
