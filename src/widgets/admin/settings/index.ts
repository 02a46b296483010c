export { SettingsDrawer } from "./ui/SettingsDrawer.tsx"
