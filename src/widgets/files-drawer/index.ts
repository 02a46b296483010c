export { FilesDrawer, FILES_SUSPENDED_TEXT } from "./ui/FilesDrawer.tsx"
