// One portal in a list; the whole card opens the portal.
import { Link } from "react-aria-components"

import type { Portal } from "@/shared/api"

import { folderLabel, planLabel } from "../lib/labels.ts"
import styles from "./PortalCard.module.css"
import { PortalName } from "./PortalName.tsx"

export interface PortalCardProps {
  portal: Portal
  showAgency: boolean
  href: string
}

/**
 * What a screen reader hears: the card's visible facts in the order they show (name, folder, plan,
 * hub id), then its lock. The visible words stay together in the name, so a speech user can say what
 * they see (WCAG 2.5.3, axe label-content-name-mismatch); the agency, shown in parentheses,
 * is left out as before.
 */
export const portalCardName = (portal: Pick<Portal, "name" | "is_lock" | "plan" | "hub_id" | "custom_installation">): string =>
  `Open ${portal.name}, ${folderLabel(portal)}, ${planLabel(portal.plan)}, Hub ID ${portal.hub_id}${portal.is_lock ? ", locked" : ""}`

export function PortalCard({ portal, showAgency, href }: PortalCardProps) {
  return (
    <Link href={href} className={styles.card} aria-label={portalCardName(portal)}>
      {/* The spaces between flex items show as nothing but keep the card's words apart in its text. */}
      <PortalName portal={portal} showAgency={showAgency} />{" "}
      <span className={styles.meta}>
        <span className={styles.plan} data-plan={portal.plan}>
          {planLabel(portal.plan)}
        </span>{" "}
        <span>Hub ID {portal.hub_id}</span>
      </span>
    </Link>
  )
}
