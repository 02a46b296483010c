export { userMenuSections } from "./model/userMenuSections.ts"
export type { UserMenuActions, UserMenuOptions } from "./model/userMenuSections.ts"
export { UserMenu } from "./ui/UserMenu.tsx"
export type { UserMenuProps } from "./ui/UserMenu.tsx"
