export { NewRolloutPage } from "./ui/NewRolloutPage.tsx"
