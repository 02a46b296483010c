// A request's status as a coloured label (New, In progress, Waiting on customer, Done, Cancelled).
import { TASK_STATUS_LABELS, type TaskStatus } from "@/shared/api"

import styles from "./Task.module.css"

export function TaskStatusBadge({ status }: { status: TaskStatus }) {
  return (
    <span className={styles.badge} data-status={status}>
      {TASK_STATUS_LABELS[status]}
    </span>
  )
}
