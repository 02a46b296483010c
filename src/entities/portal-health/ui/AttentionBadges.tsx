// A portal's attention reasons as badges: the words carry the meaning, the colour only repeats how urgent it is.
import type { PortalAttention } from "../api/portalHealth.ts"
import { ATTENTION_LABELS, ATTENTION_TONE } from "../lib/attention.ts"
import styles from "./AttentionBadges.module.css"

export interface AttentionBadgesProps {
  attention: ReadonlyArray<PortalAttention>
}

export function AttentionBadges({ attention }: AttentionBadgesProps) {
  if (attention.length === 0) {
    return (
      <span className={styles.badge} data-tone="ok">
        All good
      </span>
    )
  }
  return (
    <ul className={styles.badges} aria-label="Needs attention">
      {attention.map((reason) => (
        <li key={reason} className={styles.badge} data-tone={ATTENTION_TONE[reason]}>
          {ATTENTION_LABELS[reason]}
        </li>
      ))}
    </ul>
  )
}
