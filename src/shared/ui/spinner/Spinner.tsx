// Indeterminate loading indicator; the label is read by screen readers but not shown.
import { ProgressBar as AriaProgressBar } from "react-aria-components"

import styles from "./Spinner.module.css"

export type SpinnerSize = "sm" | "md" | "lg"

export interface SpinnerProps {
  size?: SpinnerSize
  /** Accessible name; visually hidden. */
  label?: string
  className?: string
}

export function Spinner({ size = "md", label = "Loading…", className }: SpinnerProps) {
  return (
    <AriaProgressBar isIndeterminate aria-label={label} className={[styles.spinner, styles[size], className].filter(Boolean).join(" ")}>
      <span className={styles.circle} aria-hidden="true" />
    </AriaProgressBar>
  )
}
