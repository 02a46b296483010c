// The body of the editor: what the open portal is.
import type { Portal } from "@/shared/api"

import { folderLabel, planLabel } from "../lib/labels.ts"
import styles from "./PortalOverview.module.css"

export function PortalOverview({ portal }: { portal: Portal }) {
  const rows: ReadonlyArray<readonly [string, string]> = [
    ["Hub ID", String(portal.hub_id)],
    ["Domain", portal.domain ?? "---"],
    ["Plan", planLabel(portal.plan)],
    ["Version", portal.version],
    ["Folder", folderLabel(portal)],
    ["Agency", portal.agency?.name ?? "No Agency"]
  ]
  return (
    <section className={styles.overview} aria-labelledby="portal-overview-title">
      <h1 id="portal-overview-title">{portal.name}</h1>
      <dl className={styles.facts}>
        {rows.map(([term, value]) => (
          <div key={term} className={styles.fact}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
