export { PortalDetailDrawer } from "./ui/PortalDetailDrawer.tsx"
export type { PortalDetailFormProps } from "./ui/PortalDetailForm.tsx"
export { PortalDetailForm } from "./ui/PortalDetailForm.tsx"
