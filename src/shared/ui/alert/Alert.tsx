// One inline alert box; danger interrupts screen readers, warning and success are polite.
import type { ReactNode } from "react"

import styles from "./Alert.module.css"

export type AlertType = "danger" | "warning" | "success"

export interface AlertProps {
  type: AlertType
  title?: ReactNode
  children?: ReactNode
  /** Renders a 'Dismiss' button when given; not 'Close', which names the drawer or dialog around it. */
  onClose?: () => void
  className?: string
}

export function Alert({ type, title, children, onClose, className }: AlertProps) {
  return (
    <div
      role={type === "danger" ? "alert" : "status"}
      data-type={type}
      className={[styles.alert, styles[type], className].filter(Boolean).join(" ")}
    >
      <div className={styles.body}>
        {title ? <div className={styles.title}>{title}</div> : null}
        {children !== undefined && children !== null ? <div className={styles.content}>{children}</div> : null}
      </div>
      {onClose ? (
        // A native button: the alerts' outlet is on every page, the login page's first paint included, which
        // does without react-aria.
        <button type="button" aria-label="Dismiss" className={styles.close} onClick={onClose}>
          <span aria-hidden="true">×</span>
        </button>
      ) : null}
    </div>
  )
}
