export type { ExperimentsPageProps } from "./ui/ExperimentsPage.tsx"
export { ExperimentsPage } from "./ui/ExperimentsPage.tsx"
