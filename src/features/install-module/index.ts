export { ModuleActionButton } from "./ui/ModuleActionButton.tsx"
export type { ModuleActionButtonProps } from "./ui/ModuleActionButton.tsx"
export { payingAgency } from "./model/credits.ts"
