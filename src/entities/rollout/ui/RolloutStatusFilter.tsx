// Status filter chips for the rollouts list: All or one status; arrow keys move between them.
import type { Key } from "react-aria-components"
import { ToggleButton, ToggleButtonGroup } from "react-aria-components"

import type { RolloutStatus } from "@/shared/api"

import { ROLLOUT_STATUS_LABELS } from "../lib/status.ts"
import styles from "./RolloutStatusFilter.module.css"

const ALL = "all"
const STATUSES = Object.keys(ROLLOUT_STATUS_LABELS) as ReadonlyArray<RolloutStatus>

export interface RolloutStatusFilterProps {
  value: RolloutStatus | undefined
  onChange: (status: RolloutStatus | undefined) => void
}

export function RolloutStatusFilter({ value, onChange }: RolloutStatusFilterProps) {
  return (
    <ToggleButtonGroup
      aria-label="Filter by status"
      selectionMode="single"
      disallowEmptySelection
      selectedKeys={[value ?? ALL]}
      onSelectionChange={(keys: Set<Key>) => {
        const [key] = [...keys]
        onChange(STATUSES.find((status) => status === key))
      }}
      className={styles.chips}
    >
      <ToggleButton id={ALL} className={styles.chip}>
        All
      </ToggleButton>
      {STATUSES.map((status) => (
        <ToggleButton key={status} id={status} className={styles.chip}>
          {ROLLOUT_STATUS_LABELS[status]}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  )
}
