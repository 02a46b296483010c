export { ErrorPage } from "./ui/ErrorPage.tsx"
export type { ErrorPageProps } from "./ui/ErrorPage.tsx"
