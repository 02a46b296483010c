export { ResetPasswordPage } from "./ui/ResetPasswordPage.tsx"
export type { ResetPasswordPageProps } from "./ui/ResetPasswordPage.tsx"
