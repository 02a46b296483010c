// The menu items each role gets (spec 1 sections 2 and 6); each opens a drawer.
import type { RoleName } from "@/shared/api"
import type { DrawerName } from "@/shared/ui/drawer"

export interface RoleItem {
  readonly label: string
  readonly drawer: DrawerName
  /** Items about the open portal need one. */
  readonly needsPortal?: boolean
}

export const ROLE_ITEMS: Record<RoleName, ReadonlyArray<RoleItem>> = {
  admin: [
    { label: "Agencies", drawer: "agency" },
    { label: "Portals", drawer: "portal" },
    { label: "Plans", drawer: "plan" },
    { label: "Users", drawer: "user" },
    { label: "Settings", drawer: "setting" },
    { label: "Credits", drawer: "credit" },
    { label: "Logs", drawer: "log" }
  ],
  "agency-admin": [
    { label: "Account Details", drawer: "account-detail" },
    { label: "Portal Details", drawer: "portal-detail", needsPortal: true },
    // What in the open portal's CRM folder differs from what the app installed (the module-audit drawer).
    { label: "Module Audit", drawer: "module-audit", needsPortal: true },
    { label: "Users", drawer: "user" },
    // What changed in the agency and its portals, when and by whom.
    { label: "Agency activity", drawer: "activity" },
    // The billing drawer, titled 'Portals' on its main view.
    { label: "Portals", drawer: "billing" }
  ],
  user: [
    { label: "Account Details", drawer: "account-detail" },
    { label: "Module Audit", drawer: "module-audit", needsPortal: true },
    { label: "Users", drawer: "user" }
  ]
}
