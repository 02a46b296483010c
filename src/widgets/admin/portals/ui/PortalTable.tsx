// The Portals list (spec 2 section 2): search (debounced 1 s), sortable headers, 25 a page with
// meta.pagination.total_pages, and per row its health (what needs attention) and Edit, Delete and Delete SR.
import type { ReactNode, RefObject } from "react"

import { planLabel } from "@/entities/portal"
import { DEFAULT_INSTALLATION_FOLDER, type Portal, type QueryResult } from "@/shared/api"
import { Button } from "@/shared/ui/button"
import { PagedTable, type TableColumn } from "@/shared/ui/table"
import { TextField } from "@/shared/ui/text-field"

import type { PortalPage } from "../api/adminPortals.ts"
import { PORTAL_PAGINATION_GAP, PORTAL_PAGINATION_PADDING } from "../config/paging.ts"
import { NO_AGENCY } from "../config/texts.ts"
import type { PortalDeletion } from "../model/usePortalDeletion.ts"
import type { PortalSort } from "../model/usePortalList.ts"
import type { RowsHealth } from "../model/usePortalRowsHealth.ts"
import { HealthCell } from "./HealthCell.tsx"
import styles from "./PortalsAdmin.module.css"

const COLUMNS: ReadonlyArray<TableColumn> = [
  { id: "id", name: "ID", allowsSorting: true, width: "6%" },
  { id: "name", name: "Portal Name", allowsSorting: true, isRowHeader: true },
  { id: "custom_installation", name: "Custom Installation", allowsSorting: true },
  { id: "hub_id", name: "HubID", allowsSorting: true },
  { id: "agency", name: "Agency", allowsSorting: true },
  { id: "portal_type", name: "Type", allowsSorting: true },
  { id: "plan", name: "Plan", allowsSorting: true },
  { id: "version", name: "Version", allowsSorting: true },
  { id: "health", name: "Health" },
  { id: "action", name: "Action", width: "22%" }
]

/** A slash plus the custom folder's name, or 'sr' for the default folder (or none) (spec 2 section 2). */
export const installationLabel = (portal: Portal) => {
  const folder = portal.custom_installation.trim()
  return folder === "" || folder === DEFAULT_INSTALLATION_FOLDER ? DEFAULT_INSTALLATION_FOLDER : `/${folder}`
}

export interface PortalTableProps {
  result: QueryResult<PortalPage>
  /** The shown rows' health, read apart from the rows (see usePortalRowsHealth). */
  health: RowsHealth
  page: number
  onPageChange: (page: number) => void
  keyword: string
  onKeywordChange: (keyword: string) => void
  sort: PortalSort
  /** A click on a sortable header. */
  onSort: (column: string) => void
  onEdit: (portal: Portal) => void
  onDelete: (portal: Portal, what: PortalDeletion) => void
  /** Focus returns here when a deleted row took it away (tabIndex -1). */
  listRef?: RefObject<HTMLDivElement | null>
}

export function PortalTable({
  result,
  health,
  page,
  onPageChange,
  keyword,
  onKeywordChange,
  sort,
  onSort,
  onEdit,
  onDelete,
  listRef
}: PortalTableProps) {
  const renderCell = (portal: Portal, column: string): ReactNode => {
    switch (column) {
      case "id":
        return <span className={styles.nowrap}>{portal.id}</span>
      case "name":
        return portal.name
      case "custom_installation":
        return installationLabel(portal)
      case "hub_id":
        return <span className={styles.nowrap}>{portal.hub_id}</span>
      case "agency":
        return portal.agency?.name ?? NO_AGENCY
      case "portal_type":
        return portal.portal_type
      case "plan":
        return planLabel(portal.plan)
      case "version":
        return <span className={styles.nowrap}>{portal.version}</span>
      case "health":
        return <HealthCell health={health} portalId={portal.id} />
      case "action":
        return (
          <div className={styles.rowActions}>
            <Button size="sm" variant="secondary" aria-label={`Edit ${portal.name}`} onPress={() => onEdit(portal)}>
              Edit
            </Button>
            <Button size="sm" variant="danger" aria-label={`Delete ${portal.name}`} onPress={() => onDelete(portal, "portal")}>
              Delete
            </Button>
            <Button
              size="sm"
              variant="secondary"
              aria-label={`Delete SR of ${portal.name}`}
              onPress={() => onDelete(portal, "installation")}
            >
              Delete SR
            </Button>
          </div>
        )
      default:
        return null
    }
  }

  const searching = keyword.trim() !== ""

  return (
    <div className={styles.list} ref={listRef} tabIndex={-1}>
      <div className={styles.toolbar}>
        <TextField label="Search portals" type="search" value={keyword} onChange={onKeywordChange} />
      </div>
      <PagedTable
        aria-label="Portals"
        columns={COLUMNS}
        result={result}
        errorTitle="Portals could not be loaded."
        getRowId={(portal) => portal.id}
        renderCell={renderCell}
        sort={sort}
        onSort={onSort}
        emptyText={searching ? "No portals match this search." : "No portals yet."}
        page={page}
        onPageChange={onPageChange}
        padding={PORTAL_PAGINATION_PADDING}
        gap={PORTAL_PAGINATION_GAP}
        paginationClassName={styles.pagination}
      />
    </div>
  )
}
