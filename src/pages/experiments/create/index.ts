export { CreateExperimentPage } from "./ui/CreateExperimentPage.tsx"
export { CreateExperimentWizard } from "./ui/CreateExperimentWizard.tsx"
