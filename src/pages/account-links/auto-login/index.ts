export { AutoLoginPage, autoLoginTarget } from "./ui/AutoLoginPage.tsx"
export type { AutoLoginPageProps } from "./ui/AutoLoginPage.tsx"
