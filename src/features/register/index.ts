export { RegisterModal } from "./ui/RegisterModal.tsx"
export type { RegisterModalProps } from "./ui/RegisterModal.tsx"
