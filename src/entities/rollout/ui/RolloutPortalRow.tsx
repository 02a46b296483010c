// One portal of a rollout: its phase (canary or the rest), its state, what it gets (from → to; a layout
// rollout's portal, each module and theme file it changes), the credits it spent, why it was skipped or failed,
// and, on demand, its batch's per-item results.
import { useId, useState } from "react"
import { Button } from "react-aria-components"

import type { RolloutPortal } from "@/shared/api"

import { ACTION_LABELS, portalVersionText } from "../lib/status.ts"
import styles from "./Rollout.module.css"
import { RolloutParts } from "./RolloutParts.tsx"
import { PortalStatusBadge } from "./RolloutStatusBadge.tsx"

const ITEM_LABELS: Record<RolloutPortal["items"][number]["status"], string> = {
  pending: "Waiting",
  running: "Running",
  done: "Done",
  failed: "Failed"
}

export interface RolloutPortalRowProps {
  portal: RolloutPortal
  /** Show the agency's name (a super admin's rollout over several agencies). */
  showAgency?: boolean
}

export function RolloutPortalRow({ portal, showAgency = false }: RolloutPortalRowProps) {
  const [open, setOpen] = useState(false)
  const itemsId = useId()
  const count = portal.items.length
  return (
    <article className={styles.portal} aria-label={portal.portal_name}>
      <div className={styles.portalHead}>
        <span className={styles.portalName}>{portal.portal_name}</span>
        <PortalStatusBadge status={portal.status} />
      </div>
      <dl className={styles.facts}>
        {showAgency && portal.agency_name !== null ? (
          <>
            <dt>Agency</dt>
            <dd>{portal.agency_name}</dd>
          </>
        ) : null}
        <dt>Phase</dt>
        <dd>{portal.phase === "canary" ? "Canary" : "Rest"}</dd>
        {portal.action === null ? null : (
          <>
            <dt>Change</dt>
            <dd>
              {ACTION_LABELS[portal.action]} {portalVersionText(portal)}
            </dd>
          </>
        )}
        <dt>Credits spent</dt>
        <dd>{portal.credits_spent === 1 ? "1 credit spent" : `${portal.credits_spent} credits spent`}</dd>
      </dl>
      {portal.action === null || portal.parts === undefined || portal.parts.length === 0 ? null : (
        <RolloutParts parts={portal.parts} portalName={portal.portal_name} />
      )}
      {portal.reason === null ? null : (
        <p className={styles.reason} data-tone={portal.status === "failed" ? "danger" : undefined}>
          {portal.status === "skipped" ? `Skipped: ${portal.reason}` : portal.reason}
        </p>
      )}
      {count === 0 ? null : (
        <>
          <Button className={styles.toggle} aria-expanded={open} aria-controls={itemsId} onPress={() => setOpen(!open)}>
            {open ? "Hide items" : `Show ${count === 1 ? "1 item" : `${count} items`}`}
          </Button>
          {open ? (
            <ul id={itemsId} className={styles.items} aria-label={`Items of ${portal.portal_name}`}>
              {portal.items.map((item) => (
                <li key={item.seq} className={styles.item}>
                  <span>{item.label}</span>
                  <span>{ITEM_LABELS[item.status]}</span>
                  {item.error === null ? null : <span className={styles.itemError}>{item.error}</span>}
                </li>
              ))}
            </ul>
          ) : null}
        </>
      )}
    </article>
  )
}
