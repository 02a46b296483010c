export { TransitionDrawer, TRANSITION_DRAWER_TITLE } from "./ui/TransitionDrawer.tsx"
