// After a delete, the focused row goes away once the confirmation has closed and the list reloaded;
// focus would then fall to the page body, outside the drawer, and Escape would no longer close it.
// For about a second after the delete, focus that lands on the body moves to the list instead.
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
