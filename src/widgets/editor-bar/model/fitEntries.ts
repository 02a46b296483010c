// Which of the bar's entries show on its one row; the rest go into 'More'.

/** Room lost to rounding: widths are fractional, the row's room is measured the same way. */
const EPSILON = 0.5

/**
 * widths: each entry's width in order; available: the room for entries; gap: the space between two;
 * more: the 'More' button's width. Answers, per entry, whether it shows. All show when all fit;
 * otherwise 'More' takes its room first and the entries follow in order, each shown when it still fits:
 * only what does not fit is folded, so a wide entry that does not fit leaves its room to narrower ones after it.
 */
export const fittingEntries = (widths: ReadonlyArray<number>, available: number, gap: number, more: number): ReadonlyArray<boolean> => {
  const total = widths.reduce((sum, width, index) => sum + width + (index > 0 ? gap : 0), 0)
  if (total <= available + EPSILON) return widths.map(() => true)
  let used = more
  return widths.map((width) => {
    const next = used + gap + width
    if (next > available + EPSILON) return false
    used = next
    return true
  })
}
