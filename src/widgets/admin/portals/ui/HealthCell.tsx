// A row's Health cell: the overview's attention badges, a quiet "…" while the page's health is on its way,
// and "—" when it could not be read (the rest of the row works as ever).
import { AttentionBadges } from "@/entities/portal-health"
import { VisuallyHidden } from "@/shared/ui/visually-hidden"

import { HEALTH_CHECKING, HEALTH_UNKNOWN } from "../config/texts.ts"
import type { RowsHealth } from "../model/usePortalRowsHealth.ts"
import styles from "./PortalsAdmin.module.css"

/** A sign for the eye, with its words for screen readers (the sign alone says nothing). */
function Quiet({ sign, text }: { sign: string; text: string }) {
  return (
    <span className={styles.quiet} title={text}>
      <span aria-hidden="true">{sign}</span>
      <VisuallyHidden>{text}</VisuallyHidden>
    </span>
  )
}

export function HealthCell({ health, portalId }: { health: RowsHealth; portalId: number }) {
  if (health.status === "loading") return <Quiet sign="…" text={HEALTH_CHECKING} />
  const row = health.status === "success" ? health.data.get(portalId) : undefined
  if (row === undefined) return <Quiet sign="—" text={HEALTH_UNKNOWN} />
  return <AttentionBadges attention={row.attention} />
}
