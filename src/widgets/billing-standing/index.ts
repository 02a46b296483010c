export type { BillingStandingAlertsProps } from "./ui/BillingStandingBanner.tsx"
export { BillingStandingAlerts, BillingStandingBanner, OPEN_BILLING_TEXT } from "./ui/BillingStandingBanner.tsx"
