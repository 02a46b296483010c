export { belongsToAgency, hasSeveralAgencies, tasksPath } from "./lib/agencies.ts"
export { TasksLink } from "./ui/TasksLink.tsx"
export type { User } from "@/shared/api"
