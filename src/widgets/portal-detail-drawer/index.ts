export { PortalDetailDrawer } from "./ui/PortalDetailDrawer.tsx"
