export { CardPage } from "./CardPage.tsx"
export type { CardPageProps } from "./CardPage.tsx"
