export type { ErrorPageProps } from "./ui/ErrorPage.tsx"
export { ErrorPage } from "./ui/ErrorPage.tsx"
