export type { ConfirmEmailPageProps } from "./ui/ConfirmEmailPage.tsx"
export { ConfirmEmailPage } from "./ui/ConfirmEmailPage.tsx"
