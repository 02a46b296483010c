// An opened history entry for people (not its raw JSON): what happened (status), who did it and when,
// and the modules (with versions), files and pages it touched; the caller supplies the actions (Restore).
import type { ReactNode } from "react"

import type { History } from "@/shared/api"
import { formatDate } from "@/shared/lib/date"
import { contentParts } from "@/shared/lib/item-content"
import { itemViewStyles as styles } from "@/shared/ui/item-view"

export interface HistoryViewProps {
  entry: History
  actions?: ReactNode
}

const previousVersion = (payload: unknown): string | null => {
  if (typeof payload !== "object" || payload === null) return null
  const value = (payload as Record<string, unknown>).previous_version
  return typeof value === "string" && value !== "" && value !== "0.0.0" ? value : null
}

export function HistoryView({ entry, actions }: HistoryViewProps) {
  const parts = contentParts(entry.payload)
  const previous = previousVersion(entry.payload)
  const groups = [
    { title: "Modules", items: parts.modules },
    { title: "Files", items: parts.files },
    { title: "Pages", items: parts.pages }
  ].filter((group) => group.items.length > 0)
  return (
    <section className={styles.view} aria-label={`History: ${entry.name}`}>
      <h2 className={styles.title}>
        <span className={styles.kind}>History</span> {entry.name}
      </h2>
      <dl className={styles.facts}>
        <dt>Status</dt>
        <dd>{entry.status_label}</dd>
        <dt>By</dt>
        <dd>{entry.created_by?.name ?? "---"}</dd>
        <dt>Date</dt>
        <dd>{formatDate(entry.updated_at, "detailed")}</dd>
        {previous === null ? null : (
          <>
            <dt>Before</dt>
            <dd>{previous}</dd>
          </>
        )}
      </dl>
      {groups.length === 0 ? (
        <p className={styles.none}>It names no modules, files or pages.</p>
      ) : (
        <div className={styles.parts}>
          {groups.map((group) => (
            <section key={group.title} className={styles.part} aria-label={group.title}>
              <h3>
                {group.title} ({group.items.length})
              </h3>
              <ul>
                {group.items.map((item, index) => (
                  <li key={`${index}-${item}`}>{item}</li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
      {actions === undefined ? null : <div className={styles.actions}>{actions}</div>}
    </section>
  )
}
