// When the latest audit was taken and by whom: "Last audited 2 hours ago (3 December 2026 10:00) by Jane".
import type { PortalAudit } from "@/entities/audit"

import { auditWhen } from "../lib/auditWhen.ts"
import styles from "./ModuleAuditDrawer.module.css"

export function AuditTaken({ audit }: { audit: PortalAudit }) {
  const when = auditWhen(audit)
  return (
    <p className={styles.taken}>
      Last audited <time dateTime={audit.taken_at}>{when.relative === null ? when.absolute : `${when.relative} (${when.absolute})`}</time>
      {when.by === null ? null : ` by ${when.by}`}
    </p>
  )
}
