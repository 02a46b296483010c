// Status filter chips: All or one status; arrow keys move between them (react-aria ToggleButtonGroup). One
// component for every list filtered by a status (tasks, rollouts): the caller names its statuses by their labels.
import type { Key } from "react-aria-components"
import { ToggleButton, ToggleButtonGroup } from "react-aria-components"

import styles from "./StatusChips.module.css"

const ALL = "all"

export interface StatusChipsProps<S extends string> {
  /** Each status with its label, in the order the chips show them. */
  labels: Readonly<Record<S, string>>
  value: S | undefined
  onChange: (status: S | undefined) => void
}

export function StatusChips<S extends string>({ labels, value, onChange }: StatusChipsProps<S>) {
  const statuses = Object.keys(labels) as ReadonlyArray<string> as ReadonlyArray<S>
  return (
    <ToggleButtonGroup
      aria-label="Filter by status"
      selectionMode="single"
      disallowEmptySelection
      selectedKeys={[value ?? ALL]}
      onSelectionChange={(keys: Set<Key>) => {
        const [key] = [...keys]
        onChange(statuses.find((status) => status === key))
      }}
      className={styles.chips}
    >
      <ToggleButton id={ALL} className={styles.chip}>
        All
      </ToggleButton>
      {statuses.map((status) => (
        <ToggleButton key={status} id={status} className={styles.chip}>
          {labels[status]}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  )
}
