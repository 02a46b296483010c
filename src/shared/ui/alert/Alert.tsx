// One inline alert box; danger interrupts screen readers, warning and success are polite.
import type { ReactNode } from "react"
import { Button as AriaButton } from "react-aria-components"

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
        <AriaButton aria-label="Dismiss" className={styles.close} onPress={onClose}>
          <span aria-hidden="true">×</span>
        </AriaButton>
      ) : null}
    </div>
  )
}
