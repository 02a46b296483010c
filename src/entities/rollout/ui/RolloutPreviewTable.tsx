// A rollout's preview: per portal what it would get (Install or Upgrade, from → to) and the credits it would
// spend, or why it is skipped; then per agency the credits needed against those it has. A layout rollout's
// portal lists under its name each module and theme file it would get. A message the server gave about one
// portal (a 422 naming portal_ids.N) shows on that portal's row.
import type { ReactNode } from "react"

import type { RolloutCredits, RolloutPreview, RolloutPreviewPortal } from "@/shared/api"
import { Table, type TableColumn } from "@/shared/ui/table"

import { ACTION_LABELS, portalVersionText } from "../lib/status.ts"
import { RolloutParts } from "./RolloutParts.tsx"
import styles from "./RolloutPreviewTable.module.css"

export interface RolloutPreviewTableProps {
  preview: RolloutPreview
  /** Messages per portal id, shown on its row. */
  portalErrors?: ReadonlyMap<number, string>
}

const COLUMNS: ReadonlyArray<TableColumn> = [
  { id: "portal", name: "Portal", isRowHeader: true },
  { id: "agency", name: "Agency" },
  { id: "action", name: "Change" },
  { id: "version", name: "Version" },
  { id: "credits", name: "Credits" }
]

const creditsText = (credits: RolloutCredits): string => `Credits: needed ${credits.needed} of ${credits.available} available`

const cell = (portal: RolloutPreviewPortal, column: string, error: string | undefined): ReactNode => {
  switch (column) {
    case "portal":
      return (
        <div className={styles.stacked}>
          <span className={styles.name}>{portal.portal_name}</span>
          {error === undefined ? null : <span className={styles.error}>{error}</span>}
          {portal.skip === null && portal.parts !== undefined && portal.parts.length > 0 ? (
            <RolloutParts parts={portal.parts} portalName={portal.portal_name} />
          ) : null}
        </div>
      )
    case "agency":
      return portal.agency_name ?? "No agency"
    case "action":
      if (portal.skip !== null) return <span className={styles.skipped}>Skipped: {portal.skip.message}</span>
      return portal.action === null ? "—" : ACTION_LABELS[portal.action]
    case "version":
      return portal.skip === null ? portalVersionText(portal) : "—"
    case "credits":
      return portal.skip === null ? String(portal.credits) : "—"
    default:
      return null
  }
}

export function RolloutPreviewTable({ preview, portalErrors }: RolloutPreviewTableProps) {
  const agencies = new Set(preview.portals.map((portal) => portal.agency_id))
  const columns = agencies.size > 1 ? COLUMNS : COLUMNS.filter((column) => column.id !== "agency")
  const skipped = preview.portals.filter((portal) => portal.skip !== null).length
  return (
    <div className={styles.preview}>
      <p className={styles.summary}>
        {preview.portals.length - skipped} of {preview.portals.length} {preview.portals.length === 1 ? "portal" : "portals"} get{" "}
        {preview.title}
        {skipped === 0 ? "." : `; ${skipped} skipped.`}
      </p>
      <Table<RolloutPreviewPortal>
        aria-label={`Preview of ${preview.title}`}
        columns={columns}
        rows={preview.portals}
        getRowId={(portal) => portal.portal_id}
        renderCell={(portal, column) => cell(portal, column, portalErrors?.get(portal.portal_id))}
        emptyText="No portals chosen."
      />
      {preview.credits.length === 0 ? null : (
        <ul className={styles.credits} aria-label="Credits per agency">
          {preview.credits.map((credits) => (
            <li key={credits.agency_id} data-short={credits.needed > credits.available || undefined}>
              <span className={styles.name}>{credits.agency_name}</span> {creditsText(credits)}
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
