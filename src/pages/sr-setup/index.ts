export { SETUP_INTRO, SrSetupPage } from "./ui/SrSetupPage.tsx"
