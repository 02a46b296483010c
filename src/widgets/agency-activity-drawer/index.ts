export { AgencyActivityDrawer } from "./ui/AgencyActivityDrawer.tsx"
