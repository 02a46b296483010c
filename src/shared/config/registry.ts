// Which drawers and modals exist in this build. Entries that open one (editor bar, user menu, guest bars)
// render only when it is listed here, so a menu never offers something that does nothing.
// A later issue that builds a drawer or modal adds its name here and mounts it in app/.
import type { DrawerName } from "@/shared/ui/drawer"

export const MODAL_NAMES = [
  "ask-review",
  "buy-module",
  "change-log",
  "file-diff",
  "credit-purchase",
  "re-auth",
  "register",
  "select-domain",
  "select-page-type",
  "select-plan",
  "video",
  "welcome",
  "welcome-v5"
] as const

export type ModalName = (typeof MODAL_NAMES)[number]

export const availableDrawers: ReadonlySet<DrawerName> = new Set<DrawerName>([
  "module",
  "files",
  "layout",
  "history",
  "website-page",
  "landing-page",
  "system-page",
  "blog-page",
  "billing",
  "log",
  "plan",
  "credit",
  "setting",
  "account-detail",
  "portal",
  "portal-detail",
  "user",
  "agency",
  "transition",
  "module-audit",
  "activity"
])

export const availableModals: ReadonlySet<ModalName> = new Set<ModalName>([
  "credit-purchase",
  "welcome",
  "welcome-v5",
  "video",
  "ask-review",
  "register"
])
