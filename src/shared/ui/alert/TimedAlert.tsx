// One notice of the stack. A success notice closes itself after SUCCESS_DISMISS_MS, counted only while
// it is neither hovered nor holds focus (a user reading it or reaching for its link keeps it); warnings
// and errors stay until closed.
import { type FocusEvent, useEffect, useState } from "react"

import { Alert } from "./Alert.tsx"
import styles from "./AlertOutlet.module.css"
import type { AlertEntry } from "./alertsAtom.ts"

export const SUCCESS_DISMISS_MS = 5000

export interface TimedAlertProps {
  alert: AlertEntry
  onDismiss: () => void
}

export function TimedAlert({ alert, onDismiss }: TimedAlertProps) {
  const [isHovered, setHovered] = useState(false)
  const [hasFocus, setFocus] = useState(false)
  const isTimed = alert.type === "success"
  const isPaused = isHovered || hasFocus

  useEffect(() => {
    if (!isTimed || isPaused) return
    const timer = setTimeout(onDismiss, SUCCESS_DISMISS_MS)
    return () => clearTimeout(timer)
  }, [isTimed, isPaused, onDismiss])

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocus(false)
  }
  return (
    <div
      className={styles.item}
      data-timed={isTimed || undefined}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocus(true)}
      onBlur={onBlur}
    >
      <Alert type={alert.type} onClose={onDismiss}>
        {alert.content}
      </Alert>
    </div>
  )
}
