// The sandbox payments: the REST subset of Stripe the app uses, mounted at /sandbox/stripe, with
// Stripe's test cards, seeded coupons and prices, and signed webhooks.
export { prefixedStripeHttpClient } from "./http-client.ts"
export { makeSandboxStripeRouter, SandboxStripeRoutesLive } from "./router.ts"
export { SandboxStripeSettings, WEBHOOK_PATH } from "./settings.ts"
export type { SandboxStripeSettingsShape } from "./settings.ts"
export { seedCoupons, seedPrices } from "./seed.ts"
export { signatureHeader } from "./webhooks.ts"
