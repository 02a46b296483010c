export { BillingDrawer } from "./ui/BillingDrawer.tsx"
export type { BillingDrawerProps } from "./ui/BillingDrawer.tsx"
