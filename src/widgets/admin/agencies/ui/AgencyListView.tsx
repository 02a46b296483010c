// The list view (spec 2 section 2): search (debounced 1 s), sortable headers that toggle asc/desc, 25 a
// page with pagination (padding 2, gap 3). The Action column and 'Add Agency' are for super admins only.
// The Credit cell also says what an agency owes when refunds and disputes took back more than it had left.
import type { ReactNode, RefObject } from "react"

import type { Agency, AgencySortBy } from "@/shared/api"
import { formatDate } from "@/shared/lib/date"
import { Button } from "@/shared/ui/button"
import { PagedTable, type TableColumn } from "@/shared/ui/table"
import { TextField } from "@/shared/ui/text-field"

import { AGENCY_PAGINATION_GAP, AGENCY_PAGINATION_PADDING } from "../config/paging.ts"
import { ADD_LABEL, creditDebtNote, EMPTY_TEXT, LIST_ERROR, NO_MATCH_TEXT, SEARCH_LABEL } from "../config/texts.ts"
import { type AgencyList } from "../model/useAgencyList.ts"
import styles from "./AgenciesDrawer.module.css"

const DATA_COLUMNS: ReadonlyArray<TableColumn & { id: AgencySortBy }> = [
  { id: "name", name: "Agency Name", allowsSorting: true, isRowHeader: true },
  { id: "users_count", name: "Users", allowsSorting: true },
  { id: "portals_count", name: "Portals", allowsSorting: true },
  { id: "portals_available", name: "Portals Available", allowsSorting: true },
  { id: "credit_limit", name: "Credit", allowsSorting: true },
  { id: "created_at", name: "Date Added", allowsSorting: true }
]
const ADMIN_COLUMNS: ReadonlyArray<TableColumn> = [...DATA_COLUMNS, { id: "action", name: "Action" }]

export interface AgencyListViewProps {
  list: AgencyList
  isAdmin: boolean
  onAdd: () => void
  onEdit: (agency: Agency) => void
  onDelete: (agency: Agency) => void
  /** Focus returns here when a deleted row took it away (tabIndex -1). */
  listRef?: RefObject<HTMLDivElement | null>
}

export function AgencyListView({ list, isAdmin, onAdd, onEdit, onDelete, listRef }: AgencyListViewProps) {
  const { result, page, setPage, keyword, setKeyword, sort, toggleSort } = list

  const renderCell = (agency: Agency, column: string): ReactNode => {
    switch (column) {
      case "name":
        return agency.name
      case "users_count":
        return agency.users_count
      case "portals_count":
        return agency.portals_count
      case "portals_available":
        return agency.portals_available
      case "credit_limit":
        return agency.credit_debt > 0 ? (
          <>
            {agency.credit_limit} <span className={styles.debt}>{creditDebtNote(agency.credit_debt)}</span>
          </>
        ) : (
          agency.credit_limit
        )
      case "created_at":
        return formatDate(agency.created_at, "short")
      case "action":
        return (
          <div className={styles.actions}>
            <Button size="sm" variant="secondary" onPress={() => onEdit(agency)} aria-label={`Edit ${agency.name}`}>
              Edit
            </Button>
            <Button size="sm" variant="danger" onPress={() => onDelete(agency)} aria-label={`Delete ${agency.name}`}>
              Delete
            </Button>
          </div>
        )
      default:
        return null
    }
  }

  return (
    <div className={styles.view} ref={listRef} tabIndex={-1}>
      <div className={styles.toolbar}>
        <TextField label={SEARCH_LABEL} type="search" value={keyword} onChange={setKeyword} />
        {isAdmin ? (
          <Button className={styles.add} onPress={onAdd}>
            {ADD_LABEL}
          </Button>
        ) : null}
      </div>
      <PagedTable
        aria-label="Agencies"
        columns={isAdmin ? ADMIN_COLUMNS : DATA_COLUMNS}
        result={result}
        errorTitle={LIST_ERROR}
        getRowId={(agency) => agency.id}
        renderCell={renderCell}
        sort={sort}
        onSort={toggleSort}
        emptyText={keyword.trim() === "" ? EMPTY_TEXT : NO_MATCH_TEXT}
        page={page}
        onPageChange={setPage}
        padding={AGENCY_PAGINATION_PADDING}
        gap={AGENCY_PAGINATION_GAP}
        paginationClassName={styles.pagination}
      />
    </div>
  )
}
