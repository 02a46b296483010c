// The Logs drawer for super admins (user menu → Logs). The full page /admin-logging shows the same table;
// admins open it in a new tab from here (spec 1 sections 2 and 6).
import { Link } from "react-aria-components"

import { RoutePath } from "@/shared/config"
import { buttonClassName } from "@/shared/ui/button"
import { Drawer } from "@/shared/ui/drawer"

import { ActivityLog } from "./ActivityLog.tsx"

export function LogsDrawer() {
  return (
    <Drawer name="log" title="Logs" width="min(1200px, 100vw)">
      <ActivityLog
        actions={
          <Link className={buttonClassName("secondary", "sm")} href={RoutePath.AdminLogging} target="_blank" rel="noopener noreferrer">
            Open in a new tab
          </Link>
        }
      />
    </Drawer>
  )
}
