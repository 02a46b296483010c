// The super admin's Settings drawer (spec 2 section 2): holds the Sync Notifications action, whose
// success alert quotes the server's message (spec 2 section 8).
import { Exit } from "effect"

import { useApiAction } from "@/shared/api"
import { useAlerts } from "@/shared/ui/alert"
import { Button } from "@/shared/ui/button"
import { Drawer } from "@/shared/ui/drawer"
import { ListSection } from "@/shared/ui/list-panel"

import { syncNotifications } from "../api/sync.ts"
import { PageViewReport } from "./PageViewReport.tsx"

export function SettingsDrawer() {
  return (
    <Drawer name="setting" title="Settings" width={480}>
      <SettingsBody />
      <PageViewReport />
    </Drawer>
  )
}

function SettingsBody() {
  // The entries land in the users' lists; super admins have no What's New of their own to read again.
  const action = useApiAction({ invalidates: [] })
  const alerts = useAlerts()

  const sync = async () => {
    const exit = await action.run(syncNotifications)
    if (Exit.isSuccess(exit)) {
      alerts.show({ type: "success", content: exit.value })
      return
    }
    if (exit.cause._tag === "Fail") alerts.show({ type: "danger", content: exit.cause.error.message })
  }

  return (
    <ListSection heading="Notifications">
      <p>Fetch the latest What's New entries for every user.</p>
      <Button isPending={action.isPending} onPress={() => void sync()}>
        Sync Notifications
      </Button>
    </ListSection>
  )
}
