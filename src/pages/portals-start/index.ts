export { PortalsStartPage } from "./ui/PortalsStartPage.tsx"
