// Where the sandbox payments announce events (the app's webhook, as registered on a Stripe account)
// and how: signed with the webhook secret the app verifies with, retried with backoff as Stripe does.
import { Context, Duration, Layer, Redacted } from "effect"

/** The app's webhook path; Stripe is configured to call it, so the sandbox calls it too. */
export const WEBHOOK_PATH = "/agency/api/v2/billings/webhook"

export interface SandboxStripeSettingsShape {
  /** Full URL of the webhook endpoint events are POSTed to. */
  readonly webhookUrl: string
  readonly webhookSecret: Redacted.Redacted
  /** The browser origin allowed to call the client-secret routes (the app's own). */
  readonly appOrigin: string
  /** Wait before the first attempt, so the answer that caused the event reaches its caller first. */
  readonly deliveryDelay: Duration.DurationInput
  /** Further attempts after a failed delivery, spaced exponentially from retryBase. */
  readonly deliveryRetries: number
  readonly retryBase: Duration.DurationInput
}

export class SandboxStripeSettings extends Context.Tag("server/sandbox/SandboxStripeSettings")<
  SandboxStripeSettings,
  SandboxStripeSettingsShape
>() {
  static readonly make = (settings: SandboxStripeSettingsShape): Layer.Layer<SandboxStripeSettings> => Layer.succeed(SandboxStripeSettings, settings)

  /** The embedded default: the webhook of the app at appUrl, signed with the payment settings' secret. */
  static readonly forApp = (app: { readonly appUrl: string; readonly webhookSecret: Redacted.Redacted }): SandboxStripeSettingsShape => {
    const appUrl = app.appUrl.replace(/\/+$/, "")
    return {
      webhookUrl: `${appUrl}${WEBHOOK_PATH}`,
      webhookSecret: app.webhookSecret,
      appOrigin: new URL(appUrl).origin,
      deliveryDelay: "100 millis",
      deliveryRetries: 4,
      retryBase: "500 millis"
    }
  }
}
