export { AgenciesDrawer } from "./ui/AgenciesDrawer.tsx"
