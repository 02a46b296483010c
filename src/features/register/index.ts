export type { RegisterModalProps } from "./ui/RegisterModal.tsx"
export { RegisterModal } from "./ui/RegisterModal.tsx"
