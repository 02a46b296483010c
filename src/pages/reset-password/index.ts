export type { ResetPasswordPageProps } from "./ui/ResetPasswordPage.tsx"
export { ResetPasswordPage } from "./ui/ResetPasswordPage.tsx"
