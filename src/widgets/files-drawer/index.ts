export { FILES_SUSPENDED_TEXT, FilesDrawer } from "./ui/FilesDrawer.tsx"
