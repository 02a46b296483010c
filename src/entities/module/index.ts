export type { ModuleAudience, ModulePage } from "./api/modules.ts"
export { MODULE_PAGE_LIMIT } from "./api/modules.ts"
export { moduleGroupKeys, moduleKeys, moduleQueries, upgradeKeys } from "./api/queries.ts"
export type { ModuleAction } from "./lib/buttonState.ts"
export { isEligible, isIneligible, isMajorUpgrade, moduleActionOf, moduleButtonLabel, needsPurchase } from "./lib/buttonState.ts"
export type { ModuleFilter } from "./lib/filters.ts"
export { categoryLabel, MODULE_FILTERS } from "./lib/filters.ts"
export { makeModule } from "./lib/makeModule.ts"
export type { ModuleInstallSignal, PendingReauthInstall } from "./model/moduleInstallSignal.ts"
export {
  moduleInstallSignalAtom,
  pendingReauthInstallAtom,
  publishModuleInstallAtom,
  shouldRetryAfterReauth
} from "./model/moduleInstallSignal.ts"
export type { ChangeLogButtonProps } from "./ui/ChangeLogButton.tsx"
export { ChangeLogButton } from "./ui/ChangeLogButton.tsx"
export type { ChangeLogModalProps } from "./ui/ChangeLogModal.tsx"
export { ChangeLogModal } from "./ui/ChangeLogModal.tsx"
export type { ModuleRowProps } from "./ui/ModuleRow.tsx"
export { ModuleRow } from "./ui/ModuleRow.tsx"
export type { Module, ModuleCategory, RequiredFile, UpgradeSummary } from "@/shared/api"
