export { ConfirmEmailPage } from "./ui/ConfirmEmailPage.tsx"
export type { ConfirmEmailPageProps } from "./ui/ConfirmEmailPage.tsx"
