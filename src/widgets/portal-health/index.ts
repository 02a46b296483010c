export { PortalHealth } from "./ui/PortalHealth.tsx"
