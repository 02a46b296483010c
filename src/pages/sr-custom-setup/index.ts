export { CUSTOM_INTRO, SrCustomSetupPage } from "./ui/SrCustomSetupPage.tsx"
