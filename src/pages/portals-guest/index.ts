export { PortalsGuestPage } from "./ui/PortalsGuestPage.tsx"
