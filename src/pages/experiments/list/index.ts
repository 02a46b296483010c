export { ExperimentsPage } from "./ui/ExperimentsPage.tsx"
export type { ExperimentsPageProps } from "./ui/ExperimentsPage.tsx"
