// "Email me a daily digest": the caller's choice of one mail a day listing their unread personal entries.
// The switch flips at once and flips back, with the server's reason shown, if the server refuses.
import { Switch } from "react-aria-components"

import { useApiQuery } from "@/shared/api"
import { useAlerts } from "@/shared/ui/alert"

import { notificationQueries } from "../api/queries.ts"
import { useDigestToggle } from "../api/useDigestToggle.ts"
import styles from "./DigestSwitch.module.css"

export function DigestSwitch() {
  const setting = useApiQuery(notificationQueries.digest())
  const toggle = useDigestToggle()
  const alerts = useAlerts()
  // The bell works without it: a choice that cannot be read is not offered rather than shown wrong.
  if (setting.status === "failure") return null

  const change = (daily: boolean) =>
    toggle.mutate(daily, { onError: (error) => void alerts.show({ type: "danger", content: error.message }) })

  return (
    <Switch
      className={styles.switch}
      isSelected={setting.status === "success" && setting.data}
      isDisabled={setting.status === "loading"}
      // Read-only, not disabled, while a change is on its way: the switch keeps keyboard focus.
      isReadOnly={toggle.isPending}
      onChange={change}
    >
      <span className={styles.track} aria-hidden="true">
        <span className={styles.thumb} />
      </span>
      Email me a daily digest
    </Switch>
  )
}
