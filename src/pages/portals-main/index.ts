export { PortalsMainPage } from "./ui/PortalsMainPage.tsx"
