export { useConfirmDeletion } from "./model/useConfirmDeletion.ts"
export { DeletionDialogs } from "./ui/DeletionDialogs.tsx"
