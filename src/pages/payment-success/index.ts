export type { PaymentSuccessPageProps } from "./ui/PaymentSuccessPage.tsx"
export { PAYMENT_SUCCESS, PaymentSuccessPage } from "./ui/PaymentSuccessPage.tsx"
