export { TaskDetailPage } from "./ui/TaskDetailPage.tsx"
