export { RadioCard, RadioCards } from "./RadioCards.tsx"
