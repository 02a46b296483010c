// One saved layout in the Layouts drawer: its name (opening it in the editor), when it was saved, and
// the actions the caller supplies (delete).
import type { ReactNode } from "react"
import type { Layout } from "@/shared/api"
import { formatDate } from "@/shared/lib/date"
import styles from "./LayoutRow.module.css"

export interface LayoutRowProps {
  layout: Layout
  /** Opens the layout in the editor. */
  onOpen: (layout: Layout) => void
  action?: ReactNode
}

export function LayoutRow({ layout, onOpen, action }: LayoutRowProps) {
  return (
    <li className={styles.row} aria-label={layout.name}>
      <button type="button" className={styles.open} onClick={() => onOpen(layout)}>
        <span className={styles.name}>{layout.name}</span>
        <span className={styles.meta}>{formatDate(layout.created_at, "detailed")}</span>
      </button>
      {action !== undefined ? <div className={styles.action}>{action}</div> : null}
    </li>
  )
}
