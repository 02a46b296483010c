export { GuestActionButton } from "./ui/GuestActionButton.tsx"
export type { GuestActionButtonProps } from "./ui/GuestActionButton.tsx"
