// The sandbox HubSpot: OAuth consent and tokens, the CMS REST subset the app uses, and the app pages
// (page editor, blog settings) its links open.
export { makeSandboxHubspotRouter, SANDBOX_HUBSPOT_PREFIX, SandboxHubspotRoutesLive } from "./router.ts"
export { seedSandboxAccount } from "./seed.ts"
export type { SandboxAccountSeed } from "./seed.ts"
export {
  SANDBOX_APP_ID,
  SANDBOX_CLIENT_ID,
  SANDBOX_CLIENT_SECRET,
  sandboxHubspotSettingsConfig,
  SandboxHubspotSettings
} from "./settings.ts"
export type { SandboxHubspotSettingsShape } from "./settings.ts"
