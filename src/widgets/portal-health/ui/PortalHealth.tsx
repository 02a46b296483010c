// The portal health overview: every portal the caller sees, one row each, saying whether it needs attention and
// why (connection, theme, upgrades, drift, work, last change). Most reasons come first; the toolbar narrows the
// table to those needing attention, a plan, an agency (super admins) or a search. Everything is in the address.
import { useAtomValue } from "jotai"
import { useMemo } from "react"
import { Link } from "react-aria-components"

import { type PortalHealth as PortalHealthRow } from "@/entities/portal-health"
import { roleFlagsAtom } from "@/entities/session"
import { RoutePath } from "@/shared/config"
import { useAddressSearch } from "@/shared/lib/paged-list"
import { buttonClassName } from "@/shared/ui/button"
import { PagedTable, type TableColumn } from "@/shared/ui/table"

import { HEALTH_FILTER_KEYS, HEALTH_SEARCH_PREFIX } from "../config/paging.ts"
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

/** The filters the new rollout's portal table takes over (same keys): the search, order and filters, not the page. */
const CARRIED = [`${HEALTH_SEARCH_PREFIX}_q`, `${HEALTH_SEARCH_PREFIX}_sort`, ...Object.values(HEALTH_FILTER_KEYS)]

/** /rollouts/new with the health view's current filters, so the portals the user narrowed to are the ones offered. */
const newRolloutHref = (search: Readonly<Record<string, unknown>>): string => {
  const params = new URLSearchParams()
  for (const key of CARRIED) {
    const value = search[key]
    if (typeof value === "string" || typeof value === "number") params.set(key, String(value))
  }
  const query = params.toString()
  return query === "" ? RoutePath.NewRollout : `${RoutePath.NewRollout}?${query}`
}

export function PortalHealth() {
  const { search } = useAddressSearch()
  const { isAdmin } = useAtomValue(roleFlagsAtom)
  const list = usePortalHealthList(isAdmin)
  const columns = useMemo(() => columnsFor(isAdmin), [isAdmin])
  return (
    <section className={styles.health} aria-label="Portal health">
      <div className={styles.actions}>
        <Link href={newRolloutHref(search)} className={buttonClassName("secondary", "sm")}>
          Roll out a change
        </Link>
      </div>
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
