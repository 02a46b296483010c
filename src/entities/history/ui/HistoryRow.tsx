// One history entry: name (opening it in the editor), who made it, its status and when it changed.
import type { History } from "@/shared/api"
import { formatDate } from "@/shared/lib/date"
import { ListRow } from "@/shared/ui/list-row"

import styles from "./HistoryRow.module.css"

export interface HistoryRowProps {
  entry: History
  onOpen: (entry: History) => void
}

export function HistoryRow({ entry, onOpen }: HistoryRowProps) {
  return (
    <ListRow
      label={entry.name}
      title={entry.name}
      meta={
        <>
          <span className={styles.status}>{entry.status_label}</span>
          <span>{entry.created_by?.name ?? "---"}</span>
          <span>{formatDate(entry.updated_at, "detailed")}</span>
        </>
      }
      onOpen={() => onOpen(entry)}
    />
  )
}
