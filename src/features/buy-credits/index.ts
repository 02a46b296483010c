export type { BuyCreditsModalProps } from "./ui/BuyCreditsModal.tsx"
export { BUY_CREDITS_WIDTH, BuyCreditsModal } from "./ui/BuyCreditsModal.tsx"
