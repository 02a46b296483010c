// Payments: the `stripe` SDK behind an Effect service, and where it sends its requests.
export type { IntentState, PaidInvoice, PaymentMetadata, PaymentsError } from "./Payments.ts"
export {
  INVALID_COUPON,
  InvalidWebhookEvent,
  InvalidWebhookSignature,
  makePayments,
  PaymentDeclined,
  PaymentResourceMissing,
  Payments,
  PaymentsUnavailable,
  PROVIDER_UNAVAILABLE,
  stripeClient,
  toPaymentsError
} from "./Payments.ts"
export type { PaymentSettingsShape } from "./settings.ts"
export { PaymentSettings, paymentSettingsConfig } from "./settings.ts"
