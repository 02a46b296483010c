// Which page links a pagination bar shows (spec: "pagination padding 2, gap 3; first page is 1").
//
// padding: pages shown on each side of the current page; the first and last page always show.
// gap: a run of hidden pages collapses into one ellipsis only when it is longer than `gap`;
// shorter runs are shown in full, because an ellipsis standing for one to three pages saves
// little room and hides pages the user could have reached in one click.

export type PaginationItem = { type: "page"; page: number } | { type: "ellipsis"; key: string }

export interface PaginationWindow {
  page: number
  totalPages: number
  padding?: number
  gap?: number
}

export function paginationItems({ page, totalPages, padding = 2, gap = 3 }: PaginationWindow): PaginationItem[] {
  const total = Math.max(0, Math.floor(totalPages))
  if (total === 0) return []
  const current = Math.min(Math.max(1, Math.floor(page)), total)

  const shown = new Set<number>([1, total])
  for (let p = current - padding; p <= current + padding; p++) {
    if (p >= 1 && p <= total) shown.add(p)
  }
  const anchors = [...shown].sort((a, b) => a - b)

  const items: PaginationItem[] = []
  let previous = 0
  for (const anchor of anchors) {
    const hidden = anchor - previous - 1
    if (hidden > gap) {
      items.push({ type: "ellipsis", key: `ellipsis-${previous}-${anchor}` })
    } else {
      for (let p = previous + 1; p < anchor; p++) items.push({ type: "page", page: p })
    }
    items.push({ type: "page", page: anchor })
    previous = anchor
  }
  return items
}
