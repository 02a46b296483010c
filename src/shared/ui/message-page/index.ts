export { MessagePage } from "./MessagePage.tsx"
export type { MessagePageProps } from "./MessagePage.tsx"
