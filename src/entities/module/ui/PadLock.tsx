// The padlock of a locked module; gold when PRO is the tier that unlocks it.
import type { AccessTier } from "@/shared/api"
import styles from "./ModuleRow.module.css"

export function PadLock({ tier }: { tier: AccessTier }) {
  const title = tier === "pro" ? "Locked: PRO" : "Locked"
  return (
    <svg role="img" aria-label={title} className={styles.padlock} data-tier={tier} width="14" height="14" viewBox="0 0 16 16" fill="currentColor">
      <title>{title}</title>
      <path d="M8 1a3.5 3.5 0 0 0-3.5 3.5V7H4a1 1 0 0 0-1 1v6a1 1 0 0 0 1 1h8a1 1 0 0 0 1-1V8a1 1 0 0 0-1-1h-.5V4.5A3.5 3.5 0 0 0 8 1Zm-2 6V4.5a2 2 0 1 1 4 0V7H6Z" />
    </svg>
  )
}
