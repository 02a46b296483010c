// Measures the bar's row and its entries (an invisible copy of them, so folded ones are measured too)
// and answers which entries fit beside the portal switcher. A ResizeObserver measures again whenever the
// row, the copy or the switcher changes size (a resize, fonts arriving, the user's name or a dot showing).
import { type RefObject, useLayoutEffect, useRef, useState } from "react"

import { fittingEntries } from "./fitEntries.ts"

export interface FittingRefs {
  /** The row holding the switcher and the entries. */
  readonly row: RefObject<HTMLDivElement | null>
  /** The portal switcher's wrapper, measured out of the row's room. */
  readonly switcher: RefObject<HTMLSpanElement | null>
  /** The invisible copy: one child per entry, then the 'More' button. */
  readonly measure: RefObject<HTMLDivElement | null>
}

const sameFlags = (a: ReadonlyArray<boolean> | null, b: ReadonlyArray<boolean>) =>
  a !== null && a.length === b.length && a.every((flag, index) => flag === b[index])

/** `entryKey` names the entries (and their dots and counts): new ones are measured again. */
export function useFittingEntries(entryKey: string): { readonly shown: ReadonlyArray<boolean> | null; readonly refs: FittingRefs } {
  const row = useRef<HTMLDivElement | null>(null)
  const switcher = useRef<HTMLSpanElement | null>(null)
  const measure = useRef<HTMLDivElement | null>(null)
  const [shown, setShown] = useState<ReadonlyArray<boolean> | null>(null)

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
      // The row's own fractional width, not clientWidth (rounded): a pixel too few folds an entry that fits.
      const available = rowElement.getBoundingClientRect().width - switcherWidth - (switcherWidth > 0 ? gap : 0)
      const next = fittingEntries(widths, available, gap, more)
      setShown((current) => (sameFlags(current, next) ? current : next))
    }
    compute()
    if (typeof ResizeObserver === "undefined") return
    const observer = new ResizeObserver(compute)
    observer.observe(rowElement)
    observer.observe(measureElement)
    for (const child of measureElement.children) observer.observe(child)
    if (switcher.current !== null) observer.observe(switcher.current)
    return () => observer.disconnect()
  }, [entryKey])

  return { shown, refs: { row, switcher, measure } }
}
