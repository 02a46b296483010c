export type { UserMenuActions, UserMenuOptions } from "./model/userMenuSections.ts"
export { userMenuSections } from "./model/userMenuSections.ts"
export type { UserMenuProps } from "./ui/UserMenu.tsx"
export { UserMenu } from "./ui/UserMenu.tsx"
