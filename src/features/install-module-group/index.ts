export { ModuleGroupList } from "./ui/ModuleGroupList.tsx"
export type { GuestModuleGroupListProps, MemberModuleGroupListProps, ModuleGroupListProps } from "./ui/ModuleGroupList.tsx"
export { groupButtonLabel } from "./lib/members.ts"
