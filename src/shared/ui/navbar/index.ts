export type { NavbarProps } from "./Navbar.tsx"
export { Navbar } from "./Navbar.tsx"
export { navbarLinkClassName } from "./navbarLinkClassName.ts"
