export type { BillingDrawerProps } from "./ui/BillingDrawer.tsx"
export { BillingDrawer } from "./ui/BillingDrawer.tsx"
