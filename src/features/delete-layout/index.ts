export { deleteLayout } from "./api/deleteLayout.ts"
export { mayDeleteLayout } from "./model/mayDeleteLayout.ts"
export type { DeleteLayoutButtonProps } from "./ui/DeleteLayoutButton.tsx"
export { CANCEL_LABEL, CONFIRM_LABEL, CONFIRM_TEXT, CONFIRM_TITLE, DELETED_TEXT, DeleteLayoutButton } from "./ui/DeleteLayoutButton.tsx"
