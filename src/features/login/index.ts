export { logIn } from "./api/logIn.ts"
export type { LoginFormProps } from "./ui/LoginForm.tsx"
export { LoginForm } from "./ui/LoginForm.tsx"
