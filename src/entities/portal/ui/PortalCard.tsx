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

export function PortalCard({ portal, showAgency, href }: PortalCardProps) {
  return (
    <Link href={href} className={styles.card} aria-label={`Open ${portal.name}`}>
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
