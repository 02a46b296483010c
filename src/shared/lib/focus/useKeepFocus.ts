// After a delete, the focused row goes away once the confirmation has closed and the list reloaded;
// focus would then fall to the page body, outside the drawer, and Escape would no longer close it.
// For about a second after the call, focus that lands on the body moves to `container` (give it
// tabIndex -1) instead. Used by the admin drawers' lists after a delete.
import { type RefObject, useCallback, useEffect, useRef } from "react"

const WATCH_FRAMES = 60

export function useKeepFocus(container: RefObject<HTMLElement | null>): () => void {
  const frame = useRef<number | null>(null)
  useEffect(() => () => {
    if (frame.current !== null) cancelAnimationFrame(frame.current)
  }, [])
  return useCallback(() => {
    let left = WATCH_FRAMES
    const check = () => {
      if (document.activeElement === document.body || document.activeElement === null) container.current?.focus()
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
  /** Watch for focus falling to the body (e.g. when a dialog over the list closes). */
  readonly keepFocus: () => void
  /** After a delete: reload the list and keep focus in it. */
  readonly afterDelete: () => void
}

/** The list side of a delete: its container, and a reload that keeps focus in it. */
export function useListFocus(reload: () => void): ListFocus {
  const ref = useRef<HTMLDivElement>(null)
  const keepFocus = useKeepFocus(ref)
  const afterDelete = useCallback(() => {
    reload()
    keepFocus()
  }, [reload, keepFocus])
  return { ref, keepFocus, afterDelete }
}
