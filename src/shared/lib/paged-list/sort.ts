// A table's order: the sorted column and its direction, and what a header click makes of it.
export type SortDirection = "asc" | "desc"

export interface ListSort<C extends string> {
  readonly column: C
  readonly direction: SortDirection
}

/** Clicking the sorted column flips its direction; another column starts ascending. */
export const nextSort = <C extends string>(current: ListSort<C>, column: C): ListSort<C> => ({
  column,
  direction: column === current.column ? (current.direction === "asc" ? "desc" : "asc") : "asc"
})
