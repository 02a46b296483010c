export { AgencyChooserPage } from "./ui/AgencyChooserPage.tsx"
