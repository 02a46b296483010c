export type { CardPageProps } from "./CardPage.tsx"
export { CardPage } from "./CardPage.tsx"
