export { TasksPage } from "./ui/TasksPage.tsx"
