export { SupportTaskPage } from "./ui/SupportTaskPage.tsx"
