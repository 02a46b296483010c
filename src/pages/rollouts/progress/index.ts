export { RolloutPage } from "./ui/RolloutPage.tsx"
