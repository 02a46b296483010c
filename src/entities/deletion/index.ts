export type { ConfirmDeletion } from "./model/useConfirmDeletion.ts"
export { useConfirmDeletion } from "./model/useConfirmDeletion.ts"
export { DeletionDialogs } from "./ui/DeletionDialogs.tsx"
