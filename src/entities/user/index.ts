export { belongsToAgency, hasSeveralAgencies, tasksPath } from "./lib/agencies.ts"
export type { User } from "@/shared/api"
