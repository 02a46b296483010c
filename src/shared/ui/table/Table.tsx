// Data table over react-aria's Table: keyboard navigation, sortable headers, loading and empty states.
import type { ReactNode } from "react"
import {
  Cell,
  Column,
  Row,
  type SortDescriptor as AriaSortDescriptor,
  Table as AriaTable,
  TableBody,
  TableHeader
} from "react-aria-components"

import { Spinner } from "../spinner/Spinner.tsx"
import styles from "./Table.module.css"

export interface TableColumn {
  id: string
  name: string
  isRowHeader?: boolean
  allowsSorting?: boolean
  /** Any CSS width, e.g. '10%' (the logs table's time and type columns). */
  width?: string
}

export interface SortDescriptor {
  column: string
  direction: "ascending" | "descending"
}

export interface TableProps<T> {
  "aria-label": string
  columns: ReadonlyArray<TableColumn>
  rows: readonly T[]
  getRowId: (row: T) => string | number
  renderCell: (row: T, columnId: string) => ReactNode
  sortDescriptor?: SortDescriptor
  onSortChange?: (descriptor: SortDescriptor) => void
  /** Replaces the rows with a spinner. */
  isLoading?: boolean
  emptyText?: string
  /** 'fixed' keeps column widths stable (credit and plan tables). */
  layout?: "auto" | "fixed"
  /**
   * Below 800 px: 'stack' (the default) shows each row as a card of "label: value" lines, so every cell
   * (the Action buttons included) stays on screen; 'scroll' keeps the grid and scrolls it in its box.
   */
  narrow?: "stack" | "scroll"
  className?: string
}

export function Table<T>(props: TableProps<T>) {
  const {
    columns,
    rows,
    getRowId,
    renderCell,
    sortDescriptor,
    onSortChange,
    isLoading = false,
    emptyText = "No data",
    layout = "auto",
    narrow = "stack",
    className
  } = props
  const items = isLoading ? [] : rows
  return (
    <div className={[styles.container, narrow === "stack" ? styles.stack : undefined, className].filter(Boolean).join(" ")}>
      <AriaTable
        aria-label={props["aria-label"]}
        aria-busy={isLoading || undefined}
        sortDescriptor={sortDescriptor}
        onSortChange={
          onSortChange ? (d: AriaSortDescriptor) => onSortChange({ column: String(d.column), direction: d.direction }) : undefined
        }
        className={[styles.table, layout === "fixed" ? styles.fixed : undefined].filter(Boolean).join(" ")}
      >
        <TableHeader columns={columns}>
          {(column) => (
            <Column
              id={column.id}
              isRowHeader={column.isRowHeader}
              allowsSorting={column.allowsSorting}
              style={column.width ? { width: column.width } : undefined}
              className={styles.column}
            >
              {({ allowsSorting, sortDirection }) => (
                <span className={styles.columnLabel}>
                  {column.name}
                  {allowsSorting ? (
                    <span className={styles.sortIcon} data-direction={sortDirection ?? "none"} aria-hidden="true">
                      {sortDirection === "ascending" ? "▲" : sortDirection === "descending" ? "▼" : "↕"}
                    </span>
                  ) : null}
                </span>
              )}
            </Column>
          )}
        </TableHeader>
        <TableBody
          items={items}
          // Rows are cached by identity; re-render them when the cell renderer or columns change.
          dependencies={[renderCell, columns]}
          renderEmptyState={() => <div className={styles.empty}>{isLoading ? <Spinner /> : emptyText}</div>}
        >
          {(row) => (
            <Row id={getRowId(row)} columns={columns} dependencies={[renderCell]} className={styles.row}>
              {(column) => (
                // The column's name labels the value when the row is shown as a card (narrow screens).
                <Cell className={styles.cell} data-label={column.name}>
                  {renderCell(row, column.id)}
                </Cell>
              )}
            </Row>
          )}
        </TableBody>
      </AriaTable>
    </div>
  )
}
