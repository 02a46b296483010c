export { RolloutsPage } from "./ui/RolloutsPage.tsx"
