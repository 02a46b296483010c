export { AccountDetailsDrawer } from "./ui/AccountDetailsDrawer.tsx"
export type { AccountDetailsFormProps } from "./ui/AccountDetailsForm.tsx"
export { AccountDetailsForm } from "./ui/AccountDetailsForm.tsx"
