// Measures the bar's row and its entries (an invisible copy of them, so hidden ones are measured too)
// and answers how many entries fit beside the portal switcher; a resize or new entries measure again.
import { type RefObject, useLayoutEffect, useRef, useState } from "react"
import { fittingCount } from "./fitEntries.ts"

export interface FittingRefs {
  /** The row holding the switcher and the entries. */
  readonly row: RefObject<HTMLDivElement | null>
  /** The portal switcher's wrapper, measured out of the row's room. */
  readonly switcher: RefObject<HTMLSpanElement | null>
  /** The invisible copy: one child per entry, then the 'More' button. */
  readonly measure: RefObject<HTMLDivElement | null>
}

export function useFittingEntries(entryKey: string): { readonly count: number | null; readonly refs: FittingRefs } {
  const row = useRef<HTMLDivElement | null>(null)
  const switcher = useRef<HTMLSpanElement | null>(null)
  const measure = useRef<HTMLDivElement | null>(null)
  const [count, setCount] = useState<number | null>(null)

  useLayoutEffect(() => {
    const rowElement = row.current
    const measureElement = measure.current
    if (rowElement === null || measureElement === null) return
    const compute = () => {
      const gap = Number.parseFloat(getComputedStyle(rowElement).columnGap) || 0
      const children = [...measureElement.children]
      const widths = children.slice(0, -1).map((child) => child.getBoundingClientRect().width)
      const more = children.at(-1)?.getBoundingClientRect().width ?? 0
      const switcherWidth = switcher.current?.getBoundingClientRect().width ?? 0
      const available = rowElement.clientWidth - switcherWidth - (switcherWidth > 0 ? gap : 0)
      setCount(fittingCount(widths, available, gap, more))
    }
    compute()
    if (typeof ResizeObserver === "undefined") return
    const observer = new ResizeObserver(compute)
    observer.observe(rowElement)
    observer.observe(measureElement)
    if (switcher.current !== null) observer.observe(switcher.current)
    return () => observer.disconnect()
  }, [entryKey])

  return { count, refs: { row, switcher, measure } }
}
