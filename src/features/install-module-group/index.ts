export { groupButtonLabel } from "./lib/members.ts"
export type { GuestModuleGroupListProps, MemberModuleGroupListProps, ModuleGroupListProps } from "./ui/ModuleGroupList.tsx"
export { ModuleGroupList } from "./ui/ModuleGroupList.tsx"
