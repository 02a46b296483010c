// How many of the bar's entries fit on its one row; the rest go into 'More'.

/**
 * widths: each entry's width in order; available: the room for entries; gap: the space between two;
 * more: the 'More' button's width. All entries fit without 'More'; otherwise as many as fit beside it.
 */
export const fittingCount = (widths: ReadonlyArray<number>, available: number, gap: number, more: number): number => {
  const total = widths.reduce((sum, width, index) => sum + width + (index > 0 ? gap : 0), 0)
  if (total <= available) return widths.length
  let used = more
  let count = 0
  for (const width of widths) {
    const next = used + gap + width
    if (next > available) break
    used = next
    count++
  }
  return count
}
