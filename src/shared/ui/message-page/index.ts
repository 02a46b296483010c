export type { MessagePageProps } from "./MessagePage.tsx"
export { MessagePage } from "./MessagePage.tsx"
