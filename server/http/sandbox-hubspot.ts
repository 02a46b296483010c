// The sandbox HubSpot (/sandbox/hubspot/*) is mounted only while the CRM client points at it, i.e.
// while HUBSPOT_API_BASE is unset; with the real HubSpot configured it does not exist.
import { Effect, Layer } from "effect"

import { Crm, crmSettingsConfig } from "../integrations/crm/index.ts"
import { PublicUrl } from "../lib/public-url.ts"
import { SANDBOX_HUBSPOT_PREFIX, SandboxHubspotRoutesLive, SandboxHubspotSettings } from "../sandbox/hubspot/index.ts"

export const SandboxHubspotLive = Layer.unwrapEffect(
  Effect.gen(function* () {
    const { appUrl } = yield* PublicUrl
    const crm = yield* Effect.orDie(crmSettingsConfig({ appUrl }))
    if (crm.apiBase !== `${appUrl}${SANDBOX_HUBSPOT_PREFIX}`) return Layer.empty
    return SandboxHubspotRoutesLive.pipe(Layer.provide(SandboxHubspotSettings.fromEnv({ appUrl })))
  })
)

/** The HubSpot client for the configured CRM (the sandbox above by default). */
export const CrmLive = Layer.unwrapEffect(Effect.map(PublicUrl, ({ appUrl }) => Crm.fromEnv({ appUrl })))
