export { HistoryDrawer } from "./ui/HistoryDrawer.tsx"
