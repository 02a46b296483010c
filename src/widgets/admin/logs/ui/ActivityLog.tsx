// The activity log table (spec 2 section 2, Logs view): search, sortable Time and Event, 25 a page with
// last_page as the page count. Shared by the Logs drawer and the /admin-logging page.
import type { ReactNode } from "react"

import type { LogEntry } from "@/shared/api"
import { formatDate } from "@/shared/lib/date"
import { PagedTable, type TableColumn } from "@/shared/ui/table"
import { TextField } from "@/shared/ui/text-field"

import { LOG_PAGINATION_GAP, LOG_PAGINATION_PADDING } from "../config/paging.ts"
import { classBaseName } from "../lib/classBaseName.ts"
import { useLogList } from "../model/useLogList.ts"
import styles from "./ActivityLog.module.css"

/** Time and the two type columns are each 10% wide; the table layout is fixed so they stay so. */
const COLUMNS: ReadonlyArray<TableColumn> = [
  { id: "created_at", name: "Time", width: "10%", allowsSorting: true, isRowHeader: true },
  { id: "event", name: "Event", allowsSorting: true },
  { id: "causer_id", name: "Causer ID" },
  { id: "causer_type", name: "Causer Type", width: "10%" },
  { id: "subject_id", name: "Subject ID" },
  { id: "subject_type", name: "Subject Type", width: "10%" },
  { id: "properties", name: "Properties" }
]

const renderCell = (entry: LogEntry, column: string): ReactNode => {
  switch (column) {
    case "created_at":
      return <LogTime value={entry.created_at} />
    case "event":
      return entry.event
    case "causer_id":
      return entry.causer_id ?? ""
    case "causer_type":
      return <span title={entry.causer_type ?? undefined}>{classBaseName(entry.causer_type)}</span>
    case "subject_id":
      return entry.subject_id ?? ""
    case "subject_type":
      return <span title={entry.subject_type ?? undefined}>{classBaseName(entry.subject_type)}</span>
    case "properties":
      return (
        // Scrolls when long: focusable, so a keyboard can scroll it too.
        <pre className={styles.properties} tabIndex={0} aria-label={`Properties of ${entry.event}`}>
          <code>{JSON.stringify(entry.properties, null, 2)}</code>
        </pre>
      )
    default:
      return null
  }
}

/** The detailed date in two unbreakable halves ('21 November' and '2025 14:05'): two lines at most. */
function LogTime({ value }: { value: string }) {
  const text = formatDate(value, "detailed")
  const words = text.split(" ")
  if (words.length < 4) return <span className={styles.time}>{text}</span>
  return (
    <time className={styles.time} dateTime={value}>
      <span>{words.slice(0, 2).join(" ")}</span> <span>{words.slice(2).join(" ")}</span>
    </time>
  )
}

export interface ActivityLogProps {
  /** Shown at the end of the toolbar, e.g. the drawer's 'Open in a new tab' link. */
  actions?: ReactNode
  /** The table's keys in the address: "logs" (logs_page …) in the drawer; none (page, sort, q) as a page of its own. */
  searchPrefix?: string
}

export function ActivityLog({ actions, searchPrefix = "logs" }: ActivityLogProps) {
  const { result, page, setPage, keyword, setKeyword, sort, toggleSort } = useLogList(searchPrefix)
  const searching = keyword.trim() !== ""

  return (
    <div className={styles.log}>
      <div className={styles.toolbar}>
        <TextField label="Search logs" type="search" value={keyword} onChange={setKeyword} />
        {actions}
      </div>
      <PagedTable
        aria-label="Logs"
        columns={COLUMNS}
        result={result}
        errorTitle="Logs could not be loaded."
        getRowId={(entry) => entry.id}
        renderCell={renderCell}
        sort={sort}
        onSort={toggleSort}
        emptyText={searching ? "No activity matches this search." : "No activity yet."}
        layout="fixed"
        page={page}
        onPageChange={setPage}
        padding={LOG_PAGINATION_PADDING}
        gap={LOG_PAGINATION_GAP}
        paginationClassName={styles.pagination}
      />
    </div>
  )
}
