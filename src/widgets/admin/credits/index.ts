export { CreditsDrawer } from "./ui/CreditsDrawer.tsx"
