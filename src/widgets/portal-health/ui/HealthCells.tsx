// The cells of one portal's row in the health table.
import type { ReactNode } from "react"
import { Link } from "react-aria-components"

import { planLabel } from "@/entities/portal"
import {
  AttentionBadges,
  CONNECTION_LABELS,
  driftText,
  eventLabel,
  type PortalHealth,
  relativeTime,
  themeText,
  upgradesText,
  workText
} from "@/entities/portal-health"
import { RoutePath } from "@/shared/config"
import { formatDate } from "@/shared/lib/date"

import styles from "./PortalHealth.module.css"

// The spaces between the stacked lines show as nothing but keep their words apart in the cell's text.

/** A time as "3 hours ago", its full date in a tooltip and in the markup. */
function When({ at }: { at: string }) {
  return (
    <time dateTime={at} title={formatDate(at, "detailed")}>
      {relativeTime(at)}
    </time>
  )
}

function LastChange({ change }: { change: PortalHealth["last_change"] }) {
  if (change === null) return <span className={styles.muted}>None yet</span>
  return (
    <span className={styles.stacked}>
      <span title={change.event}>{eventLabel(change.event)}</span>{" "}
      <span className={styles.muted}>
        {change.by === null ? null : <>{change.by} · </>}
        <When at={change.at} />
      </span>
    </span>
  )
}

function Drift({ drift }: { drift: PortalHealth["drift"] }) {
  return (
    <span className={styles.stacked}>
      <span>{driftText(drift)}</span>{" "}
      {drift === null ? null : (
        <span className={styles.muted}>
          audited <When at={drift.taken_at} />
        </span>
      )}
    </span>
  )
}

export const renderHealthCell = (portal: PortalHealth, column: string): ReactNode => {
  switch (column) {
    case "name":
      return (
        <span className={styles.stacked}>
          <Link href={`${RoutePath.PortalsMain}/${portal.id}`} className={styles.name}>
            {portal.name}
          </Link>{" "}
          <span className={styles.muted}>Hub ID {portal.hub_id}</span>
        </span>
      )
    case "attention":
      return <AttentionBadges attention={portal.attention} />
    case "agency":
      return portal.agency?.name ?? "No agency"
    case "plan":
      return planLabel(portal.plan)
    case "connection":
      return CONNECTION_LABELS[portal.connection]
    case "theme":
      return <span className={styles.nowrap}>{themeText(portal.theme)}</span>
    case "upgrades":
      return upgradesText(portal.upgrades)
    case "drift":
      return <Drift drift={portal.drift} />
    case "work":
      return workText(portal.work)
    case "last_change":
      return <LastChange change={portal.last_change} />
    default:
      return null
  }
}
