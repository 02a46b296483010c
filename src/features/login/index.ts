export type { LoginFormProps } from "./ui/LoginForm.tsx"
export { LoginForm } from "./ui/LoginForm.tsx"
