// One portal in a list; the whole card opens the portal.
import { Link } from "react-aria-components"
import type { Portal } from "@/shared/api"
import { planLabel } from "../lib/labels.ts"
import styles from "./PortalCard.module.css"
import { PortalName } from "./PortalName.tsx"

export interface PortalCardProps {
  portal: Portal
  showAgency: boolean
  href: string
}

/** What a screen reader hears: the portal, its lock, its plan and hub id (the card's visible facts). */
export const portalCardName = (portal: Pick<Portal, "name" | "is_lock" | "plan" | "hub_id">): string =>
  `Open ${portal.name}${portal.is_lock ? ", locked" : ""}, ${planLabel(portal.plan)} plan, Hub ID ${portal.hub_id}`

export function PortalCard({ portal, showAgency, href }: PortalCardProps) {
  return (
    <Link href={href} className={styles.card} aria-label={portalCardName(portal)}>
      <PortalName portal={portal} showAgency={showAgency} />
      <span className={styles.meta}>
        <span className={styles.plan} data-plan={portal.plan}>
          {planLabel(portal.plan)}
        </span>
        <span>Hub ID {portal.hub_id}</span>
      </span>
    </Link>
  )
}
