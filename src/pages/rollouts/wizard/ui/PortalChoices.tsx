// The health list's page as checkboxes, one portal a line (its agency for the super admin, its plan and what
// needs attention beside it): a plain list rather than a grid, so Tab reaches each box and Space ticks it, and
// on a phone each line wraps. Loading, failure (with Retry) and empty states as the paged tables have them.
import { planLabel } from "@/entities/portal"
import { AttentionBadges, type PortalHealth, type PortalHealthPage } from "@/entities/portal-health"
import type { QueryResult } from "@/shared/api"
import { Checkbox } from "@/shared/ui/checkbox"
import { ListEmpty, ListError, ListLoading } from "@/shared/ui/list-panel"
import { Pagination } from "@/shared/ui/table"

import { chosenOf, isChosen, type Selection, togglePortal } from "../model/selection.ts"
import styles from "./NewRolloutPage.module.css"

export interface PortalChoicesProps {
  result: QueryResult<PortalHealthPage>
  page: number
  onPageChange: (page: number) => void
  selection: Selection
  onChange: (next: Selection) => void
  showAgency: boolean
  /** The selection is full: only chosen portals' boxes stay enabled (to be unticked). */
  full: boolean
}

export function PortalChoices({ result, page, onPageChange, selection, onChange, showAgency, full }: PortalChoicesProps) {
  if (result.status === "loading") return <ListLoading label="Loading the portals" />
  if (result.status === "failure")
    return <ListError title="Portals could not be loaded." message={result.error.message} onRetry={result.reload} />
  if (result.data.rows.length === 0) return <ListEmpty>No portals match.</ListEmpty>
  const line = (portal: PortalHealth) => {
    const chosen = isChosen(selection, portal.id)
    return (
      <li key={portal.id} className={styles.choice}>
        <Checkbox
          isSelected={chosen}
          isDisabled={full && !chosen}
          onChange={(on) => onChange(togglePortal(selection, chosenOf(portal), on))}
        >
          {portal.name}
        </Checkbox>
        <span className={styles.muted}>
          {showAgency ? `${portal.agency?.name ?? "No agency"} · ` : ""}
          {planLabel(portal.plan)}
        </span>
        <AttentionBadges attention={portal.attention} />
      </li>
    )
  }
  return (
    <>
      <ul className={styles.choices} aria-label="Portals to choose from">
        {result.data.rows.map(line)}
      </ul>
      <Pagination page={page} totalPages={result.data.totalPages} onChange={onPageChange} className={styles.pagination} />
    </>
  )
}
