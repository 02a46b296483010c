export { TransitionDrawer } from "./ui/TransitionDrawer.tsx"
