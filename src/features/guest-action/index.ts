export type { GuestActionButtonProps } from "./ui/GuestActionButton.tsx"
export { GuestActionButton } from "./ui/GuestActionButton.tsx"
