// Dialog content: a title, a scrollable body and an optional footer of actions.
import type { ReactNode } from "react"
import { Dialog as AriaDialog, Heading } from "react-aria-components"

import styles from "./Dialog.module.css"

export interface DialogProps {
  title: ReactNode
  children?: ReactNode
  footer?: ReactNode
  /** 'alertdialog' for confirmations that interrupt the user. */
  role?: "dialog" | "alertdialog"
  className?: string
}

export function Dialog({ title, children, footer, role = "dialog", className }: DialogProps) {
  return (
    <AriaDialog role={role} className={[styles.dialog, className].filter(Boolean).join(" ")}>
      <Heading slot="title" className={styles.title}>
        {title}
      </Heading>
      {children !== undefined && children !== null ? <div className={styles.body}>{children}</div> : null}
      {footer ? <div className={styles.footer}>{footer}</div> : null}
    </AriaDialog>
  )
}
