// Said while an audit runs: reading every installed file from HubSpot takes a while on a large portal.
import { Spinner } from "@/shared/ui/spinner"

import styles from "./ModuleAuditDrawer.module.css"

export const RUNNING_TEXT = "Auditing the portal: reading its files in HubSpot…"

export function RunningNotice() {
  return (
    <p className={styles.running} role="status">
      <Spinner size="sm" label="Running" />
      {RUNNING_TEXT}
    </p>
  )
}
