export { PAYMENT_FAILED, PAYMENT_POLL_INTERVAL_MS } from "./model/usePaymentProcess.ts"
export type { PaymentProcessPageProps } from "./ui/PaymentProcessPage.tsx"
export { PaymentProcessPage, PROCESSING_PAYMENT } from "./ui/PaymentProcessPage.tsx"
export { PAYMENT_WITHOUT_QUERY_TITLE, PaymentProcessWithoutQuery } from "./ui/PaymentProcessWithoutQuery.tsx"
