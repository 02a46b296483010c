// Words for screen readers only, beside a sign that says the same to the eye ("—", "…", an arrow).
import type { ReactNode } from "react"

import styles from "./VisuallyHidden.module.css"

/** The class itself, for an element that must stay what it is (a form label). */
export const visuallyHiddenClassName = styles.hidden

export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span className={styles.hidden}>{children}</span>
}
