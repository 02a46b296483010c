// The bordered row every drawer list uses: a title over a muted meta line, either plain or as one
// button that opens the item, and an optional action at the end. Entity rows supply only their content.
import type { ReactNode } from "react"

import styles from "./ListRow.module.css"

export interface ListRowProps {
  /** The row's accessible name (the item's name or path). */
  label: string
  title: ReactNode
  meta?: ReactNode
  /** When given, title and meta become one button that opens the item. */
  onOpen?: () => void
  /** A button or group of buttons shown after the content. */
  action?: ReactNode
}

export function ListRow({ label, title, meta, onOpen, action }: ListRowProps) {
  const content = (
    <>
      <span className={styles.title}>{title}</span>
      {meta !== undefined ? <span className={styles.meta}>{meta}</span> : null}
    </>
  )
  return (
    <li className={styles.row} aria-label={label}>
      {onOpen !== undefined ? (
        <button type="button" className={`${styles.main} ${styles.open}`} onClick={onOpen}>
          {content}
        </button>
      ) : (
        <div className={styles.main}>{content}</div>
      )}
      {action !== undefined ? <div className={styles.action}>{action}</div> : null}
    </li>
  )
}
