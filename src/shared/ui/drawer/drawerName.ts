// Every side drawer of the app (spec 1, section 2 "Side drawers").
export const DRAWER_NAMES = [
  "module",
  "layout",
  "history",
  "website-page",
  "landing-page",
  "system-page",
  "blog-page",
  "files",
  "transition",
  "account-detail",
  "agency",
  "portal",
  "portal-detail",
  "billing",
  "plan",
  "user",
  "setting",
  "credit",
  "log",
  "module-audit",
  "activity"
] as const

export type DrawerName = (typeof DRAWER_NAMES)[number]

export function isDrawerName(value: string): value is DrawerName {
  return (DRAWER_NAMES as ReadonlyArray<string>).includes(value)
}
