// A server-paged table (the admin drawers' lists): the load's error with Retry, else the table (spinner
// while loading, sortable headers) and, when there are rows, the pagination bar below it.
import { ListError } from "../list-panel/ListPanel.tsx"
import { Pagination } from "./Pagination.tsx"
import { type SortDescriptor, Table, type TableProps } from "./Table.tsx"

/** One page of rows and the page count, as the list endpoints answer. */
export interface PagedRows<T> {
  readonly rows: ReadonlyArray<T>
  readonly totalPages: number
  readonly total: number
}

/** The state of a page load (a QueryResult of PagedRows fits). */
export type PagedResult<T> = (
  | { readonly status: "loading" }
  | { readonly status: "success"; readonly data: PagedRows<T> }
  | { readonly status: "failure"; readonly error: { readonly message: string } }
) & { readonly reload: () => void }

/** The list's current order, as the list endpoints take it. */
export interface TableSort {
  readonly column: string
  readonly direction: "asc" | "desc"
}

export interface PagedTableProps<T> extends Omit<TableProps<T>, "rows" | "isLoading" | "sortDescriptor" | "onSortChange"> {
  result: PagedResult<T>
  /** The alert's title when the page could not be loaded. */
  errorTitle: string
  page: number
  onPageChange: (page: number) => void
  sort?: TableSort
  /** A click on a sortable header; the caller decides the new order. */
  onSort?: (column: string) => void
  padding?: number
  gap?: number
  paginationClassName?: string
}

export const sortDescriptorOf = (sort: TableSort): SortDescriptor => ({
  column: sort.column,
  direction: sort.direction === "asc" ? "ascending" : "descending"
})

export function PagedTable<T>(props: PagedTableProps<T>) {
  const { result, errorTitle, page, onPageChange, sort, onSort, padding, gap, paginationClassName, ...table } = props
  if (result.status === "failure") return <ListError title={errorTitle} message={result.error.message} onRetry={result.reload} />
  return (
    <>
      <Table
        {...table}
        rows={result.status === "success" ? result.data.rows : []}
        sortDescriptor={sort === undefined ? undefined : sortDescriptorOf(sort)}
        onSortChange={onSort === undefined ? undefined : (next) => onSort(next.column)}
        isLoading={result.status === "loading"}
      />
      {result.status === "success" && result.data.total > 0 ? (
        <Pagination
          page={page}
          totalPages={result.data.totalPages}
          onChange={onPageChange}
          padding={padding}
          gap={gap}
          className={paginationClassName}
        />
      ) : null}
    </>
  )
}
