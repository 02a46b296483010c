// A portal's latest audit: the counts per state and the files grouped by the module or theme file that
// installed them, filtered to the changes when there are some (unless the user turned "Only changes" off).
import {
  AUDIT_STATE_LABELS,
  AUDIT_STATES,
  auditChangeCount,
  type AuditFile,
  groupAuditFiles,
  isAuditChange,
  type PortalAudit
} from "@/entities/audit"
import { Alert } from "@/shared/ui/alert"
import { Checkbox } from "@/shared/ui/checkbox"

import { AuditFileList } from "./AuditFileList.tsx"
import styles from "./ModuleAuditDrawer.module.css"

const NO_CHANGES = "Everything matches what was installed."

export interface AuditOverviewProps {
  audit: PortalAudit
  /** The user's "Only changes" choice; null until they make one (then it is on when there are changes). */
  onlyChanges: boolean | null
  onOnlyChanges: (on: boolean) => void
  /** A file to put the focus on (the one whose diff was just left). */
  focusPath: string | null
  onOpenFile: (file: AuditFile) => void
}

export function AuditOverview({ audit, onlyChanges: chosen, onOnlyChanges, focusPath, onOpenFile }: AuditOverviewProps) {
  const changes = auditChangeCount(audit.summary)
  const onlyChanges = (chosen ?? true) && changes > 0
  const files = onlyChanges ? audit.files.filter((file) => isAuditChange(file.state)) : audit.files
  return (
    <>
      <ul className={styles.summary} aria-label="Summary">
        {AUDIT_STATES.map((state) => (
          <li key={state} className={styles.count} data-state={state}>
            <span className={styles.number}>{audit.summary[state]}</span> {AUDIT_STATE_LABELS[state]}
          </li>
        ))}
      </ul>
      {changes === 0 ? (
        <Alert type="success">{NO_CHANGES}</Alert>
      ) : (
        <Checkbox isSelected={onlyChanges} onChange={onOnlyChanges}>
          Only changes
        </Checkbox>
      )}
      {audit.files.length === 0 ? null : <AuditFileList groups={groupAuditFiles(files)} focusPath={focusPath} onOpen={onOpenFile} />}
    </>
  )
}
