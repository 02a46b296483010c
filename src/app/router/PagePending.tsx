// Shown while a route's loader runs longer than the router's pending delay.
import { Spinner } from "@/shared/ui/spinner"

import styles from "./PagePending.module.css"

export function PagePending() {
  return (
    <div className={styles.pending}>
      <Spinner size="lg" />
    </div>
  )
}
