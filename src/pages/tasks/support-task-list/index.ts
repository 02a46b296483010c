export { SupportTasksPage } from "./ui/SupportTasksPage.tsx"
