export type { AutoLoginPageProps } from "./ui/AutoLoginPage.tsx"
export { AutoLoginPage, autoLoginTarget } from "./ui/AutoLoginPage.tsx"
