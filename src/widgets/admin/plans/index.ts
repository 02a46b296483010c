export { PlansDrawer } from "./ui/PlansDrawer.tsx"
