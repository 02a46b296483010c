export { LayoutsDrawer } from "./ui/LayoutsDrawer.tsx"
