// What a rollout's state means for the screens: its words, whether it still works, which actions it allows.
import type { RolloutAction, RolloutCounts, RolloutPart, RolloutPortalStatus, RolloutStatus, RolloutSummary } from "@/shared/api"

export const ROLLOUT_STATUS_LABELS: Record<RolloutStatus, string> = {
  running: "Running",
  paused: "Paused",
  cancelled: "Cancelled",
  finished: "Finished"
}

export const PORTAL_STATUS_LABELS: Record<RolloutPortalStatus, string> = {
  skipped: "Skipped",
  pending: "Waiting",
  running: "Running",
  succeeded: "Succeeded",
  failed: "Failed",
  cancelled: "Cancelled"
}

export const ACTION_LABELS: Record<RolloutAction, string> = {
  install: "Install",
  upgrade: "Upgrade",
  revert: "Revert",
  remove: "Remove"
}

/**
 * Still changing: running or paused, or cancelled while portals it had started finish (a cancel stops
 * starting portals, it does not stop those running).
 */
export const isRolloutWorking = (rollout: Pick<RolloutSummary, "status" | "counts">): boolean =>
  rollout.status === "running" || rollout.status === "paused" || rollout.counts.running > 0

/** The state changes a rollout allows in its status. */
interface RolloutAllowed {
  readonly pause: boolean
  readonly resume: boolean
  readonly cancel: boolean
  readonly rollback: boolean
}

/**
 * As the server allows them: pause while running, resume while paused, cancel until it has ended, roll back once
 * it ended (finished or cancelled, the portals it started done), only once, and only when it changed a portal.
 */
export const allowedActions = (rollout: Pick<RolloutSummary, "status" | "counts" | "rolled_back_by">): RolloutAllowed => {
  const ended = rollout.status === "finished" || rollout.status === "cancelled"
  return {
    pause: rollout.status === "running",
    resume: rollout.status === "paused",
    cancel: !ended,
    rollback: ended && rollout.counts.running === 0 && rollout.rolled_back_by === null && rollout.counts.succeeded > 0
  }
}

/** Portals that have ended one way or another, for the progress bar. */
export const endedCount = (counts: RolloutCounts): number => counts.total - counts.pending - counts.running

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? "" : "s"}`

/** "3 of 5 portals done: 2 succeeded, 1 failed, 1 skipped" — the parts that are not zero. */
export const countsText = (counts: RolloutCounts): string => {
  const parts = [
    counts.succeeded > 0 ? `${counts.succeeded} succeeded` : null,
    counts.failed > 0 ? `${counts.failed} failed` : null,
    counts.running > 0 ? `${counts.running} running` : null,
    counts.pending > 0 ? `${counts.pending} waiting` : null,
    counts.skipped > 0 ? `${counts.skipped} skipped` : null,
    counts.cancelled > 0 ? `${counts.cancelled} cancelled` : null
  ].filter((part) => part !== null)
  return `${plural(counts.total, "portal")}${parts.length === 0 ? "" : `: ${parts.join(", ")}`}`
}

/** "4.1.0 → 5.0.0", "none → 2.0.0" (an install), "2.0.0 → none" (a removal). */
export const versionText = (from: string | null, to: string | null): string => `${from ?? "none"} → ${to ?? "none"}`

/**
 * A portal's versions, from → to; a layout rollout's portal has none of its own (from and to are null) and says
 * how many modules and theme files it changes instead: "3 changes".
 */
export const portalVersionText = (portal: {
  readonly from_version: string | null
  readonly to_version: string | null
  readonly parts?: ReadonlyArray<RolloutPart> | undefined
}): string =>
  portal.parts !== undefined && portal.from_version === null && portal.to_version === null
    ? plural(portal.parts.length, "change")
    : versionText(portal.from_version, portal.to_version)

const partChange = (part: RolloutPart): string => {
  switch (part.action) {
    case "install":
      return `${part.to_version ?? "none"} (new)`
    case "remove":
      return `${part.from_version ?? "none"} (removed)`
    default:
      return versionText(part.from_version, part.to_version)
  }
}

/**
 * One module or theme file of a layout rollout's portal: "Social Share 1.0.0 → 2.0.0" (an upgrade or a revert),
 * "Hero Banner 1.2.0 (new)" (an install), "css/old.css 1.0.0 (removed)" (a rollback's remove), with " · 1 credit"
 * when it is bought with one of the agency's credits.
 */
export const partText = (part: RolloutPart): string => `${part.name} ${partChange(part)}${part.credit ? " · 1 credit" : ""}`
