export { ForgotPasswordPage } from "./ui/ForgotPasswordPage.tsx"
