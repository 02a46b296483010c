// The switcher's rows: each top-level portal followed by its children (nested any depth), each child
// knowing its depth and its parent's name, so the list reads as the tree it is.
import type { Portal } from "@/shared/api"

export interface SwitcherRow {
  readonly portal: Portal
  readonly depth: number
  /** The parent's name, for a child portal. */
  readonly parentName: string | null
}

export const switcherRows = (portals: ReadonlyArray<Portal>, depth = 0, parentName: string | null = null): ReadonlyArray<SwitcherRow> =>
  portals.flatMap((portal) => [{ portal, depth, parentName }, ...switcherRows(portal.children, depth + 1, portal.name)])

/** Past this many portals the switcher gets a search field. */
export const SWITCHER_SEARCH_FROM = 11
