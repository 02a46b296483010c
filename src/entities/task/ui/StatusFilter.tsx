// Status filter chips: All or one status; arrow keys move between them (react-aria ToggleButtonGroup).
import type { Key } from "react-aria-components"
import { ToggleButton, ToggleButtonGroup } from "react-aria-components"

import { TASK_STATUS_LABELS, type TaskStatus } from "@/shared/api"

import styles from "./StatusFilter.module.css"

const ALL = "all"
const STATUSES = Object.keys(TASK_STATUS_LABELS) as ReadonlyArray<TaskStatus>

export interface StatusFilterProps {
  value: TaskStatus | undefined
  onChange: (status: TaskStatus | undefined) => void
}

export function StatusFilter({ value, onChange }: StatusFilterProps) {
  return (
    <ToggleButtonGroup
      aria-label="Filter by status"
      selectionMode="single"
      disallowEmptySelection
      selectedKeys={[value ?? ALL]}
      onSelectionChange={(keys: Set<Key>) => {
        const [key] = [...keys]
        onChange(key === undefined || key === ALL ? undefined : (key as TaskStatus))
      }}
      className={styles.chips}
    >
      <ToggleButton id={ALL} className={styles.chip}>
        All
      </ToggleButton>
      {STATUSES.map((status) => (
        <ToggleButton key={status} id={status} className={styles.chip}>
          {TASK_STATUS_LABELS[status]}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  )
}
