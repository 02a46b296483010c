// An experiment's state as a coloured label (Draft, Running, Stopped, Completed).
import type { ExperimentStatus } from "@/shared/api"

import { EXPERIMENT_STATUS_LABELS } from "../lib/format.ts"
import styles from "./Experiment.module.css"

export function ExperimentStatusBadge({ status }: { status: ExperimentStatus }) {
  return (
    <span className={styles.badge} data-status={status}>
      {EXPERIMENT_STATUS_LABELS[status]}
    </span>
  )
}
