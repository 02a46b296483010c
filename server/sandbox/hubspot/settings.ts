// The sandbox HubSpot's app registration: the one OAuth client it knows, where it may send users
// back after consent (the app's own origin, as HubSpot only redirects to registered URIs), and the
// rate limit HubSpot applies to public OAuth apps.
import { Config, Context, Effect, Layer, Redacted } from "effect"

import { SANDBOX_CLIENT_ID, SANDBOX_CLIENT_SECRET } from "../../lib/embedded-services.ts"

/** The sandbox app's id, reported by the token-info and introspection endpoints. */
export const SANDBOX_APP_ID = 1000001

/**
 * HubSpot's limit for public OAuth apps: `max` calls per rolling `intervalMs`, per account and app.
 * It cannot be switched off (HubSpot's cannot); tests make it tight instead.
 */
export interface RateLimitSettings {
  readonly max: number
  readonly intervalMs: number
  /** Count the source-code calls HubSpot exempts from the ten-second limit (tests only). */
  readonly countSourceCode: boolean
}

export const DEFAULT_RATE_LIMIT: RateLimitSettings = { max: 110, intervalMs: 10_000, countSourceCode: false }

export interface SandboxHubspotSettingsShape {
  readonly clientId: string
  readonly clientSecret: Redacted.Redacted
  /** redirect_uri must be on this origin (the app's public URL). */
  readonly appUrl: string
  /** HubSpot's access tokens live 30 minutes. */
  readonly accessTokenSeconds: number
  readonly authCodeSeconds: number
  /** HubSpot's ten-second limit; DEFAULT_RATE_LIMIT when absent. */
  readonly rateLimit?: RateLimitSettings
}

export const rateLimitOf = (settings: SandboxHubspotSettingsShape): RateLimitSettings => settings.rateLimit ?? DEFAULT_RATE_LIMIT

const atLeastOne = (name: string, fallback: number) =>
  Config.integer(name).pipe(
    Config.withDefault(fallback),
    Config.validate({
      message: `${name} must be a whole number of at least 1 (HubSpot's limit cannot be switched off)`,
      validation: (value) => value >= 1
    })
  )

export const rateLimitConfig = Config.all({
  max: atLeastOne("SANDBOX_HUBSPOT_RATE_LIMIT_MAX", DEFAULT_RATE_LIMIT.max),
  intervalMs: atLeastOne("SANDBOX_HUBSPOT_RATE_LIMIT_INTERVAL_MS", DEFAULT_RATE_LIMIT.intervalMs),
  countSourceCode: Config.boolean("SANDBOX_HUBSPOT_COUNT_SOURCE_CODE").pipe(Config.withDefault(DEFAULT_RATE_LIMIT.countSourceCode))
})

export const sandboxHubspotSettingsConfig = (embedded: { readonly appUrl: string }) =>
  Config.all({
    clientId: Config.string("HUBSPOT_CLIENT_ID").pipe(Config.withDefault(SANDBOX_CLIENT_ID)),
    clientSecret: Config.redacted("HUBSPOT_CLIENT_SECRET").pipe(Config.withDefault(Redacted.make(SANDBOX_CLIENT_SECRET))),
    rateLimit: rateLimitConfig
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
