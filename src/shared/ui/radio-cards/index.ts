export type { RadioCardProps, RadioCardsProps } from "./RadioCards.tsx"
export { RadioCard, RadioCards } from "./RadioCards.tsx"
