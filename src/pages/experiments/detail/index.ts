export { ExperimentDetailPage } from "./ui/ExperimentDetailPage.tsx"
