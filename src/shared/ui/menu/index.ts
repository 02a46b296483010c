export { HOVER_MENUS_MIN_WIDTH, OpenMenusOnHover, useOpensOnHover } from "./hoverMenus.tsx"
export type { MenuButtonProps, MenuItemSpec, MenuSectionSpec } from "./MenuButton.tsx"
export { MenuButton } from "./MenuButton.tsx"
