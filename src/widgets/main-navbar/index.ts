export { MainNavbar } from "./ui/MainNavbar.tsx"
export type { MainNavbarProps } from "./ui/MainNavbar.tsx"
