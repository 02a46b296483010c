// The portal health overview: every portal the caller sees, one row each, saying whether it needs attention and
// why (connection, theme, upgrades, drift, work, last change). Most reasons come first; the toolbar narrows the
// table to those needing attention, a plan, an agency (super admins) or a search. Everything is in the address.
import { useAtomValue } from "jotai"
import { useMemo } from "react"

import { type PortalHealth as PortalHealthRow } from "@/entities/portal-health"
import { roleFlagsAtom } from "@/entities/session"
import { PagedTable, type TableColumn } from "@/shared/ui/table"

import { usePortalHealthList } from "../model/usePortalHealthList.ts"
import { renderHealthCell } from "./HealthCells.tsx"
import { HealthToolbar } from "./HealthToolbar.tsx"
import styles from "./PortalHealth.module.css"

const COLUMNS: ReadonlyArray<TableColumn> = [
  { id: "name", name: "Portal", allowsSorting: true, isRowHeader: true },
  { id: "attention", name: "Attention", allowsSorting: true },
  { id: "agency", name: "Agency" },
  { id: "plan", name: "Plan" },
  { id: "connection", name: "Connection" },
  { id: "theme", name: "Theme" },
  { id: "upgrades", name: "Upgrades waiting" },
  { id: "drift", name: "Drift" },
  { id: "work", name: "Work" },
  { id: "last_change", name: "Last change", allowsSorting: true }
]

/** Only a super admin sees several agencies' portals side by side, so only they get the agency column. */
const columnsFor = (showAgency: boolean) => (showAgency ? COLUMNS : COLUMNS.filter((column) => column.id !== "agency"))

export function PortalHealth() {
  const { isAdmin } = useAtomValue(roleFlagsAtom)
  const list = usePortalHealthList(isAdmin)
  const columns = useMemo(() => columnsFor(isAdmin), [isAdmin])
  return (
    <section className={styles.health} aria-label="Portal health">
      <HealthToolbar list={list} byAgency={isAdmin} />
      <PagedTable<PortalHealthRow>
        aria-label="Portal health"
        columns={columns}
        result={list.result}
        errorTitle="Portal health could not be loaded."
        getRowId={(portal) => portal.id}
        renderCell={renderHealthCell}
        sort={list.sort}
        onSort={list.toggleSort}
        emptyText={list.needsAttention ? "No portals need attention." : "No portals match."}
        page={list.page}
        onPageChange={list.setPage}
        paginationClassName={styles.pagination}
      />
    </section>
  )
}
