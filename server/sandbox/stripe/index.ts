// The sandbox payments: the REST subset of Stripe the app uses, mounted at /sandbox/stripe, with
// Stripe's test cards (3-D Secure answered on /sandbox/stripe/authenticate/{intent}), charges, refunds
// and disputes, the coupons and prices migration 0009 seeds, signed webhooks delivered durably by a worker, receipts at
// /sandbox/stripe/receipts/{charge}, hosted invoice pages at /sandbox/stripe/invoices/{invoice} and a
// tester's dashboard at /sandbox/stripe/dashboard.
export type { PaidInvoice } from "./invoice-charge.ts"
export { chargeInvoice } from "./invoice-charge.ts"
export { makeSandboxStripeRouter, SandboxStripeRoutesLive } from "./router.ts"
export type { SandboxStripeSettingsShape } from "./settings.ts"
export { SandboxStripeSettings, WEBHOOK_PATH } from "./settings.ts"
export { signatureHeader } from "./webhooks.ts"
