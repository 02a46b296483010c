export { ModuleAuditDrawer } from "./ui/ModuleAuditDrawer.tsx"
