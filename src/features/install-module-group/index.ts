export { ModuleGroupList } from "./ui/ModuleGroupList.tsx"
export type { ModuleGroupListProps } from "./ui/ModuleGroupList.tsx"
export { CONNECTION_ISSUES } from "./model/useGroupInstall.ts"
export { BATCH_POLL_INTERVAL, isBatchEnded } from "./model/pollBatch.ts"
