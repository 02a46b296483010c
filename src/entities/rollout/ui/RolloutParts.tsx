// A layout rollout's portal: the modules and theme files it changes, one line each, in the order they run.
import type { RolloutPart } from "@/shared/api"

import { partText } from "../lib/status.ts"
import styles from "./Rollout.module.css"

export interface RolloutPartsProps {
  parts: ReadonlyArray<RolloutPart>
  /** The portal's name, for the list's label. */
  portalName: string
}

export function RolloutParts({ parts, portalName }: RolloutPartsProps) {
  return (
    <ul className={styles.parts} aria-label={`Changes for ${portalName}`}>
      {parts.map((part) => (
        <li key={`${part.kind}:${part.key}`}>{partText(part)}</li>
      ))}
    </ul>
  )
}
