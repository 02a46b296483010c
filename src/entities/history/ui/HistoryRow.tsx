// One history entry: name (opening it in the editor), who made it, its status and when it changed.
import type { History } from "@/shared/api"
import { formatDate } from "@/shared/lib/date"
import styles from "./HistoryRow.module.css"

export interface HistoryRowProps {
  entry: History
  onOpen: (entry: History) => void
}

export function HistoryRow({ entry, onOpen }: HistoryRowProps) {
  return (
    <li className={styles.row} aria-label={entry.name}>
      <button type="button" className={styles.open} onClick={() => onOpen(entry)}>
        <span className={styles.name}>{entry.name}</span>
        <span className={styles.meta}>
          <span className={styles.status}>{entry.status_label}</span>
          <span>{entry.created_by?.name ?? "---"}</span>
          <span>{formatDate(entry.updated_at, "detailed")}</span>
        </span>
      </button>
    </li>
  )
}
