// The sandbox HubSpot's app registration: the one OAuth client it knows, and where it may send
// users back after consent (the app's own origin, as HubSpot only redirects to registered URIs).
import { Config, Context, Effect, Layer, Redacted } from "effect"

/** Embedded defaults shared with the CRM client, so both sides agree with no configuration. */
export const SANDBOX_CLIENT_ID = "sandbox-client"
export const SANDBOX_CLIENT_SECRET = "sandbox-secret-not-for-production"
/** The sandbox app's id, reported by the token-info endpoint. */
export const SANDBOX_APP_ID = 1000001

export interface SandboxHubspotSettingsShape {
  readonly clientId: string
  readonly clientSecret: Redacted.Redacted
  /** redirect_uri must be on this origin (the app's public URL). */
  readonly appUrl: string
  /** HubSpot's access tokens live 30 minutes. */
  readonly accessTokenSeconds: number
  readonly authCodeSeconds: number
}

export const sandboxHubspotSettingsConfig = (embedded: { readonly appUrl: string }) =>
  Config.all({
    clientId: Config.string("HUBSPOT_CLIENT_ID").pipe(Config.withDefault(SANDBOX_CLIENT_ID)),
    clientSecret: Config.redacted("HUBSPOT_CLIENT_SECRET").pipe(Config.withDefault(Redacted.make(SANDBOX_CLIENT_SECRET)))
  }).pipe(
    Config.map((env): SandboxHubspotSettingsShape => ({
      ...env,
      appUrl: embedded.appUrl.replace(/\/+$/, ""),
      accessTokenSeconds: 1800,
      authCodeSeconds: 600
    }))
  )

export class SandboxHubspotSettings extends Context.Tag("server/sandbox/SandboxHubspotSettings")<
  SandboxHubspotSettings,
  SandboxHubspotSettingsShape
>() {
  static readonly make = (settings: SandboxHubspotSettingsShape): Layer.Layer<SandboxHubspotSettings> =>
    Layer.succeed(SandboxHubspotSettings, settings)
  static readonly fromEnv = (embedded: { readonly appUrl: string }): Layer.Layer<SandboxHubspotSettings> =>
    Layer.effect(SandboxHubspotSettings, Effect.orDie(sandboxHubspotSettingsConfig(embedded)))
}
