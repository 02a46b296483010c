export type { PageTemplatesDrawerConfig, PageTemplatesDrawerName } from "./config/drawers.ts"
export { NO_TEMPLATES, PAGE_TEMPLATE_DRAWER_NAMES, PAGE_TEMPLATE_DRAWERS } from "./config/drawers.ts"
export type { PageTemplatesDrawerProps } from "./ui/PageTemplatesDrawer.tsx"
export { PageTemplatesDrawer } from "./ui/PageTemplatesDrawer.tsx"
