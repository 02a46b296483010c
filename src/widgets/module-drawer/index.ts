export type { ModuleDrawerProps } from "./ui/ModuleDrawer.tsx"
export { ModuleDrawer } from "./ui/ModuleDrawer.tsx"
