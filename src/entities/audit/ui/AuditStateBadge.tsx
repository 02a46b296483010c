// A file's audit state as a small labelled badge: the words carry the meaning, the colour only repeats it.
import { AUDIT_STATE_LABELS } from "../lib/states.ts"
import type { AuditFileState } from "../model/types.ts"
import styles from "./AuditStateBadge.module.css"

export function AuditStateBadge({ state }: { state: AuditFileState }) {
  return (
    <span className={styles.badge} data-state={state}>
      {AUDIT_STATE_LABELS[state]}
    </span>
  )
}
