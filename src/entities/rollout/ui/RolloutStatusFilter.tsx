// The rollouts list's status filter: the shared status chips over the rollout statuses.
import type { RolloutStatus } from "@/shared/api"
import { StatusChips } from "@/shared/ui/status-chips"

import { ROLLOUT_STATUS_LABELS } from "../lib/status.ts"

export interface RolloutStatusFilterProps {
  value: RolloutStatus | undefined
  onChange: (status: RolloutStatus | undefined) => void
}

export function RolloutStatusFilter({ value, onChange }: RolloutStatusFilterProps) {
  return <StatusChips labels={ROLLOUT_STATUS_LABELS} value={value} onChange={onChange} />
}
