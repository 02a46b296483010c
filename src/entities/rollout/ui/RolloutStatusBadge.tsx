// A rollout's status, or one portal's state in it, as a coloured label.
import type { RolloutPortalStatus, RolloutStatus } from "@/shared/api"

import { PORTAL_STATUS_LABELS, ROLLOUT_STATUS_LABELS } from "../lib/status.ts"
import styles from "./Rollout.module.css"

type Tone = "info" | "warning" | "ok" | "danger" | "muted"

const ROLLOUT_TONES: Record<RolloutStatus, Tone> = { running: "info", paused: "warning", cancelled: "muted", finished: "ok" }

const PORTAL_TONES: Record<RolloutPortalStatus, Tone> = {
  skipped: "muted",
  pending: "muted",
  running: "info",
  succeeded: "ok",
  failed: "danger",
  cancelled: "muted"
}

export interface RolloutStatusBadgeProps {
  status: RolloutStatus
  /** A finished rollout with failed portals reads as such at a glance. */
  failed?: number
}

export function RolloutStatusBadge({ status, failed = 0 }: RolloutStatusBadgeProps) {
  const withFailures = status === "finished" && failed > 0
  return (
    <span className={styles.badge} data-tone={withFailures ? "warning" : ROLLOUT_TONES[status]}>
      {withFailures ? "Finished with failures" : ROLLOUT_STATUS_LABELS[status]}
    </span>
  )
}

export function PortalStatusBadge({ status }: { status: RolloutPortalStatus }) {
  return (
    <span className={styles.badge} data-tone={PORTAL_TONES[status]}>
      {PORTAL_STATUS_LABELS[status]}
    </span>
  )
}
