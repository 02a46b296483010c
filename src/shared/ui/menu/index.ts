export { MenuButton } from "./MenuButton.tsx"
export type { MenuButtonProps, MenuItemSpec, MenuSectionSpec } from "./MenuButton.tsx"
