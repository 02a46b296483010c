// The sandbox HubSpot: OAuth consent and tokens, the CMS REST subset the app uses, and the app pages
// (page editor, blog settings) its links open, under HubSpot's ten-second rate limit.
export { makeSandboxHubspotRouter, SANDBOX_HUBSPOT_PREFIX, SandboxHubspotRoutesLive } from "./router.ts"
export type { SandboxAccountSeed } from "./seed.ts"
export { seedSandboxAccount } from "./seed.ts"
export type { RateLimitSettings, SandboxHubspotSettingsShape } from "./settings.ts"
export { DEFAULT_RATE_LIMIT, rateLimitConfig, SANDBOX_APP_ID, SandboxHubspotSettings, sandboxHubspotSettingsConfig } from "./settings.ts"
export type { RateLimitKey } from "./store/rate-limit.ts"
export { mostAcceptedInAnyWindow, rateLimitCounts } from "./store/rate-limit.ts"
