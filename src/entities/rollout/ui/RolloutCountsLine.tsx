// The counts of a rollout's portals in one line: "5 portals: 3 succeeded, 1 failed, 1 skipped".
import type { RolloutCounts } from "@/shared/api"

import { countsText } from "../lib/status.ts"
import styles from "./Rollout.module.css"

export function RolloutCountsLine({ counts, className }: { counts: RolloutCounts; className?: string }) {
  return <p className={[styles.counts, className].filter(Boolean).join(" ")}>{countsText(counts)}</p>
}
