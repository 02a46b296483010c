// The tasks' status filter: the shared status chips over the task statuses.
import { TASK_STATUS_LABELS, type TaskStatus } from "@/shared/api"
import { StatusChips } from "@/shared/ui/status-chips"

export interface StatusFilterProps {
  value: TaskStatus | undefined
  onChange: (status: TaskStatus | undefined) => void
}

export function StatusFilter({ value, onChange }: StatusFilterProps) {
  return <StatusChips labels={TASK_STATUS_LABELS} value={value} onChange={onChange} />
}
