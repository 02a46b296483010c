// The padlock of a locked module or page template (spec 2 section 2): gold when PRO is the tier that
// unlocks it.
import styles from "./PadLock.module.css"

export interface PadLockProps {
  /** The access tier that unlocks the item: free, lite (Core) or pro. */
  tier: "free" | "lite" | "pro"
  size?: number
}

export function PadLock({ tier, size = 16 }: PadLockProps) {
  const title = tier === "pro" ? "Locked: PRO" : "Locked"
  return (
    <svg
      role="img"
      aria-label={title}
      className={styles.padlock}
      data-tier={tier}
      width={size}
      height={size}
      viewBox="0 0 16 16"
      fill="currentColor"
    >
      <title>{title}</title>
      <path d="M8 1a3.5 3.5 0 0 0-3.5 3.5V7H4a1 1 0 0 0-1 1v6a1 1 0 0 0 1 1h8a1 1 0 0 0 1-1V8a1 1 0 0 0-1-1h-.5V4.5A3.5 3.5 0 0 0 8 1Zm-2 6V4.5a2 2 0 1 1 4 0V7H6Z" />
    </svg>
  )
}
