export { ActivityLog } from "./ui/ActivityLog.tsx"
export { LogsDrawer } from "./ui/LogsDrawer.tsx"
