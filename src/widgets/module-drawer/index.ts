export { ModuleDrawer } from "./ui/ModuleDrawer.tsx"
export type { ModuleDrawerProps } from "./ui/ModuleDrawer.tsx"
