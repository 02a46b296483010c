export { ModuleGroupList } from "./ui/ModuleGroupList.tsx"
export type { ModuleGroupListProps } from "./ui/ModuleGroupList.tsx"
export { isBatchEnded } from "./model/pollBatch.ts"
