// Where the HubSpot client goes. Embedded default: the sandbox HubSpot mounted in this process at
// APP_URL/sandbox/hubspot, with the sandbox app's credentials; production sets the real ones.
import { Config, Context, Effect, Layer, Option, Redacted } from "effect"

import { SANDBOX_CLIENT_ID, SANDBOX_CLIENT_SECRET } from "../../lib/embedded-services.ts"
import { HUBSPOT_PUBLIC_APP_LIMITS, type PacerLimits } from "./pacer.ts"

export interface CrmSettingsShape {
  /** REST and token endpoints (HUBSPOT_API_BASE, real: https://api.hubapi.com). */
  readonly apiBase: string
  /** Where the browser is sent for consent (HUBSPOT_OAUTH_BASE, real: https://app.hubspot.com). */
  readonly oauthBase: string
  readonly clientId: string
  readonly clientSecret: Redacted.Redacted
  /** Where the pacer starts before HubSpot's headers state the account's limit. */
  readonly limits: PacerLimits
}

const optional = (name: string) => Config.option(Config.string(name)).pipe(Config.map(Option.filter((value) => value.trim() !== "")))

const trimSlash = (url: string) => url.replace(/\/+$/, "")

/** Reads HUBSPOT_API_BASE, HUBSPOT_OAUTH_BASE, HUBSPOT_CLIENT_ID and HUBSPOT_CLIENT_SECRET. */
export const crmSettingsConfig = (embedded: { readonly appUrl: string }) =>
  Config.all({
    apiBase: optional("HUBSPOT_API_BASE"),
    oauthBase: optional("HUBSPOT_OAUTH_BASE"),
    clientId: Config.string("HUBSPOT_CLIENT_ID").pipe(Config.withDefault(SANDBOX_CLIENT_ID)),
    clientSecret: Config.redacted("HUBSPOT_CLIENT_SECRET").pipe(Config.withDefault(Redacted.make(SANDBOX_CLIENT_SECRET))),
    limits: Config.all({
      max: Config.integer("HUBSPOT_RATE_LIMIT_MAX").pipe(
        Config.withDefault(HUBSPOT_PUBLIC_APP_LIMITS.max),
        Config.validate({ message: "must be at least 1", validation: (n) => n >= 1 })
      ),
      intervalMs: Config.integer("HUBSPOT_RATE_LIMIT_INTERVAL_MS").pipe(
        Config.withDefault(HUBSPOT_PUBLIC_APP_LIMITS.intervalMs),
        Config.validate({ message: "must be at least 1", validation: (n) => n >= 1 })
      ),
      paceSourceCode: Config.boolean("HUBSPOT_PACE_SOURCE_CODE").pipe(Config.withDefault(HUBSPOT_PUBLIC_APP_LIMITS.paceSourceCode))
    })
  }).pipe(
    Config.map((env): CrmSettingsShape => {
      const sandbox = `${trimSlash(embedded.appUrl)}/sandbox/hubspot`
      return {
        apiBase: trimSlash(Option.getOrElse(env.apiBase, () => sandbox)),
        oauthBase: trimSlash(Option.getOrElse(env.oauthBase, () => sandbox)),
        clientId: env.clientId,
        clientSecret: env.clientSecret,
        limits: env.limits
      }
    })
  )

export class CrmSettings extends Context.Tag("server/CrmSettings")<CrmSettings, CrmSettingsShape>() {
  static readonly make = (settings: CrmSettingsShape): Layer.Layer<CrmSettings> => Layer.succeed(CrmSettings, settings)
  static readonly fromEnv = (embedded: { readonly appUrl: string }): Layer.Layer<CrmSettings> =>
    Layer.effect(CrmSettings, Effect.orDie(crmSettingsConfig(embedded)))
}
