export { UsersDrawer } from "./ui/UsersDrawer.tsx"
