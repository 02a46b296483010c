export type { MainNavbarProps } from "./ui/MainNavbar.tsx"
export { MainNavbar } from "./ui/MainNavbar.tsx"
