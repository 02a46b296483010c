// After a delete, the focused row goes away once the confirmation has closed and the list reloaded;
// focus would then fall to the page body (or the drawer around the list), outside the list, and Escape
// would no longer close the drawer. For about two seconds after the call, focus that is lost that way moves
// to a sensible place in `container` instead (by default the container itself: give it tabIndex -1).
// The admin drawers' lists use useListFocus, whose sensible place is where the user was: the same control
// ('Delete …') in the row that took the deleted row's place, else the list's first control (its search).
import { type RefObject, useCallback, useEffect, useLayoutEffect, useRef } from "react"

import { focusableIn, isFocusLost, sameControlInRow } from "./targets.ts"

/** About two seconds: the list may reload (and show a transient page) after the dialog closed. */
const WATCH_FRAMES = 120

export function useKeepFocus(container: RefObject<HTMLElement | null>, target?: () => HTMLElement | null): () => void {
  const frame = useRef<number | null>(null)
  const pick = useRef(target)
  useLayoutEffect(() => {
    pick.current = target
  })
  useEffect(
    () => () => {
      if (frame.current !== null) cancelAnimationFrame(frame.current)
    },
    []
  )
  return useCallback(() => {
    let left = WATCH_FRAMES
    const check = () => {
      const root = container.current
      // The container itself counts as lost only when a better place is known.
      if (root !== null && isFocusLost(root, pick.current !== undefined)) (pick.current?.() ?? root).focus()
      left -= 1
      frame.current = left > 0 ? requestAnimationFrame(check) : null
    }
    if (frame.current !== null) cancelAnimationFrame(frame.current)
    frame.current = requestAnimationFrame(check)
  }, [container])
}

export interface ListFocus {
  /** Put on the list's container, with tabIndex -1. */
  readonly ref: RefObject<HTMLDivElement | null>
  /** Watch for focus getting lost (e.g. when a dialog over the list closes and its opener is gone). */
  readonly keepFocus: () => void
  /** After a delete: reload the list and keep focus in it. */
  readonly afterDelete: () => void
}

/** Where in the list focus last was: its row (by position) and the control's accessible name. */
interface LastFocus {
  readonly row: number
  readonly name: string
}

const nameOf = (element: Element) => (element.getAttribute("aria-label") ?? element.textContent ?? "").trim()

/** The list side of a delete: its container, and a reload that keeps focus in it. */
export function useListFocus(reload: () => void): ListFocus {
  const ref = useRef<HTMLDivElement>(null)
  const last = useRef<LastFocus | null>(null)
  // The control a dialog was opened from: remembered as focus enters it, before the dialog takes focus.
  useEffect(() => {
    const remember = (event: FocusEvent) => {
      const root = ref.current
      const target = event.target
      if (root === null || !(target instanceof HTMLElement) || target === root || !root.contains(target)) return
      // The table itself (focused when its focused row went away) is no place to come back to.
      if (target.getAttribute("role") === "grid") return
      const row = target.closest("[role=row]")
      const rows = [...root.querySelectorAll("[role=row]")]
      last.current = { row: row === null ? -1 : rows.indexOf(row), name: nameOf(target) }
    }
    document.addEventListener("focusin", remember)
    return () => document.removeEventListener("focusin", remember)
  }, [])
  const sensible = useCallback(() => {
    const root = ref.current
    if (root === null) return null
    const where = last.current
    return (where === null ? null : sameControlInRow(root, where.row, where.name)) ?? focusableIn(root)
  }, [])
  const keepFocus = useKeepFocus(ref, sensible)
  const afterDelete = useCallback(() => {
    reload()
    keepFocus()
  }, [reload, keepFocus])
  return { ref, keepFocus, afterDelete }
}
